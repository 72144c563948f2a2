import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPathOf, exportQuerySchema } from '../../contract/exports';
import {
  salesInvoiceDetailsSchema,
  salesInvoiceParamsSchema,
  salesInvoicesForContractQuerySchema,
  salesInvoicesForJobOrderQuerySchema,
  salesInvoicesForRelationQuerySchema,
  salesInvoicesQuerySchema,
  salesInvoicesResponseSchema,
} from '../../contract/invoices';
import { callerOf } from '../access/authenticate';
import {
  ensureContractVisible,
  ensureInvoiceVisible,
  ensureJobOrderVisible,
  ensureRelationVisible,
} from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { boundScope, idIn, invoiceVisible, objectVisible, type Scope, scopeOf } from '../access/row-scope';
import {
  contracts,
  invoiceCounts,
  jobOrders,
  listedWhole,
  relations,
  salesInvoices,
  serviceObjects,
} from '../db/schema';
import { Bindings, StatementsByShape } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import { exportOptions, type ListExport, sendExport } from '../exports/send';
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

export async function invoiceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = readersOf('invoices');
  const listResponse = { 200: salesInvoicesResponseSchema };

  const statements = new StatementsByShape();

  function pageOfInvoices(callerScope: Scope, narrowing: Narrowing, query: InvoiceListQuery) {
    const bindings = new Bindings();
    const { scope, shape } = boundScope(callerScope, bindings);
    const where = invoicesWhere(scope, narrowing, query, bindings);
    // The page's keys and the count first, from the relation index alone (it carries every column the scope
    // and the default order need), then only the page's rows: a late page or a count of 3,000 invoices no
    // longer reads every invoice row before it.
    const keys = pageKeys(app.db, si, si.id, where, query, sortColumns, bindings);
    const rows = app.db
      .select({ ...invoiceColumns, total: keys.total })
      .from(si)
      .innerJoin(keys, eq(keys.key, si.id))
      .orderBy(...orderOf(query.direction, sortColumns[query.sort], si.id));
    return pageOf(
      query,
      statements.run(`${shape}|${narrowing.shape}|${pageShape(query)},open ${query.open}`, rows, bindings),
      () => countRows(app.db, si, where, bindings),
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
  function pageInDateOrder(callerScope: Scope, relationIds: number[], query: InvoiceListQuery) {
    const bindings = new Bindings();
    const { scope, shape } = boundScope(callerScope, bindings);
    const listed = bindings.value('listed', relationIds);
    const visible = app.db
      .$with('visible_objects')
      .as(app.db.select({ id: serviceObjects.id }).from(serviceObjects).where(objectVisible(scope)));
    const visibleIds = sql`select ${visible.id} from ${visible}`;
    // The count sums the caller's visible rows of `invoice_counts` (a few hundred) instead of checking each of
    // their invoices (3,000 for a customer admin of three relations): two thirds of the statement's time.
    const counted = app.db.$with('counted').as(
      app.db
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
    const keys = app.db.$with('page_keys', { id: si.id }).as(
      sql`(${walk(query.direction)} limit (case when ${fromStart} then ${size} else 0 end) offset ${offset})
        union all
        (${walk(query.direction === 'asc' ? 'desc' : 'asc')}
          limit (case when ${fromStart} then 0 else greatest(least(${size}, ${total} - ${offset}), 0) end)
          offset greatest(${total} - ${offset} - ${size}, 0))`,
    );
    const rows = app.db
      .with(visible, counted, keys)
      .select({ ...invoiceColumns, total })
      .from(si)
      .where(inArray(si.id, app.db.select({ id: keys.id }).from(keys)))
      .orderBy(...orderOf(query.direction, si.invoiceDate, si.id));
    return pageOf(
      query,
      statements.run(
        `in date order, ${relationIds.length} relations|${shape}|${pageShape(query)}`,
        rows,
        bindings,
      ),
      () =>
        countRows(
          app.db,
          si,
          and(scope.current, invoiceVisible(scope), idIn(si.relationId, listed)),
          bindings,
        ),
      callerScope.proof,
    );
  }

  const parents = { relationId: si.relationId, objectId: si.objectId };

  app.get(
    '/api/salesinvoices',
    { ...canView, schema: { querystring: salesInvoicesQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      if (listsEveryRelation(scope, query, parents)) {
        requireEveryRowList(
          !invoiceVisible(scope) && !query.q && !query.open && query.sort === 'invoiceDate',
          'relationId, objectId',
          'invoiceDate',
        );
        return everyRowPage(app.db, scope, everyInvoice, query, (_bound, picked, total) =>
          app.db
            .select({ ...invoiceColumns, total })
            .from(si)
            .where(picked)
            .$dynamic(),
        );
      }
      const narrowed = await narrowedToParents(app.db, scope, query, parents);
      const relationIds = scope.relationIds;
      if (
        relationIds &&
        relationIds.length > 1 &&
        relationIds.length <= MERGED_RELATIONS &&
        !narrowed.shape &&
        inDateOrderOnly(query)
      )
        return pageInDateOrder(scope, relationIds, query);
      return pageOfInvoices(scope, narrowed, query);
    },
  );

  app.get(
    '/api/salesinvoicesForRelation',
    { ...canView, schema: { querystring: salesInvoicesForRelationQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      const page = inDateOrderOnly(query)
        ? pageInDateOrder(scope, [query.relationId], query)
        : pageOfInvoices(scope, narrowedTo(['relationId', si.relationId, query.relationId]), query);
      return checkedWhenEmpty(await page, () => ensureRelationVisible(app.db, scope, query.relationId));
    },
  );

  app.get(
    '/api/salesinvoicesForContract',
    { ...canView, schema: { querystring: salesInvoicesForContractQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { contractId } = request.query;
      await ensureContractVisible(app.db, scope, contractId);
      return pageOfInvoices(scope, narrowedTo(['contractId', si.contractId, contractId]), request.query);
    },
  );

  app.get(
    '/api/salesinvoicesForRidderOrder',
    { ...canView, schema: { querystring: salesInvoicesForJobOrderQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { jobOrderId } = request.query;
      await ensureJobOrderVisible(app.db, scope, jobOrderId);
      return pageOfInvoices(scope, narrowedTo(['jobOrderId', si.jobOrderId, jobOrderId]), request.query);
    },
  );

  app.get(
    '/api/salesinvoicesdetails/:id',
    {
      ...canView,
      schema: { params: salesInvoiceParamsSchema, response: { 200: salesInvoiceDetailsSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.params;
      await ensureInvoiceVisible(app.db, scope, id);
      const [invoice] = await app.db
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
    },
  );

  /**
   * Every invoice of a list, in its order, read in batches by keys: staff's million invoices walk the
   * `(invoice_date, id)` index as the list's first page does, and are never held at once.
   */
  function exportOfInvoices(scope: Scope, narrowing: Narrowing, query: InvoiceFilter) {
    const where = and(
      invoicesWhere(scope, narrowing, query),
      scope.relationIds === null && !narrowing.shape ? listedWhole(si.id) : undefined,
    );
    const walk = new KeysetWalk(sortColumns[query.sort], si.id, query.direction);
    return {
      table: invoiceTable,
      total: () => countRows(app.db, si, where),
      batches: walkInBatches(walk, (after, limit) =>
        app.db
          .select({ ...invoiceColumns, ...walk.columns })
          .from(si)
          .where(and(where, after))
          .orderBy(...walk.orderBy())
          .limit(limit),
      ),
    } satisfies ListExport<unknown>;
  }

  const exporting = exportOptions(canView);

  app.get(
    exportPathOf('/api/salesinvoices'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      if (listsEveryRelation(scope, query, parents))
        requireEveryRowList(
          !invoiceVisible(scope) && !query.q && !query.open && query.sort === 'invoiceDate',
          'relationId, objectId',
          'invoiceDate',
        );
      const narrowed = await narrowedToParents(app.db, scope, query, parents);
      return sendExport(request, reply, query.format, exportOfInvoices(scope, narrowed, query));
    },
  );

  app.get(
    exportPathOf('/api/salesinvoicesForRelation'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesForRelationQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureRelationVisible(app.db, scope, query.relationId);
      const narrowed = narrowedTo(['relationId', si.relationId, query.relationId]);
      return sendExport(request, reply, query.format, exportOfInvoices(scope, narrowed, query));
    },
  );

  app.get(
    exportPathOf('/api/salesinvoicesForContract'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesForContractQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureContractVisible(app.db, scope, query.contractId);
      const narrowed = narrowedTo(['contractId', si.contractId, query.contractId]);
      return sendExport(request, reply, query.format, exportOfInvoices(scope, narrowed, query));
    },
  );

  app.get(
    exportPathOf('/api/salesinvoicesForRidderOrder'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesForJobOrderQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureJobOrderVisible(app.db, scope, query.jobOrderId);
      const narrowed = narrowedTo(['jobOrderId', si.jobOrderId, query.jobOrderId]);
      return sendExport(request, reply, query.format, exportOfInvoices(scope, narrowed, query));
    },
  );
}
