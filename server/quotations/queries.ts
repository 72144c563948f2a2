import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { quotationsQuerySchema } from '../../contract/quotations';
import { boundScope, quotationVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { listedWhole, quotations } from '../db/schema';
import { Bindings, boundOr, statementsPerDatabase } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import type { ListExport } from '../exports/send';
import { quotationTable } from '../exports/tables';
import { type EveryRowList, everyRowPage } from '../lists/every-row-page';
import {
  containsText,
  countRows,
  pageOf,
  pageShape,
  requireEveryRowList,
  sortedPage,
  totalColumn,
} from '../lists/paging';
import { listsEveryRelation, type Narrowing, narrowedToParents } from '../lists/parent-filter';
import { quotationColumns } from './record';

const qt = quotations;

const sortColumns = {
  date: qt.date,
  quotationNumber: qt.quotationNumber,
  amount: qt.amount,
  status: qt.status,
};

const parents = { relationId: qt.relationId, locationId: qt.deliveryAddressId, objectId: qt.objectId };

const everyQuotation: EveryRowList = { table: qt, counted: 'quotations', orderColumn: qt.date, key: qt.id };

type QuotationListQuery = z.infer<typeof quotationsQuerySchema>;

/** A list's rows without its paging: what an export reads. */
type QuotationFilter = Omit<QuotationListQuery, 'page' | 'pageSize'>;

/** The quotations of a list: the caller's scope, the list's narrowing, its status and its search. */
const quotationsWhere = (scope: Scope, narrowing: Narrowing, query: QuotationFilter, bindings?: Bindings) =>
  and(
    scope.current,
    quotationVisible(scope),
    narrowing.where(bindings),
    query.status ? eq(qt.status, boundOr(bindings, 'status', query.status)) : undefined,
    containsText(query.q, [qt.quotationNumber, qt.description], bindings),
  );

const statements = statementsPerDatabase();

/**
 * Whether the list asked for is every relation's quotations, which provider staff may read only as
 * `everyRowPage` serves them: in date order without a search or the status filter (a 400 otherwise).
 */
function listsEveryQuotation(scope: Scope, query: QuotationFilter): boolean {
  if (!listsEveryRelation(scope, query, parents)) return false;
  requireEveryRowList(
    !quotationVisible(scope) && !query.q && !query.status && query.sort === 'date',
    'relationId, locationId, objectId',
    'date',
  );
  return true;
}

/** A page of the quotations the caller may see, of the parent the query names (checked first). */
export async function quotationPage(db: Db, scope: Scope, query: QuotationListQuery) {
  if (listsEveryQuotation(scope, query))
    return everyRowPage(db, scope, everyQuotation, query, (_bound, picked, total) =>
      db
        .select({ ...quotationColumns, total })
        .from(qt)
        .where(picked)
        .$dynamic(),
    );
  const narrowed = await narrowedToParents(db, scope, query, parents);
  const bindings = new Bindings();
  const bound = boundScope(scope, bindings);
  const where = quotationsWhere(bound.scope, narrowed, query, bindings);
  const rows = sortedPage(
    db
      .select({ ...quotationColumns, total: totalColumn })
      .from(qt)
      .where(where)
      .$dynamic(),
    query,
    sortColumns,
    qt.id,
    bindings,
  );
  return pageOf(
    query,
    statements(db).run(
      `${bound.shape}|${narrowed.shape}|${pageShape(query)},${query.status ? 'status' : 'any status'}`,
      rows,
      bindings,
    ),
    () => countRows(db, qt, where, bindings),
    scope.proof,
  );
}

/** The quotations of the parent the query names (checked first), for an export of the list. */
export function quotationsOfParents(db: Db, scope: Scope, query: QuotationFilter) {
  listsEveryQuotation(scope, query);
  return narrowedToParents(db, scope, query, parents);
}

/** Every quotation of a list, in its order, read in batches by keys: never the whole list at once. */
export function quotationExport(db: Db, scope: Scope, narrowing: Narrowing, query: QuotationFilter) {
  const where = and(
    quotationsWhere(scope, narrowing, query),
    scope.relationIds === null && !narrowing.shape ? listedWhole(qt.id) : undefined,
  );
  const walk = new KeysetWalk(sortColumns[query.sort], qt.id, query.direction);
  return {
    table: quotationTable,
    total: () => countRows(db, qt, where),
    batches: walkInBatches(walk, (after, limit) =>
      db
        .select({ ...quotationColumns, ...walk.columns })
        .from(qt)
        .where(and(where, after))
        .orderBy(...walk.orderBy())
        .limit(limit),
    ),
  } satisfies ListExport<unknown>;
}
