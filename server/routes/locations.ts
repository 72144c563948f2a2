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
import { scopeOf } from '../access/row-scope';
import { locationDetails, locationManagers, locationPage, locationsOfRelation } from '../locations/queries';

export async function locationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = readersOf('locations');

  app.get(
    '/api/locations',
    { ...canView, schema: { querystring: locationsQuerySchema, response: { 200: locationsResponseSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      return locationPage(app.db, scope, request.query);
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
      return locationsOfRelation(app.db, scope, relationId);
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
      return locationManagers(app.db, locationId);
    },
  );

  app.get(
    '/api/locations/:id',
    { ...canView, schema: { params: locationParamsSchema, response: { 200: locationDetailsSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.params;
      await ensureLocationVisible(app.db, scope, id);
      return locationDetails(app.db, id);
    },
  );
}
