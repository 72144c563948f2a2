import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactSchema,
  managementSchema,
  updateContactSchema,
  updateManagementSchema,
} from '../../contract/location-admin';
import { callerOf } from '../access/authenticate';
import { saveLocation } from '../locations/queries';

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
      const { pK_PT_RELATIONDELIVERYADDRESS: id, ...fields } = request.body;
      const values = {
        managerCompany: fields.managerCompany,
        managerName: orNull(fields.managerName),
        managerContactPhone: fields.managerContactPhone,
        managerNotes: orNull(fields.managerNotes),
      };
      await saveLocation(app.db, callerOf(request), id, values, 'location.updateManagement');
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
      const { pK_PT_RELATIONDELIVERYADDRESS: id, ...fields } = request.body;
      const values = {
        contactName: orNull(fields.contactName),
        contactPhone: orNull(fields.contactPhone),
        contactNotes: orNull(fields.contactNotes),
      };
      const deleted = Object.values(values).every((v) => v === null);
      const action = deleted ? 'location.deleteContact' : 'location.updateContact';
      await saveLocation(app.db, callerOf(request), id, values, action);
      return { pK_PT_RELATIONDELIVERYADDRESS: id, ...values, deleted };
    },
  );
}
