import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { employeeSchema, permResponseSchema } from '../../contract/employee';
import { permissionKeys } from '../../contract/permissions';
import { callerOf } from '../access/authenticate';
import { employeeCard } from '../users/queries';

/** The caller's own card and permission keys: every signed-in user may read their own. */
export async function employeeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = { config: { permissions: [] } };

  app.get(
    '/api/employee',
    { ...signedIn, schema: { response: { 200: employeeSchema } } },
    async (request) => {
      return employeeCard(app.db, callerOf(request).id);
    },
  );

  app.get(
    '/api/perm',
    { ...signedIn, schema: { response: { 200: permResponseSchema } } },
    async (request) => {
      const held = callerOf(request).permissions;
      return permissionKeys.filter((key) => held.has(key));
    },
  );
}
