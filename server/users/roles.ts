import { eq } from 'drizzle-orm';
import { type PermissionKey, permissionById, permissionKeys } from '../../contract/permissions';
import { isProviderRole, type RoleName, roleByNumber, rolePermissions, roles } from '../../contract/roles';
import type { Caller } from '../access/authenticate';
import { effectivePermissions } from '../access/permissions';
import type { Db } from '../db/database';
import { relationUsers, userPermissions, users } from '../db/schema';
import { badRequest } from '../errors';
import { auditUser } from '../identity/audit';
import { ensureUserAdministered, ensureUserAdministeredEverywhere } from './administered';
import { overridesOf, permissionsOf } from './queries';
import { assignablePermissions, assignableRoles } from './rules';
import { ensureCurrentVersion } from './versions';

/**
 * Gives a user another role. The user's own permission overrides go with the old role: they were choices
 * relative to it, and one kept could give a customer's account what only provider staff may hold.
 */
export async function changeRole(
  db: Db,
  caller: Caller,
  userId: string,
  roleNumber: number,
  version?: string,
) {
  if (userId === caller.id) throw badRequest('cannotChangeOwnRole');
  const user = await ensureUserAdministeredEverywhere(
    db,
    caller,
    userId,
    badRequest('cannotChangeRoleOfSharedUser'),
  );
  const role = roleByNumber(roleNumber) as RoleName;
  if (!assignableRoles(caller).includes(role)) throw badRequest('roleNotAssignable');
  if (isProviderRole(role)) {
    const [membership] = await db
      .select({ relationId: relationUsers.relationId })
      .from(relationUsers)
      .where(eq(relationUsers.userId, userId))
      .limit(1);
    if (membership) throw badRequest('cannotAddProviderEmployee');
  }
  await db.transaction(async (tx) => {
    await ensureCurrentVersion(tx, userId, version);
    if (role !== user.role) await writeRole(tx, caller, userId, user.role, role);
  });
  return { id: user.id, email: user.email, role, roleNumber: roles[role] };
}

/** The role change itself, in the caller's transaction: the overrides go with the old role (see above). */
export async function writeRole(tx: Db, caller: Caller, userId: string, from: RoleName, to: RoleName) {
  await tx.update(users).set({ role: to }).where(eq(users.id, userId));
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  await auditUser(tx, caller.id, 'user.changeRole', userId, { from, to });
}

export async function permissionsOfUser(db: Db, caller: Caller, userId: string) {
  const user = await ensureUserAdministered(db, caller, userId);
  return permissionsOf(db, caller, user);
}

/**
 * Sets a user's overrides so that their permissions become exactly `ids`. Only what the caller may give or
 * take can differ from what the user holds now; nobody changes their own.
 */
export async function changePermissions(
  db: Db,
  caller: Caller,
  userId: string,
  ids: number[],
  version?: string,
) {
  if (userId === caller.id) throw badRequest('cannotChangeOwnPermissions');
  const user = await ensureUserAdministeredEverywhere(
    db,
    caller,
    userId,
    badRequest('cannotUpdateSharedUser'),
  );
  const wanted = new Set(ids.map((id) => permissionById(id) as PermissionKey));
  await db.transaction(async (tx) => {
    // First: what the caller asks for was chosen against what they saw, which may have changed since.
    await ensureCurrentVersion(tx, userId, version);
    const held = effectivePermissions(user.role, await overridesOf(tx, userId));
    const assignable = new Set(assignablePermissions(caller, user.role));
    const granted = permissionKeys.filter((k) => wanted.has(k) && !held.has(k));
    const revoked = permissionKeys.filter((k) => !wanted.has(k) && held.has(k));
    if ([...granted, ...revoked].some((k) => !assignable.has(k))) throw badRequest('permissionNotAssignable');
    if (granted.length + revoked.length === 0) return;
    const fromRole = new Set(rolePermissions[user.role]);
    const overrides = permissionKeys
      .filter((k) => wanted.has(k) !== fromRole.has(k))
      .map((permission) => ({ userId, permission, granted: wanted.has(permission) }));
    await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
    if (overrides.length > 0) await tx.insert(userPermissions).values(overrides);
    await auditUser(tx, caller.id, 'user.changePermissions', userId, { granted, revoked });
  });
  return permissionsOf(db, caller, user);
}
