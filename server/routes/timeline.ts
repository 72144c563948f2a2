import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportPathOf } from '../../contract/exports';
import { mayRead, type Readable } from '../../contract/permissions';
import {
  conditionsQuerySchema,
  conditionsResponseSchema,
  timelineExportQuerySchema,
  timelineQuerySchema,
  timelineResponseSchema,
} from '../../contract/timeline';
import { callerOf } from '../access/authenticate';
import { ensureObjectVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { scopeOf } from '../access/row-scope';
import { BATCH_ROWS } from '../exports/keyset';
import { exportOptions, sendExport } from '../exports/send';
import { timelineTable } from '../exports/tables';
import { conditionsOf } from '../timeline/condition';
import { timelineExport, timelinePage } from '../timeline/queries';

const viewObjects = readersOf('objects');

/** A gate's whole life: its timeline of events and the condition its inspections found. */
export async function timelineRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Object/timeline',
    {
      ...viewObjects,
      schema: { querystring: timelineQuerySchema, response: { 200: timelineResponseSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const scope = scopeOf(caller);
      await ensureObjectVisible(app.db, scope, request.query.objectId);
      return timelinePage(
        app.db,
        { scope, mayRead: (what) => mayRead(what, (key) => caller.permissions.has(key)) },
        request.query,
      );
    },
  );

  app.get(
    exportPathOf('/api/Object/timeline'),
    { ...exportOptions(viewObjects), schema: { querystring: timelineExportQuerySchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const scope = scopeOf(caller);
      const { objectId, kinds, format } = request.query;
      await ensureObjectVisible(app.db, scope, objectId);
      const reader = {
        scope,
        mayRead: (what: Readable) => mayRead(what, (key) => caller.permissions.has(key)),
      };
      const events = timelineExport(app.db, reader, objectId, kinds, BATCH_ROWS);
      return sendExport(request, reply, format, {
        table: timelineTable,
        providerFields: scope.providerFields,
        ...events,
      });
    },
  );

  app.get(
    '/api/Object/conditions',
    {
      ...viewObjects,
      schema: { querystring: conditionsQuerySchema, response: { 200: conditionsResponseSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      await ensureObjectVisible(app.db, scope, request.query.objectId);
      return conditionsOf(app.db, scope, request.query.objectId);
    },
  );
}
