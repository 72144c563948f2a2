import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyDraft, inspectionDraftSchema } from '../../contract/inspection';
import {
  createInspectionSchema,
  IDEMPOTENCY_HEADER,
  type InspectionOnWire,
  inspectionOutcomeSchema,
  inspectionParamsSchema,
  inspectionSchemaOnWire,
  objectInspectionsQuerySchema,
  objectInspectionsResponseSchema,
  PHOTO_CHUNK_MAX_BYTES,
  PHOTO_CHUNK_TYPE,
  photoChunkHeadersSchema,
  photoChunkQuerySchema,
  photoParamsSchema,
  photoUploadStateSchema,
  photoUrlSchema,
  SIGNATURE_MAX_BYTES,
  saveInspectionSchema,
  signatureResponseSchema,
  submitHeadersSchema,
  submitInspectionSchema,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
} from '../../contract/maintenance';
import { callerOf } from '../access/authenticate';
import { ensureObjectVisible } from '../access/ensure-visible';
import { inspectors } from '../access/route-guards';
import { scopeOf } from '../access/row-scope';
import { badRequest, conflict, notFound } from '../errors';
import { signInspectionPhotoUrl } from '../files/signed-url';
import { readUpload, storeFile } from '../files/uploads';
import { partialPhotosFor } from '../maintenance/partial-photos';
import {
  discardPartialPhotos,
  photoUploadState,
  receivePhotoPiece,
  sweepPartialPhotos,
} from '../maintenance/photo-upload';
import {
  deleteInspectionPhoto,
  engineerAndPhotos,
  type InspectionRow,
  inspectionById,
  inspectionPhoto,
  maintenancePropertyExists,
  objectInspections,
  saveProgress,
  saveSignature,
  startInspection,
} from '../maintenance/queries';
import { submitInspection } from '../maintenance/submit';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The inspection as the app reads it, with its engineer's name and the photos that arrived whole. */
function wireOf(
  row: InspectionRow,
  { engineerName, photoIds }: { engineerName: string | null; photoIds: string[] },
): InspectionOnWire {
  const draft = inspectionDraftSchema.safeParse(row.draft);
  return {
    id: row.id,
    objectId: row.objectId,
    step: row.step,
    status: row.result === null ? 'open' : 'submitted',
    draft: draft.success ? draft.data : emptyDraft,
    engineerName,
    startedAt: row.startedAt.toISOString(),
    submittedAt: iso(row.completedAt),
    result: row.result,
    reportDocumentId: row.reportDocumentId,
    uploadedPhotoIds: photoIds,
    signatureUploaded: row.signatureSha256 !== null,
  };
}

/** The longest an inspection is taken to have been open on a device before it reached the server. */
const MAX_OFFLINE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * When the inspection began, as the device says, within reason: a clock ahead never puts it in the future,
 * and a clock far behind never dates it back more than a month.
 */
function startedAtOf(told: string | undefined): Date {
  const now = Date.now();
  const at = told ? Date.parse(told) : now;
  return new Date(Math.min(now, Math.max(now - MAX_OFFLINE_MS, at)));
}

/** Inspections of spec section 7 (`/api/maintenancereport`): create, save, photos, signature, submit. */
export async function maintenanceReportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: SIGNATURE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  // A piece of a photo arrives as its bare bytes.
  app.addContentTypeParser(
    PHOTO_CHUNK_TYPE,
    { parseAs: 'buffer', bodyLimit: PHOTO_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const partials = partialPhotosFor(app.files, app.config.dataDir);
  // Partial uploads given up (a day untouched, or their inspection submitted or deleted) leave the disk.
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepPartialPhotos(app.db, partials).catch((error: unknown) =>
      app.log.error({ err: error }, 'sweeping partial photo uploads failed'),
    );
  app.addHook('onReady', async () => {
    void sweep();
    sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  const toWire = async (row: InspectionRow) => wireOf(row, await engineerAndPhotos(app.db, row));

  /** The inspection, when it exists and the caller may see its object: 404 or 403 otherwise. */
  async function visibleInspection(
    request: Parameters<typeof callerOf>[0],
    id: string,
  ): Promise<InspectionRow> {
    const row = await inspectionById(app.db, id);
    if (!row) throw notFound();
    await ensureObjectVisible(app.db, await scopeOf(callerOf(request)), row.objectId);
    return row;
  }
  async function openInspection(request: Parameters<typeof callerOf>[0], id: string): Promise<InspectionRow> {
    const row = await visibleInspection(request, id);
    if (row.result !== null) throw conflict('inspectionSubmitted');
    return row;
  }

  app.post(
    '/api/maintenancereport',
    { ...inspectors, schema: { body: createInspectionSchema, response: { 200: inspectionSchemaOnWire } } },
    async (request) => {
      const caller = callerOf(request);
      const { id, objectId } = request.body;
      await ensureObjectVisible(app.db, await scopeOf(caller), objectId);
      const row = await startInspection(app.db, {
        id,
        objectId,
        engineerId: caller.id,
        draft: emptyDraft,
        startedAt: startedAtOf(request.body.startedAt),
      });
      if (row.objectId !== objectId) throw conflict('inspectionOfAnotherObject');
      return toWire(row);
    },
  );

  app.get(
    '/api/maintenancereport',
    {
      ...inspectors,
      schema: {
        querystring: objectInspectionsQuerySchema,
        response: { 200: objectInspectionsResponseSchema },
      },
    },
    async (request) => {
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, await scopeOf(callerOf(request)), objectId);
      const rows = await objectInspections(app.db, objectId);
      return rows.map((r) => ({
        ...r,
        status: r.result === null ? ('open' as const) : ('submitted' as const),
        startedAt: r.startedAt.toISOString(),
        submittedAt: iso(r.submittedAt),
      }));
    },
  );

  app.get(
    '/api/maintenancereport/:id',
    { ...inspectors, schema: { params: inspectionParamsSchema, response: { 200: inspectionSchemaOnWire } } },
    async (request) => toWire(await visibleInspection(request, request.params.id)),
  );

  app.put(
    '/api/maintenancereport/:id',
    {
      ...inspectors,
      schema: {
        params: inspectionParamsSchema,
        body: saveInspectionSchema,
        response: { 200: inspectionSchemaOnWire },
      },
    },
    async (request) => {
      const row = await openInspection(request, request.params.id);
      const { step, draft } = request.body;
      // Progress only: the rules are checked on submit, and "done" is reached by submitting.
      if (step === 'done') throw badRequest('invalidInput');
      const saved = await saveProgress(app.db, row, { step, draft });
      return toWire(saved);
    },
  );

  app.get(
    '/api/maintenancereport/:id/photos/:photoId/upload',
    { ...inspectors, schema: { params: photoParamsSchema, response: { 200: photoUploadStateSchema } } },
    async (request) => {
      const row = await openInspection(request, request.params.id);
      return photoUploadState(app.db, row.id, request.params.photoId);
    },
  );

  app.patch(
    '/api/maintenancereport/:id/photos/:photoId/upload',
    {
      ...inspectors,
      bodyLimit: PHOTO_CHUNK_MAX_BYTES,
      schema: {
        params: photoParamsSchema,
        querystring: photoChunkQuerySchema,
        headers: photoChunkHeadersSchema,
        consumes: [PHOTO_CHUNK_TYPE],
        response: { 200: photoUploadStateSchema },
      },
    },
    async (request) => {
      const row = await openInspection(request, request.params.id);
      const { kind, propertyId = null } = request.query;
      if (kind !== 'repair' && propertyId !== null) throw badRequest('invalidInput');
      if (propertyId !== null && !(await maintenancePropertyExists(app.db, propertyId)))
        throw badRequest('invalidInput');
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receivePhotoPiece(app.db, partials, app.files, row.id, {
        photoId: request.params.photoId,
        kind,
        propertyId,
        offset: Number(request.headers[UPLOAD_OFFSET_HEADER]),
        length: Number(request.headers[UPLOAD_LENGTH_HEADER]),
        bytes,
      });
    },
  );

  app.get(
    '/api/maintenancereport/:id/photos/:photoId/url',
    { ...inspectors, schema: { params: photoParamsSchema, response: { 200: photoUrlSchema } } },
    async (request) => {
      const row = await visibleInspection(request, request.params.id);
      const { photoId } = request.params;
      const photo = await inspectionPhoto(app.db, row.id, photoId);
      if (!photo) throw notFound();
      return signInspectionPhotoUrl(app.config.jwtSecret, photo.id);
    },
  );

  app.delete(
    '/api/maintenancereport/:id/photos/:photoId',
    { ...inspectors, schema: { params: photoParamsSchema } },
    async (request, reply) => {
      const row = await openInspection(request, request.params.id);
      const { photoId } = request.params;
      await deleteInspectionPhoto(app.db, row.id, photoId);
      await discardPartialPhotos(app.db, partials, { inspectionId: row.id, photoId });
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/maintenancereport/:id/signature',
    {
      ...inspectors,
      schema: {
        params: inspectionParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: signatureResponseSchema },
      },
    },
    async (request) => {
      const row = await openInspection(request, request.params.id);
      const upload = await readUpload(app, request, {
        maxBytes: SIGNATURE_MAX_BYTES,
        accept: ['image/png'],
        refusals: { missing: 'signatureNotPng', wrongType: 'signatureNotPng', tooLarge: 'signatureTooLarge' },
      });
      const sha256 = await storeFile(app.db, app.files, upload.bytes, upload.mimeType);
      await saveSignature(app.db, row.id, sha256);
      return { signatureUploaded: true };
    },
  );

  app.post(
    '/api/maintenancereport/:id/submit',
    {
      ...inspectors,
      schema: {
        params: inspectionParamsSchema,
        headers: submitHeadersSchema,
        body: submitInspectionSchema,
        response: { 200: inspectionOutcomeSchema },
      },
    },
    async (request) => {
      const row = await visibleInspection(request, request.params.id);
      const key = request.headers[IDEMPOTENCY_HEADER];
      const { outcome, notify } = await submitInspection(
        app,
        callerOf(request),
        row.id,
        key,
        request.body.draft,
        request.body.alsoAfter,
      );
      await notify?.();
      // Whatever began to arrive of a photo the submit does not name can never be used now.
      await discardPartialPhotos(app.db, partials, { inspectionId: row.id });
      return outcome;
    },
  );
}
