import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  erpLinkQuerySchema,
  erpLinkResponseSchema,
  providerSettingsSchema,
  saveProviderSettingsSchema,
} from '../../contract/provider-settings';
import { callerOf } from '../access/authenticate';
import { erpImports, providerSettings } from '../db/schema';
import { auditSetting } from '../identity/audit';

/** The provider's settings are one row; this is its key. */
const SETTINGS_ID = 1;

/** What the provider configures about itself, and the state of its ERP link. */
export async function providerSettingsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const currentSettings = async () => {
    const [row] = await app.db
      .select({
        name: providerSettings.name,
        website: providerSettings.website,
        phone24h: providerSettings.phone24h,
      })
      .from(providerSettings)
      .where(eq(providerSettings.id, SETTINGS_ID));
    return row ?? { name: '', website: '', phone24h: '' };
  };

  // Public: the login screen's footer names the provider and links to its website before anyone signs in.
  app.get(
    '/api/providerSettings',
    { schema: { response: { 200: providerSettingsSchema } } },
    currentSettings,
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
        .limit(request.query.limit);
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
