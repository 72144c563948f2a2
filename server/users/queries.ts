import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../contract/paging';
import { permissionId, permissionKeys } from '../../contract/permissions';
import { providerRoles, type RoleName, rolePermissions, roles } from '../../contract/roles';
import type { DirectoryUser, RelationUser, UserListQuery, UserPermissions } from '../../contract/users';
import type { Caller } from '../access/authenticate';
import { effectivePermissions } from '../access/permissions';
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  locationUsers,
  relations,
  relationUsers,
  userPermissions,
  users,
} from '../db/schema';
import { notFound } from '../errors';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import type { ListExport } from '../exports/send';
import { userTable } from '../exports/tables';
import { containsText, countRows, literalLimit, offsetOf, orderOf } from '../lists/paging';
import { assignablePermissions } from './rules';
import { userVersion, versionOf } from './versions';

const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phoneNumber: users.phoneNumber,
  function: users.function,
  role: users.role,
  status: users.status,
  language: users.language,
  createdAt: users.createdAt,
  activatedAt: users.activatedAt,
  deactivatedAt: users.deactivatedAt,
  version: userVersion,
};

type AccountRow = Pick<typeof users.$inferSelect, Exclude<keyof typeof accountColumns, 'version'>> & {
  version: string;
};

function account(row: AccountRow) {
  const role = row.role as RoleName;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phoneNumber: row.phoneNumber,
    function: row.function,
    role,
    roleNumber: roles[role],
    status: row.status as RelationUser['status'],
    language: row.language === 'en' ? ('en' as const) : ('nl' as const),
    invitedAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** A user of the relation may see the location: limited to none of the relation's, or to this one among them. */
function seesLocation(relationId: number, locationId: number): SQL {
  return sql`(not exists (select 1 from ${locationUsers} lu join ${deliveryAddresses} d on d.id = lu.delivery_address_id
               where lu.user_id = ${users.id} and d.relation_id = ${relationId})
             or exists (select 1 from ${locationUsers} lu where lu.user_id = ${users.id} and lu.delivery_address_id = ${locationId}))`;
}

/** The users of a relation, by name, each with the relation's locations they are limited to. */
export async function relationUsersOf(
  db: Db,
  relationId: number,
  filter: { userId?: string; locationId?: number } = {},
): Promise<RelationUser[]> {
  const rows = await db
    .select({ ...accountColumns, isManager: relationUsers.isManager })
    .from(relationUsers)
    .innerJoin(users, eq(users.id, relationUsers.userId))
    .where(
      and(
        eq(relationUsers.relationId, relationId),
        filter.userId ? eq(users.id, filter.userId) : undefined,
        filter.locationId ? seesLocation(relationId, filter.locationId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.email), asc(users.id));
  if (rows.length === 0) return [];
  const limits = await db
    .select({
      userId: locationUsers.userId,
      pK_PT_RELATIONDELIVERYADDRESS: deliveryAddresses.id,
      name: deliveryAddresses.name,
    })
    .from(locationUsers)
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, locationUsers.deliveryAddressId))
    .where(
      and(
        eq(deliveryAddresses.relationId, relationId),
        inArray(
          locationUsers.userId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
  return rows.map((row) => ({
    ...account(row),
    isManager: row.isManager,
    locations: limits
      .filter((l) => l.userId === row.id)
      .map(({ pK_PT_RELATIONDELIVERYADDRESS, name }) => ({ pK_PT_RELATIONDELIVERYADDRESS, name })),
  }));
}

/** One user of a relation, as the relation's list shows them. */
export async function relationUserOf(db: Db, relationId: number, userId: string): Promise<RelationUser> {
  const [user] = await relationUsersOf(db, relationId, { userId });
  if (!user) throw notFound();
  return user;
}

type StaffFilter = 'include' | 'exclude' | 'only';

const sortColumns = { name: users.name, email: users.email, invitedAt: users.createdAt };

interface DirectoryFilter {
  staff: StaffFilter;
  relationId?: number;
}

/** The users of an all-users list: staff or not, of one relation, in one state, and the search. */
const directoryWhere = (query: Omit<UserListQuery, 'page' | 'pageSize'>, filter: DirectoryFilter) =>
  and(
    filter.staff === 'only' ? inArray(users.role, [...providerRoles]) : undefined,
    filter.staff === 'exclude' ? notInArray(users.role, [...providerRoles]) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    filter.relationId
      ? sql`exists (select 1 from ${relationUsers} ru where ru.user_id = ${users.id} and ru.relation_id = ${filter.relationId})`
      : undefined,
    containsText(query.q, [users.name, users.email]),
  );

/**
 * Every user of an all-users list, in its order, read in batches by keys, each with the names of the relations
 * they belong to: what the list's export writes.
 */
export function directoryExport(
  db: Db,
  query: Omit<UserListQuery, 'page' | 'pageSize'>,
  filter: DirectoryFilter,
): ListExport<DirectoryUser> {
  const where = directoryWhere(query, filter);
  const walk = new KeysetWalk(sortColumns[query.sort], users.id, query.direction);
  return {
    table: userTable,
    total: () => countRows(db, users, where),
    batches: (async function* () {
      for await (const rows of walkInBatches(walk, (after, limit) =>
        db
          .select({ ...accountColumns, ...walk.columns })
          .from(users)
          .where(and(where, after))
          .orderBy(...walk.orderBy())
          .limit(limit),
      ))
        yield await withRelations(db, rows);
    })(),
  };
}

/** A page of the all-users lists, each user with the relations they belong to. */
export async function directoryPage(
  db: Db,
  query: UserListQuery,
  filter: DirectoryFilter,
): Promise<Page<DirectoryUser>> {
  const where = directoryWhere(query, filter);
  const [rows, total] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .where(where)
      .orderBy(...orderOf(query.direction, sortColumns[query.sort], users.id))
      .limit(literalLimit(query.pageSize))
      .offset(offsetOf(query)),
    countRows(db, users, where),
  ]);
  return { page: query.page, pageSize: query.pageSize, total, items: await withRelations(db, rows) };
}

/** Accounts as the all-users lists show them, each with the relations they belong to. */
async function withRelations(db: Db, rows: AccountRow[]): Promise<DirectoryUser[]> {
  const memberships =
    rows.length === 0
      ? []
      : await db
          .select({
            userId: relationUsers.userId,
            pK_PT_RELATION: relations.id,
            name: relations.name,
            isManager: relationUsers.isManager,
          })
          .from(relationUsers)
          .innerJoin(relations, eq(relations.id, relationUsers.relationId))
          .where(
            inArray(
              relationUsers.userId,
              rows.map((u) => u.id),
            ),
          )
          .orderBy(asc(relations.name), asc(relations.id));
  return rows.map((row) => ({
    ...account(row),
    relations: memberships
      .filter((m) => m.userId === row.id)
      .map(({ pK_PT_RELATION, name, isManager }) => ({ pK_PT_RELATION, name, isManager })),
  }));
}

/** One account as the all-users lists show it. */
export async function directoryUserOf(db: Db, userId: string): Promise<DirectoryUser> {
  const rows = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  const [user] = await withRelations(db, rows);
  if (!user) throw notFound();
  return user;
}

export async function overridesOf(db: Db, userId: string) {
  return db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
}

const ids = (keys: Iterable<(typeof permissionKeys)[number]>) =>
  [...keys].map(permissionId).sort((a, b) => a - b);

/** A user's permissions as ids, and which of them this caller may change (none of their own). */
export async function permissionsOf(
  db: Db,
  caller: Caller,
  user: { id: string; role: RoleName },
): Promise<UserPermissions> {
  const overrides = await overridesOf(db, user.id);
  const known = overrides.filter((o) => (permissionKeys as readonly string[]).includes(o.permission));
  return {
    userId: user.id,
    role: user.role,
    roleNumber: roles[user.role],
    permissionIds: ids(effectivePermissions(user.role, overrides)),
    rolePermissionIds: ids(rolePermissions[user.role]),
    overrides: known
      .map((o) => ({
        permissionId: permissionId(o.permission as (typeof permissionKeys)[number]),
        granted: o.granted,
      }))
      .sort((a, b) => a.permissionId - b.permissionId),
    assignablePermissionIds: user.id === caller.id ? [] : ids(assignablePermissions(caller, user.role)),
    version: await versionOf(db, user.id),
  };
}

/** The card of a user as they see it on their own page: name, email, function and phone number. */
export async function employeeCard(db: Db, userId: string) {
  const [employee] = await db
    .select({
      name: users.name,
      email: users.email,
      function: users.function,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  return employee;
}

/** Whether the location is one of the relation's: a relation's user list narrows only to its own locations. */
export async function isLocationOfRelation(db: Db, relationId: number, locationId: number) {
  const [location] = await db
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, locationId), eq(deliveryAddresses.relationId, relationId)));
  return location !== undefined;
}
