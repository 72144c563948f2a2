import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmUserQuerySchema,
  confirmUserResponseSchema,
  okSchema,
  registerSchema,
} from '../../contract/identity';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { auditUser } from './audit';
import { consumeCode, findCode } from './codes';
import { hashPassword } from './password';
import { findUser } from './users';

/** The invited user an activation code belongs to, if the code is still good. */
async function invitation(db: Db, rawCode: string) {
  const code = await findCode(db, rawCode, 'activation');
  const user = code && (await findUser(db, code.userId));
  if (!code || user?.status !== 'invited') throw badRequest('invalidActivationCode');
  return { code, user };
}

export async function activationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The activation page asks who the link is for before it shows the form.
  app.get(
    '/Identity/ConfirmEmail/GetConfirmUser',
    { schema: { querystring: confirmUserQuerySchema, response: { 200: confirmUserResponseSchema } } },
    async (request) => {
      const { user } = await invitation(app.db, request.query.code);
      return { email: user.email, name: user.name };
    },
  );

  app.post(
    '/Identity/User',
    { schema: { body: registerSchema, response: { 200: okSchema } } },
    async (request) => {
      const { Code, Name, PhoneNumber, Password } = request.body;
      const { code, user } = await invitation(app.db, Code);
      const passwordHash = await hashPassword(Password);
      await app.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id))) throw badRequest('invalidActivationCode');
        const activated = await tx
          .update(users)
          .set({
            status: 'active',
            activatedAt: new Date(),
            passwordHash,
            name: Name,
            phoneNumber: PhoneNumber,
          })
          .where(and(eq(users.id, user.id), eq(users.status, 'invited')))
          .returning({ id: users.id });
        if (activated.length === 0) throw badRequest('invalidActivationCode');
        await auditUser(tx, user.id, 'user.activate', user.id);
      });
      return { ok: true as const };
    },
  );
}
