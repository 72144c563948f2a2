import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isProviderRole } from '../../contract/roles';
import type { Caller } from '../access/authenticate';
import type { Db } from '../db/database';
import { deliveryAddresses, locationUsers, relationUsers, users } from '../db/schema';
import { badRequest } from '../errors';
import { auditUser } from '../identity/audit';
import { revokeAllFamilies } from '../identity/refresh-tokens';
import {
  ensureLocationAdministered,
  ensureRelationAdministered,
  ensureUserAdministered,
  ensureUserAdministeredEverywhere,
  isMember,
} from './administered';
import { directoryUserOf, relationUserOf } from './queries';

/** User {userId} is the caller's to manage and belongs to relation {relationId}. */
async function ensureMemberAdministered(db: Db, caller: Caller, relationId: number, userId: string) {
  await ensureUserAdministered(db, caller, userId);
  if (!(await isMember(db, relationId, userId))) throw badRequest('userNotInRelation');
}

/** As above, for a change of the user's status, which holds in every relation of the user. */
async function ensureStatusAdministered(db: Db, caller: Caller, relationId: number, userId: string) {
  await ensureUserAdministeredEverywhere(db, caller, userId, badRequest('cannotUpdateSharedUser'));
  if (!(await isMember(db, relationId, userId))) throw badRequest('userNotInRelation');
}

/**
 * Deactivates an account and ends its sessions at once: every refresh-token family is revoked, and an access
 * token still in hand fails on its next request because the caller's status is read on every request.
 */
export async function deactivate(db: Db, caller: Caller, relationId: number, userId: string) {
  await ensureRelationAdministered(db, caller, relationId);
  // Nobody deactivates themselves: an administrator would lock themselves out with no one left to undo it.
  if (userId === caller.id) throw badRequest('cannotDeactivateSelf');
  await ensureStatusAdministered(db, caller, relationId, userId);
  await writeDeactivation(db, caller, userId, { relationId });
  return relationUserOf(db, relationId, userId);
}

/** Undoes a deactivation: an account that was activated before is active again, one never activated invited. */
export async function reactivate(db: Db, caller: Caller, relationId: number, userId: string) {
  await ensureRelationAdministered(db, caller, relationId);
  await ensureStatusAdministered(db, caller, relationId, userId);
  await writeReactivation(db, caller, userId, { relationId });
  return relationUserOf(db, relationId, userId);
}

/** The deactivation itself, audited with `about` (where it was done from). */
export async function writeDeactivation(
  db: Db,
  caller: Caller,
  userId: string,
  about: Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const changed = await tx
      .update(users)
      .set({ status: 'deactivated', deactivatedAt: now })
      .where(and(eq(users.id, userId), ne(users.status, 'deactivated')))
      .returning({ id: users.id });
    await revokeAllFamilies(tx, userId, now);
    if (changed.length > 0) await auditUser(tx, caller.id, 'user.deactivate', userId, about);
  });
}

export async function writeReactivation(
  db: Db,
  caller: Caller,
  userId: string,
  about: Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({
        status: sql`case when ${users.activatedAt} is null then 'invited' else 'active' end`,
        deactivatedAt: null,
      })
      .where(and(eq(users.id, userId), eq(users.status, 'deactivated')))
      .returning({ status: users.status });
    if (changed)
      await auditUser(tx, caller.id, 'user.reactivate', userId, { ...about, status: changed.status });
  });
}

/** Names a user of the relation as one of its managers, or stops doing so. */
export async function setManager(
  db: Db,
  caller: Caller,
  relationId: number,
  userId: string,
  isManager: boolean,
) {
  await ensureRelationAdministered(db, caller, relationId);
  await ensureMemberAdministered(db, caller, relationId, userId);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(relationUsers)
      .set({ isManager })
      .where(
        and(
          eq(relationUsers.relationId, relationId),
          eq(relationUsers.userId, userId),
          ne(relationUsers.isManager, isManager),
        ),
      )
      .returning({ userId: relationUsers.userId });
    if (changed.length > 0)
      await auditUser(tx, caller.id, 'user.setManager', userId, { relationId, isManager });
  });
  return relationUserOf(db, relationId, userId);
}

/**
 * Gives users of the location's relation access to a delivery address. A user who sees every location of its
 * relation keeps seeing them all (a limit to this one would take the others away); a limited user gets this
 * location beside theirs. A user of another relation is refused (400): copying them would hand one customer's
 * user another customer's gates and invoices. Every user is checked before anything is written, so one refused
 * user leaves all of them as they were.
 */
export async function addToLocation(db: Db, caller: Caller, locationId: number, userIds: string[]) {
  const location = await ensureLocationAdministered(db, caller, locationId);
  const targets = await Promise.all(userIds.map((userId) => ensureUserAdministered(db, caller, userId)));
  if (targets.some((t) => isProviderRole(t.role))) throw badRequest('cannotAddProviderEmployee');
  for (const target of targets)
    if (!(await isMember(db, location.relationId, target.id))) throw badRequest('copyToOtherRelation');

  return db.transaction(async (tx) => {
    const copied: string[] = [];
    for (const target of targets) {
      if ((await limitsOf(tx, target.id, location.relationId)) === null) continue;
      const added = await tx
        .insert(locationUsers)
        .values({ userId: target.id, deliveryAddressId: locationId })
        .onConflictDoNothing()
        .returning({ userId: locationUsers.userId });
      if (added.length === 0) continue;
      copied.push(target.id);
      await auditUser(tx, caller.id, 'user.addToLocation', target.id, {
        locationId,
        relationId: location.relationId,
      });
    }
    return { copied };
  });
}

/** The locations of the relation a user is limited to, or null when they see every one of them. */
async function limitsOf(db: Db, userId: string, relationId: number): Promise<number[] | null> {
  const rows = await db
    .select({ id: locationUsers.deliveryAddressId })
    .from(locationUsers)
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, locationUsers.deliveryAddressId))
    .where(and(eq(locationUsers.userId, userId), eq(deliveryAddresses.relationId, relationId)));
  return rows.length === 0 ? null : rows.map((r) => r.id);
}

/**
 * Takes a delivery address away from a user of its relation. A limited user loses it from their list; a user
 * who saw every location is limited to the others. The only location left cannot go this way: no limit at all
 * means every location, so the user would see more, not less (the caller removes them from the relation).
 */
export async function removeFromLocation(db: Db, caller: Caller, locationId: number, userId: string) {
  const location = await ensureLocationAdministered(db, caller, locationId);
  await ensureMemberAdministered(db, caller, location.relationId, userId);
  await db.transaction(async (tx) => {
    const limits = await limitsOf(tx, userId, location.relationId);
    const seen =
      limits ??
      (
        await tx
          .select({ id: deliveryAddresses.id })
          .from(deliveryAddresses)
          .where(eq(deliveryAddresses.relationId, location.relationId))
      ).map((r) => r.id);
    if (!seen.includes(locationId)) throw badRequest('userNotAtLocation');
    const rest = seen.filter((id) => id !== locationId);
    if (rest.length === 0) throw badRequest('lastLocationOfUser');
    if (limits)
      await tx
        .delete(locationUsers)
        .where(and(eq(locationUsers.userId, userId), eq(locationUsers.deliveryAddressId, locationId)));
    else await tx.insert(locationUsers).values(rest.map((id) => ({ userId, deliveryAddressId: id })));
    await auditUser(tx, caller.id, 'user.removeFromLocation', userId, {
      locationId,
      relationId: location.relationId,
    });
  });
  return relationUserOf(db, location.relationId, userId);
}

/**
 * Takes a user out of a relation: its membership and its limits to the relation's locations. Per relation, so
 * its admin may do it (docs/decisions/005); the account and its other relations stay as they are.
 */
export async function removeFromRelation(db: Db, caller: Caller, relationId: number, userId: string) {
  await ensureRelationAdministered(db, caller, relationId);
  // An administrator who removed themselves would lose the relation they are managing, with no way back.
  if (userId === caller.id) throw badRequest('cannotRemoveSelf');
  await ensureMemberAdministered(db, caller, relationId, userId);
  await db.transaction(async (tx) => {
    await tx
      .delete(locationUsers)
      .where(
        and(
          eq(locationUsers.userId, userId),
          inArray(
            locationUsers.deliveryAddressId,
            tx
              .select({ id: deliveryAddresses.id })
              .from(deliveryAddresses)
              .where(eq(deliveryAddresses.relationId, relationId)),
          ),
        ),
      );
    await tx
      .delete(relationUsers)
      .where(and(eq(relationUsers.relationId, relationId), eq(relationUsers.userId, userId)));
    await auditUser(tx, caller.id, 'user.removeFromRelation', userId, { relationId });
  });
  return { userId, pK_PT_RELATION: relationId };
}

/**
 * Blocks or unblocks an employee of the provider, who belongs to no customer: the provider's administrators
 * (`Users.InviteDBS`; a platform administrator only by another) do it from the all-users list. A deactivated
 * employee's sessions end at once, as any user's do.
 */
export async function setStaffStatus(
  db: Db,
  caller: Caller,
  userId: string,
  status: 'deactivated' | 'active',
) {
  if (status === 'deactivated' && userId === caller.id) throw badRequest('cannotDeactivateSelf');
  const user = await ensureUserAdministered(db, caller, userId);
  if (!isProviderRole(user.role)) throw badRequest('notProviderEmployee');
  if (status === 'deactivated') await writeDeactivation(db, caller, userId, { staff: true });
  else await writeReactivation(db, caller, userId, { staff: true });
  return directoryUserOf(db, userId);
}
