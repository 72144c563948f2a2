import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Direction, Page } from '../../contract/paging';
import type { Db } from '../db/database';
import { listedWhole, rowCounts } from '../db/schema';
import { offsetOf, type PageQuery } from './paging';

export interface EveryRowList {
  table: PgTable;
  /** The table's name in `row_counts`. */
  counted: string;
  /** The list's default order, which an index `(orderColumn, key)` serves. */
  orderColumn: AnyPgColumn;
  key: AnyPgColumn;
}

/**
 * One page of a whole table, for provider staff's lists without a filter (a million invoices): the size comes
 * from `row_counts`, the page's keys from a walk of the `(orderColumn, key)` index (`listedWhole`, which only
 * this query states), and only the page's rows
 * are read. A page in the second half is walked from the other end, so the last page costs what the first
 * does; a page in the middle walks up to half the index (keyset paging would spare that, but the screens page by
 * number). `rowsOf` reads the page's rows, given the condition that picks them; they are ordered here.
 */
export async function everyRowPage<R>(
  db: Db,
  list: EveryRowList,
  query: PageQuery & { direction: Direction },
  rowsOf: (picked: SQL) => { orderBy(...order: SQL[]): Promise<R[]> },
): Promise<Page<R>> {
  const [counted] = await db
    .select({ n: rowCounts.n })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, list.counted));
  const total = Number(counted?.n ?? 0);
  const offset = offsetOf(query);
  const page = { total, page: query.page, pageSize: query.pageSize };
  if (offset >= total) return { items: [], ...page };
  const size = Math.min(query.pageSize, total - offset);
  const fromEnd = offset + size / 2 > total / 2;
  const walk = fromEnd !== (query.direction === 'desc') ? desc : asc;
  const keys = db
    .select({ key: list.key })
    .from(list.table)
    .where(listedWhole(list.key))
    .orderBy(walk(list.orderColumn), walk(list.key))
    .limit(size)
    .offset(fromEnd ? total - offset - size : offset);
  const by = query.direction === 'desc' ? desc : asc;
  const items = await rowsOf(inArray(list.key, keys)).orderBy(by(list.orderColumn), by(list.key));
  return { items, ...page };
}
