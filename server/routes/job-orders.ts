import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPathOf, exportQuerySchema } from '../../contract/exports';
import {
  jobOrderParamsSchema,
  jobOrderSchema,
  jobOrdersForContractQuerySchema,
  jobOrdersForInvoiceQuerySchema,
  jobOrdersQuerySchema,
  jobOrdersResponseSchema,
} from '../../contract/job-orders';
import { callerOf } from '../access/authenticate';
import { ensureContractVisible, ensureInvoiceVisible, ensureJobOrderVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { boundScope, jobOrderVisible, type Scope, scopeOf } from '../access/row-scope';
import { deliveryAddresses, jobOrders, listedWhole, salesInvoices, serviceObjects } from '../db/schema';
import { Bindings, boundOr, StatementsByShape } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import { exportOptions, type ListExport, sendExport } from '../exports/send';
import { jobOrderTable } from '../exports/tables';
import { type EveryRowList, everyRowPage } from '../lists/every-row-page';
import {
  containsText,
  countRows,
  type ListQuery,
  pageOf,
  pageShape,
  requireEveryRowList,
  sortedPage,
  totalColumn,
} from '../lists/paging';
import { listsEveryRelation, type Narrowing, narrowedTo, narrowedToParents } from '../lists/parent-filter';

const jo = jobOrders;

const sortColumns = {
  orderDate: jo.orderDate,
  ordernumber: jo.orderNumber,
  jobordernumber: jo.jobOrderNumber,
  orderAmount: jo.orderAmount,
};

const parents = { relationId: jo.relationId, locationId: jo.deliveryAddressId, objectId: jo.objectId };

const everyJobOrder: EveryRowList = {
  table: jo,
  counted: 'job_orders',
  orderColumn: jo.orderDate,
  key: jo.id,
};

/** A list's rows without its paging: what an export reads. */
type JobOrderFilter = Omit<ListQuery<keyof typeof sortColumns>, 'page' | 'pageSize'>;

/**
 * The job orders of a list beyond the caller's scope (which `selectJobOrders` adds): the list's narrowing and
 * its search. The page and the export read it alike.
 */
const jobOrdersWhere = (narrowing: Narrowing, query: JobOrderFilter, bindings?: Bindings) =>
  and(
    narrowing.where(bindings),
    containsText(
      query.q,
      [jo.orderNumber, jo.jobOrderNumber, jo.reference, jo.customerOrderNumber, jo.description],
      bindings,
    ),
  );

/** The job order an invoice was made for. */
const ofInvoice = (invoiceId: number): Narrowing => ({
  shape: 'invoiceId',
  where: (bindings) =>
    sql`${jo.id} = (select ${salesInvoices.jobOrderId} from ${salesInvoices} where ${salesInvoices.id} = ${boundOr(bindings, 'invoiceId', invoiceId)})`,
});

export async function jobOrderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = readersOf('orders');
  const listResponse = { 200: jobOrdersResponseSchema };

  /** Job orders as the caller may see them: the cost price is not even read for a customer. */
  function selectJobOrders<E extends Record<string, SQL>>(scope: Scope, where: SQL | undefined, extra: E) {
    return app.db
      .select({
        ...extra,
        pK_R_JOBORDER: jo.id,
        fK_PT_RELATION: jo.relationId,
        fK_PT_RELATIONDELIVERYADDRESS: jo.deliveryAddressId,
        fK_R_SERVICEOBJECT: jo.objectId,
        fK_R_CONTRACT: jo.contractId,
        locationName: deliveryAddresses.name,
        serviceobjectnumber: serviceObjects.serviceObjectNumber,
        ordernumber: jo.orderNumber,
        jobordernumber: jo.jobOrderNumber,
        ordercategory: jo.orderCategory,
        orderDate: jo.orderDate,
        orderAmount: jo.orderAmount,
        reference: jo.reference,
        customerOrderNumber: jo.customerOrderNumber,
        serviceType: jo.serviceType,
        contact: jo.contact,
        description: jo.description,
        operationTimeMachine: jo.operationTimeMachine,
        operationTimeEmployee: jo.operationTimeEmployee,
        dateInWip: jo.dateInWip,
        salesPrice: jo.salesPrice,
        ...(scope.providerFields ? { costPrice: jo.costPrice } : {}),
      })
      .from(jo)
      .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, jo.deliveryAddressId))
      .leftJoin(serviceObjects, eq(serviceObjects.id, jo.objectId))
      .where(and(scope.current, jobOrderVisible(scope), where))
      .$dynamic();
  }

  const statements = new StatementsByShape();

  function pageOfJobOrders(
    callerScope: Scope,
    narrowing: Narrowing,
    query: ListQuery<keyof typeof sortColumns>,
  ) {
    const bindings = new Bindings();
    const { scope, shape } = boundScope(callerScope, bindings);
    const where = jobOrdersWhere(narrowing, query, bindings);
    return pageOf(
      query,
      statements.run(
        `${shape}|${narrowing.shape}|${pageShape(query)}`,
        sortedPage(
          selectJobOrders(scope, where, { total: totalColumn }),
          query,
          sortColumns,
          jo.id,
          bindings,
        ),
        bindings,
      ),
      () => countRows(app.db, jo, and(scope.current, jobOrderVisible(scope), where), bindings),
      callerScope.proof,
    );
  }

  app.get(
    '/api/joborders',
    { ...canView, schema: { querystring: jobOrdersQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      if (listsEveryRelation(scope, query, parents)) {
        requireEveryRowList(
          !jobOrderVisible(scope) && !query.q && query.sort === 'orderDate',
          'relationId, locationId, objectId',
          'orderDate',
        );
        return everyRowPage(app.db, scope, everyJobOrder, query, (bound, picked, total) =>
          selectJobOrders(bound, picked, { total }),
        );
      }
      const narrowed = await narrowedToParents(app.db, scope, query, parents);
      return pageOfJobOrders(scope, narrowed, query);
    },
  );

  app.get(
    '/api/jobordersForContract',
    { ...canView, schema: { querystring: jobOrdersForContractQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { contractId } = request.query;
      await ensureContractVisible(app.db, scope, contractId);
      return pageOfJobOrders(scope, narrowedTo(['contractId', jo.contractId, contractId]), request.query);
    },
  );

  app.get(
    '/api/jobordersForInvoice',
    { ...canView, schema: { querystring: jobOrdersForInvoiceQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { invoiceId } = request.query;
      await ensureInvoiceVisible(app.db, scope, invoiceId);
      return pageOfJobOrders(scope, ofInvoice(invoiceId), request.query);
    },
  );

  app.get(
    '/api/joborders/:id',
    { ...canView, schema: { params: jobOrderParamsSchema, response: { 200: jobOrderSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.params;
      await ensureJobOrderVisible(app.db, scope, id);
      const [jobOrder] = scope.proof.rows(await selectJobOrders(scope, eq(jo.id, id), {}));
      return jobOrder;
    },
  );

  /** Every job order of a list, in its order, read in batches by keys: never the whole list at once. */
  function exportOfJobOrders(scope: Scope, narrowing: Narrowing, query: JobOrderFilter) {
    const where = and(
      jobOrdersWhere(narrowing, query),
      scope.relationIds === null && !narrowing.shape ? listedWhole(jo.id) : undefined,
    );
    const walk = new KeysetWalk(sortColumns[query.sort], jo.id, query.direction);
    return {
      table: jobOrderTable,
      total: () => countRows(app.db, jo, and(scope.current, jobOrderVisible(scope), where)),
      batches: walkInBatches(walk, (after, limit) =>
        selectJobOrders(scope, and(where, after), walk.columns)
          .orderBy(...walk.orderBy())
          .limit(limit),
      ),
    } satisfies ListExport<unknown>;
  }

  const exporting = exportOptions(canView);

  app.get(
    exportPathOf('/api/joborders'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrdersQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      if (listsEveryRelation(scope, query, parents))
        requireEveryRowList(
          !jobOrderVisible(scope) && !query.q && query.sort === 'orderDate',
          'relationId, locationId, objectId',
          'orderDate',
        );
      const narrowed = await narrowedToParents(app.db, scope, query, parents);
      return sendExport(request, reply, query.format, exportOfJobOrders(scope, narrowed, query));
    },
  );

  app.get(
    exportPathOf('/api/jobordersForContract'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrdersForContractQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureContractVisible(app.db, scope, query.contractId);
      const narrowed = narrowedTo(['contractId', jo.contractId, query.contractId]);
      return sendExport(request, reply, query.format, exportOfJobOrders(scope, narrowed, query));
    },
  );

  app.get(
    exportPathOf('/api/jobordersForInvoice'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrdersForInvoiceQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureInvoiceVisible(app.db, scope, query.invoiceId);
      return sendExport(
        request,
        reply,
        query.format,
        exportOfJobOrders(scope, ofInvoice(query.invoiceId), query),
      );
    },
  );
}
