import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  quotationDetailsSchema,
  quotationParamsSchema,
  quotationsQuerySchema,
  quotationsResponseSchema,
} from '../../contract/quotations';
import { callerOf } from '../access/authenticate';
import { ensureQuotationVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { boundScope, quotationVisible, scopeOf } from '../access/row-scope';
import { quotationLines, quotations, relations } from '../db/schema';
import { Bindings, StatementsByShape } from '../db/statements-by-shape';
import { type EveryRowList, everyRowPage } from './every-row-page';
import {
  containsText,
  countRows,
  pageOf,
  pageShape,
  requireEveryRowList,
  sortedPage,
  totalColumn,
} from './paging';
import { listsEveryRelation, narrowedToParents } from './parent-filter';

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
};

const sortColumns = {
  date: qt.date,
  quotationNumber: qt.quotationNumber,
  amount: qt.amount,
  status: qt.status,
};

const parents = { relationId: qt.relationId, locationId: qt.deliveryAddressId, objectId: qt.objectId };

const everyQuotation: EveryRowList = { table: qt, counted: 'quotations', orderColumn: qt.date, key: qt.id };

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
      const where = and(
        bound.scope.current,
        quotationVisible(bound.scope),
        narrowed.where(bindings),
        query.status ? eq(qt.status, bindings.value('status', query.status)) : undefined,
        containsText(query.q, [qt.quotationNumber, qt.description], bindings),
      );
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
    '/api/offers/:id',
    { ...canView, schema: { params: quotationParamsSchema, response: { 200: quotationDetailsSchema } } },
    async (request) => {
      const { id } = request.params;
      await ensureQuotationVisible(app.db, scopeOf(callerOf(request)), id);
      const [quotation] = await app.db
        .select({ ...quotationColumns, relationName: relations.name })
        .from(qt)
        .innerJoin(relations, eq(relations.id, qt.relationId))
        .where(eq(qt.id, id));
      const lines = await app.db
        .select({
          pK_R_OFFERDETAIL: quotationLines.id,
          pos: quotationLines.pos,
          description: quotationLines.description,
          quantity: quotationLines.quantity,
          price: quotationLines.price,
        })
        .from(quotationLines)
        .where(eq(quotationLines.quotationId, id))
        .orderBy(asc(quotationLines.pos), asc(quotationLines.id));
      return { ...quotation, lines };
    },
  );
}
