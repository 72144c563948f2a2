import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { relationDetailsSchema, relationParamsSchema } from '../../contract/locations';
import { myRelationsResponseSchema } from '../../contract/relations';
import { callerOf } from '../access/authenticate';
import { readersOf } from '../access/readers-of';
import { myRelations, relationDetails } from '../relations/queries';

export async function relationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/myRelations',
    { config: { permissions: [] }, schema: { response: { 200: myRelationsResponseSchema } } },
    async (request) => {
      return myRelations(app.db, callerOf(request));
    },
  );

  app.get(
    '/api/relation/:id',
    {
      ...readersOf('relations'),
      schema: { params: relationParamsSchema, response: { 200: relationDetailsSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const { relation, addresses } = await relationDetails(app.db, callerOf(request), id);
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
