import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPathOf, exportQuerySchema } from '../../contract/exports';
import {
  acceptQuotationSchema,
  decisionResultSchema,
  declineQuotationSchema,
  questionQuotationSchema,
  quotationRecordSchema,
  quotationReviewQuerySchema,
  quotationReviewResponseSchema,
  reviseQuotationSchema,
} from '../../contract/quotation-approval';
import {
  quotationParamsSchema,
  quotationsQuerySchema,
  quotationsResponseSchema,
} from '../../contract/quotations';
import { callerOf } from '../access/authenticate';
import { ensureQuotationVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { staffOnly } from '../access/route-guards';
import { scopeOf } from '../access/row-scope';
import { exportOptions, sendExport } from '../exports/send';
import { acceptQuotation } from '../quotations/accept';
import { declineQuotation, questionQuotation } from '../quotations/answer';
import { quotationExport, quotationPage, quotationsOfParents } from '../quotations/queries';
import { quotationRecord } from '../quotations/record';
import { quotationReview } from '../quotations/review';
import { reviseQuotation } from '../quotations/revise';

export async function quotationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // A quotation becomes an order (status Order): it is read with the orders' permission.
  const canView = readersOf('orders');

  app.get(
    '/api/offers',
    {
      ...canView,
      schema: { querystring: quotationsQuerySchema, response: { 200: quotationsResponseSchema } },
    },
    async (request) => quotationPage(app.db, scopeOf(callerOf(request)), request.query),
  );

  app.get(
    exportPathOf('/api/offers'),
    { ...exportOptions(canView), schema: { querystring: exportQuerySchema(quotationsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      const list = await quotationsOfParents(app.db, scope, query);
      return sendExport(request, reply, query.format, quotationExport(app.db, scope, list, query));
    },
  );

  app.get(
    '/api/offers/:id',
    { ...canView, schema: { params: quotationParamsSchema, response: { 200: quotationRecordSchema } } },
    async (request) => {
      const { id } = request.params;
      await ensureQuotationVisible(app.db, scopeOf(callerOf(request)), id);
      return quotationRecord(app.db, id);
    },
  );

  /**
   * A customer's decision: Quotations.Accept, held in a customer role that edits (checked again inside, so a
   * read-only user granted it still gets 403). Of two at once, one wins; the other gets 409 with who and when.
   */
  const decides = { config: { permissions: ['Quotations.Accept'] as const } };
  const decision = { params: quotationParamsSchema, response: { 200: decisionResultSchema } };

  app.post(
    '/api/offers/:id/accept',
    { ...decides, schema: { ...decision, body: acceptQuotationSchema } },
    async (request) => {
      const decided = await acceptQuotation(app, request, request.params.id, request.body);
      await decided.notify();
      return decided.result;
    },
  );

  app.post(
    '/api/offers/:id/decline',
    { ...decides, schema: { ...decision, body: declineQuotationSchema } },
    async (request) => {
      const decided = await declineQuotation(app, request, request.params.id, request.body);
      await decided.notify();
      return decided.result;
    },
  );

  app.post(
    '/api/offers/:id/question',
    { ...decides, schema: { ...decision, body: questionQuotationSchema } },
    async (request) => {
      const decided = await questionQuotation(app, request, request.params.id, request.body);
      await decided.notify();
      return decided.result;
    },
  );

  /** Provider staff: what customers did on quotations (GET) and a revision (POST, those who release orders). */
  app.get(
    '/api/offers/review',
    {
      ...staffOnly(['ServiceOrders.ViewAll']),
      schema: { querystring: quotationReviewQuerySchema, response: { 200: quotationReviewResponseSchema } },
    },
    async (request) => quotationReview(app.db, request.query),
  );

  app.post(
    '/api/offers/:id/revise',
    {
      ...staffOnly(['ServiceOrders.ViewAll', 'ServiceOrders.Release']),
      schema: { ...decision, body: reviseQuotationSchema },
    },
    async (request) => reviseQuotation(app, request, request.params.id, request.body),
  );
}
