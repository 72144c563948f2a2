import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

export type IdentityAction =
  | 'password.reset'
  | 'password.change'
  | 'email.change'
  | 'user.activate'
  | 'logout.all';

/** Who did what to which account, for the changes an administrator may later have to explain. */
export async function auditUser(
  db: Db,
  actorId: string,
  action: IdentityAction,
  userId: string,
): Promise<void> {
  await db.insert(auditLog).values({ actorId, action, targetType: 'user', targetId: userId });
}
