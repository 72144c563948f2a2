import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import {
  type Database,
  migratedPgliteCopy,
  migrationsFolder,
  openPglite,
  openPostgres,
} from '../../server/db/database';
import type { Mailer, MailMessage, OutboxMailer } from '../../server/mail/mailer';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every server suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

const cacheFolder = fileURLToPath(new URL('../../node_modules/.cache/portal-tests', import.meta.url));
let pgliteCopy: Promise<Blob> | undefined;

/** Names what the migrator reads and PGlite's version: a changed migration makes new migrated copies. */
function migrationsHash(): string {
  const hash = createHash('sha1');
  // The way the copy is made (`migratedPgliteCopy`): a copy made another way is made again.
  hash.update(migratedPgliteCopy.toString());
  hash.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  // What the migrator reads; the snapshots beside the journal are drizzle-kit's alone.
  for (const entry of readdirSync(migrationsFolder, { recursive: true }).map(String).sort())
    if (entry.endsWith('.sql') || entry.endsWith('_journal.json'))
      hash.update(entry).update(readFileSync(join(migrationsFolder, entry)));
  return hash.digest('hex');
}

/**
 * A migrated embedded database's data folder, made once for every test file of a run and kept between runs: a
 * new PGlite makes its cluster (initdb) and runs every migration, some 4 s of a core, where starting from this
 * copy takes 0.6 s.
 */
function migratedCopy(): Promise<Blob> {
  pgliteCopy ??= (async () => {
    const name = `pglite-${migrationsHash()}.tar`;
    const file = join(cacheFolder, name);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const copy = await migratedPgliteCopy();
    mkdirSync(cacheFolder, { recursive: true });
    // Copies made for earlier migrations are of no more use.
    for (const old of readdirSync(cacheFolder))
      if (/^pglite-[0-9a-f]+\.tar$/.test(old) && old !== name)
        rmSync(join(cacheFolder, old), { force: true });
    // Written aside and renamed: a test file in another worker never reads a half-written copy.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, new Uint8Array(await copy.arrayBuffer()));
    renameSync(aside, file);
    return copy;
  })();
  return pgliteCopy;
}

const adminClient = async () => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  return client;
};

const databaseUrl = (name: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Any number that only these tests take as an advisory lock on the test server. */
const TEMPLATE_LOCK = 7_310_031;
let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database to copy test databases from (`CREATE DATABASE ... TEMPLATE`), made once per
 * set of migrations and kept on the test server between runs: copying takes a fraction of migrating. Made under
 * an advisory lock by whichever test process asks first, under another name until it is whole, so a process
 * that stopped halfway leaves no template that looks ready.
 */
function migratedTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `portal_template_${migrationsHash().slice(0, 16)}`;
    const admin = await adminClient();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      // Templates of earlier migrations are of no more use.
      const old = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'portal\\_template\\_%'",
      );
      // Another run on other migrations (a branch, a colleague's tree) may still copy one: that one stays.
      for (const { datname } of old.rows)
        await admin.query(`drop database if exists ${datname}`).catch(() => {});
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const database = await openPostgres(databaseUrl(building));
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
      await admin.end();
    }
  })();
  return postgresTemplate;
}

/**
 * A fresh, migrated database: PGlite in memory, or a PostgreSQL database made for this test and dropped after
 * (its `url` lets a test open a second pool on it, as a second server process would).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openPglite(undefined, await migratedCopy());
  const { url, drop } = await createPostgresTestDatabase({ template: await migratedTemplate() });
  const database = await openPostgres(url);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A PostgreSQL database of its own on TEST_DATABASE_URL's server, empty or a copy of `template`, for a test that
 * opens it itself (or has server processes open it); `drop` waits for its connections to close.
 */
export async function createPostgresTestDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    async drop() {
      const dropper = await adminClient();
      // The pool's connections close asynchronously; a forced drop would kill them mid-goodbye.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    publicUrl: 'http://localhost:3000',
    mailRetryMs: 60_000,
    mailMaxAttempts: 5,
    jwtSecret: randomBytes(32).toString('hex'),
    accessTokenTtlS: 900,
    refreshTokenTtlS: 7 * 24 * 3600,
    demo: true,
    logLevel: 'silent',
    rateLimitPerMinute: 100_000,
    trustProxy: false,
    ...overrides,
  };
}

/** A mailer that keeps what it was given, for tests that follow a link from a mail. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  last(to?: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => !to || m.to === to);
  }
}

export interface TestApp<M extends Mailer = MemoryMailer> {
  app: FastifyInstance;
  database: Database & { url?: string };
  config: Config;
  mailer: M;
  close(): Promise<void>;
}

export function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  /** Registers extra routes before the app is ready, for tests of the server's own machinery. */
  setup?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  return openTestApp(kind, overrides, new MemoryMailer(), setup);
}

/** An app with the portal's own mailer: every message goes through the outbox to the SMTP server of `smtpUrl`. */
export function createSmtpTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> & { smtpUrl: string },
): Promise<TestApp<OutboxMailer>> {
  return openTestApp<OutboxMailer>(kind, overrides, null);
}

async function openTestApp<M extends Mailer>(
  kind: DatabaseKind,
  overrides: Partial<Config>,
  mailer: M | null,
  setup?: (app: FastifyInstance) => void,
): Promise<TestApp<M>> {
  const database = await openTestDatabase(kind);
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, mailer: mailer ?? undefined, logger: false });
  setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mailer: mailer ?? (app.mailer as M),
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
