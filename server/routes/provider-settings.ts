import multipart from '@fastify/multipart';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
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
import type { Db } from '../db/database';
import { erpImports, providerSettings, storedFiles } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { readSingleFile } from '../files/upload';
import { auditSetting } from '../identity/audit';
import { literalLimit } from '../lists/paging';
import { detectMimeType, sha256Hex } from '../seed/stored-files';

/** The provider's settings are one row; this is its key. */
const SETTINGS_ID = 1;

/**
 * The provider's public settings (GET /api/providerSettings): its name, website, 24/7 phone and where its logo
 * is. The login page carries them too (`login-page.ts`), so the login screen need not ask.
 */
export async function publicProviderSettings(db: Db) {
  const [row] = await db
    .select({
      name: providerSettings.name,
      website: providerSettings.website,
      phone24h: providerSettings.phone24h,
      logoSha256: providerSettings.logoSha256,
    })
    .from(providerSettings)
    .where(eq(providerSettings.id, SETTINGS_ID));
  if (!row) return { name: '', website: '', phone24h: '', logoUrl: null };
  const { logoSha256, ...texts } = row;
  return {
    ...texts,
    logoUrl: logoSha256 ? `/api/providerSettings/logo?v=${logoSha256.slice(0, 16)}` : null,
  };
}

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
      const [row] = await app.db
        .select({ serviceDeskEmail: providerSettings.serviceDeskEmail })
        .from(providerSettings)
        .where(eq(providerSettings.id, SETTINGS_ID));
      return { serviceDeskEmail: row?.serviceDeskEmail ?? '' };
    },
  );

  app.post(
    '/api/providerSettings',
    {
      config: { permissions: ['Settings.ViewDBSSettings'] },
      schema: { body: saveProviderSettingsSchema, response: { 200: providerSettingsSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const values = request.body;
      await app.db.transaction(async (tx) => {
        await tx
          .insert(providerSettings)
          .values({ id: SETTINGS_ID, ...values })
          .onConflictDoUpdate({ target: providerSettings.id, set: values });
        await auditSetting(
          tx,
          caller.id,
          'provider.updateSettings',
          { type: 'providerSettings', id: SETTINGS_ID },
          values,
        );
      });
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
      await app.db.transaction(async (tx) => {
        await tx.insert(storedFiles).values({ sha256, size: bytes.length, mimeType }).onConflictDoNothing();
        await tx
          .insert(providerSettings)
          .values({ id: SETTINGS_ID, name: '', website: '', phone24h: '', logoSha256: sha256 })
          .onConflictDoUpdate({ target: providerSettings.id, set: { logoSha256: sha256 } });
        await auditSetting(
          tx,
          caller.id,
          'provider.updateLogo',
          { type: 'providerSettings', id: SETTINGS_ID },
          { logoSha256: sha256, mimeType, size: bytes.length },
        );
      });
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
      const caller = callerOf(request);
      await app.db.transaction(async (tx) => {
        const [removed] = await tx
          .update(providerSettings)
          .set({ logoSha256: null })
          .where(and(eq(providerSettings.id, SETTINGS_ID), isNotNull(providerSettings.logoSha256)))
          .returning({ id: providerSettings.id });
        if (removed)
          await auditSetting(tx, caller.id, 'provider.removeLogo', {
            type: 'providerSettings',
            id: SETTINGS_ID,
          });
      });
      return currentSettings();
    },
  );

  // Public like the settings themselves: the login screen shows the logo before anyone signs in.
  app.get('/api/providerSettings/logo', { schema: { hide: true } }, async (_request, reply) => {
    const [logo] = await app.db
      .select({ sha256: storedFiles.sha256, mimeType: storedFiles.mimeType })
      .from(providerSettings)
      .innerJoin(storedFiles, eq(storedFiles.sha256, providerSettings.logoSha256))
      .where(eq(providerSettings.id, SETTINGS_ID));
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
      const rows = await app.db
        .select()
        .from(erpImports)
        .orderBy(desc(erpImports.finishedAt), desc(erpImports.id))
        .limit(literalLimit(request.query.limit));
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
