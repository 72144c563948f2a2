import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod/mini';
import type { locationsQuerySchema } from '../../contract/locations';
import type { Caller } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import { boundScope, locationVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { deliveryAddresses, locationUsers, relations, relationUsers, users } from '../db/schema';
import { Bindings, statementsPerDatabase } from '../db/statements-by-shape';
import { auditSetting, type SettingsAction } from '../identity/audit';
import { containsText, countRows, pageOf, pageShape, sortedPage, totalColumn } from '../lists/paging';
import { narrowedToParents } from '../lists/parent-filter';

const locationColumns = {
  pK_PT_RELATIONDELIVERYADDRESS: deliveryAddresses.id,
  fK_PT_RELATION: deliveryAddresses.relationId,
  name: deliveryAddresses.name,
  relationName: relations.name,
  street: deliveryAddresses.street,
  postalCode: deliveryAddresses.postalCode,
  city: deliveryAddresses.city,
};

const sortColumns = { name: deliveryAddresses.name, city: deliveryAddresses.city };

const statements = statementsPerDatabase();

/** Locations with their relation's name and the `more` columns a call adds. */
const selectLocations = <More extends SelectedFields>(db: Db, more: More, where: SQL | undefined) =>
  db
    .select({ ...locationColumns, ...more })
    .from(deliveryAddresses)
    .innerJoin(relations, eq(relations.id, deliveryAddresses.relationId))
    .where(where)
    .$dynamic();

/** A page of the locations the caller may see, of one relation when the query names it (403 if not theirs). */
export async function locationPage(db: Db, scope: Scope, query: z.infer<typeof locationsQuerySchema>) {
  const narrowed = await narrowedToParents(db, scope, query, { relationId: deliveryAddresses.relationId });
  const bindings = new Bindings();
  const bound = boundScope(scope, bindings);
  const where = and(
    locationVisible(bound.scope),
    narrowed.where(bindings),
    containsText(query.q, [deliveryAddresses.name, deliveryAddresses.city], bindings),
  );
  const rows = sortedPage(
    selectLocations(db, { total: totalColumn }, where),
    query,
    sortColumns,
    deliveryAddresses.id,
    bindings,
  );
  return pageOf(
    query,
    statements(db).run(`${bound.shape}|${narrowed.shape}|${pageShape(query)}`, rows, bindings),
    () => countRows(db, deliveryAddresses, where, bindings),
  );
}

/** The locations of a relation the caller may see, by name; the relation is checked by the caller first. */
export function locationsOfRelation(db: Db, scope: Scope, relationId: number) {
  return selectLocations(
    db,
    {},
    and(locationVisible(scope), eq(deliveryAddresses.relationId, relationId)),
  ).orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
}

/** The active managers of the location's relation, less those limited to other locations of it. */
export function locationManagers(db: Db, locationId: number) {
  return db
    .select({
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      function: users.function,
    })
    .from(relationUsers)
    .innerJoin(users, eq(users.id, relationUsers.userId))
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.relationId, relationUsers.relationId))
    .where(
      and(
        eq(deliveryAddresses.id, locationId),
        eq(relationUsers.isManager, true),
        eq(users.status, 'active'),
        // A manager limited to some buildings of the relation manages only those.
        sql`(not exists (select 1 from ${locationUsers} lu join ${deliveryAddresses} d2 on d2.id = lu.delivery_address_id
                   where lu.user_id = ${users.id} and d2.relation_id = ${relationUsers.relationId})
                 or exists (select 1 from ${locationUsers} lu where lu.user_id = ${users.id} and lu.delivery_address_id = ${locationId}))`,
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
}

/** A location with its manager info and location contact; the caller's sight of it is checked first. */
export async function locationDetails(db: Db, id: number) {
  const [location] = await selectLocations(
    db,
    {
      managerCompany: deliveryAddresses.managerCompany,
      managerName: deliveryAddresses.managerName,
      managerContactPhone: deliveryAddresses.managerContactPhone,
      managerNotes: deliveryAddresses.managerNotes,
      contactName: deliveryAddresses.contactName,
      contactPhone: deliveryAddresses.contactPhone,
      contactNotes: deliveryAddresses.contactNotes,
    },
    eq(deliveryAddresses.id, id),
  );
  return location;
}

type LocationFields = Partial<
  Pick<
    typeof deliveryAddresses.$inferInsert,
    | 'managerCompany'
    | 'managerName'
    | 'managerContactPhone'
    | 'managerNotes'
    | 'contactName'
    | 'contactPhone'
    | 'contactNotes'
  >
>;

/** Saves fields of a location the caller may see (403 otherwise, 404 for no such location), audited. */
export async function saveLocation(
  db: Db,
  caller: Caller,
  id: number,
  values: LocationFields,
  action: SettingsAction,
) {
  await ensureVisible(db, deliveryAddresses, deliveryAddresses.id, id, locationVisible(caller));
  await db.transaction(async (tx) => {
    await tx
      .update(deliveryAddresses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(deliveryAddresses.id, id));
    await auditSetting(tx, caller.id, action, { type: 'deliveryAddress', id }, values);
  });
}
