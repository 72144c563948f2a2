import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Direction, Page } from '../../contract/paging';
import { boundScope, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { listedWhole, rowCounts } from '../db/schema';
import { Bindings, type Preparable, statementsPerDatabase } from '../db/statements-by-shape';
import { literalLimit, offsetOf, type PageQuery } from './paging';

export interface EveryRowList {
  table: PgTable;
  /** The table's name in `row_counts`. */
  counted: string;
  /** The list's default order, which an index `(orderColumn, key)` serves. */
  orderColumn: AnyPgColumn;
  key: AnyPgColumn;
}

/** The last size read of each list, per database: a page is walked by it and its statement tells whether it held. */
const lastCountsOf = new WeakMap<Db, Map<string, number>>();

function lastCounts(db: Db): Map<string, number> {
  const counts = lastCountsOf.get(db) ?? new Map<string, number>();
  lastCountsOf.set(db, counts);
  return counts;
}

/** The pages' statements, per database: the query builders they are prepared from hold the database's client. */
const statements = statementsPerDatabase();

const countOf = (list: EveryRowList) =>
  sql<number>`(select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = ${list.counted})::int`;

async function readCount(db: Db, list: EveryRowList): Promise<number> {
  const [counted] = await db
    .select({ n: rowCounts.n })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, list.counted));
  const n = Number(counted?.n ?? 0);
  lastCounts(db).set(list.counted, n);
  return n;
}

/**
 * One page of a whole table, for provider staff's lists without a filter (a million invoices): the size comes
 * from `row_counts`, the page's keys from a walk of the `(orderColumn, key)` index (`listedWhole`, which only
 * this query states), and only the page's rows are read. A page in the second half is walked from the other
 * end, so the last page costs what the first does; a page in the middle walks up to half the index (keyset
 * paging would spare that, but the screens page by number).
 *
 * One statement in the usual case: the page is walked by the size this process read last, and the statement
 * reads the size as it is now alongside the rows (and states the caller's `current`); only when they differ is
 * the page read again. `rowsOf` reads the page's rows with the column `total` (the size), given the scope to
 * state (its values are placeholders: the statement is kept per shape) and the condition that picks them; they
 * are ordered here.
 */
export async function everyRowPage<R extends { total: string | number }>(
  db: Db,
  scope: Scope,
  list: EveryRowList,
  query: PageQuery & { direction: Direction },
  rowsOf: (
    scope: Scope,
    picked: SQL | undefined,
    total: SQL<number>,
  ) => { orderBy(...order: SQL[]): Preparable<R[]> },
): Promise<Page<Omit<R, 'total'>>> {
  const offset = offsetOf(query);
  const known = lastCounts(db).get(list.counted);
  let total = known ?? (await readCount(db, list));
  for (let attempt = known === undefined ? 1 : 0; ; attempt++) {
    const page = { total, page: query.page, pageSize: query.pageSize };
    if (offset >= total && attempt === 0) {
      total = await readCount(db, list);
      continue;
    }
    if (offset >= total) return { items: [], ...page };
    const size = Math.min(query.pageSize, total - offset);
    const fromEnd = offset + size / 2 > total / 2;
    const walk = fromEnd !== (query.direction === 'desc') ? desc : asc;
    const bindings = new Bindings();
    const bound = boundScope(scope, bindings);
    const keys = db
      .select({ key: list.key })
      .from(list.table)
      .where(listedWhole(list.key))
      .orderBy(walk(list.orderColumn), walk(list.key))
      .limit(literalLimit(size))
      .offset(bindings.value('offset', fromEnd ? total - offset - size : offset));
    const by = query.direction === 'desc' ? desc : asc;
    const rows = rowsOf(
      bound.scope,
      and(bound.scope.current, inArray(list.key, keys)),
      countOf(list),
    ).orderBy(by(list.orderColumn), by(list.key));
    const shape = `${list.counted}|${bound.shape}|${query.direction}${fromEnd ? ' from the end' : ''},${size} rows`;
    const found = scope.proof.rows(await statements(db).run(shape, rows, bindings));
    // No row to tell the size (a stale caller, or rows gone since): read it; the size held if it is the same.
    const now = found.length ? Number(found[0].total) : await readCount(db, list);
    lastCounts(db).set(list.counted, now);
    if (now === total || attempt > 0) {
      return { items: found.map(({ total: _total, ...row }) => row), ...page, total: now };
    }
    total = now;
  }
}
