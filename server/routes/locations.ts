import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  locationDetailsSchema,
  locationManagersQuerySchema,
  locationManagersResponseSchema,
  locationParamsSchema,
  locationsForRelationQuerySchema,
  locationsForRelationResponseSchema,
  locationsQuerySchema,
  locationsResponseSchema,
} from '../../contract/locations';
import { anyPermission } from '../access/any-permission';
import { callerOf } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import { locationVisible, relationVisible, scopeOf } from '../access/row-scope';
import { deliveryAddresses, locationUsers, relations, relationUsers, users } from '../db/schema';
import { containsText, countRows, offsetOf, orderOf, pageOf, totalColumn } from './paging';

const locationColumns = {
  pK_PT_RELATIONDELIVERYADDRESS: deliveryAddresses.id,
  fK_PT_RELATION: deliveryAddresses.relationId,
  name: deliveryAddresses.name,
  relationName: relations.name,
  street: deliveryAddresses.street,
  postalCode: deliveryAddresses.postalCode,
  city: deliveryAddresses.city,
};

const sortColumns = { name: deliveryAddresses.name, city: deliveryAddresses.city };

export async function locationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = anyPermission('Locations.ViewOwn', 'Locations.ViewAll');

  const selectLocations = (where: SQL | undefined) =>
    app.db
      .select(locationColumns)
      .from(deliveryAddresses)
      .innerJoin(relations, eq(relations.id, deliveryAddresses.relationId))
      .where(where);

  app.get(
    '/api/locations',
    { ...canView, schema: { querystring: locationsQuerySchema, response: { 200: locationsResponseSchema } } },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const query = request.query;
      if (query.relationId)
        await ensureVisible(
          app.db,
          relations,
          relations.id,
          query.relationId,
          relationVisible(scope, relations.id),
        );
      const where = and(
        locationVisible(scope),
        query.relationId ? eq(deliveryAddresses.relationId, query.relationId) : undefined,
        containsText(query.q, deliveryAddresses.name, deliveryAddresses.city),
      );
      return pageOf(
        query,
        app.db
          .select({ ...locationColumns, total: totalColumn })
          .from(deliveryAddresses)
          .innerJoin(relations, eq(relations.id, deliveryAddresses.relationId))
          .where(where)
          .orderBy(...orderOf(query.direction, sortColumns[query.sort], deliveryAddresses.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        () => countRows(app.db, deliveryAddresses, where),
      );
    },
  );

  app.get(
    '/api/locationsForRelation',
    {
      ...canView,
      schema: {
        querystring: locationsForRelationQuerySchema,
        response: { 200: locationsForRelationResponseSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const { relationId } = request.query;
      await ensureVisible(app.db, relations, relations.id, relationId, relationVisible(scope, relations.id));
      return selectLocations(
        and(locationVisible(scope), eq(deliveryAddresses.relationId, relationId)),
      ).orderBy(asc(deliveryAddresses.name), asc(deliveryAddresses.id));
    },
  );

  app.get(
    '/api/locations/managers',
    {
      ...canView,
      schema: { querystring: locationManagersQuerySchema, response: { 200: locationManagersResponseSchema } },
    },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const { locationId } = request.query;
      await ensureVisible(
        app.db,
        deliveryAddresses,
        deliveryAddresses.id,
        locationId,
        locationVisible(scope),
      );
      return app.db
        .select({
          name: users.name,
          email: users.email,
          phoneNumber: users.phoneNumber,
          function: users.function,
        })
        .from(relationUsers)
        .innerJoin(users, eq(users.id, relationUsers.userId))
        .innerJoin(deliveryAddresses, eq(deliveryAddresses.relationId, relationUsers.relationId))
        .where(
          and(
            eq(deliveryAddresses.id, locationId),
            eq(relationUsers.isManager, true),
            eq(users.status, 'active'),
            // A manager limited to some buildings of the relation manages only those.
            sql`(not exists (select 1 from ${locationUsers} lu join ${deliveryAddresses} d2 on d2.id = lu.delivery_address_id
                   where lu.user_id = ${users.id} and d2.relation_id = ${relationUsers.relationId})
                 or exists (select 1 from ${locationUsers} lu where lu.user_id = ${users.id} and lu.delivery_address_id = ${locationId}))`,
          ),
        )
        .orderBy(asc(users.name), asc(users.email));
    },
  );

  app.get(
    '/api/locations/:id',
    { ...canView, schema: { params: locationParamsSchema, response: { 200: locationDetailsSchema } } },
    async (request) => {
      const scope = await scopeOf(app.db, callerOf(request));
      const { id } = request.params;
      await ensureVisible(app.db, deliveryAddresses, deliveryAddresses.id, id, locationVisible(scope));
      const [location] = await app.db
        .select({
          ...locationColumns,
          managerCompany: deliveryAddresses.managerCompany,
          managerName: deliveryAddresses.managerName,
          managerContactPhone: deliveryAddresses.managerContactPhone,
          managerNotes: deliveryAddresses.managerNotes,
          contactName: deliveryAddresses.contactName,
          contactPhone: deliveryAddresses.contactPhone,
          contactNotes: deliveryAddresses.contactNotes,
        })
        .from(deliveryAddresses)
        .innerJoin(relations, eq(relations.id, deliveryAddresses.relationId))
        .where(eq(deliveryAddresses.id, id));
      return location;
    },
  );
}
