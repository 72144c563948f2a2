import multipart from '@fastify/multipart';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactSchema,
  FAILURE_PHOTO_MAX_BYTES,
  FAILURE_PHOTOS_MAX,
  failureListQuerySchema,
  failureListResponseSchema,
  failureStatusChangeSchema,
  reportAcceptedSchema,
  reportParamsSchema,
  reportPhotoFileParamsSchema,
  reportPhotosResponseSchema,
  signedQuerySchema,
  uploadedReportPhotoSchema,
} from '../../contract/contact';
import { type Caller, callerOf } from '../access/authenticate';
import { ensureLocationVisible, ensureObjectVisible, ensureRelationVisible } from '../access/ensure-visible';
import { staffOnly } from '../access/route-guards';
import { objectReferenceVisible, relationVisible, type Scope, scopeOf } from '../access/row-scope';
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  failureReportPhotos,
  failureReports,
  relations,
  serviceObjects,
  storedFiles,
} from '../db/schema';
import { badRequest, conflict, HttpError, noAccess, notFound } from '../errors';
import { changeStatus, mailNewReport, mailStatusChange } from '../failures/reports';
import { linkSignatureValid, signLink } from '../failures/signed-link';
import { photoTypes, readUpload, storeFile } from '../files/uploads';
import { literalLimit, pageOf } from '../lists/paging';

const fr = failureReports;

/** Open breakdowns with traffic not possible first, then newest first. */
const urgentColumn = sql<boolean>`coalesce(${fr.kind} = 'reportBreakdown' and ${fr.trafficPossible} = 'closed', false)`;
const photoCount = sql<number>`(select count(*)::int from ${failureReportPhotos} where ${failureReportPhotos.reportId} = ${fr.id})`;

/** A report is the caller's to see when its relation, its location and its object are. */
export function reportVisible(scope: Scope): SQL | undefined {
  return and(
    relationVisible(scope, fr.relationId),
    scope.addressIds === null
      ? undefined
      : sql`(${fr.deliveryAddressId} is null or ${inArray(fr.deliveryAddressId, scope.addressIds.length ? scope.addressIds : [-1])})`,
    objectReferenceVisible(scope, fr.objectId),
  );
}

/** Where a report belongs: the object's relation and location, or the location's relation for a question. */
async function placeOf(db: Db, scope: Scope, body: { locationId: number | null; objectId: number | null }) {
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

/** Provider staff only: the reports are their work; a customer granted a permission by override still hears 403. */
const providerStaff = staffOnly();

/** The report `id` as the caller may see it, or 404 (none) / 403 (someone else's). */
async function visibleReport(db: Db, caller: Caller, id: string) {
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
 * POST api/contact (spec section 7) and the provider's handling of what comes in: the list of reports, their
 * status, and the photos sent with a report.
 */
export async function contactRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: FAILURE_PHOTO_MAX_BYTES, files: 1, fields: 1, parts: 2 },
  });

  app.post(
    '/api/contact',
    {
      config: { permissions: [] },
      schema: { body: contactSchema, response: { 200: reportAcceptedSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, locationId, objectId, privacyApproved: _approved, ...answers } = request.body;
      const place = await placeOf(app.db, scopeOf(caller), { locationId, objectId });
      const [inserted] = await app.db
        .insert(fr)
        .values({
          id,
          ...place,
          ...answers,
          incidentDetails: answers.incidentDetails || null,
          userId: caller.id,
          source: 'portal',
        })
        .onConflictDoNothing({ target: fr.id })
        .returning();
      if (!inserted) {
        // Sent again after a lost answer: the first one counts, and is not mailed twice.
        const [earlier] = await app.db.select().from(fr).where(eq(fr.id, id));
        if (earlier?.userId !== caller.id) throw conflict('reportIdInUse');
        return { id: earlier.id, status: earlier.status };
      }
      await mailNewReport(app, inserted);
      return { id: inserted.id, status: inserted.status };
    },
  );

  app.post(
    '/api/contact/:id/photos',
    {
      config: { permissions: [] },
      schema: {
        params: reportParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: uploadedReportPhotoSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const report = await visibleReport(app.db, caller, request.params.id);
      if (report.userId !== caller.id) throw noAccess();
      const upload = await readUpload(app, request, {
        maxBytes: FAILURE_PHOTO_MAX_BYTES,
        accept: photoTypes,
        refusals: { missing: 'photoMissing', wrongType: 'photoNotAnImage', tooLarge: 'photoTooLarge' },
        maxFields: 1,
      });
      const photoId = reportParamsSchema.shape.id.safeParse(upload.fields.id);
      if (!photoId.success) throw badRequest('invalidInput');
      return savePhoto(app, report.id, photoId.data, upload, FAILURE_PHOTOS_MAX);
    },
  );

  app.get(
    '/api/contact/:id/photos',
    {
      config: { permissions: [] },
      schema: { params: reportParamsSchema, response: { 200: reportPhotosResponseSchema } },
    },
    async (request) => {
      const report = await visibleReport(app.db, callerOf(request), request.params.id);
      const photos = await app.db
        .select({ id: failureReportPhotos.id })
        .from(failureReportPhotos)
        .where(eq(failureReportPhotos.reportId, report.id))
        .orderBy(asc(failureReportPhotos.createdAt), asc(failureReportPhotos.id));
      return photos.map(({ id }) => {
        const { expires, signature } = signLink(app.config.jwtSecret, `failurePhoto:${id}`);
        return { id, url: `/files/failure-photos/${id}?expires=${expires}&signature=${signature}` };
      });
    },
  );

  // Public behind its signature: an <img> sends no bearer token.
  app.get(
    '/files/failure-photos/:photoId',
    { schema: { hide: true, params: reportPhotoFileParamsSchema, querystring: signedQuerySchema } },
    async (request, reply) => {
      const { photoId } = request.params;
      const { expires, signature } = request.query;
      if (!linkSignatureValid(app.config.jwtSecret, `failurePhoto:${photoId}`, expires, signature))
        throw noAccess();
      const [photo] = await app.db
        .select({ sha256: failureReportPhotos.fileSha256, mimeType: storedFiles.mimeType })
        .from(failureReportPhotos)
        .innerJoin(storedFiles, eq(storedFiles.sha256, failureReportPhotos.fileSha256))
        .where(eq(failureReportPhotos.id, photoId));
      const file = photo && (await app.files.open(photo.sha256));
      if (!photo || !file) throw notFound();
      return reply
        .type(photo.mimeType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .send(file.stream);
    },
  );

  app.get(
    '/api/contact',
    {
      config: { permissions: [] },
      schema: { querystring: failureListQuerySchema, response: { 200: failureListResponseSchema } },
    },
    async (request) => {
      const scope = scopeOf(callerOf(request));
      const { status, relationId, objectId, page, pageSize } = request.query;
      if (relationId !== undefined) await ensureRelationVisible(app.db, scope, relationId);
      if (objectId !== undefined) await ensureObjectVisible(app.db, scope, objectId);
      const where = and(
        reportVisible(scope),
        status ? eq(fr.status, status) : undefined,
        relationId !== undefined ? eq(fr.relationId, relationId) : undefined,
        objectId !== undefined ? eq(fr.objectId, objectId) : undefined,
      );
      const rows = app.db
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
      const result = await pageOf({ page, pageSize }, rows, async () => {
        const [n] = await app.db.select({ n: count() }).from(fr).where(where);
        return n?.n ?? 0;
      });
      return {
        ...result,
        items: result.items.map((r) => ({
          ...r,
          urgent: Boolean(r.urgent),
          createdAt: r.createdAt.toISOString(),
          statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/contact/:id/status',
    {
      ...providerStaff,
      schema: {
        params: reportParamsSchema,
        body: failureStatusChangeSchema,
        response: { 200: reportAcceptedSchema },
      },
    },
    async (request) => {
      const report = await visibleReport(app.db, callerOf(request), request.params.id);
      const { status, realizedSolution } = request.body;
      const { row, changed } = await changeStatus(app.db, report, status, realizedSolution);
      if (changed) await mailStatusChange(app, row);
      return { id: row.id, status: row.status };
    },
  );
}

/**
 * Stores a photo of report `reportId` under the id the app made: a retried upload keeps the first, and a
 * report takes at most `max` photos.
 */
export async function savePhoto(
  app: FastifyInstance,
  reportId: string,
  photoId: string,
  upload: { bytes: Buffer; mimeType: string },
  max: number,
) {
  const [existing] = await app.db
    .select({ reportId: failureReportPhotos.reportId })
    .from(failureReportPhotos)
    .where(eq(failureReportPhotos.id, photoId));
  if (existing && existing.reportId !== reportId) throw conflict('reportIdInUse');
  if (!existing) {
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(failureReportPhotos)
      .where(eq(failureReportPhotos.reportId, reportId));
    if (n >= max) throw badRequest('reportPhotosFull');
    const sha256 = await storeFile(app.db, app.files, upload.bytes, upload.mimeType);
    await app.db
      .insert(failureReportPhotos)
      .values({ id: photoId, reportId, fileSha256: sha256 })
      .onConflictDoNothing({ target: failureReportPhotos.id });
  }
  return { id: photoId, size: upload.bytes.length };
}
