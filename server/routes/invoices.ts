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
import { scopeOf } from '../access/row-scope';
import { exportOptions, sendExport } from '../exports/send';
import {
  contractInvoices,
  invoiceDetails,
  invoiceExport,
  invoicePage,
  invoicePageOf,
  invoicesOfParents,
  jobOrderInvoices,
  relationInvoicePage,
  relationInvoices,
} from '../invoices/queries';

export async function invoiceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = readersOf('invoices');
  const listResponse = { 200: salesInvoicesResponseSchema };

  app.get(
    '/api/salesinvoices',
    { ...canView, schema: { querystring: salesInvoicesQuerySchema, response: listResponse } },
    async (request) => invoicePage(app.db, scopeOf(callerOf(request)), request.query),
  );

  app.get(
    '/api/salesinvoicesForRelation',
    { ...canView, schema: { querystring: salesInvoicesForRelationQuerySchema, response: listResponse } },
    async (request) => relationInvoicePage(app.db, scopeOf(callerOf(request)), request.query),
  );

  app.get(
    '/api/salesinvoicesForContract',
    { ...canView, schema: { querystring: salesInvoicesForContractQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { contractId } = request.query;
      await ensureContractVisible(app.db, scope, contractId);
      return invoicePageOf(app.db, scope, contractInvoices(contractId), request.query);
    },
  );

  app.get(
    '/api/salesinvoicesForRidderOrder',
    { ...canView, schema: { querystring: salesInvoicesForJobOrderQuerySchema, response: listResponse } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { jobOrderId } = request.query;
      await ensureJobOrderVisible(app.db, scope, jobOrderId);
      return invoicePageOf(app.db, scope, jobOrderInvoices(jobOrderId), request.query);
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
      return invoiceDetails(app.db, id);
    },
  );

  const exporting = exportOptions(canView);

  app.get(
    exportPathOf('/api/salesinvoices'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      const list = await invoicesOfParents(app.db, scope, query);
      return sendExport(request, reply, query.format, invoiceExport(app.db, scope, list, query));
    },
  );

  app.get(
    exportPathOf('/api/salesinvoicesForRelation'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesForRelationQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureRelationVisible(app.db, scope, query.relationId);
      const list = relationInvoices(query.relationId);
      return sendExport(request, reply, query.format, invoiceExport(app.db, scope, list, query));
    },
  );

  app.get(
    exportPathOf('/api/salesinvoicesForContract'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesForContractQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureContractVisible(app.db, scope, query.contractId);
      const list = contractInvoices(query.contractId);
      return sendExport(request, reply, query.format, invoiceExport(app.db, scope, list, query));
    },
  );

  app.get(
    exportPathOf('/api/salesinvoicesForRidderOrder'),
    { ...exporting, schema: { querystring: exportQuerySchema(salesInvoicesForJobOrderQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureJobOrderVisible(app.db, scope, query.jobOrderId);
      const list = jobOrderInvoices(query.jobOrderId);
      return sendExport(request, reply, query.format, invoiceExport(app.db, scope, list, query));
    },
  );
}
