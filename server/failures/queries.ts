import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { failureListQuerySchema } from '../../contract/contact';
import type { Caller } from '../access/authenticate';
import { ensureLocationVisible, ensureObjectVisible, ensureRelationVisible } from '../access/ensure-visible';
import { objectReferenceVisible, relationVisible, type Scope, scopeOf } from '../access/row-scope';
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  failureReportPhotos,
  failureReports,
  relations,
  serviceObjects,
} from '../db/schema';
import { HttpError, noAccess, notFound } from '../errors';
import { literalLimit, pageOf } from '../lists/paging';

const fr = failureReports;

/** Open breakdowns with traffic not possible first, then newest first. */
const urgentColumn = sql<boolean>`coalesce(${fr.kind} = 'reportBreakdown' and ${fr.trafficPossible} = 'closed', false)`;
const photoCount = sql<number>`(select count(*)::int from ${failureReportPhotos} where ${failureReportPhotos.reportId} = ${fr.id})`;

/** A report is the caller's to see when its relation, its location and its object are. */
function reportVisible(scope: Scope): SQL | undefined {
  return and(
    relationVisible(scope, fr.relationId),
    scope.addressIds === null
      ? undefined
      : sql`(${fr.deliveryAddressId} is null or ${inArray(fr.deliveryAddressId, scope.addressIds.length ? scope.addressIds : [-1])})`,
    objectReferenceVisible(scope, fr.objectId),
  );
}

/** Where a report belongs: the object's relation and location, or the location's relation for a question. */
export async function placeOf(
  db: Db,
  scope: Scope,
  body: { locationId: number | null; objectId: number | null },
) {
  if (body.objectId !== null) {
    await ensureObjectVisible(db, scope, body.objectId);
    const [object] = await db
      .select({ relationId: serviceObjects.relationId, locationId: serviceObjects.deliveryAddressId })
      .from(serviceObjects)
      .where(eq(serviceObjects.id, body.objectId));
    if (body.locationId !== null && body.locationId !== object.locationId)
      throw new HttpError(400, 'invalidInput', {}, [
        { path: 'body.objectId', message: 'failures.validation.objectNotAtLocation' },
      ]);
    return { relationId: object.relationId, deliveryAddressId: object.locationId, objectId: body.objectId };
  }
  await ensureLocationVisible(db, scope, body.locationId!);
  const [location] = await db
    .select({ relationId: deliveryAddresses.relationId })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.id, body.locationId!));
  return { relationId: location.relationId, deliveryAddressId: body.locationId!, objectId: null };
}

type ReportRow = typeof fr.$inferSelect;

/**
 * Keeps a report under the id the app made. A report sent again after a lost answer is not added twice: then
 * `added` is false and `report` is the one kept first under that id (undefined if there is none).
 */
export async function addReport(
  db: Db,
  values: typeof fr.$inferInsert & { id: string },
): Promise<{ added: true; report: ReportRow } | { added: false; report: ReportRow | undefined }> {
  const [inserted] = await db.insert(fr).values(values).onConflictDoNothing({ target: fr.id }).returning();
  if (inserted) return { added: true, report: inserted };
  const [earlier] = await db.select().from(fr).where(eq(fr.id, values.id));
  return { added: false, report: earlier };
}

/** The report `id` as the caller may see it, or 404 (none) / 403 (someone else's). */
export async function visibleReport(db: Db, caller: Caller, id: string) {
  const scope = scopeOf(caller);
  const [row] = await db
    .select({ report: fr, visible: sql<boolean>`coalesce((${reportVisible(scope) ?? sql`true`}), false)` })
    .from(fr)
    .where(eq(fr.id, id));
  if (!row) throw notFound();
  if (!row.visible) throw noAccess();
  return row.report;
}

/**
 * A page of the reports the caller may see, urgent open ones first, then newest first; a relation or object
 * the query names is checked first.
 */
export async function failureReportPage(db: Db, scope: Scope, query: z.infer<typeof failureListQuerySchema>) {
  const { status, relationId, objectId, page, pageSize } = query;
  if (relationId !== undefined) await ensureRelationVisible(db, scope, relationId);
  if (objectId !== undefined) await ensureObjectVisible(db, scope, objectId);
  const where = and(
    reportVisible(scope),
    status ? eq(fr.status, status) : undefined,
    relationId !== undefined ? eq(fr.relationId, relationId) : undefined,
    objectId !== undefined ? eq(fr.objectId, objectId) : undefined,
  );
  const rows = db
    .select({
      total: sql<number>`(count(*) over ())::int`,
      id: fr.id,
      kind: fr.kind,
      status: fr.status,
      source: fr.source,
      urgent: urgentColumn,
      relationId: fr.relationId,
      relationName: relations.name,
      locationId: fr.deliveryAddressId,
      locationName: deliveryAddresses.name,
      objectId: fr.objectId,
      serviceobjectnumber: serviceObjects.serviceObjectNumber,
      description: fr.description,
      trafficLight: fr.trafficLight,
      trafficPossible: fr.trafficPossible,
      incidentCause: fr.incidentCause,
      incidentDetails: fr.incidentDetails,
      powerSupplyActive: fr.powerSupplyActive,
      reporterName: fr.reporterName,
      reporterPhone: fr.reporterPhone,
      realizedSolution: fr.realizedSolution,
      photoCount,
      createdAt: fr.createdAt,
      statusChangedAt: fr.statusChangedAt,
    })
    .from(fr)
    .innerJoin(relations, eq(relations.id, fr.relationId))
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, fr.deliveryAddressId))
    .leftJoin(serviceObjects, eq(serviceObjects.id, fr.objectId))
    .where(where)
    .orderBy(desc(sql`(${fr.status} <> 'solved' and ${urgentColumn})`), desc(fr.createdAt), asc(fr.id))
    .limit(literalLimit(pageSize))
    .offset((page - 1) * pageSize);
  return pageOf({ page, pageSize }, rows, async () => {
    const [n] = await db.select({ n: count() }).from(fr).where(where);
    return n?.n ?? 0;
  });
}
