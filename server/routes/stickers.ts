import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessKeyRequestSchema,
  objectAccessKeySchema,
  objectQrSchema,
  publicObjectPath,
  qrQuerySchema,
  stickerFileParamsSchema,
  stickerFileQuerySchema,
  stickerSheetLinkSchema,
  stickersQuerySchema,
} from '../../contract/contact';
import { isProviderAdmin } from '../../contract/roles';
import { callerOf } from '../access/authenticate';
import { ensureLocationVisible, ensureObjectVisible } from '../access/ensure-visible';
import { staffOnly } from '../access/route-guards';
import { scopeOf } from '../access/row-scope';
import { noAccess, notFound, requestLanguage } from '../errors';
import {
  ensureAccessKey,
  ensurePublicObject,
  renewAccessKey,
  stickerObjects,
  stickerSheetNames,
} from '../failures/access-keys';
import { qrSvg } from '../failures/qr';
import { linkSignatureValid, signLink } from '../failures/signed-link';
import { renderStickerPdf } from '../failures/sticker-pdf';

const providerStaff = staffOnly();
/** Renewing a key makes the printed sticker stop working: the provider's administrators decide that. */
const providerAdmins = staffOnly([], isProviderAdmin);

/** The access keys behind the QR stickers of objects, the sticker sheet of a location, and one object's QR. */
export async function stickerRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const urlOf = (accessKey: string, objectId: number) =>
    `${app.config.publicUrl}${publicObjectPath(accessKey, objectId)}`;

  app.post(
    '/api/Object/accessKey',
    { ...providerStaff, schema: { body: accessKeyRequestSchema, response: { 200: objectAccessKeySchema } } },
    async (request) => {
      const { objectId } = request.body;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      await ensurePublicObject(app.db, objectId);
      return { objectId, accessKey: await ensureAccessKey(app.db, objectId) };
    },
  );

  app.post(
    '/api/Object/renewAccessKey',
    { ...providerAdmins, schema: { body: accessKeyRequestSchema, response: { 200: objectAccessKeySchema } } },
    async (request) => {
      const { objectId } = request.body;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      await ensurePublicObject(app.db, objectId);
      return { objectId, accessKey: await renewAccessKey(app.db, objectId) };
    },
  );

  app.get(
    '/api/Object/qr',
    { ...providerStaff, schema: { querystring: qrQuerySchema, response: { 200: objectQrSchema } } },
    async (request) => {
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      await ensurePublicObject(app.db, objectId);
      const accessKey = await ensureAccessKey(app.db, objectId);
      const url = urlOf(accessKey, objectId);
      return { objectId, accessKey, url, svg: qrSvg(url) };
    },
  );

  app.get(
    '/api/Object/stickers',
    {
      ...providerStaff,
      schema: { querystring: stickersQuerySchema, response: { 200: stickerSheetLinkSchema } },
    },
    async (request) => {
      const { locationId } = request.query;
      await ensureLocationVisible(app.db, scopeOf(callerOf(request)), locationId);
      const { expires, signature } = signLink(app.config.jwtSecret, `stickers:${locationId}`);
      return {
        url: `/files/stickers/${locationId}.pdf?expires=${expires}&signature=${signature}&lang=${requestLanguage(request)}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  );

  // Public behind its signature, like a document: the sheet opens in a tab of its own.
  app.get(
    '/files/stickers/:file',
    { schema: { hide: true, params: stickerFileParamsSchema, querystring: stickerFileQuerySchema } },
    async (request, reply) => {
      const locationId = Number.parseInt(request.params.file, 10);
      const { expires, signature, lang } = request.query;
      if (!linkSignatureValid(app.config.jwtSecret, `stickers:${locationId}`, expires, signature))
        throw noAccess();
      const objects = await stickerObjects(app.db, locationId);
      const stickers = [];
      for (const object of objects)
        stickers.push({
          objectNumber: object.number,
          kind: object.kind ?? '',
          url: urlOf(await ensureAccessKey(app.db, object.id), object.id),
        });
      const { location, provider } = await stickerSheetNames(app.db, locationId);
      if (!location) throw notFound();
      const pdf = await renderStickerPdf(
        lang ?? 'nl',
        provider ?? { name: '', phone24h: '' },
        location.name,
        stickers,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="stickers-${locationId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "frame-ancestors 'self'")
        .send(pdf);
    },
  );
}
