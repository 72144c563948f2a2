import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../contract/identity';
import {
  endOtherSessionsResponseSchema,
  endSessionSchema,
  loginSessionsResponseSchema,
} from '../../contract/sessions';
import { callerOf } from '../access/authenticate';
import { notFound } from '../errors';
import { auditUser } from './audit';
import { revokeOtherFamilies } from './refresh-tokens';
import { endSession, listSessions } from './sessions';

/** Where the signed-in user is signed in (the account screen): the list, ending one, ending all others. */
export async function sessionListRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Identity/Sessions',
    { config: { permissions: [] }, schema: { response: { 200: loginSessionsResponseSchema } } },
    async (request) => {
      const caller = callerOf(request);
      return { sessions: await listSessions(app.db, caller.id, caller.familyId) };
    },
  );

  // Another user's session, or one that ended, is answered alike: not found, and nothing ends.
  app.post(
    '/Identity/Sessions/End',
    { config: { permissions: [] }, schema: { body: endSessionSchema, response: { 200: okSchema } } },
    async (request) => {
      const caller = callerOf(request);
      if (!(await endSession(app.db, caller.id, request.body.id))) throw notFound();
      await auditUser(app.db, caller.id, 'session.end', caller.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/Identity/Sessions/EndOthers',
    { config: { permissions: [] }, schema: { response: { 200: endOtherSessionsResponseSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const ended = await revokeOtherFamilies(app.db, caller.id, caller.familyId);
      if (ended > 0) await auditUser(app.db, caller.id, 'session.endOthers', caller.id);
      return { ended };
    },
  );
}
