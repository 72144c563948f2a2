import { and, eq, ne, sql } from 'drizzle-orm';
import { isProviderRole } from '../../contract/roles';
import type { Caller } from '../access/authenticate';
import type { Db } from '../db/database';
import { deliveryAddresses, locationUsers, relationUsers, users } from '../db/schema';
import { badRequest } from '../errors';
import { auditUser } from '../identity/audit';
import { revokeAllFamilies } from '../identity/refresh-tokens';
import { relationUserOf } from './queries';
import {
  ensureLocationAdministered,
  ensureRelationAdministered,
  ensureUserAdministered,
  ensureUserAdministeredEverywhere,
  isMember,
} from './scope';

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
  await db.transaction(async (tx) => {
    const now = new Date();
    const changed = await tx
      .update(users)
      .set({ status: 'deactivated', deactivatedAt: now })
      .where(and(eq(users.id, userId), ne(users.status, 'deactivated')))
      .returning({ id: users.id });
    await revokeAllFamilies(tx, userId, now);
    if (changed.length > 0) await auditUser(tx, caller.id, 'user.deactivate', userId, { relationId });
  });
  return relationUserOf(db, relationId, userId);
}

/** Undoes a deactivation: an account that was activated before is active again, one never activated invited. */
export async function reactivate(db: Db, caller: Caller, relationId: number, userId: string) {
  await ensureRelationAdministered(db, caller, relationId);
  await ensureStatusAdministered(db, caller, relationId, userId);
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
      await auditUser(tx, caller.id, 'user.reactivate', userId, { relationId, status: changed.status });
  });
  return relationUserOf(db, relationId, userId);
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
 * Gives users access to a delivery address. A user who sees every location of its relation keeps seeing them
 * all (a limit to this one would take the others away); a limited user gets this location beside theirs; a
 * user of another relation joins the relation, limited to this location. Every user is checked before anything
 * is written, so one refused user leaves all of them as they were.
 */
export async function addToLocation(db: Db, caller: Caller, locationId: number, userIds: string[]) {
  const location = await ensureLocationAdministered(db, caller, locationId);
  const targets = await Promise.all(userIds.map((userId) => ensureUserAdministered(db, caller, userId)));
  if (targets.some((t) => isProviderRole(t.role))) throw badRequest('cannotAddProviderEmployee');

  return db.transaction(async (tx) => {
    const copied: string[] = [];
    for (const target of targets) {
      const joined = await tx
        .insert(relationUsers)
        .values({ userId: target.id, relationId: location.relationId })
        .onConflictDoNothing()
        .returning({ userId: relationUsers.userId });
      if (joined.length === 0) {
        const [limited] = await tx
          .select({ userId: locationUsers.userId })
          .from(locationUsers)
          .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, locationUsers.deliveryAddressId))
          .where(
            and(eq(locationUsers.userId, target.id), eq(deliveryAddresses.relationId, location.relationId)),
          )
          .limit(1);
        if (!limited) continue;
      }
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
        joinedRelation: joined.length > 0,
      });
    }
    return { copied };
  });
}
