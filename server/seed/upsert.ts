import { and, getTableColumns, getTableName, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/** PostgreSQL takes at most 65,535 bind parameters per statement; batches stay well below. */
const PARAMETERS_PER_STATEMENT = 30_000;
export const ROWS_PER_STATEMENT = 1_000;

export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * The `set` of an upsert that takes the new row's values for `keys`. Columns in `keepWhenNull` keep their
 * stored value when the new row has none.
 */
export function excludedSet(
  table: PgTable,
  keys: readonly string[],
  keepWhenNull: readonly string[] = [],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  const tableName = getTableName(table);
  return Object.fromEntries(
    keys.map((k) => {
      const name = columns[k].name;
      return [
        k,
        keepWhenNull.includes(k)
          ? sql.raw(`coalesce(excluded."${name}", "${tableName}"."${name}")`)
          : sql.raw(`excluded."${name}"`),
      ];
    }),
  );
}

/** Inserts rows in batches, or updates the row with the same key. Every row has the same keys. */
export async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  target: PgColumn | PgColumn[],
  rows: T['$inferInsert'][],
  keepWhenNull: readonly (keyof T['$inferInsert'] & string)[] = [],
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const targetNames = new Set((Array.isArray(target) ? target : [target]).map((c) => c.name));
  const keys = Object.keys(rows[0]);
  const set = excludedSet(
    table,
    keys.filter((k) => !targetNames.has(columns[k].name)),
    keepWhenNull,
  );
  const size = Math.min(ROWS_PER_STATEMENT, Math.floor(PARAMETERS_PER_STATEMENT / keys.length));
  for (const chunk of chunks(rows, size)) {
    await db
      .insert(table)
      .values(chunk as never)
      .onConflictDoUpdate({ target, set });
  }
}

/** Deletes the children of the given parents that the file no longer lists. */
export async function deleteChildrenNotIn(
  db: Db,
  table: PgTable,
  parentColumn: PgColumn,
  childColumn: PgColumn,
  children: Map<number, (number | string)[]>,
) {
  const parents = [...children.keys()];
  for (const chunk of chunks(parents, ROWS_PER_STATEMENT)) {
    const keep = chunk.flatMap((p) => children.get(p)!);
    await db.delete(table).where(and(inArray(parentColumn, chunk), notInArray(childColumn, keep)));
  }
}

/** An ERP field left out or written as null is stored as null. */
export const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
