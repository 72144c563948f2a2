import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

export type IdentityAction =
  | 'password.reset'
  | 'password.change'
  | 'email.change'
  | 'user.activate'
  | 'logout.all'
  | 'session.end'
  | 'session.endOthers'
  | UserAdminAction;

/** What an administrator does to someone else's account. */
export type UserAdminAction =
  | 'user.invite'
  | 'user.addToRelation'
  | 'user.resendInvitation'
  | 'user.deactivate'
  | 'user.reactivate'
  | 'user.changeRole'
  | 'user.changePermissions'
  | 'user.setManager'
  | 'user.addToLocation'
  | 'user.removeFromLocation'
  | 'user.removeFromRelation';

/** Who did what to which account, for the changes an administrator may later have to explain. */
export async function auditUser(
  db: Db,
  actorId: string,
  action: IdentityAction,
  userId: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({ actorId, action, targetType: 'user', targetId: userId, details });
}

export type SettingsAction =
  | 'location.updateManagement'
  | 'location.updateContact'
  | 'location.deleteContact'
  | 'provider.updateSettings'
  | 'provider.updateLogo'
  | 'provider.removeLogo';

/** Changes to what is not an account: a location's manager info or contact, the provider's own settings. */
export async function auditSetting(
  db: Db,
  actorId: string,
  action: SettingsAction,
  target: { type: 'deliveryAddress' | 'providerSettings'; id: string | number },
  details?: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ actorId, action, targetType: target.type, targetId: String(target.id), details });
}
