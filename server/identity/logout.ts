import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logoutRequestSchema, okSchema } from '../../contract/identity';
import { callerOf } from '../access/authenticate';
import { auditUser } from './audit';
import { revokeAllFamilies, revokeFamilyOf } from './refresh-tokens';

export async function logoutRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Identity/Logout',
    {
      config: { permissions: [] },
      schema: { body: logoutRequestSchema, response: { 200: okSchema } },
      // Fastify gives a request without a body `null`; the body is optional, so that is an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { refreshToken } = request.body;
      if (refreshToken) {
        await revokeFamilyOf(app.db, caller.id, refreshToken);
      } else {
        await revokeAllFamilies(app.db, caller.id);
        await auditUser(app.db, caller.id, 'logout.all', caller.id);
      }
      return { ok: true as const };
    },
  );
}
