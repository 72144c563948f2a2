import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUrgent } from '../../contract/contact';
import { exportPathOf, exportQuerySchema } from '../../contract/exports';
import {
  objectFailuresQuerySchema,
  objectFailuresResponseSchema,
  objectPropertiesQuerySchema,
  objectPropertiesResponseSchema,
  objectQuerySchema,
  objectsAtLocationQuerySchema,
  objectsOfRelationQuerySchema,
  objectsResponseSchema,
  objectsWithFailureQuerySchema,
  serviceObjectSchema,
} from '../../contract/objects';
import { callerOf } from '../access/authenticate';
import { ensureLocationVisible, ensureObjectVisible, ensureRelationVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { scopeOf } from '../access/row-scope';
import { noAccess } from '../errors';
import { exportOptions, sendExport } from '../exports/send';
import {
  locationObjects,
  objectDetails,
  objectExport,
  objectFailureExport,
  objectFailures,
  objectPageOf,
  objectPropertiesOf,
  objectsWithFailure,
  relationObjectPage,
  relationObjects,
} from '../objects/queries';

const viewObjects = readersOf('objects');

export async function objectRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Object/Get',
    {
      ...viewObjects,
      schema: { querystring: objectsAtLocationQuerySchema, response: { 200: objectsResponseSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { locationId } = request.query;
      await ensureLocationVisible(app.db, scope, locationId);
      return objectPageOf(app.db, scope, locationObjects(locationId), request.query);
    },
  );

  app.get(
    '/api/Object/GetForRelation',
    {
      ...viewObjects,
      schema: { querystring: objectsOfRelationQuerySchema, response: { 200: objectsResponseSchema } },
    },
    async (request) => relationObjectPage(app.db, scopeOf(callerOf(request)), request.query),
  );

  app.get(
    '/api/Object/GetSingle',
    { ...viewObjects, schema: { querystring: objectQuerySchema, response: { 200: serviceObjectSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.query;
      await ensureObjectVisible(app.db, scope, id);
      return objectDetails(app.db, scope, id);
    },
  );

  app.get(
    '/api/objectswithfailure',
    {
      ...viewObjects,
      schema: { querystring: objectsWithFailureQuerySchema, response: { 200: objectsResponseSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const list = await objectsWithFailure(app.db, scope, request.query);
      return objectPageOf(app.db, scope, list, request.query);
    },
  );

  const exporting = exportOptions(viewObjects);

  app.get(
    exportPathOf('/api/Object/Get'),
    { ...exporting, schema: { querystring: exportQuerySchema(objectsAtLocationQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureLocationVisible(app.db, scope, query.locationId);
      const list = locationObjects(query.locationId);
      return sendExport(request, reply, query.format, objectExport(app.db, scope, list, query));
    },
  );

  app.get(
    exportPathOf('/api/Object/GetForRelation'),
    { ...exporting, schema: { querystring: exportQuerySchema(objectsOfRelationQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureRelationVisible(app.db, scope, query.relationId);
      const list = relationObjects(query.relationId);
      return sendExport(request, reply, query.format, objectExport(app.db, scope, list, query));
    },
  );

  app.get(
    exportPathOf('/api/objectswithfailure'),
    { ...exporting, schema: { querystring: exportQuerySchema(objectsWithFailureQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      const list = await objectsWithFailure(app.db, scope, query);
      return sendExport(request, reply, query.format, objectExport(app.db, scope, list, query));
    },
  );

  app.get(
    '/api/Object/properties',
    {
      ...viewObjects,
      schema: { querystring: objectPropertiesQuerySchema, response: { 200: objectPropertiesResponseSchema } },
    },
    async (request) => {
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), request.query.objectId);
      return objectPropertiesOf(app.db, request.query.objectId, true);
    },
  );

  app.get(
    '/api/Object/propertiesNonPublic',
    {
      config: { permissions: ['Relations.ViewObjects', 'ServiceObjects.ViewProperties'] },
      schema: { querystring: objectPropertiesQuerySchema, response: { 200: objectPropertiesResponseSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      if (!scope.providerFields) throw noAccess();
      await ensureObjectVisible(app.db, scope, request.query.objectId);
      return objectPropertiesOf(app.db, request.query.objectId, false);
    },
  );

  app.get(
    '/api/Object/failures',
    {
      ...viewObjects,
      schema: { querystring: objectFailuresQuerySchema, response: { 200: objectFailuresResponseSchema } },
    },
    async (request) => {
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      const rows = await objectFailures(app.db, objectId);
      return rows.map((r) => ({
        ...r,
        urgent: isUrgent(r.kind, r.trafficPossible),
        createdAt: r.createdAt.toISOString(),
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
      }));
    },
  );

  app.get(
    exportPathOf('/api/Object/failures'),
    { ...exporting, schema: { querystring: exportQuerySchema(objectFailuresQuerySchema) } },
    async (request, reply) => {
      const { objectId, format } = request.query;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      return sendExport(request, reply, format, objectFailureExport(app.db, objectId));
    },
  );
}
