import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ensureRelationVisible } from '../access/ensure-visible';
import { boundScope, idIn, invoiceVisible, objectVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import {
  contracts,
  invoiceCounts,
  jobOrders,
  listedWhole,
  relations,
  salesInvoices,
  serviceObjects,
} from '../db/schema';
import { Bindings, statementsPerDatabase } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import type { ListExport } from '../exports/send';
import { invoiceTable } from '../exports/tables';
import { type EveryRowList, everyRowPage } from '../lists/every-row-page';
import {
  containsText,
  countRows,
  type ListQuery,
  literalLimit,
  offsetOf,
  orderOf,
  pageKeys,
  pageOf,
  pageShape,
  requireEveryRowList,
} from '../lists/paging';
import {
  checkedWhenEmpty,
  listsEveryRelation,
  type Narrowing,
  narrowedTo,
  narrowedToParents,
} from '../lists/parent-filter';

const si = salesInvoices;

const invoiceColumns = {
  pK_R_SALESINVOICE: si.id,
  fK_PT_RELATION: si.relationId,
  fK_R_CONTRACT: si.contractId,
  fK_R_JOBORDER: si.jobOrderId,
  fK_R_SERVICEOBJECT: si.objectId,
  invoicenumber: si.invoiceNumber,
  invoiceDate: si.invoiceDate,
  dueDate: si.dueDate,
  description: si.description,
  amountInclVat: si.amountInclVat,
  openAmount: si.openAmount,
};

const sortColumns = {
  invoiceDate: si.invoiceDate,
  invoicenumber: si.invoiceNumber,
  dueDate: si.dueDate,
  amountInclVat: si.amountInclVat,
  openAmount: si.openAmount,
};

const everyInvoice: EveryRowList = {
  table: si,
  counted: 'sales_invoices',
  orderColumn: si.invoiceDate,
  key: si.id,
};

/** The most relations whose invoices `pageInDateOrder` merges: one index walk each, twice in its plan. */
const MERGED_RELATIONS = 12;

interface InvoiceListQuery extends ListQuery<keyof typeof sortColumns> {
  open?: 'true' | 'false';
}

/** A list's rows without its paging: what an export reads. */
type InvoiceFilter = Omit<InvoiceListQuery, 'page' | 'pageSize'>;

/** A list in the walks' own order, without a search or a filter: what `pageInDateOrder` can serve. */
const inDateOrderOnly = (query: InvoiceListQuery) => !query.q && !query.open && query.sort === 'invoiceDate';

/** The invoices of a list: the caller's scope, the list's narrowing, its search and its open filter. */
const invoicesWhere = (scope: Scope, narrowing: Narrowing, query: InvoiceFilter, bindings?: Bindings) =>
  and(
    scope.current,
    invoiceVisible(scope),
    narrowing.where(bindings),
    containsText(query.q, [si.invoiceNumber, si.description], bindings),
    query.open === 'true' ? gt(si.openAmount, 0) : query.open === 'false' ? eq(si.openAmount, 0) : undefined,
  );

/** The parents the all-invoices list can be narrowed to. */
const parents = { relationId: si.relationId, objectId: si.objectId };
type ParentQuery = { relationId?: number; objectId?: number };

const statements = statementsPerDatabase();

/** A page of a list of invoices, read by its narrowing. */
export function invoicePageOf(db: Db, callerScope: Scope, narrowing: Narrowing, query: InvoiceListQuery) {
  const bindings = new Bindings();
  const { scope, shape } = boundScope(callerScope, bindings);
  const where = invoicesWhere(scope, narrowing, query, bindings);
  // The page's keys and the count first, from the relation index alone (it carries every column the scope
  // and the default order need), then only the page's rows: a late page or a count of 3,000 invoices no
  // longer reads every invoice row before it.
  const keys = pageKeys(db, si, si.id, where, query, sortColumns, bindings);
  const rows = db
    .select({ ...invoiceColumns, total: keys.total })
    .from(si)
    .innerJoin(keys, eq(keys.key, si.id))
    .orderBy(...orderOf(query.direction, sortColumns[query.sort], si.id));
  return pageOf(
    query,
    statements(db).run(`${shape}|${narrowing.shape}|${pageShape(query)},open ${query.open}`, rows, bindings),
    () => countRows(db, si, where, bindings),
    callerScope.proof,
  );
}

/**
 * The invoices of some of the caller's relations (one asked for, or each of a customer's several) in
 * invoice-date order without a filter: each relation's invoices are walked in order from the relation index
 * and merged, instead of reading, counting with a window and sorting all of them (3,000 for a customer admin
 * of three relations) on each call. A page in the second half is walked from the other end, so the last page
 * costs what the first does; the count, summed from `invoice_counts` (decision 025), is read beside it and says
 * which end that is. Past `MERGED_RELATIONS` relations the plan would grow with every branch, and the list is
 * read as any other.
 */
function pageInDateOrder(db: Db, callerScope: Scope, relationIds: number[], query: InvoiceListQuery) {
  const bindings = new Bindings();
  const { scope, shape } = boundScope(callerScope, bindings);
  const listed = bindings.value('listed', relationIds);
  const visible = db
    .$with('visible_objects')
    .as(db.select({ id: serviceObjects.id }).from(serviceObjects).where(objectVisible(scope)));
  const visibleIds = sql`select ${visible.id} from ${visible}`;
  // The count sums the caller's visible rows of `invoice_counts` (a few hundred) instead of checking each of
  // their invoices (3,000 for a customer admin of three relations): two thirds of the statement's time.
  const counted = db.$with('counted').as(
    db
      .select({ total: sql<number>`coalesce(sum(${invoiceCounts.n}), 0)::int`.as('total') })
      .from(invoiceCounts)
      .where(
        and(
          scope.current,
          invoiceVisible(scope, invoiceCounts, visibleIds),
          idIn(invoiceCounts.relationId, listed),
        ),
      ),
  );
  const total = sql<number>`(select ${counted.total} from ${counted})`;
  const offset = bindings.value('offset', offsetOf(query));
  const size = literalLimit(query.pageSize);
  const walk = (direction: 'asc' | 'desc') => {
    const by = sql.raw(direction);
    const branches = relationIds.map(
      (relationId, index) =>
        sql`(select ${si.id}, ${si.invoiceDate} from ${si} where ${and(eq(si.relationId, bindings.value(`relation${index}`, relationId)), invoiceVisible(scope, si, visibleIds))} order by ${si.invoiceDate} ${by}, ${si.id} ${by})`,
    );
    return sql`select id from (${sql.join(branches, sql` union all `)}) merged order by invoice_date ${by}, id ${by}`;
  };
  const fromStart = sql`${offset} * 2 + ${size} <= ${total}`;
  const keys = db.$with('page_keys', { id: si.id }).as(
    sql`(${walk(query.direction)} limit (case when ${fromStart} then ${size} else 0 end) offset ${offset})
        union all
        (${walk(query.direction === 'asc' ? 'desc' : 'asc')}
          limit (case when ${fromStart} then 0 else greatest(least(${size}, ${total} - ${offset}), 0) end)
          offset greatest(${total} - ${offset} - ${size}, 0))`,
  );
  const rows = db
    .with(visible, counted, keys)
    .select({ ...invoiceColumns, total })
    .from(si)
    .where(inArray(si.id, db.select({ id: keys.id }).from(keys)))
    .orderBy(...orderOf(query.direction, si.invoiceDate, si.id));
  return pageOf(
    query,
    statements(db).run(
      `in date order, ${relationIds.length} relations|${shape}|${pageShape(query)}`,
      rows,
      bindings,
    ),
    () => countRows(db, si, and(scope.current, invoiceVisible(scope), idIn(si.relationId, listed)), bindings),
    callerScope.proof,
  );
}

/**
 * Whether the list asked for is every relation's invoices, which provider staff may read only as `everyRowPage`
 * serves them: in invoice date order without a search or the open filter (a 400 otherwise).
 */
function listsEveryInvoice(scope: Scope, query: InvoiceFilter & ParentQuery): boolean {
  if (!listsEveryRelation(scope, query, parents)) return false;
  requireEveryRowList(
    !invoiceVisible(scope) && !query.q && !query.open && query.sort === 'invoiceDate',
    'relationId, objectId',
    'invoiceDate',
  );
  return true;
}

/** A page of the invoices the caller may see, of the relation or object the query names (each checked first). */
export async function invoicePage(db: Db, scope: Scope, query: InvoiceListQuery & ParentQuery) {
  if (listsEveryInvoice(scope, query))
    return everyRowPage(db, scope, everyInvoice, query, (_bound, picked, total) =>
      db
        .select({ ...invoiceColumns, total })
        .from(si)
        .where(picked)
        .$dynamic(),
    );
  const narrowed = await narrowedToParents(db, scope, query, parents);
  const relationIds = scope.relationIds;
  if (
    relationIds &&
    relationIds.length > 1 &&
    relationIds.length <= MERGED_RELATIONS &&
    !narrowed.shape &&
    inDateOrderOnly(query)
  )
    return pageInDateOrder(db, scope, relationIds, query);
  return invoicePageOf(db, scope, narrowed, query);
}

/** The invoices of the relation or object the query names (each checked first), for an export of the list. */
export function invoicesOfParents(db: Db, scope: Scope, query: InvoiceFilter & ParentQuery) {
  listsEveryInvoice(scope, query);
  return narrowedToParents(db, scope, query, parents);
}

export const relationInvoices = (relationId: number) => narrowedTo(['relationId', si.relationId, relationId]);
export const contractInvoices = (contractId: number) => narrowedTo(['contractId', si.contractId, contractId]);
export const jobOrderInvoices = (jobOrderId: number) => narrowedTo(['jobOrderId', si.jobOrderId, jobOrderId]);

/** A page of one relation's invoices; the relation is checked only when the page is empty. */
export async function relationInvoicePage(
  db: Db,
  scope: Scope,
  query: InvoiceListQuery & { relationId: number },
) {
  const page = inDateOrderOnly(query)
    ? pageInDateOrder(db, scope, [query.relationId], query)
    : invoicePageOf(db, scope, relationInvoices(query.relationId), query);
  return checkedWhenEmpty(await page, () => ensureRelationVisible(db, scope, query.relationId));
}

/** An invoice with the names of its relation, contract, job order and object. */
export async function invoiceDetails(db: Db, id: number) {
  const [invoice] = await db
    .select({
      ...invoiceColumns,
      relationName: relations.name,
      contractnumber: contracts.contractNumber,
      jobordernumber: jobOrders.jobOrderNumber,
      serviceobjectnumber: serviceObjects.serviceObjectNumber,
    })
    .from(si)
    .innerJoin(relations, eq(relations.id, si.relationId))
    .leftJoin(contracts, eq(contracts.id, si.contractId))
    .leftJoin(jobOrders, eq(jobOrders.id, si.jobOrderId))
    .leftJoin(serviceObjects, eq(serviceObjects.id, si.objectId))
    .where(eq(si.id, id));
  return invoice;
}

/**
 * Every invoice of a list, in its order, read in batches by keys: staff's million invoices walk the
 * `(invoice_date, id)` index as the list's first page does, and are never held at once.
 */
export function invoiceExport(db: Db, scope: Scope, narrowing: Narrowing, query: InvoiceFilter) {
  const where = and(
    invoicesWhere(scope, narrowing, query),
    scope.relationIds === null && !narrowing.shape ? listedWhole(si.id) : undefined,
  );
  const walk = new KeysetWalk(sortColumns[query.sort], si.id, query.direction);
  return {
    table: invoiceTable,
    total: () => countRows(db, si, where),
    batches: walkInBatches(walk, (after, limit) =>
      db
        .select({ ...invoiceColumns, ...walk.columns })
        .from(si)
        .where(and(where, after))
        .orderBy(...walk.orderBy())
        .limit(limit),
    ),
  } satisfies ListExport<unknown>;
}
