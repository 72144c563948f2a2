import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
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
import { boundScope, quotationVisible, type Scope, scopeOf } from '../access/row-scope';
import { listedWhole, quotations } from '../db/schema';
import { Bindings, boundOr, StatementsByShape } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import { exportOptions, sendExport } from '../exports/send';
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
import { acceptQuotation } from '../quotations/accept';
import { declineQuotation, questionQuotation } from '../quotations/answer';
import { quotationRecord } from '../quotations/record';
import { quotationReview } from '../quotations/review';
import { reviseQuotation } from '../quotations/revise';

const qt = quotations;

const quotationColumns = {
  pK_R_OFFER: qt.id,
  fK_PT_RELATION: qt.relationId,
  fK_PT_RELATIONDELIVERYADDRESS: qt.deliveryAddressId,
  fK_R_SERVICEOBJECT: qt.objectId,
  quotationNumber: qt.quotationNumber,
  offerrevision: qt.revision,
  version: qt.version,
  date: qt.date,
  description: qt.description,
  amount: qt.amount,
  status: qt.status,
  validUntil: qt.validUntil,
};

const sortColumns = {
  date: qt.date,
  quotationNumber: qt.quotationNumber,
  amount: qt.amount,
  status: qt.status,
};

const parents = { relationId: qt.relationId, locationId: qt.deliveryAddressId, objectId: qt.objectId };

const everyQuotation: EveryRowList = { table: qt, counted: 'quotations', orderColumn: qt.date, key: qt.id };

/** A list's rows without its paging: what an export reads. */
type QuotationFilter = Omit<z.infer<typeof quotationsQuerySchema>, 'page' | 'pageSize'>;

/** The quotations of a list: the caller's scope, the list's narrowing, its status and its search. */
const quotationsWhere = (scope: Scope, narrowing: Narrowing, query: QuotationFilter, bindings?: Bindings) =>
  and(
    scope.current,
    quotationVisible(scope),
    narrowing.where(bindings),
    query.status ? eq(qt.status, boundOr(bindings, 'status', query.status)) : undefined,
    containsText(query.q, [qt.quotationNumber, qt.description], bindings),
  );

export async function quotationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // A quotation becomes an order (status Order): it is read with the orders' permission.
  const canView = readersOf('orders');
  const statements = new StatementsByShape();

  app.get(
    '/api/offers',
    {
      ...canView,
      schema: { querystring: quotationsQuerySchema, response: { 200: quotationsResponseSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const query = request.query;
      if (listsEveryRelation(scope, query, parents)) {
        requireEveryRowList(
          !quotationVisible(scope) && !query.q && !query.status && query.sort === 'date',
          'relationId, locationId, objectId',
          'date',
        );
        return everyRowPage(app.db, scope, everyQuotation, query, (_bound, picked, total) =>
          app.db
            .select({ ...quotationColumns, total })
            .from(qt)
            .where(picked)
            .$dynamic(),
        );
      }
      const narrowed = await narrowedToParents(app.db, scope, query, parents);
      const bindings = new Bindings();
      const bound = boundScope(scope, bindings);
      const where = quotationsWhere(bound.scope, narrowed, query, bindings);
      const rows = sortedPage(
        app.db
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
        statements.run(
          `${bound.shape}|${narrowed.shape}|${pageShape(query)},${query.status ? 'status' : 'any status'}`,
          rows,
          bindings,
        ),
        () => countRows(app.db, qt, where, bindings),
        scope.proof,
      );
    },
  );

  app.get(
    exportPathOf('/api/offers'),
    { ...exportOptions(canView), schema: { querystring: exportQuerySchema(quotationsQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      const every = listsEveryRelation(scope, query, parents);
      if (every)
        requireEveryRowList(
          !quotationVisible(scope) && !query.q && !query.status && query.sort === 'date',
          'relationId, locationId, objectId',
          'date',
        );
      const narrowed = await narrowedToParents(app.db, scope, query, parents);
      const where = and(quotationsWhere(scope, narrowed, query), every ? listedWhole(qt.id) : undefined);
      const walk = new KeysetWalk(sortColumns[query.sort], qt.id, query.direction);
      return sendExport(request, reply, query.format, {
        table: quotationTable,
        total: () => countRows(app.db, qt, where),
        batches: walkInBatches(walk, (after, limit) =>
          app.db
            .select({ ...quotationColumns, ...walk.columns })
            .from(qt)
            .where(and(where, after))
            .orderBy(...walk.orderBy())
            .limit(limit),
        ),
      });
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
