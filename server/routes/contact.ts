import multipart from '@fastify/multipart';
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
import { callerOf } from '../access/authenticate';
import { staffOnly } from '../access/route-guards';
import { scopeOf } from '../access/row-scope';
import { badRequest, conflict, noAccess, notFound } from '../errors';
import { reportPhotoFile, reportPhotoIds, savePhoto } from '../failures/photos';
import { addReport, failureReportPage, placeOf, visibleReport } from '../failures/queries';
import { changeStatus, mailNewReport, mailStatusChange } from '../failures/reports';
import { linkSignatureValid, signLink } from '../failures/signed-link';
import { photoTypes, readUpload } from '../files/uploads';

/** Provider staff only: the reports are their work; a customer granted a permission by override still hears 403. */
const providerStaff = staffOnly();

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
      const { added, report } = await addReport(app.db, {
        id,
        ...place,
        ...answers,
        incidentDetails: answers.incidentDetails || null,
        userId: caller.id,
        source: 'portal',
      });
      if (!added) {
        // Sent again after a lost answer: the first one counts, and is not mailed twice.
        if (report?.userId !== caller.id) throw conflict('reportIdInUse');
        return { id: report.id, status: report.status };
      }
      await mailNewReport(app, report);
      return { id: report.id, status: report.status };
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
      const photos = await reportPhotoIds(app.db, report.id);
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
      const photo = await reportPhotoFile(app.db, photoId);
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
      const result = await failureReportPage(app.db, scopeOf(callerOf(request)), request.query);
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
