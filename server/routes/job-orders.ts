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
import { scopeOf } from '../access/row-scope';
import { exportOptions, sendExport } from '../exports/send';
import {
  contractJobOrders,
  invoiceJobOrders,
  jobOrderDetails,
  jobOrderExport,
  jobOrderPage,
  jobOrderPageOf,
  jobOrdersOfParents,
} from '../job-orders/queries';

export async function jobOrderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = readersOf('orders');
  const listResponse = { 200: jobOrdersResponseSchema };

  app.get(
    '/api/joborders',
    { ...canView, schema: { querystring: jobOrdersQuerySchema, response: listResponse } },
    async (request) => jobOrderPage(app.db, scopeOf(callerOf(request)), request.query),
  );

  app.get(
    '/api/jobordersForContract',
    { ...canView, schema: { querystring: jobOrdersForContractQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { contractId } = request.query;
      await ensureContractVisible(app.db, scope, contractId);
      return jobOrderPageOf(app.db, scope, contractJobOrders(contractId), request.query);
    },
  );

  app.get(
    '/api/jobordersForInvoice',
    { ...canView, schema: { querystring: jobOrdersForInvoiceQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { invoiceId } = request.query;
      await ensureInvoiceVisible(app.db, scope, invoiceId);
      return jobOrderPageOf(app.db, scope, invoiceJobOrders(invoiceId), request.query);
    },
  );

  app.get(
    '/api/joborders/:id',
    { ...canView, schema: { params: jobOrderParamsSchema, response: { 200: jobOrderSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.params;
      await ensureJobOrderVisible(app.db, scope, id);
      return jobOrderDetails(app.db, scope, id);
    },
  );

  const exporting = exportOptions(canView);

  app.get(
    exportPathOf('/api/joborders'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrdersQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      const list = await jobOrdersOfParents(app.db, scope, query);
      return sendExport(request, reply, query.format, jobOrderExport(app.db, scope, list, query));
    },
  );

  app.get(
    exportPathOf('/api/jobordersForContract'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrdersForContractQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureContractVisible(app.db, scope, query.contractId);
      const list = contractJobOrders(query.contractId);
      return sendExport(request, reply, query.format, jobOrderExport(app.db, scope, list, query));
    },
  );

  app.get(
    exportPathOf('/api/jobordersForInvoice'),
    { ...exporting, schema: { querystring: exportQuerySchema(jobOrdersForInvoiceQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureInvoiceVisible(app.db, scope, query.invoiceId);
      const list = invoiceJobOrders(query.invoiceId);
      return sendExport(request, reply, query.format, jobOrderExport(app.db, scope, list, query));
    },
  );
}
