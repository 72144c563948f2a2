import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  quotationDetailsSchema,
  quotationParamsSchema,
  quotationsQuerySchema,
  quotationsResponseSchema,
} from '../../contract/quotations';
import { anyPermission } from '../access/any-permission';
import { callerOf } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import {
  locationVisible,
  objectVisible,
  quotationVisible,
  relationVisible,
  scopeOf,
} from '../access/row-scope';
import { deliveryAddresses, quotationLines, quotations, relations, serviceObjects } from '../db/schema';
import {
  containsText,
  countRows,
  offsetOf,
  orderOf,
  pageOf,
  requireFilterOfStaff,
  totalColumn,
} from './paging';

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

export async function quotationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // A quotation becomes an order (status Order): it is read with the orders' permission.
  const canView = anyPermission('ServiceOrders.ViewOwn', 'ServiceOrders.ViewAll');

  app.get(
    '/api/offers',
    {
      ...canView,
      schema: { querystring: quotationsQuerySchema, response: { 200: quotationsResponseSchema } },
    },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const query = request.query;
      requireFilterOfStaff(
        scope,
        Boolean(query.relationId || query.locationId || query.objectId),
        'relationId, locationId, objectId',
      );
      if (query.relationId)
        await ensureVisible(
          app.db,
          relations,
          relations.id,
          query.relationId,
          relationVisible(scope, relations.id),
        );
      if (query.locationId)
        await ensureVisible(
          app.db,
          deliveryAddresses,
          deliveryAddresses.id,
          query.locationId,
          locationVisible(scope),
        );
      if (query.objectId)
        await ensureVisible(app.db, serviceObjects, serviceObjects.id, query.objectId, objectVisible(scope));
      const where = and(
        quotationVisible(scope),
        query.relationId ? eq(qt.relationId, query.relationId) : undefined,
        query.locationId ? eq(qt.deliveryAddressId, query.locationId) : undefined,
        query.objectId ? eq(qt.objectId, query.objectId) : undefined,
        query.status ? eq(qt.status, query.status) : undefined,
        containsText(query.q, qt.quotationNumber, qt.description),
      );
      return pageOf(
        query,
        app.db
          .select({ ...quotationColumns, total: totalColumn })
          .from(qt)
          .where(where)
          .orderBy(...orderOf(query.direction, sortColumns[query.sort], qt.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        () => countRows(app.db, qt, where),
      );
    },
  );

  app.get(
    '/api/offers/:id',
    { ...canView, schema: { params: quotationParamsSchema, response: { 200: quotationDetailsSchema } } },
    async (request) => {
      const { id } = request.params;
      await ensureVisible(app.db, qt, qt.id, id, quotationVisible(await scopeOf(app.db, callerOf(request))));
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
