import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, okSchema, resetPasswordSchema } from '../../contract/identity';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { passwordChangedMail, sendAccountMail } from '../mail/account-mails';
import { resetPasswordMail } from '../mail/templates';
import { auditUser } from './audit';
import { consumeCode, findCode, issueCode, RESET_CODE_TTL_S } from './codes';
import type { LoginThrottle } from './login-throttle';
import { hashPassword } from './password';
import { revokeAllFamilies } from './refresh-tokens';
import { findUser, findUserByEmail, sameEmail } from './users';

export interface PasswordResetOptions {
  throttle: LoginThrottle;
}

export async function passwordResetRoutes(instance: FastifyInstance, { throttle }: PasswordResetOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The same answer whether or not the account exists, so nobody learns which addresses have one.
  app.post(
    '/Identity/ForgotPassword',
    {
      // Each call may send a mail: a low limit keeps anyone from flooding a mailbox.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: forgotPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.Email);
      if (user?.status === 'active') {
        const code = await issueCode(app.db, user.id, 'reset', RESET_CODE_TTL_S);
        const link = `${app.config.publicUrl}/resetpassword?code=${encodeURIComponent(code)}&email=${encodeURIComponent(user.email)}`;
        const language = user.language === 'en' ? 'en' : 'nl';
        await app.mailer.send({
          to: user.email,
          language,
          ...resetPasswordMail(language, { link, name: user.name }),
        });
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/Identity/ResetPassword',
    { schema: { body: resetPasswordSchema, response: { 200: okSchema } } },
    async (request) => {
      const { Email, Password, Code } = request.body;
      const code = await findCode(app.db, Code, 'reset');
      const user = code && (await findUser(app.db, code.userId));
      if (!code || user?.status !== 'active' || !sameEmail(user.email, Email))
        throw badRequest('invalidResetCode');
      const passwordHash = await hashPassword(Password);
      await app.db.transaction(async (tx) => {
        // Of two uses of one code only the first gets here; the second finds it used and changes nothing.
        if (!(await consumeCode(tx, code.id))) throw badRequest('invalidResetCode');
        await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, user.id), eq(users.status, 'active')));
        // Whoever knew the old password may hold a session: every one of them ends.
        await revokeAllFamilies(tx, user.id);
        await auditUser(tx, user.id, 'password.reset', user.id);
      });
      // The owner proved control of the mailbox: failed guesses before it no longer lock the account.
      await throttle.succeeded(user.email, request.ip);
      // Told as a change at the account screen is: a reset the owner did not ask for is noticed.
      await sendAccountMail(app, user, (language, link) =>
        passwordChangedMail(language, link, user.name, new Date()),
      );
      return { ok: true as const };
    },
  );
}
