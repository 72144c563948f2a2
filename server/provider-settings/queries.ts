import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { saveProviderSettingsSchema } from '../../contract/provider-settings';
import type { Db } from '../db/database';
import { erpImports, providerSettings, storedFiles } from '../db/schema';
import { auditSetting } from '../identity/audit';
import { literalLimit } from '../lists/paging';

/** The provider's settings are one row; this is its key. */
const SETTINGS_ID = 1;
const settingsRow = { type: 'providerSettings', id: SETTINGS_ID } as const;

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

/** Where new failure reports are mailed; empty while the provider has not said. */
export async function serviceDeskEmail(db: Db): Promise<string> {
  const [row] = await db
    .select({ serviceDeskEmail: providerSettings.serviceDeskEmail })
    .from(providerSettings)
    .where(eq(providerSettings.id, SETTINGS_ID));
  return row?.serviceDeskEmail ?? '';
}

/** Saves the provider's settings, audited as the caller's. */
export async function saveProviderSettings(
  db: Db,
  callerId: string,
  values: z.infer<typeof saveProviderSettingsSchema>,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(providerSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: providerSettings.id, set: values });
    await auditSetting(tx, callerId, 'provider.updateSettings', settingsRow, values);
  });
}

/** Points the settings at a logo already put in the file store, audited as the caller's. */
export async function saveLogo(
  db: Db,
  callerId: string,
  logo: { sha256: string; mimeType: string; size: number },
) {
  const { sha256, mimeType, size } = logo;
  await db.transaction(async (tx) => {
    await tx.insert(storedFiles).values({ sha256, size, mimeType }).onConflictDoNothing();
    await tx
      .insert(providerSettings)
      .values({ id: SETTINGS_ID, name: '', website: '', phone24h: '', logoSha256: sha256 })
      .onConflictDoUpdate({ target: providerSettings.id, set: { logoSha256: sha256 } });
    await auditSetting(tx, callerId, 'provider.updateLogo', settingsRow, {
      logoSha256: sha256,
      mimeType,
      size,
    });
  });
}

/** The settings no longer point at a logo; audited only when they did. */
export async function removeLogo(db: Db, callerId: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(providerSettings)
      .set({ logoSha256: null })
      .where(and(eq(providerSettings.id, SETTINGS_ID), isNotNull(providerSettings.logoSha256)))
      .returning({ id: providerSettings.id });
    if (removed) await auditSetting(tx, callerId, 'provider.removeLogo', settingsRow);
  });
}

/** The stored file of the provider's logo: its hash and type; undefined when there is none. */
export async function providerLogo(db: Db) {
  const [logo] = await db
    .select({ sha256: storedFiles.sha256, mimeType: storedFiles.mimeType })
    .from(providerSettings)
    .innerJoin(storedFiles, eq(storedFiles.sha256, providerSettings.logoSha256))
    .where(eq(providerSettings.id, SETTINGS_ID));
  return logo;
}

/** The last `limit` imports from the ERP, the latest first. */
export function erpImportRuns(db: Db, limit: number) {
  return db
    .select()
    .from(erpImports)
    .orderBy(desc(erpImports.finishedAt), desc(erpImports.id))
    .limit(literalLimit(limit));
}
