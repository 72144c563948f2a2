import type { Db } from '../db/database';
import { badRequest } from '../errors';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import { findUser } from './users';

/**
 * The signed-in user's password, asked again before a change an open session alone must not make (a new
 * password or email, the authenticator off, a new passkey). A stolen access token must not become a way around
 * the login throttle: the check is throttled and a wrong password counts as at sign-in. The caller clears the
 * count once everything the change asks has been checked. Answers the user's row.
 */
export async function assertOwnPassword(
  db: Db,
  throttle: LoginThrottle,
  caller: { id: string; email: string },
  address: string,
  password: string,
) {
  await throttle.assertAllowed(caller.email, address);
  const user = await findUser(db, caller.id);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await throttle.failed(caller.email, address);
    throw badRequest('wrongPassword');
  }
  return user;
}
