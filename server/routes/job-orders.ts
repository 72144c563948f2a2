import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobOrderParamsSchema,
  jobOrderSchema,
  jobOrdersForContractQuerySchema,
  jobOrdersForInvoiceQuerySchema,
  jobOrdersQuerySchema,
  jobOrdersResponseSchema,
} from '../../contract/job-orders';
import type { Direction } from '../../contract/paging';
import { anyPermission } from '../access/any-permission';
import { callerOf } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import {
  contractVisible,
  invoiceVisible,
  jobOrderVisible,
  locationVisible,
  objectVisible,
  relationVisible,
  type Scope,
  scopeOf,
} from '../access/row-scope';
import {
  contracts,
  deliveryAddresses,
  jobOrders,
  relations,
  salesInvoices,
  serviceObjects,
} from '../db/schema';
import {
  containsText,
  countRows,
  offsetOf,
  orderOf,
  pageOf,
  requireFilterOfStaff,
  totalColumn,
} from './paging';

const jo = jobOrders;

const sortColumns = {
  orderDate: jo.orderDate,
  ordernumber: jo.orderNumber,
  jobordernumber: jo.jobOrderNumber,
  orderAmount: jo.orderAmount,
};

interface JobOrderListQuery {
  page: number;
  pageSize: number;
  sort: keyof typeof sortColumns;
  direction: Direction;
  q?: string;
}

export async function jobOrderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = anyPermission('ServiceOrders.ViewOwn', 'ServiceOrders.ViewAll');
  const listResponse = { 200: jobOrdersResponseSchema };

  /** Job orders as the caller may see them: the cost price is not even read for a customer. */
  function selectJobOrders(scope: Scope, where: SQL | undefined) {
    return app.db
      .select({
        total: totalColumn,
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
      .where(and(jobOrderVisible(scope), where))
      .$dynamic();
  }

  function pageOfJobOrders(scope: Scope, filter: SQL | undefined, query: JobOrderListQuery) {
    const where = and(
      filter,
      containsText(
        query.q,
        jo.orderNumber,
        jo.jobOrderNumber,
        jo.reference,
        jo.customerOrderNumber,
        jo.description,
      ),
    );
    return pageOf(
      query,
      selectJobOrders(scope, where)
        .orderBy(...orderOf(query.direction, sortColumns[query.sort], jo.id))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      () => countRows(app.db, jo, and(jobOrderVisible(scope), where)),
    );
  }

  app.get(
    '/api/joborders',
    { ...canView, schema: { querystring: jobOrdersQuerySchema, response: listResponse } },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const { relationId, locationId, objectId } = request.query;
      requireFilterOfStaff(
        scope,
        Boolean(relationId || locationId || objectId),
        'relationId, locationId, objectId',
      );
      if (relationId)
        await ensureVisible(
          app.db,
          relations,
          relations.id,
          relationId,
          relationVisible(scope, relations.id),
        );
      if (locationId)
        await ensureVisible(
          app.db,
          deliveryAddresses,
          deliveryAddresses.id,
          locationId,
          locationVisible(scope),
        );
      if (objectId)
        await ensureVisible(app.db, serviceObjects, serviceObjects.id, objectId, objectVisible(scope));
      return pageOfJobOrders(
        scope,
        and(
          relationId ? eq(jo.relationId, relationId) : undefined,
          locationId ? eq(jo.deliveryAddressId, locationId) : undefined,
          objectId ? eq(jo.objectId, objectId) : undefined,
        ),
        request.query,
      );
    },
  );

  app.get(
    '/api/jobordersForContract',
    { ...canView, schema: { querystring: jobOrdersForContractQuerySchema, response: listResponse } },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const { contractId } = request.query;
      await ensureVisible(app.db, contracts, contracts.id, contractId, contractVisible(scope));
      return pageOfJobOrders(scope, eq(jo.contractId, contractId), request.query);
    },
  );

  app.get(
    '/api/jobordersForInvoice',
    { ...canView, schema: { querystring: jobOrdersForInvoiceQuerySchema, response: listResponse } },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const { invoiceId } = request.query;
      await ensureVisible(app.db, salesInvoices, salesInvoices.id, invoiceId, invoiceVisible(scope));
      return pageOfJobOrders(
        scope,
        sql`${jo.id} = (select ${salesInvoices.jobOrderId} from ${salesInvoices} where ${salesInvoices.id} = ${invoiceId})`,
        request.query,
      );
    },
  );

  app.get(
    '/api/joborders/:id',
    { ...canView, schema: { params: jobOrderParamsSchema, response: { 200: jobOrderSchema } } },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const { id } = request.params;
      await ensureVisible(app.db, jo, jo.id, id, jobOrderVisible(scope));
      const [{ total: _total, ...jobOrder }] = await selectJobOrders(scope, eq(jo.id, id));
      return jobOrder;
    },
  );
}
