import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { applySkippedMigrations } from './skipped-migrations';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls `listener` when a user, their permissions, memberships or sessions change (the triggers of migration
   * 0006), before the statement that changed them returns: only a database in this process can promise that,
   * so PostgreSQL, which other server processes write to, offers none. Resolves to an unsubscribe.
   */
  onAccessChange?: (listener: () => void) => Promise<() => Promise<void>>;
}

/** The channel the access triggers notify. */
export const ACCESS_CHANNEL = 'access_changed';

/** The migrations as drizzle's migrator reads them: `meta/_journal.json` and the SQL files it names. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export class DatabaseLockedError extends Error {}

const heldHere = new Set<string>();

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. The lock file
 * holds the owner's pid; a lock whose owner is gone is stale and taken over.
 */
function takeLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, '..', 'pgdata.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      // A lock with our own pid that this process does not hold was left by an earlier process with the same pid.
      const ours = owner === process.pid && !heldHere.has(lockFile);
      if (owner && !ours && isAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${owner}). Stop that process first, or set DATABASE_URL.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database: PGlite in `dataDir`, or in memory when no folder is given (tests). `copyOf` starts it
 * from a copy of another one's data folder (`dumpDataDir`) instead of making a new cluster.
 */
export async function openPglite(dataDir?: string, copyOf?: Blob): Promise<Database> {
  const release = dataDir ? takeLock(dataDir) : () => {};
  try {
    // In memory by its own name: PGlite reads its options only beside a data folder, and without one it dropped
    // `loadDataDir` unseen, so every copy made a new cluster and ran every migration again.
    const client = new PGlite(dataDir ?? 'memory://', copyOf ? { loadDataDir: copyOf } : {});
    await client.waitReady;
    const db = drizzlePglite(client, { schema, casing: undefined });
    await applySkippedMigrations(db, migrationsFolder);
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      // PGlite hands a notification to its listeners while it reads the result of the statement that committed it.
      onAccessChange: (listener) => client.listen(ACCESS_CHANNEL, listener),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The data folder of a new, migrated embedded database, for `openPglite(undefined, copy)` to start from, made as
 * small as it can be: each copy is unpacked into memory on every opening, and the cluster initdb makes holds a
 * 16 MB WAL segment and two template databases that a copy never uses (43 MB; this one is under 20 and opens in
 * half the time). Whoever needs `CREATE DATABASE` opens a cluster of their own.
 */
export async function migratedPgliteCopy(): Promise<Blob> {
  const client = new PGlite('memory://', { initDbStartParams: ['--wal-segsize=1'] });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await client.exec(
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
    );
    await client.exec('drop database template0');
    await client.exec('drop database template1');
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Every statement the pool runs outside a transaction is a named prepared statement, named after its text:
 * each connection parses and plans it once (`GENERIC_PLANS`) instead of on every request (planning the caller
 * query took longer than running it). The texts are few: values are always parameters, and lists of ids are one
 * array parameter (`row-scope.ts`), so the names stay bounded.
 */
function prepareByText(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    // A bound, should some caller ever build texts without end: past it statements run unnamed, as before.
    if (!name && names.size >= 2000) return undefined;
    if (!name) {
      name = `s${createHash('sha1').update(text).digest('hex')}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => {
    const { text, name } = (typeof config === 'object' && config) as { text?: unknown; name?: unknown };
    const prepared = typeof text === 'string' && !name && isOneRead(text) ? nameOf(text) : undefined;
    return prepared ? query({ ...(config as object), name: prepared }, ...rest) : query(config, ...rest);
  };
}

/** Reads are what every request runs; a prepared statement holds one command, so scripts are left alone. */
const isOneRead = (text: string) => /^\s*(select|with)\b/i.test(text) && !text.includes(';');

/**
 * Every connection plans a prepared statement once, for any values (a generic plan). PostgreSQL's own choice
 * planned the lists afresh on every request: their scope arrays made the generic plan look dearer than it runs,
 * and planning the objects of a relation cost as much as running it. What a generic plan cannot know, a page's
 * size, the statements write as text (`literalLimit`).
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** The key of the advisory lock that migrations hold: any fixed number no other code of the portal takes. */
const MIGRATION_LOCK = 727_001;

/**
 * Migrates under a session advisory lock: several processes starting at once on an empty database take turns,
 * so one migrates and the others wait for it, then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const db = drizzlePg(client, { schema });
      await applySkippedMigrations(db, migrationsFolder);
      await migratePg(db, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: GENERIC_PLANS });
  prepareByText(pool);
  // An idle connection the server ends (restart, failover) must not take the process down; the pool reconnects.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
  const db = drizzlePg(pool, { schema });
  await migrateOnce(pool);
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(join(options.dataDir, 'pgdata'));
}
