import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isProviderRole, type RoleName } from '../../contract/roles';
import type { Caller } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import { addressScope } from '../access/scope';
import type { Db } from '../db/database';
import { deliveryAddresses, relations, relationUsers } from '../db/schema';
import { type HttpError, noAccess, notFound } from '../errors';
import { findUser } from '../identity/users';
import { actsOnEveryCustomer, managesRole } from './rules';

/**
 * Whose users a caller administers, as SQL: a provider administrator every relation's, anyone else only the
 * relations they belong to. `undefined` means every relation.
 */
function administeredRelation(caller: Caller, relationId: AnyPgColumn): SQL | undefined {
  if (actsOnEveryCustomer(caller)) return undefined;
  return sql`${relationId} in (select ${relationUsers.relationId} from ${relationUsers} where ${relationUsers.userId} = ${caller.id})`;
}

/** Relation {id} exists (404) and its users are the caller's to see or manage (403). */
export async function ensureRelationAdministered(db: Db, caller: Caller, relationId: number): Promise<void> {
  await ensureVisible(db, relations, relations.id, relationId, administeredRelation(caller, relations.id));
}

/**
 * The delivery address exists (404) and the caller administers it (403): one of their relations' and, for a
 * user limited to some locations, one of theirs.
 */
export async function ensureLocationAdministered(db: Db, caller: Caller, locationId: number) {
  await ensureVisible(
    db,
    deliveryAddresses,
    deliveryAddresses.id,
    locationId,
    actsOnEveryCustomer(caller)
      ? undefined
      : and(
          administeredRelation(caller, deliveryAddresses.relationId),
          addressScope(caller, deliveryAddresses.id),
        ),
  );
  const [location] = await db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, locationId));
  return location;
}

async function sharesRelation(db: Db, callerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ shared: sql<boolean>`true` })
    .from(relationUsers)
    .where(
      and(
        eq(relationUsers.userId, userId),
        sql`${relationUsers.relationId} in (select ${relationUsers.relationId} from ${relationUsers} where ${relationUsers.userId} = ${callerId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The account exists (404) and the caller may act on it (403): an account of a role the caller manages and,
 * unless the caller acts on every customer, one that shares a relation with the caller.
 */
export async function ensureUserAdministered(db: Db, caller: Caller, userId: string) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  const role = user.role as RoleName;
  if (!managesRole(caller, role)) throw noAccess();
  if (isProviderRole(role) || actsOnEveryCustomer(caller)) return { ...user, role };
  if (!(await sharesRelation(db, caller.id, user.id))) throw noAccess();
  return { ...user, role };
}

/** Relations the user belongs to that the caller does not: the user is shared with a customer beyond the caller's. */
async function belongsBeyond(db: Db, callerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ beyond: sql<boolean>`true` })
    .from(relationUsers)
    .where(
      and(
        eq(relationUsers.userId, userId),
        sql`${relationUsers.relationId} not in (select ${relationUsers.relationId} from ${relationUsers} where ${relationUsers.userId} = ${callerId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * As `ensureUserAdministered`, for a change that holds in every relation of the user (role, permissions,
 * status): a caller who does not act on every customer must administer each of the user's relations, or a
 * company admin would reach into a customer that is not theirs through a shared user (docs/decisions/005).
 */
export async function ensureUserAdministeredEverywhere(
  db: Db,
  caller: Caller,
  userId: string,
  refusal: HttpError,
) {
  const user = await ensureUserAdministered(db, caller, userId);
  if (!(await administersEverywhere(db, caller, user))) throw refusal;
  return user;
}

/** Of a user the caller administers: whether the caller may also change what holds in all their relations. */
export async function administersEverywhere(db: Db, caller: Caller, user: { id: string; role: RoleName }) {
  if (isProviderRole(user.role) || actsOnEveryCustomer(caller)) return true;
  return !(await belongsBeyond(db, caller.id, user.id));
}

export async function isMember(db: Db, relationId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: relationUsers.userId })
    .from(relationUsers)
    .where(and(eq(relationUsers.relationId, relationId), eq(relationUsers.userId, userId)));
  return row !== undefined;
}
