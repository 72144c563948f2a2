import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactSchema,
  managementSchema,
  updateContactSchema,
  updateManagementSchema,
} from '../../contract/location-admin';
import { callerOf } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import { locationVisible } from '../access/row-scope';
import { deliveryAddresses } from '../db/schema';
import { auditSetting } from '../identity/audit';

const orNull = (text: string) => (text === '' ? null : text);

/** The saves of a location's manager info and location contact, for the locations the caller may see. */
export async function locationAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/RelationDeliveryaddress/Update',
    {
      config: { permissions: ['Locations.EditManagement'] },
      schema: { body: updateManagementSchema, response: { 200: managementSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { pK_PT_RELATIONDELIVERYADDRESS: id, ...fields } = request.body;
      await ensureVisible(app.db, deliveryAddresses, deliveryAddresses.id, id, locationVisible(caller));
      const values = {
        managerCompany: fields.managerCompany,
        managerName: orNull(fields.managerName),
        managerContactPhone: fields.managerContactPhone,
        managerNotes: orNull(fields.managerNotes),
      };
      await app.db.transaction(async (tx) => {
        await tx
          .update(deliveryAddresses)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(deliveryAddresses.id, id));
        await auditSetting(
          tx,
          caller.id,
          'location.updateManagement',
          { type: 'deliveryAddress', id },
          values,
        );
      });
      return { pK_PT_RELATIONDELIVERYADDRESS: id, ...values };
    },
  );

  app.post(
    '/api/RelationDeliveryaddress/UpdateContact',
    {
      config: { permissions: ['Locations.EditLocationContact'] },
      schema: { body: updateContactSchema, response: { 200: contactSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { pK_PT_RELATIONDELIVERYADDRESS: id, ...fields } = request.body;
      await ensureVisible(app.db, deliveryAddresses, deliveryAddresses.id, id, locationVisible(caller));
      const values = {
        contactName: orNull(fields.contactName),
        contactPhone: orNull(fields.contactPhone),
        contactNotes: orNull(fields.contactNotes),
      };
      const deleted = Object.values(values).every((v) => v === null);
      await app.db.transaction(async (tx) => {
        await tx
          .update(deliveryAddresses)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(deliveryAddresses.id, id));
        await auditSetting(
          tx,
          caller.id,
          deleted ? 'location.deleteContact' : 'location.updateContact',
          { type: 'deliveryAddress', id },
          values,
        );
      });
      return { pK_PT_RELATIONDELIVERYADDRESS: id, ...values, deleted };
    },
  );
}
