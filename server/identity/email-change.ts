import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeEmailSchema, confirmEmailSchema, okSchema } from '../../contract/identity';
import { callerOf } from '../access/authenticate';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { confirmEmailMail, emailChangeWarningMail } from '../mail/templates';
import { auditUser } from './audit';
import { consumeCode, EMAIL_CODE_TTL_S, findCode, issueCode } from './codes';
import type { LoginThrottle } from './login-throttle';
import { assertOwnPassword } from './own-password';
import { emailMatches, findUser } from './users';

const takenByAnother = async (db: Db, email: string, userId: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(emailMatches(email), ne(users.id, userId)))
  ).length > 0;

/**
 * Makes the new address of a confirmation code the login. False when the code is not valid, or when another
 * account took the address since the code was sent.
 */
async function confirmEmail(db: Db, rawCode: string): Promise<boolean> {
  const code = await findCode(db, rawCode, 'changeEmail');
  const user = code && (await findUser(db, code.userId));
  const newEmail = code?.newEmail;
  if (!code || !newEmail || user?.status !== 'active') return false;
  if (await takenByAnother(db, newEmail, user.id)) return false;
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, code.id))) return false;
      await tx.update(users).set({ email: newEmail, pendingEmail: null }).where(eq(users.id, user.id));
      await auditUser(tx, user.id, 'email.change', user.id);
      return true;
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index refuses it.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

export interface EmailChangeOptions {
  throttle: LoginThrottle;
}

export async function emailChangeRoutes(instance: FastifyInstance, { throttle }: EmailChangeOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The old address stays the login until the new one is confirmed from its own mailbox.
  app.post(
    '/Identity/ChangeEmail',
    { config: { permissions: [] }, schema: { body: changeEmailSchema, response: { 200: okSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const { NewEmail: newEmail, Password } = request.body;
      const user = await assertOwnPassword(app.db, throttle, caller, request.ip, Password);
      await throttle.succeeded(caller.email, request.ip);
      // The own current address counts as in use too: changing to it would change nothing.
      if (
        user.email.toLowerCase() === newEmail.toLowerCase() ||
        (await takenByAnother(app.db, newEmail, caller.id))
      )
        throw badRequest('emailInUse');
      await app.db.update(users).set({ pendingEmail: newEmail }).where(eq(users.id, caller.id));
      const code = await issueCode(app.db, caller.id, 'changeEmail', EMAIL_CODE_TTL_S, newEmail);
      const link = `${app.config.publicUrl}/Identity/ConfirmEmail?code=${encodeURIComponent(code)}`;
      const language = user.language === 'en' ? 'en' : 'nl';
      await app.mailer.send({
        to: newEmail,
        language,
        ...confirmEmailMail(language, { link, name: user.name, newEmail }),
      });
      await app.mailer.send({
        to: user.email,
        language,
        ...emailChangeWarningMail(language, {
          link: `${app.config.publicUrl}/forgotpassword`,
          name: user.name,
          newEmail,
        }),
      });
      return { ok: true as const };
    },
  );

  // The link in the mail: the browser lands on the login page, which says whether it worked.
  app.get(
    '/Identity/ConfirmEmail',
    { schema: { querystring: z.object({ code: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const { code } = request.query;
      const confirmed = code ? await confirmEmail(app.db, code) : false;
      return reply.redirect(`/login?emailConfirmed=${confirmed ? 1 : 0}`, 302);
    },
  );

  // The same for API clients.
  app.post(
    '/Identity/ConfirmEmail',
    { schema: { body: confirmEmailSchema, response: { 200: okSchema } } },
    async (request) => {
      if (!(await confirmEmail(app.db, request.body.code))) throw badRequest('invalidEmailCode');
      return { ok: true as const };
    },
  );
}
