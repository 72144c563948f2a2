import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  erpLinkQuerySchema,
  erpLinkResponseSchema,
  LOGO_MAX_BYTES,
  providerSettingsSchema,
  saveProviderSettingsSchema,
  serviceDeskSchema,
} from '../../contract/provider-settings';
import { callerOf } from '../access/authenticate';
import { badRequest, notFound } from '../errors';
import { readSingleFile } from '../files/upload';
import {
  erpImportRuns,
  providerLogo,
  publicProviderSettings,
  removeLogo,
  saveLogo,
  saveProviderSettings,
  serviceDeskEmail,
} from '../provider-settings/queries';
import { detectMimeType, sha256Hex } from '../seed/stored-files';

/** What the provider configures about itself, and the state of its ERP link. */
export async function providerSettingsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Only the logo upload reads multipart bodies; one file, and a limit that stops reading past it.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const currentSettings = () => publicProviderSettings(app.db);

  /** The uploaded file's bytes, or the refusal that says what is wrong with it. */
  const readLogo = async (request: FastifyRequest) => {
    const bytes = await readSingleFile(app, request, { missing: 'logoMissing', tooLarge: 'logoTooLarge' });
    const mimeType = detectMimeType(bytes);
    if (mimeType !== 'image/png' && mimeType !== 'image/jpeg') throw badRequest('logoNotAnImage');
    return { bytes, mimeType };
  };

  // Public: the login screen's footer names the provider and links to its website before anyone signs in.
  app.get(
    '/api/providerSettings',
    { schema: { response: { 200: providerSettingsSchema } } },
    currentSettings,
  );

  app.get(
    '/api/providerSettings/serviceDesk',
    {
      config: { permissions: ['Settings.ViewDBSSettings'] },
      schema: { response: { 200: serviceDeskSchema } },
    },
    async () => {
      return { serviceDeskEmail: await serviceDeskEmail(app.db) };
    },
  );

  app.post(
    '/api/providerSettings',
    {
      config: { permissions: ['Settings.ViewDBSSettings'] },
      schema: { body: saveProviderSettingsSchema, response: { 200: providerSettingsSchema } },
    },
    async (request) => {
      await saveProviderSettings(app.db, callerOf(request).id, request.body);
      return currentSettings();
    },
  );

  app.post(
    '/api/providerSettings/logo',
    {
      config: { permissions: ['Settings.ViewDBSSettings'] },
      schema: { consumes: ['multipart/form-data'], response: { 200: providerSettingsSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { bytes, mimeType } = await readLogo(request);
      const sha256 = sha256Hex(bytes);
      // Stored under its hash before the row points at it; the same bytes again are the same file.
      await app.files.put(sha256, bytes);
      await saveLogo(app.db, caller.id, { sha256, mimeType, size: bytes.length });
      return currentSettings();
    },
  );

  // The stored file stays (other rows may share its bytes); the settings no longer point at it.
  app.delete(
    '/api/providerSettings/logo',
    {
      config: { permissions: ['Settings.ViewDBSSettings'] },
      schema: { response: { 200: providerSettingsSchema } },
    },
    async (request) => {
      await removeLogo(app.db, callerOf(request).id);
      return currentSettings();
    },
  );

  // Public like the settings themselves: the login screen shows the logo before anyone signs in.
  app.get('/api/providerSettings/logo', { schema: { hide: true } }, async (_request, reply) => {
    const logo = await providerLogo(app.db);
    if (!logo) throw notFound();
    const file = await app.files.open(logo.sha256);
    if (!file) throw notFound();
    return reply
      .type(logo.mimeType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=300')
      .header('etag', `"${logo.sha256}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  app.get(
    '/api/providerSettings/erpLink',
    {
      config: { permissions: ['Settings.RiQLink'] },
      schema: { querystring: erpLinkQuerySchema, response: { 200: erpLinkResponseSchema } },
    },
    async (request) => {
      const rows = await erpImportRuns(app.db, request.query.limit);
      return rows.map((row) => ({
        id: row.id,
        source: row.source,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt.toISOString(),
        counts: JSON.parse(row.counts) as Record<string, number>,
      }));
    },
  );
}
