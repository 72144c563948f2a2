import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, okSchema } from '../../contract/identity';
import { callerOf } from '../access/authenticate';
import { users } from '../db/schema';
import { passwordChangedMail, sendAccountMail } from '../mail/account-mails';
import { auditUser } from './audit';
import type { LoginThrottle } from './login-throttle';
import { assertOwnPassword } from './own-password';
import { hashPassword } from './password';
import { revokeOtherFamilies } from './refresh-tokens';

export interface ChangePasswordOptions {
  throttle: LoginThrottle;
}

export async function changePasswordRoutes(instance: FastifyInstance, { throttle }: ChangePasswordOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Identity/ChangePassword',
    { config: { permissions: [] }, schema: { body: changePasswordSchema, response: { 200: okSchema } } },
    async (request) => {
      const caller = callerOf(request);
      const { OldPassword, NewPassword } = request.body;
      const user = await assertOwnPassword(app.db, throttle, caller, request.ip, OldPassword);
      await throttle.succeeded(caller.email, request.ip);
      const passwordHash = await hashPassword(NewPassword);
      // Whoever else knew the old password is signed out: every other session ends, this one stays (its
      // access token names it; see decision 007).
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.id));
        await revokeOtherFamilies(tx, caller.id, caller.familyId);
        await auditUser(tx, caller.id, 'password.change', caller.id);
      });
      await sendAccountMail(app, user, (language, link) =>
        passwordChangedMail(language, link, user.name, new Date()),
      );
      return { ok: true as const };
    },
  );
}
