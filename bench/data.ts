import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openPglite, openPostgres } from '../server/db/database';
import { users } from '../server/db/schema';
import { openSession } from '../server/identity/tokens';
import { testConfig } from '../tests/server/harness';
import { withCpu } from './identity';
import { type LoadResult, load, row } from './load';
import { ensurePgbench, installStatementRecorder, pgbench } from './pgbench';

/** The relation of the demo company user in the `--scale large` set: 100 objects and 1,000 invoices. */
const LARGE_RELATION = 100_001;
const CUSTOMER = 'customer.user@demo.example';
/** Belongs to three relations: 3,000 invoices. */
const CUSTOMER_ADMIN = 'customer.admin@demo.example';
const ENGINEER = 'engineer@demo.example';
/** The first gate of LARGE_RELATION, with thousands of state changes on its timeline. */
const LARGE_GATE = 1_000_001;
const WARM_UP_SECONDS = 2;

/**
 * The main list calls on the `npm run seed -- --scale large` data set (1,000 relations, 100,000 objects,
 * 1,000,000 invoices, 500 appointments today), on each database that holds it: PostgreSQL at
 * BENCH_DATABASE_URL (else the configured DATABASE_URL), and the embedded database in DATA_DIR.
 */
export async function benchData(say: (line: string) => void, bare: LoadResult) {
  const { databaseUrl, dataDir } = loadConfig();
  const url = process.env.BENCH_DATABASE_URL || databaseUrl;
  const targets: [string, () => Promise<Database>][] = [];
  if (url) targets.push(['PostgreSQL', () => openPostgres(url)]);
  if (existsSync(join(dataDir, 'pgdata')))
    targets.push(['PGlite', () => openPglite(join(dataDir, 'pgdata'))]);
  if (!targets.length) say('data calls: skipped, no BENCH_DATABASE_URL and no embedded database in DATA_DIR');
  // Each PostgreSQL row beside pgbench running the statements of one of its requests (issue 32).
  const record = installStatementRecorder();
  const beside = url && ensurePgbench(say) ? { url, record } : undefined;
  for (const [name, open] of targets) {
    let database: Database;
    try {
      database = await open();
    } catch (error) {
      say(
        `data calls on ${name}: skipped, the database did not open (${error instanceof Error ? error.message : error})`,
      );
      continue;
    }
    try {
      await benchOn(database, say, bare, database.kind === 'postgres' ? beside : undefined);
    } finally {
      await database.close();
    }
  }
}

/** The database's URL for pgbench, and what records one request's statements. */
interface Beside {
  url: string;
  record: ReturnType<typeof installStatementRecorder>;
}

/** Only the rows whose names contain one of BENCH_ROWS's comma-separated parts, when it is set. */
const chosen = (name: string) => {
  const parts = process.env.BENCH_ROWS?.split(',').map((part) => part.trim().toLowerCase());
  return !parts?.length || parts.some((part) => part && name.toLowerCase().includes(part));
};

async function benchOn(database: Database, say: (line: string) => void, bare: LoadResult, beside?: Beside) {
  const { db } = database;
  const count = async (table: string) =>
    Number(
      (
        (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n,
    );
  const invoices = await count('sales_invoices');
  const jobOrders = await count('job_orders');
  const quotations = await count('quotations');
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const [customerId, adminId, engineerId] = [
    await userId(CUSTOMER),
    await userId(CUSTOMER_ADMIN),
    await userId(ENGINEER),
  ];
  if (invoices < 1_000_000 || !customerId || !adminId || !engineerId) {
    say(
      `data calls: skipped, ${invoices} invoices and ${customerId ? '' : 'no '}demo accounts found; ` +
        'run `npm run seed -- --scale large` first (with the same DATA_DIR or DATABASE_URL)',
    );
    return;
  }
  say(
    `Data calls on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${await count('relations')} relations, ${await count('service_objects')} objects, ` +
      `${invoices} invoices, ${jobOrders} job orders, ${quotations} quotations, ${await count('appointments')} appointments`,
  );

  const config = testConfig({ rateLimitPerMinute: 100_000_000 });
  const app = await buildApp({ config, database, logger: false });
  app.get('/bench/bare', async () => ({ hello: 'world' }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const bearer = async (id: string) => ({
    authorization: `Bearer ${(await openSession(database.db, config, id)).accessToken}`,
  });
  const customer = await bearer(customerId);
  const admin = await bearer(adminId);
  const engineer = await bearer(engineerId);

  const relation = `relationId=${LARGE_RELATION}`;
  const runs: [string, string, Record<string, string>][] = [
    ['objects of one relation (customer)', `/api/Object/GetForRelation?${relation}`, customer],
    ['objects of one relation (staff)', `/api/Object/GetForRelation?${relation}`, engineer],
    ['invoices of a relation p1 (customer)', `/api/salesinvoicesForRelation?${relation}`, customer],
    [
      'invoices of a relation p40=last (customer)',
      `/api/salesinvoicesForRelation?${relation}&page=40`,
      customer,
    ],
    ['invoices of a relation p1 (staff)', `/api/salesinvoicesForRelation?${relation}`, engineer],
    [
      'invoices of a relation p40=last (staff)',
      `/api/salesinvoicesForRelation?${relation}&page=40`,
      engineer,
    ],
    ['invoices of 3 relations p1 (customer admin)', '/api/salesinvoices', admin],
    ['invoices of 3 relations p120=last (c. admin)', '/api/salesinvoices?page=120', admin],
    // Provider staff's list of every customer's invoices, served from an index (lists/every-row-page.ts).
    ['every invoice p1 (staff)', '/api/salesinvoices', engineer],
    [
      `every invoice p${Math.ceil(invoices / 25)}=last (staff)`,
      `/api/salesinvoices?page=${Math.ceil(invoices / 25)}`,
      engineer,
    ],
    // The same for job orders and offers; a set without them reports the rows as not measured.
    ['every job order p1 (staff)', '/api/joborders', engineer],
    [
      `every job order p${Math.max(1, Math.ceil(jobOrders / 25))}=last (staff)`,
      `/api/joborders?page=${Math.max(1, Math.ceil(jobOrders / 25))}`,
      engineer,
    ],
    ['every offer p1 (staff)', '/api/offers', engineer],
    [
      `every offer p${Math.max(1, Math.ceil(quotations / 25))}=last (staff)`,
      `/api/offers?page=${Math.max(1, Math.ceil(quotations / 25))}`,
      engineer,
    ],
    // A gate with thousands of events: its newest and its oldest page, both found by keys (issue 34).
    ['timeline of a gate, first page (customer)', `/api/Object/timeline?objectId=${LARGE_GATE}`, customer],
    [
      'timeline of a gate, last page (customer)',
      `/api/Object/timeline?objectId=${LARGE_GATE}&end=oldest`,
      customer,
    ],
    ['timeline of a gate, first page (staff)', `/api/Object/timeline?objectId=${LARGE_GATE}`, engineer],
    ['appointments today (customer)', '/api/appointmentaction/today', customer],
    ['appointments today, 500 (staff)', '/api/appointmentaction/today', engineer],
    ['MyAppointments today (engineer)', '/api/MyAppointments?when=today', engineer],
  ];
  try {
    for (const [name, path, headers] of runs.filter(([name]) => chosen(name))) {
      // One request first: a wrong status or an empty page would make the figures meaningless.
      const probe = await app.inject({ method: 'GET', url: path, headers });
      const body = probe.json() as { items?: unknown[]; total?: number };
      if (probe.statusCode !== 200 || !body.items?.length) {
        say(`GET ${name} answered ${probe.statusCode} with ${body.items?.length ?? 0} items; not measured`);
        continue;
      }
      // The machine's load drifts within a run: each row is compared with the bare route measured just before
      // it, on this server (the run's first bare route is the fallback when that one failed).
      const nextTo = await load(`${base}/bench/bare`);
      // Two seconds of the same load first, not measured: the table's first rows otherwise paid for compiling
      // the server's hot paths and for reading cold pages of the database (their p99 once 30 ms, then 19).
      await load(`${base}${path}`, headers, WARM_UP_SECONDS);
      await settle(database);
      const { result, cpu } = await withCpu(() => load(`${base}${path}`, headers));
      say(
        result.requestsPerSecond === 0
          ? `GET ${name}: no request finished within the load tool's 10 s timeout`
          : `${row(`GET ${name}`, result, nextTo.requestsPerSecond ? nextTo : bare)}   total ${body.total ?? '—'}   (bare ${nextTo.requestsPerSecond} req/s)   cpu ${cpu(result)}`,
      );
      await settle(database);
      if (beside && result.requestsPerSecond > 0) {
        // A request of a warm server (its access checks cached as in the load), its statements run by pgbench.
        const statements = await beside.record(() => app.inject({ method: 'GET', url: path, headers }));
        try {
          const own = await pgbench(beside.url, statements);
          say(
            `    pgbench -M prepared -c 20, the request's ${statements.length} statement(s): ${own.perSecond}/s, ` +
              `latency ${own.latencyMs.toFixed(1)} ms   API/pgbench ${(result.requestsPerSecond / own.perSecond).toFixed(2)}`,
          );
        } catch (error) {
          say(`    pgbench: not measured (${error instanceof Error ? error.message : error})`);
        }
        await settle(database);
      }
    }
    for (const format of ['csv', 'xlsx'] as const) {
      const name = `export every invoice, ${format} (staff)`;
      if (chosen(name))
        say(await benchExport(name, `${base}/api/exports/salesinvoices?format=${format}`, engineer));
    }
  } finally {
    await app.close();
  }
}

/**
 * One export of a whole list over HTTP, its bytes read and dropped as they come: rows per second, and the
 * process's peak resident memory (the server runs in this process) against what it held before, sampled
 * every 20 ms. A list held in memory would show as hundreds of MB more; a streamed one stays flat.
 */
async function benchExport(name: string, url: string, headers: Record<string, string>): Promise<string> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { ...headers, 'accept-language': 'nl' } });
    if (!response.ok || !response.body) return `GET ${name} answered ${response.status}; not measured`;
    const rows = Number(response.headers.get('export-rows'));
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      bytes += read.value.byteLength;
    const seconds = (performance.now() - started) / 1000;
    const mb = (n: number) => (n / 1_048_576).toFixed(0);
    return (
      `GET ${name}: ${rows} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s, ` +
      `${mb(bytes)} MB; peak RSS ${mb(peak)} MB (${mb(before)} MB before, +${mb(peak - before)} MB)`
    );
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Waits until requests the load tool gave up on have finished in the database: the server keeps running a
 * handler whose client left, and an embedded database runs one query at a time, so the next measurement
 * would otherwise pay for the last one.
 */
async function settle(database: Database) {
  const until = Date.now() + 180_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await database.db.execute(sql`select 1`);
    quick = performance.now() - started < 5 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
