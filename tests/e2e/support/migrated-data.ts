import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * A server's whole data folder after its first start in demo mode (the database with the demo data, the demo's
 * documents, its secret), made once for a run: loading the demo costs each start another three seconds of a
 * core. Beside it, what that start printed (the demo accounts, the activation link) and the provider's day
 * the data was made for.
 */
const DEMO_DATA = fileURLToPath(
  new URL('../../../node_modules/.cache/portal-tests/e2e-demo', import.meta.url),
);
const DEMO_START = `${DEMO_DATA}.json`;
/** Stands for the address of the server that made the folder in what it printed. */
const MADE_AT = '{{address}}';

interface DemoStart {
  day: string;
  output: string;
}

/** Today in the provider's time zone, the day the demo data is made relative to. */
const providerToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

/** Makes the folder afresh, so it always holds this checkout's migrations. */
export async function makeMigratedPgdata(): Promise<void> {
  rmSync(MIGRATED_PGDATA, { recursive: true, force: true });
  // The demo folder is made from this one: the next start of a server makes it again.
  rmSync(DEMO_START, { force: true });
  rmSync(DEMO_DATA, { recursive: true, force: true });
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

/** Keeps a started demo server's data folder and what it printed, for the servers of the run to start from. */
export function keepDemoData(dataDir: string, url: string, output: string): void {
  rmSync(DEMO_DATA, { recursive: true, force: true });
  cpSync(dataDir, DEMO_DATA, { recursive: true });
  const start: DemoStart = { day: providerToday(), output: output.replaceAll(url, MADE_AT) };
  writeFileSync(DEMO_START, JSON.stringify(start));
}

/**
 * Starts a server's data folder with the demo already loaded, when the run made one today and the server is an
 * embedded demo in a folder of the test's making, like it; returns what that first start printed, with this
 * server's address, or null when the server is to load the demo itself. A run that passes midnight loads again:
 * the demo's visits are of a day.
 */
export function startFromDemoData(dataDir: string, url: string, env: Record<string, string>): string | null {
  if (env.DATABASE_URL || env.DATA_DIR || env.DEMO || env.FILE_STORE || !existsSync(DEMO_START)) return null;
  const start = JSON.parse(readFileSync(DEMO_START, 'utf8')) as DemoStart;
  if (start.day !== providerToday()) return null;
  cpSync(DEMO_DATA, dataDir, { recursive: true });
  return start.output.replaceAll(MADE_AT, url);
}
