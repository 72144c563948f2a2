import multipart from '@fastify/multipart';
import { and, count, eq, gt, sql } from 'drizzle-orm';
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
import type { Db } from '../db/database';
import {
  deliveryAddresses,
  failureReports,
  objectTypes,
  providerSettings,
  serviceObjects,
} from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { mailNewReport } from '../failures/reports';
import { photoTypes, readUpload } from '../files/uploads';
import { savePhoto } from './contact';

const so = serviceObjects;
const HOUR_MS = 3_600_000;
/** A public report takes one photo, sent right after it; later, its id no longer opens the door. */
const PUBLIC_PHOTOS_MAX = 1;

/** The gate a sticker names, when its key and id belong together and it is not hidden from customers. */
async function gateOfSticker(db: Db, key: string, id?: number) {
  const [object] = await db
    .select({
      pK_R_SERVICEOBJECT: so.id,
      serviceobjectnumber: so.serviceObjectNumber,
      description: so.description,
      objectType: objectTypes.description,
      locationName: deliveryAddresses.name,
      gateState: so.gateState,
      relationId: so.relationId,
      deliveryAddressId: so.deliveryAddressId,
    })
    .from(so)
    .innerJoin(deliveryAddresses, eq(deliveryAddresses.id, so.deliveryAddressId))
    .leftJoin(objectTypes, eq(objectTypes.id, so.objectTypeId))
    .where(
      and(eq(so.accessKey, key), eq(so.providerOnly, false), id === undefined ? undefined : eq(so.id, id)),
    );
  // An unknown key, an id of another gate and a hidden gate all answer the same: nothing to learn from it.
  if (!object) throw notFound();
  return object;
}

/** The provider as the public page shows it: name, logo and the 24/7 number. */
async function publicProvider(db: Db) {
  const [row] = await db
    .select({
      name: providerSettings.name,
      phone24h: providerSettings.phone24h,
      logoSha256: providerSettings.logoSha256,
    })
    .from(providerSettings)
    .where(eq(providerSettings.id, 1));
  return {
    name: row?.name ?? '',
    phone24h: row?.phone24h ?? '',
    // The same versioned address the provider settings hand out.
    logoUrl: row?.logoSha256 ? `/api/providerSettings/logo?v=${row.logoSha256.slice(0, 16)}` : null,
  };
}

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
      const [recent] = await app.db
        .select({ n: count() })
        .from(failureReports)
        .where(
          and(
            eq(failureReports.objectId, gate.pK_R_SERVICEOBJECT),
            eq(failureReports.source, 'public'),
            gt(failureReports.createdAt, new Date(Date.now() - HOUR_MS)),
          ),
        );
      if ((recent?.n ?? 0) >= PUBLIC_REPORTS_PER_OBJECT_PER_HOUR)
        throw new HttpError(429, 'tooManyRequests', { 'retry-after': '3600' });
      const [inserted] = await app.db
        .insert(failureReports)
        .values({
          id,
          relationId: gate.relationId,
          deliveryAddressId: gate.deliveryAddressId,
          objectId: gate.pK_R_SERVICEOBJECT,
          ...answers,
          incidentDetails: answers.incidentDetails || null,
          source: 'public',
          reporterIp: request.ip,
        })
        .onConflictDoNothing({ target: failureReports.id })
        .returning();
      if (!inserted) {
        const [earlier] = await app.db.select().from(failureReports).where(eq(failureReports.id, id));
        if (earlier?.source !== 'public' || earlier.objectId !== gate.pK_R_SERVICEOBJECT)
          throw conflict('reportIdInUse');
        return { id: earlier.id, status: earlier.status };
      }
      await mailNewReport(app, inserted);
      return { id: inserted.id, status: inserted.status };
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
      const [report] = await app.db
        .select({ id: failureReports.id })
        .from(failureReports)
        .where(
          and(
            eq(failureReports.id, reportId),
            eq(failureReports.objectId, gate.pK_R_SERVICEOBJECT),
            eq(failureReports.source, 'public'),
            gt(failureReports.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
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
