import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  maintenanceGroupsResponseSchema,
  maintenanceLocationsResponseSchema,
  maintenancePropertiesQuerySchema,
  maintenancePropertiesResponseSchema,
  objectChecklistQuerySchema,
  objectChecklistSchema,
} from '../../contract/maintenance';
import { callerOf } from '../access/authenticate';
import { ensureObjectVisible } from '../access/ensure-visible';
import { inspectors } from '../access/route-guards';
import { scopeOf } from '../access/row-scope';
import {
  catalogueGroups,
  catalogueLocations,
  catalogueProperties,
  objectChecklist,
} from '../maintenance/checklist';

/** The maintenance catalogue (spec section 7, /api/maintenance) and the checklist of one object. */
export async function maintenanceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/maintenance/groups',
    { ...inspectors, schema: { response: { 200: maintenanceGroupsResponseSchema } } },
    () => catalogueGroups(app.db),
  );

  app.get(
    '/api/maintenance/locations',
    { ...inspectors, schema: { response: { 200: maintenanceLocationsResponseSchema } } },
    () => catalogueLocations(app.db),
  );

  app.get(
    '/api/maintenance/properties',
    {
      ...inspectors,
      schema: {
        querystring: maintenancePropertiesQuerySchema,
        response: { 200: maintenancePropertiesResponseSchema },
      },
    },
    (request) => catalogueProperties(app.db, request.query.objectTypeId),
  );

  app.get(
    '/api/ServiceObjectMaintenanceProperties',
    {
      ...inspectors,
      schema: { querystring: objectChecklistQuerySchema, response: { 200: objectChecklistSchema } },
    },
    async (request) => {
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, await scopeOf(callerOf(request)), objectId);
      const { row: _row, ...checklist } = await objectChecklist(app.db, objectId);
      return checklist;
    },
  );
}
