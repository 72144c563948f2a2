import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ensureLocationVisible, ensureObjectVisible, ensureRelationVisible } from '../access/ensure-visible';
import type { Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { requireFilterOfStaff } from './paging';

/** The parents a list can be narrowed to, in the order they are checked. */
const parentChecks = {
  relationId: ensureRelationVisible,
  locationId: ensureLocationVisible,
  objectId: ensureObjectVisible,
};

type ParentKey = keyof typeof parentChecks;
type Parents = Partial<Record<ParentKey, number>>;

/** The column of the list's rows that names each parent the list can be narrowed by. */
type ParentColumns = Partial<Record<ParentKey, AnyPgColumn>>;

/**
 * The list narrowed to each parent the query names among `columns`. Each named parent must be visible first:
 * another customer's relation answers 403, never an empty list.
 */
export async function narrowedToParents(db: Db, scope: Scope, query: Parents, columns: ParentColumns) {
  const conditions: SQL[] = [];
  for (const key of Object.keys(parentChecks) as ParentKey[]) {
    const id = query[key];
    const column = columns[key];
    if (!id || !column) continue;
    await parentChecks[key](db, scope, id);
    conditions.push(eq(column, id));
  }
  return and(...conditions);
}

/** {@link narrowedToParents} for a list that provider staff must narrow to one of its parents. */
export async function staffNarrowedToParents(db: Db, scope: Scope, query: Parents, columns: ParentColumns) {
  const keys = (Object.keys(parentChecks) as ParentKey[]).filter((key) => columns[key]);
  requireFilterOfStaff(
    scope,
    keys.some((key) => query[key]),
    keys.join(', '),
  );
  return narrowedToParents(db, scope, query, columns);
}
