import { and, asc, eq, sql } from 'drizzle-orm';
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
import { contractVisible, objectReferenceVisible, type Scope, scopeOf } from '../access/row-scope';
import { contractLines, contracts, relations, serviceIntervals, serviceObjects } from '../db/schema';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import { exportOptions, sendExport } from '../exports/send';
import { contractTable } from '../exports/tables';
import { countRows } from '../lists/paging';
import { narrowedToParents } from '../lists/parent-filter';

const contractColumns = {
  pK_R_CONTRACT: contracts.id,
  fK_PT_RELATION: contracts.relationId,
  contractnumber: contracts.contractNumber,
  description: contracts.description,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  nextInvoice: contracts.nextInvoiceDate,
  amount: contracts.amount,
  serviceInterval: contracts.serviceInterval,
  responseTime: contracts.responseTime,
};

/** A list of contracts is in contract number order. */
const byNumber = new KeysetWalk(contracts.contractNumber, contracts.id, 'asc');

export async function contractRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /**
   * The contracts of a list: those the caller may see of the relation, or with a line for the object, each
   * parent checked first (another customer's answers 403).
   */
  async function contractsWhere(scope: Scope, query: { relationId?: number; objectId?: number }) {
    const { objectId } = query;
    const narrowed = await narrowedToParents(app.db, scope, query, { relationId: contracts.relationId });
    // A contract covers its objects through its lines, not a column of its own.
    if (objectId) await ensureObjectVisible(app.db, scope, objectId);
    return and(
      contractVisible(scope),
      narrowed.where(),
      objectId
        ? sql`${contracts.id} in (select ${contractLines.contractId} from ${contractLines} where ${contractLines.objectId} = ${objectId})`
        : undefined,
    );
  }

  // Contracts are money matters, read with the same permission as invoices.
  const canView = readersOf('invoices');

  app.get(
    '/api/contracts',
    { ...canView, schema: { querystring: contractsQuerySchema, response: { 200: contractsResponseSchema } } },
    async (request) => {
      const where = await contractsWhere(scopeOf(callerOf(request)), request.query);
      return app.db
        .select(contractColumns)
        .from(contracts)
        .where(where)
        .orderBy(...byNumber.orderBy());
    },
  );

  app.get(
    exportPathOf('/api/contracts'),
    { ...exportOptions(canView), schema: { querystring: contractsExportQuerySchema } },
    async (request, reply) => {
      const where = await contractsWhere(scopeOf(callerOf(request)), request.query);
      return sendExport(request, reply, request.query.format, {
        table: contractTable,
        total: () => countRows(app.db, contracts, where),
        batches: walkInBatches(byNumber, (after, limit) =>
          app.db
            .select({ ...contractColumns, ...byNumber.columns })
            .from(contracts)
            .where(and(where, after))
            .orderBy(...byNumber.orderBy())
            .limit(limit),
        ),
      });
    },
  );

  app.get(
    '/api/contracts/:id',
    { ...canView, schema: { params: contractParamsSchema, response: { 200: contractDetailsSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.params;
      await ensureContractVisible(app.db, scope, id);
      const [contract] = await app.db
        .select({ ...contractColumns, relationName: relations.name })
        .from(contracts)
        .innerJoin(relations, eq(relations.id, contracts.relationId))
        .where(eq(contracts.id, id));
      // A line of an object the caller may not see (another location, provider-only) is left out.
      const lines = await app.db
        .select({
          pK_R_CONTRACTLINE: contractLines.id,
          fK_R_SERVICEOBJECT: contractLines.objectId,
          serviceobjectnumber: serviceObjects.serviceObjectNumber,
          description: contractLines.description,
          serviceInterval: contractLines.serviceInterval,
          responseTime: contractLines.responseTime,
          amount: contractLines.amount,
        })
        .from(contractLines)
        .leftJoin(serviceObjects, eq(serviceObjects.id, contractLines.objectId))
        .where(and(eq(contractLines.contractId, id), objectReferenceVisible(scope, contractLines.objectId)))
        .orderBy(asc(contractLines.id));
      return { ...contract, lines };
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
      return app.db
        .select({
          pK_R_SERVICEINTERVAL: serviceIntervals.id,
          fK_R_SERVICEOBJECT: serviceIntervals.objectId,
          description: serviceIntervals.description,
          intervalMonths: serviceIntervals.intervalMonths,
          lastDate: serviceIntervals.lastDate,
          nextDate: serviceIntervals.nextDate,
        })
        .from(serviceIntervals)
        .where(eq(serviceIntervals.objectId, objectId))
        .orderBy(asc(serviceIntervals.nextDate), asc(serviceIntervals.id));
    },
  );
}
