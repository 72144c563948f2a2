import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { relationDetailsSchema, relationParamsSchema } from '../../contract/locations';
import { myRelationsResponseSchema, type Relation } from '../../contract/relations';
import { callerOf } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { addressScope, relationScope } from '../access/scope';
import { deliveryAddresses, relations } from '../db/schema';

export async function relationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/myRelations',
    { config: { permissions: [] }, schema: { response: { 200: myRelationsResponseSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const rows = await app.db
        .select({ id: relations.id, name: relations.name })
        .from(relations)
        .where(relationScope(caller, relations.id))
        .orderBy(asc(relations.name), asc(relations.id));
      if (rows.length === 0) return [];
      const addresses = await app.db
        .select({
          id: deliveryAddresses.id,
          relationId: deliveryAddresses.relationId,
          name: deliveryAddresses.name,
        })
        .from(deliveryAddresses)
        .where(
          and(
            inArray(
              deliveryAddresses.relationId,
              rows.map((r) => r.id),
            ),
            addressScope(caller, deliveryAddresses.id),
          ),
        )
        .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
      const byRelation = new Map<number, Relation>(
        rows.map((r) => [r.id, { pK_PT_RELATION: r.id, name: r.name, deliveryAdresses: [] }]),
      );
      for (const a of addresses) {
        byRelation.get(a.relationId)?.deliveryAdresses.push({
          pK_PT_RELATIONDELIVERYADDRESS: a.id,
          fK_PT_RELATION: a.relationId,
          name: a.name,
        });
      }
      return [...byRelation.values()];
    },
  );

  app.get(
    '/api/relation/:id',
    {
      ...readersOf('relations'),
      schema: { params: relationParamsSchema, response: { 200: relationDetailsSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      await ensureVisible(app.db, relations, relations.id, id, relationScope(caller, relations.id));
      const [relation] = await app.db.select().from(relations).where(eq(relations.id, id));
      const addresses = await app.db
        .select({ id: deliveryAddresses.id, name: deliveryAddresses.name })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.relationId, id), addressScope(caller, deliveryAddresses.id)))
        .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
      return {
        pK_PT_RELATION: relation.id,
        code: relation.code,
        name: relation.name,
        street: relation.street,
        postalCode: relation.postalCode,
        city: relation.city,
        phone: relation.phone,
        email: relation.email,
        deliveryAdresses: addresses.map((a) => ({
          pK_PT_RELATIONDELIVERYADDRESS: a.id,
          fK_PT_RELATION: id,
          name: a.name,
        })),
      };
    },
  );
}
