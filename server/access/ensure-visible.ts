import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { noAccess, notFound } from '../errors';

/**
 * Checks that the row `id` exists and that the caller may see it, in one query: a row outside the caller's
 * scope answers 403 (spec section 8), an id that names no row at all 404. Lists filtered by a parent (the
 * invoices of a relation, the documents of an order) call it first, so asking for another customer's parent
 * is a 403 and never an empty list.
 */
export async function ensureVisible(
  db: Db,
  table: PgTable,
  idColumn: AnyPgColumn,
  id: number,
  visible: SQL | undefined,
): Promise<void> {
  const [row] = await db
    .select({ visible: visible ? sql<boolean>`coalesce((${visible}), false)` : sql<boolean>`true` })
    .from(table)
    .where(eq(idColumn, id));
  if (!row) throw notFound();
  if (!row.visible) throw noAccess();
}
