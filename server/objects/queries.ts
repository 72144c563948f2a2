import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceObject } from '../../contract/objects';
import { gateStates } from '../../contract/vocabulary';
import { ensureRelationVisible } from '../access/ensure-visible';
import { boundScope, objectVisible, type Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  failureReports,
  objectProperties,
  objectTypes,
  serviceObjects,
} from '../db/schema';
import { Bindings, statementsPerDatabase } from '../db/statements-by-shape';
import { KeysetWalk, walkInBatches } from '../exports/keyset';
import type { ListExport } from '../exports/send';
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
const selectObject = (db: Db, scope: Scope, id: number) =>
  db
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

const statements = statementsPerDatabase();

/** A page of a list of objects, read by its narrowing. */
export async function objectPageOf(
  db: Db,
  callerScope: Scope,
  narrowing: Narrowing,
  query: ListQuery<keyof typeof sortColumns>,
) {
  const bindings = new Bindings();
  const { scope, shape } = boundScope(callerScope, bindings);
  const filtered = objectsWhere(scope, narrowing, query, bindings);
  // The page's keys and the count first, from the objects alone, then the names and failure counts of only
  // the page's rows: a relation of 100 objects no longer joins and counts all 100 before the page is cut.
  const keys = pageKeys(db, so, so.id, filtered, query, sortColumns, bindings);
  const rows = db
    .select({ ...objectColumns(scope), total: keys.total })
    .from(so)
    .innerJoin(keys, eq(keys.key, so.id))
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, so.deliveryAddressId))
    .leftJoin(objectTypes, eq(objectTypes.id, so.objectTypeId))
    .orderBy(...orderOf(query.direction, sortColumns[query.sort], so.id));
  const page = await pageOf(
    query,
    statements(db).run(`${shape}|${narrowing.shape}|${pageShape(query)}`, rows, bindings),
    () => countRows(db, so, filtered, bindings),
    callerScope.proof,
  );
  return { ...page, items: page.items.map(toServiceObject) };
}

export const locationObjects = (locationId: number) =>
  narrowedTo(['locationId', so.deliveryAddressId, locationId]);
export const relationObjects = (relationId: number) => narrowedTo(['relationId', so.relationId, relationId]);

/** A page of one relation's objects; the relation is checked only when the page is empty. */
export async function relationObjectPage(
  db: Db,
  scope: Scope,
  query: ListQuery<keyof typeof sortColumns> & { relationId: number },
) {
  const { relationId } = query;
  return checkedWhenEmpty(await objectPageOf(db, scope, relationObjects(relationId), query), () =>
    ensureRelationVisible(db, scope, relationId),
  );
}

/** An object the caller may see, with its location's name and its type; its sight is checked first. */
export async function objectDetails(db: Db, scope: Scope, id: number) {
  const [row] = scope.proof.rows(await selectObject(db, scope, id));
  return toServiceObject(row);
}

/** The objects with an open failure report, of the relation or location the query names (checked first). */
export async function objectsWithFailure(
  db: Db,
  scope: Scope,
  parents: { relationId?: number; locationId?: number },
) {
  const narrowed = await narrowedToParents(db, scope, parents, {
    relationId: so.relationId,
    locationId: so.deliveryAddressId,
  });
  return withOpenFailure(narrowed);
}

/** Every object of a list, in its order, read in batches by keys, with its location's name and type. */
export function objectExport(db: Db, scope: Scope, narrowing: Narrowing, query: ObjectFilter) {
  const where = objectsWhere(scope, narrowing, query);
  const walk = new KeysetWalk(sortColumns[query.sort], so.id, query.direction);
  return {
    table: objectTable,
    total: () => countRows(db, so, where),
    batches: walkInBatches(walk, (after, limit) =>
      db
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

/** An object's properties, public or provider-only, in their order. */
export const objectPropertiesOf = (db: Db, objectId: number, isPublic: boolean) =>
  db
    .select({ name: objectProperties.name, value: objectProperties.value })
    .from(objectProperties)
    .where(and(eq(objectProperties.objectId, objectId), eq(objectProperties.isPublic, isPublic)))
    .orderBy(asc(objectProperties.sortOrder), asc(objectProperties.name));

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

/** An object's failure reports, newest first. */
export const objectFailures = (db: Db, objectId: number) =>
  db
    .select(failureColumns)
    .from(fr)
    .where(eq(fr.objectId, objectId))
    .orderBy(...newestFirst.orderBy());

/** Every failure report of an object, newest first, read in batches by keys. */
export function objectFailureExport(db: Db, objectId: number) {
  const where = eq(fr.objectId, objectId);
  return {
    table: failureTable,
    total: () => countRows(db, fr, where),
    batches: walkInBatches(newestFirst, (after, limit) =>
      db
        .select({ ...failureColumns, ...newestFirst.columns })
        .from(fr)
        .where(and(where, after))
        .orderBy(...newestFirst.orderBy())
        .limit(limit),
    ),
  };
}
