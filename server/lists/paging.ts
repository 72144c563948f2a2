import { asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Direction, Page } from '../../contract/paging';
import type { CallerProof } from '../access/caller-proof';
import type { Db } from '../db/database';
import { type Bindings, boundOr } from '../db/statements-by-shape';

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** A page of a list the caller sorts by one of its `Sort` names and may search with `q`. */
export interface ListQuery<Sort extends string> extends PageQuery {
  sort: Sort;
  direction: Direction;
  q?: string;
}

/**
 * Offset paging. The order always ends on the row's key, so rows with equal sort values keep one order from
 * page to page; the lists' indexes lead with the filter column and the default sort (e.g. sales invoices on
 * relation, invoice date, id), so a page is an index range walk.
 */
export const offsetOf = (query: PageQuery) => (query.page - 1) * query.pageSize;

/**
 * A page's size written into the statement's text instead of passed as a parameter. Statements run with
 * generic plans (`db/database.ts`), and a generic plan does not know a parameter's value: for `limit $1` the
 * planner assumes a tenth of the rows, and sorts a million invoices to take 25. The sizes are few (the query
 * schemas bound them), so the texts stay few. drizzle types a limit as a number; an SQL chunk is written as is.
 */
export const literalLimit = (rows: number): number => sql.raw(String(Math.trunc(rows))) as unknown as number;

export function orderOf(direction: Direction, column: AnyPgColumn | SQL, key: AnyPgColumn): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(key)];
}

/**
 * The page's rows of `rows` in the order the query asks, ties broken by `key`; with `bindings`, the offset is a
 * placeholder of a statement kept by shape.
 */
export function sortedPage<T extends PgSelect, Sort extends string>(
  rows: T,
  query: ListQuery<Sort>,
  sortColumns: Record<Sort, AnyPgColumn | SQL>,
  key: AnyPgColumn,
  bindings?: Bindings,
): T {
  const offset = offsetOf(query);
  return rows
    .orderBy(...orderOf(query.direction, sortColumns[query.sort], key))
    .limit(literalLimit(query.pageSize))
    .offset(boundOr(bindings, 'offset', offset));
}

/** What a page of `query` writes into a statement's text besides its conditions: its order and its size. */
export const pageShape = (query: ListQuery<string>) =>
  `${query.sort} ${query.direction},${query.pageSize} rows,${query.q ? 'search' : 'no search'}`;

/**
 * The keys of the page the query asks for and the size of the whole list (`total`), as the subquery `page`,
 * read from `table` alone: the list then joins its names to the page's rows only, so a late page or a long
 * list never joins every row before the page is cut.
 */
export function pageKeys<Sort extends string>(
  db: Db,
  table: PgTable,
  key: AnyPgColumn,
  where: SQL | undefined,
  query: ListQuery<Sort>,
  sortColumns: Record<Sort, AnyPgColumn | SQL>,
  bindings?: Bindings,
) {
  return sortedPage(
    db
      .select({ key, total: totalColumn.as('total') })
      .from(table)
      .where(where)
      .$dynamic(),
    query,
    sortColumns,
    key,
    bindings,
  ).as('page');
}

/**
 * `q` as a case-insensitive substring of any of the columns; LIKE's own wildcards in `q` match themselves. With
 * `bindings`, the pattern is a placeholder of a statement kept by shape.
 */
export function containsText(
  q: string | undefined,
  columns: AnyPgColumn[],
  bindings?: Bindings,
): SQL | undefined {
  if (!q) return undefined;
  const pattern = boundOr(bindings, 'q', `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The rows of `table` under `where`; `bindings` gives the values of its placeholders, if it has any. */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  bindings?: Bindings,
): Promise<number> {
  const counted = db.select({ n: count() }).from(table).where(where);
  const [row] = await (bindings ? counted.execute(bindings.values) : counted);
  return row?.n ?? 0;
}

/**
 * The size of the whole list under the page's filter, read by the page's own query: one round trip and one
 * evaluation of the scope instead of two.
 */
export const totalColumn = sql<number>`(count(*) over ())::int`;

/**
 * A page from rows that carry `total`; a page past the end has no row to carry it and counts separately.
 * With `proof`, the rows' statement held the scope's `current`, so rows prove the caller current.
 */
export async function pageOf<R extends { total: number }>(
  query: PageQuery,
  rows: Promise<R[]>,
  countAll: () => Promise<number>,
  proof?: CallerProof,
): Promise<Page<Omit<R, 'total'>>> {
  const found = await rows;
  proof?.rows(found);
  const total = found[0]?.total ?? (query.page > 1 ? await countAll() : 0);
  return {
    items: found.map(({ total: _total, ...item }) => item),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A 400 in the same shape as a failed query schema, for a rule the schema cannot know because it is the caller's. */
function queryProblem(message: string): Error {
  return Object.assign(new Error(message), {
    statusCode: 400,
    validationContext: 'querystring',
    validation: [
      {
        [Symbol.for('ZodFastifySchemaValidationError')]: true,
        keyword: 'custom',
        instancePath: '',
        schemaPath: '#',
        params: {},
        message,
      },
    ],
  });
}

/**
 * Provider staff, who see every relation, may list every relation's rows at once, but only as
 * `everyRowPage` serves them from an index: in the list's default order, with no text search or other
 * condition. Anything else would sort or count a whole table (a million invoices) on each request, so it
 * needs one of the parent filters `names`.
 */
export function requireEveryRowList(servable: boolean, names: string, order: string): void {
  if (!servable)
    throw queryProblem(
      `provider staff give one of ${names}, or list every row by ${order} without q or other filters`,
    );
}
