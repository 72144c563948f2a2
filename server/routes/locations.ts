import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
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
import { callerOf } from '../access/authenticate';
import { ensureLocationVisible, ensureRelationVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { boundScope, locationVisible, scopeOf } from '../access/row-scope';
import { deliveryAddresses, locationUsers, relations, relationUsers, users } from '../db/schema';
import { Bindings, StatementsByShape } from '../db/statements-by-shape';
import { containsText, countRows, pageOf, pageShape, sortedPage, totalColumn } from '../lists/paging';
import { narrowedToParents } from '../lists/parent-filter';

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
  const canView = readersOf('locations');
  const statements = new StatementsByShape();

  /** Locations with their relation's name and the `more` columns a call adds. */
  const selectLocations = <More extends SelectedFields>(more: More, where: SQL | undefined) =>
    app.db
      .select({ ...locationColumns, ...more })
      .from(deliveryAddresses)
      .innerJoin(relations, eq(relations.id, deliveryAddresses.relationId))
      .where(where)
      .$dynamic();

  app.get(
    '/api/locations',
    { ...canView, schema: { querystring: locationsQuerySchema, response: { 200: locationsResponseSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const query = request.query;
      const narrowed = await narrowedToParents(app.db, scope, query, {
        relationId: deliveryAddresses.relationId,
      });
      const bindings = new Bindings();
      const bound = boundScope(scope, bindings);
      const where = and(
        locationVisible(bound.scope),
        narrowed.where(bindings),
        containsText(query.q, [deliveryAddresses.name, deliveryAddresses.city], bindings),
      );
      const rows = sortedPage(
        selectLocations({ total: totalColumn }, where),
        query,
        sortColumns,
        deliveryAddresses.id,
        bindings,
      );
      return pageOf(
        query,
        statements.run(`${bound.shape}|${narrowed.shape}|${pageShape(query)}`, rows, bindings),
        () => countRows(app.db, deliveryAddresses, where, bindings),
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
      const scope = scopeOf(callerOf(request));
      const { relationId } = request.query;
      await ensureRelationVisible(app.db, scope, relationId);
      return selectLocations(
        {},
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
      const scope = scopeOf(callerOf(request));
      const { locationId } = request.query;
      await ensureLocationVisible(app.db, scope, locationId);
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
      const scope = scopeOf(callerOf(request));
      const { id } = request.params;
      await ensureLocationVisible(app.db, scope, id);
      const [location] = await selectLocations(
        {
          managerCompany: deliveryAddresses.managerCompany,
          managerName: deliveryAddresses.managerName,
          managerContactPhone: deliveryAddresses.managerContactPhone,
          managerNotes: deliveryAddresses.managerNotes,
          contactName: deliveryAddresses.contactName,
          contactPhone: deliveryAddresses.contactPhone,
          contactNotes: deliveryAddresses.contactNotes,
        },
        eq(deliveryAddresses.id, id),
      );
      return location;
    },
  );
}
