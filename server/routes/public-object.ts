import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessKeyParamsSchema,
  accessKeyQuerySchema,
  FAILURE_PHOTO_MAX_BYTES,
  PUBLIC_REPORTS_PER_ADDRESS_PER_HOUR,
  PUBLIC_REPORTS_PER_OBJECT_PER_HOUR,
  publicObjectParamsSchema,
  publicPhotoParamsSchema,
  publicReportSchema,
  publicServiceObjectSchema,
  reportAcceptedSchema,
  reportParamsSchema,
  uploadedReportPhotoSchema,
} from '../../contract/contact';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { savePhoto } from '../failures/photos';
import {
  gateOfSticker,
  publicProvider,
  publicReportsInLastHour,
  recentPublicReport,
} from '../failures/public-queries';
import { addReport } from '../failures/queries';
import { mailNewReport } from '../failures/reports';
import { photoTypes, readUpload } from '../files/uploads';

/** A public report takes one photo, sent right after it; later, its id no longer opens the door. */
const PUBLIC_PHOTOS_MAX = 1;

/** Reports per address per hour, counted before the handler runs; every attempt counts, refused ones too. */
const perAddress = { rateLimit: { max: PUBLIC_REPORTS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' } };

/**
 * The public page of a gate behind its QR sticker (spec section 2, `/object/{access}/{id}`): what anyone on site
 * may read, and a failure report without an account. Against abuse, without a third-party captcha: a limit per
 * address and per gate, size limits, and a honeypot field.
 */
export async function publicObjectRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: FAILURE_PHOTO_MAX_BYTES, files: 1, fields: 1, parts: 2 },
  });

  app.get(
    '/api/Object/GetObjectByAccessKey/:key',
    {
      schema: {
        params: accessKeyParamsSchema,
        querystring: accessKeyQuerySchema,
        response: { 200: publicServiceObjectSchema },
      },
    },
    async (request) => {
      const {
        relationId: _r,
        deliveryAddressId: _d,
        ...gate
      } = await gateOfSticker(app.db, request.params.key, request.query.id);
      return { ...gate, provider: await publicProvider(app.db) };
    },
  );

  app.post(
    '/api/Object/public/:key/:id/report',
    {
      config: perAddress,
      schema: {
        params: publicObjectParamsSchema,
        body: publicReportSchema,
        response: { 200: reportAcceptedSchema },
      },
    },
    async (request) => {
      const gate = await gateOfSticker(app.db, request.params.key, request.params.id);
      const { website, privacyApproved: _approved, id, ...answers } = request.body;
      // A robot filled in the field people never see: it hears what a person would, and nothing is kept.
      if (website) return { id, status: 'new' as const };
      const recent = await publicReportsInLastHour(app.db, gate.pK_R_SERVICEOBJECT);
      if (recent >= PUBLIC_REPORTS_PER_OBJECT_PER_HOUR)
        throw new HttpError(429, 'tooManyRequests', { 'retry-after': '3600' });
      const { added, report } = await addReport(app.db, {
        id,
        relationId: gate.relationId,
        deliveryAddressId: gate.deliveryAddressId,
        objectId: gate.pK_R_SERVICEOBJECT,
        ...answers,
        incidentDetails: answers.incidentDetails || null,
        source: 'public',
        reporterIp: request.ip,
      });
      if (!added) {
        if (report?.source !== 'public' || report.objectId !== gate.pK_R_SERVICEOBJECT)
          throw conflict('reportIdInUse');
        return { id: report.id, status: report.status };
      }
      await mailNewReport(app, report);
      return { id: report.id, status: report.status };
    },
  );

  app.post(
    '/api/Object/public/:key/:id/report/:reportId/photos',
    {
      config: perAddress,
      schema: {
        params: publicPhotoParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: uploadedReportPhotoSchema },
      },
    },
    async (request) => {
      const { key, id, reportId } = request.params;
      const gate = await gateOfSticker(app.db, key, id);
      const report = await recentPublicReport(app.db, reportId, gate.pK_R_SERVICEOBJECT);
      if (!report) throw notFound();
      const upload = await readUpload(app, request, {
        maxBytes: FAILURE_PHOTO_MAX_BYTES,
        accept: photoTypes,
        refusals: { missing: 'photoMissing', wrongType: 'photoNotAnImage', tooLarge: 'photoTooLarge' },
        maxFields: 1,
      });
      const photoId = reportParamsSchema.shape.id.safeParse(upload.fields.id);
      if (!photoId.success) throw badRequest('invalidInput');
      return savePhoto(app, report.id, photoId.data, upload, PUBLIC_PHOTOS_MAX);
    },
  );
}
