import { and, asc, eq, sql } from 'drizzle-orm';
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
  type ServiceObject,
  serviceObjectSchema,
} from '../../contract/objects';
import { gateStates } from '../../contract/vocabulary';
import { callerOf } from '../access/authenticate';
import { ensureLocationVisible, ensureObjectVisible, ensureRelationVisible } from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { boundScope, objectVisible, type Scope, scopeOf } from '../access/row-scope';
import {
  deliveryAddresses,
  failureReports,
  objectProperties,
  objectTypes,
  serviceObjects,
} from '../db/schema';
import { Bindings, StatementsByShape } from '../db/statements-by-shape';
import { noAccess } from '../errors';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import { exportOptions, type ListExport, sendExport } from '../exports/send';
import { failureTable, objectTable } from '../exports/tables';
import {
  containsText,
  countRows,
  type ListQuery,
  orderOf,
  pageKeys,
  pageOf,
  pageShape,
} from '../lists/paging';
import { checkedWhenEmpty, type Narrowing, narrowedTo, narrowedToParents } from '../lists/parent-filter';

const so = serviceObjects;

const openFailures = sql<number>`(select count(*)::int from ${failureReports}
  where ${failureReports.objectId} = ${so.id} and ${failureReports.resolvedAt} is null)`;
const hasOpenFailure = sql`exists (select 1 from ${failureReports}
  where ${failureReports.objectId} = ${so.id} and ${failureReports.resolvedAt} is null)`;

/** Gate states sort in the order of their list (in service first), not by their codes' letters. */
const gateStateOrder = sql`array_position(${sql.raw(
  `array[${gateStates.codes.map((code) => `'${code}'`).join(', ')}]::text[]`,
)}, ${so.gateState})`;

const sortColumns = {
  serviceobjectnumber: so.serviceObjectNumber,
  description: so.description,
  brand: so.brand,
  gateState: gateStateOrder,
};

const viewObjects = readersOf('objects');

/** A list's rows without its paging: what an export reads. */
type ObjectFilter = Omit<ListQuery<keyof typeof sortColumns>, 'page' | 'pageSize'>;

/** The objects of a list: the caller's scope, the list's narrowing and its search. */
const objectsWhere = (scope: Scope, narrowing: Narrowing, query: ObjectFilter, bindings?: Bindings) =>
  and(
    scope.current,
    objectVisible(scope),
    narrowing.where(bindings),
    containsText(query.q, [so.serviceObjectNumber, so.description, so.brand], bindings),
  );

/** The objects with an open failure report, of the relation or location the query names. */
const withOpenFailure = (narrowed: Narrowing): Narrowing => ({
  shape: `open failure+${narrowed.shape}`,
  where: (bindings) => and(hasOpenFailure, narrowed.where(bindings)),
});

export async function objectRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** Objects as the caller may see them: provider-only columns are not even read for a customer. */
  function objectColumns(scope: Scope) {
    const providerFields = scope.providerFields;
    return {
      pK_R_SERVICEOBJECT: so.id,
      fK_PT_RELATION: so.relationId,
      fK_PT_RELATIONDELIVERYADDRESS: so.deliveryAddressId,
      locationName: deliveryAddresses.name,
      serviceobjectnumber: so.serviceObjectNumber,
      description: so.description,
      typeId: objectTypes.id,
      typeCode: objectTypes.code,
      typeDescription: objectTypes.description,
      brand: so.brand,
      color: so.color,
      powerSupply: so.powerSupply,
      fillIn: so.fillIn,
      walkThroughDoor: so.walkThroughDoor,
      gateState: so.gateState,
      buildDate: so.buildDate,
      warrantyDate: so.warrantyDate,
      notes: so.notes,
      remarks: so.remarks,
      realizedSolution: so.realizedSolution,
      accessKey: so.accessKey,
      openFailures,
      ...(providerFields ? { providerOnly: so.providerOnly, internalNotes: so.internalNotes } : {}),
    };
  }

  /** One object the caller may see, with its location's name and its type. */
  const selectObject = (scope: Scope, id: number) =>
    app.db
      .select(objectColumns(scope))
      .from(so)
      .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, so.deliveryAddressId))
      .leftJoin(objectTypes, eq(objectTypes.id, so.objectTypeId))
      .where(and(scope.current, objectVisible(scope), eq(so.id, id)));

  type Row = Awaited<ReturnType<typeof selectObject>>[number];
  const toServiceObject = ({ typeId, typeCode, typeDescription, ...row }: Row): ServiceObject => ({
    ...row,
    objectType:
      typeId === null
        ? null
        : { pK_R_SERVICEOBJECTTYPE: typeId, code: typeCode ?? '', description: typeDescription ?? '' },
  });

  const statements = new StatementsByShape();

  async function pageOfObjects(
    callerScope: Scope,
    narrowing: Narrowing,
    query: ListQuery<keyof typeof sortColumns>,
  ) {
    const bindings = new Bindings();
    const { scope, shape } = boundScope(callerScope, bindings);
    const filtered = objectsWhere(scope, narrowing, query, bindings);
    // The page's keys and the count first, from the objects alone, then the names and failure counts of only
    // the page's rows: a relation of 100 objects no longer joins and counts all 100 before the page is cut.
    const keys = pageKeys(app.db, so, so.id, filtered, query, sortColumns, bindings);
    const rows = app.db
      .select({ ...objectColumns(scope), total: keys.total })
      .from(so)
      .innerJoin(keys, eq(keys.key, so.id))
      .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, so.deliveryAddressId))
      .leftJoin(objectTypes, eq(objectTypes.id, so.objectTypeId))
      .orderBy(...orderOf(query.direction, sortColumns[query.sort], so.id));
    const page = await pageOf(
      query,
      statements.run(`${shape}|${narrowing.shape}|${pageShape(query)}`, rows, bindings),
      () => countRows(app.db, so, filtered, bindings),
      callerScope.proof,
    );
    return { ...page, items: page.items.map(toServiceObject) };
  }

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
      return pageOfObjects(
        scope,
        narrowedTo(['locationId', so.deliveryAddressId, locationId]),
        request.query,
      );
    },
  );

  app.get(
    '/api/Object/GetForRelation',
    {
      ...viewObjects,
      schema: { querystring: objectsOfRelationQuerySchema, response: { 200: objectsResponseSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { relationId } = request.query;
      return checkedWhenEmpty(
        await pageOfObjects(scope, narrowedTo(['relationId', so.relationId, relationId]), request.query),
        () => ensureRelationVisible(app.db, scope, relationId),
      );
    },
  );

  app.get(
    '/api/Object/GetSingle',
    { ...viewObjects, schema: { querystring: objectQuerySchema, response: { 200: serviceObjectSchema } } },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { id } = request.query;
      await ensureObjectVisible(app.db, scope, id);
      const [row] = scope.proof.rows(await selectObject(scope, id));
      return toServiceObject(row);
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
      const narrowed = await narrowedToParents(app.db, scope, request.query, {
        relationId: so.relationId,
        locationId: so.deliveryAddressId,
      });
      return pageOfObjects(scope, withOpenFailure(narrowed), request.query);
    },
  );

  /** Every object of a list, in its order, read in batches by keys, with its location's name and type. */
  function exportOfObjects(scope: Scope, narrowing: Narrowing, query: ObjectFilter) {
    const where = objectsWhere(scope, narrowing, query);
    const walk = new KeysetWalk(sortColumns[query.sort], so.id, query.direction);
    return {
      table: objectTable,
      total: () => countRows(app.db, so, where),
      batches: walkInBatches(walk, (after, limit) =>
        app.db
          .select({ ...objectColumns(scope), ...walk.columns })
          .from(so)
          .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, so.deliveryAddressId))
          .leftJoin(objectTypes, eq(objectTypes.id, so.objectTypeId))
          .where(and(where, after))
          .orderBy(...walk.orderBy())
          .limit(limit),
      ),
    } satisfies ListExport<unknown>;
  }

  const exporting = exportOptions(viewObjects);

  app.get(
    exportPathOf('/api/Object/Get'),
    { ...exporting, schema: { querystring: exportQuerySchema(objectsAtLocationQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureLocationVisible(app.db, scope, query.locationId);
      const narrowed = narrowedTo(['locationId', so.deliveryAddressId, query.locationId]);
      return sendExport(request, reply, query.format, exportOfObjects(scope, narrowed, query));
    },
  );

  app.get(
    exportPathOf('/api/Object/GetForRelation'),
    { ...exporting, schema: { querystring: exportQuerySchema(objectsOfRelationQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      await ensureRelationVisible(app.db, scope, query.relationId);
      const narrowed = narrowedTo(['relationId', so.relationId, query.relationId]);
      return sendExport(request, reply, query.format, exportOfObjects(scope, narrowed, query));
    },
  );

  app.get(
    exportPathOf('/api/objectswithfailure'),
    { ...exporting, schema: { querystring: exportQuerySchema(objectsWithFailureQuerySchema) } },
    async (request, reply) => {
      const scope = scopeOf(callerOf(request));
      const { query } = request;
      const narrowed = await narrowedToParents(app.db, scope, query, {
        relationId: so.relationId,
        locationId: so.deliveryAddressId,
      });
      return sendExport(
        request,
        reply,
        query.format,
        exportOfObjects(scope, withOpenFailure(narrowed), query),
      );
    },
  );

  const properties = (objectId: number, isPublic: boolean) =>
    app.db
      .select({ name: objectProperties.name, value: objectProperties.value })
      .from(objectProperties)
      .where(and(eq(objectProperties.objectId, objectId), eq(objectProperties.isPublic, isPublic)))
      .orderBy(asc(objectProperties.sortOrder), asc(objectProperties.name));

  app.get(
    '/api/Object/properties',
    {
      ...viewObjects,
      schema: { querystring: objectPropertiesQuerySchema, response: { 200: objectPropertiesResponseSchema } },
    },
    async (request) => {
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), request.query.objectId);
      return properties(request.query.objectId, true);
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
      return properties(request.query.objectId, false);
    },
  );

  const fr = failureReports;
  const failureColumns = {
    id: fr.id,
    kind: fr.kind,
    description: fr.description,
    powerSupplyActive: fr.powerSupplyActive,
    trafficLight: fr.trafficLight,
    trafficPossible: fr.trafficPossible,
    incidentCause: fr.incidentCause,
    incidentDetails: fr.incidentDetails,
    createdAt: fr.createdAt,
    resolvedAt: fr.resolvedAt,
    status: fr.status,
    source: fr.source,
    realizedSolution: fr.realizedSolution,
  };
  /** An object's failure reports, newest first: the list and its export. */
  const newestFirst = new KeysetWalk(fr.createdAt, fr.id, 'desc');

  app.get(
    '/api/Object/failures',
    {
      ...viewObjects,
      schema: { querystring: objectFailuresQuerySchema, response: { 200: objectFailuresResponseSchema } },
    },
    async (request) => {
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      const rows = await app.db
        .select(failureColumns)
        .from(fr)
        .where(eq(fr.objectId, objectId))
        .orderBy(...newestFirst.orderBy());
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
      const where = eq(fr.objectId, objectId);
      return sendExport(request, reply, format, {
        table: failureTable,
        total: () => countRows(app.db, fr, where),
        batches: walkInBatches(newestFirst, (after, limit) =>
          app.db
            .select({ ...failureColumns, ...newestFirst.columns })
            .from(fr)
            .where(and(where, after))
            .orderBy(...newestFirst.orderBy())
            .limit(limit),
        ),
      });
    },
  );
}
