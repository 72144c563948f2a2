import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../../../server/db/database';

/**
 * The embedded database of a new server, made and migrated once for a run of the browser tests (global setup):
 * a PGlite that makes its cluster (initdb) and runs every migration spends some six seconds of a core on it, and
 * every test file starts a server or two; from a copy of this folder it opens in under one.
 */
export const MIGRATED_PGDATA = fileURLToPath(
  new URL('../../../node_modules/.cache/portal-tests/e2e-pgdata', import.meta.url),
);

/** Makes the folder afresh, so it always holds this checkout's migrations. */
export async function makeMigratedPgdata(): Promise<void> {
  rmSync(MIGRATED_PGDATA, { recursive: true, force: true });
  const database = await openPglite(MIGRATED_PGDATA);
  await database.close();
}

/**
 * Starts a server's data folder with the migrated database, when there is one and the server uses the embedded
 * database; otherwise the server makes its own, as on a first start anywhere.
 */
export function startFromMigratedDatabase(dataDir: string, env: Record<string, string>): void {
  if (env.DATABASE_URL || !existsSync(MIGRATED_PGDATA)) return;
  cpSync(MIGRATED_PGDATA, join(dataDir, 'pgdata'), { recursive: true });
}
