import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contractDetailsSchema,
  contractParamsSchema,
  contractsExportQuerySchema,
  contractsQuerySchema,
  contractsResponseSchema,
  serviceIntervalsQuerySchema,
  serviceIntervalsResponseSchema,
} from '../../contract/contracts';
import { exportPathOf } from '../../contract/exports';
import { callerOf } from '../access/authenticate';
import { ensureContractVisible, ensureObjectVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { scopeOf } from '../access/row-scope';
import { contractDetails, contractExport, contractList, serviceIntervalsOf } from '../contracts/queries';
import { exportOptions, sendExport } from '../exports/send';

export async function contractRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Contracts are money matters, read with the same permission as invoices.
  const canView = readersOf('invoices');

  app.get(
    '/api/contracts',
    { ...canView, schema: { querystring: contractsQuerySchema, response: { 200: contractsResponseSchema } } },
    async (request) => {
      return contractList(app.db, scopeOf(callerOf(request)), request.query);
    },
  );

  app.get(
    exportPathOf('/api/contracts'),
    { ...exportOptions(canView), schema: { querystring: contractsExportQuerySchema } },
    async (request, reply) => {
      const list = await contractExport(app.db, scopeOf(callerOf(request)), request.query);
      return sendExport(request, reply, request.query.format, list);
    },
  );

  app.get(
    '/api/contracts/:id',
    { ...canView, schema: { params: contractParamsSchema, response: { 200: contractDetailsSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.params;
      await ensureContractVisible(app.db, scope, id);
      return contractDetails(app.db, scope, id);
    },
  );

  app.get(
    '/api/serviceintervals',
    {
      ...readersOf('objects'),
      schema: { querystring: serviceIntervalsQuerySchema, response: { 200: serviceIntervalsResponseSchema } },
    },
    async (request) => {
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      return serviceIntervalsOf(app.db, objectId);
    },
  );
}
