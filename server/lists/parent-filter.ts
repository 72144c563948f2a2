import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ensureLocationVisible, ensureObjectVisible, ensureRelationVisible } from '../access/ensure-visible';
import type { Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { type Bindings, boundOr } from '../db/statements-by-shape';

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

/** A list's own condition, as a statement kept by shape (`statements-by-shape.ts`) takes it, or as SQL. */
export interface Narrowing {
  /** What the condition writes into a statement's text: the names of the columns it compares. */
  shape: string;
  /** The condition; with `bindings`, its ids are placeholders. */
  where(bindings?: Bindings): SQL | undefined;
}

/** Rows whose columns hold the ids, each part named (the placeholder's name) and compared by equality. */
export function narrowedTo(...parts: [name: string, column: AnyPgColumn, id: number][]): Narrowing {
  return {
    shape: parts.map(([name]) => name).join('+'),
    where: (bindings) => and(...parts.map(([name, column, id]) => eq(column, boundOr(bindings, name, id)))),
  };
}

/**
 * The list narrowed to each parent the query names among `columns`. Each named parent must be visible first:
 * another customer's relation answers 403, never an empty list.
 */
export async function narrowedToParents(
  db: Db,
  scope: Scope,
  query: Parents,
  columns: ParentColumns,
): Promise<Narrowing> {
  const parts: [ParentKey, AnyPgColumn, number][] = [];
  for (const key of Object.keys(parentChecks) as ParentKey[]) {
    const id = query[key];
    const column = columns[key];
    if (!id || !column) continue;
    await parentChecks[key](db, scope, id);
    parts.push([key, column, id]);
  }
  return narrowedTo(...parts);
}

/**
 * Whether the list asked for is every relation's: provider staff (who see every relation) naming none of the
 * parents the list can be narrowed by. Such a list is served by `everyRowPage`.
 */
export function listsEveryRelation(scope: Scope, query: Parents, columns: ParentColumns): boolean {
  return (
    scope.relationIds === null &&
    !(Object.keys(parentChecks) as ParentKey[]).some((key) => columns[key] && query[key])
  );
}

/**
 * A page of one relation's rows, the relation checked only when the page is empty: every scoped row is of a
 * relation the caller may see, so a row of the relation shows it exists and is theirs. An empty page still tells
 * another customer's relation (403) and no relation (404) from a relation without rows.
 */
export async function checkedWhenEmpty<P extends { items: unknown[] }>(
  page: P,
  checkParent: () => Promise<void>,
): Promise<P> {
  if (!page.items.length) await checkParent();
  return page;
}
