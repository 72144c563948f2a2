import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { type Database, openPglite, openPostgres } from '../server/db/database';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/identity/password';
import { openSession } from '../server/identity/tokens';
import { testConfig } from '../tests/server/harness';
import { type LoadResult, load, row } from './load';

const BENCH_EMAIL = 'profile.bench@example.test';

/**
 * Runs a load and measures the CPU time this process (the server, and PGlite with it) spent meanwhile, per
 * answered request: unlike requests per second, it hardly moves with the load of a shared machine.
 */
export async function withCpu(run: () => Promise<LoadResult>) {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  const perRequest = (r: LoadResult) =>
    r.requests ? `${((used.user + used.system) / 1000 / r.requests).toFixed(2)} ms/req` : 'n/a';
  return { result, cpu: perRequest };
}

/**
 * GET /Identity/Profile of a fresh signed-in user, served by the portal on one database, and the bare route of
 * the same server measured just before it (the machine's load drifts within a run).
 */
async function profileOn(
  database: Database,
): Promise<{ profile: LoadResult; bare: LoadResult; cpu: string }> {
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  app.get('/bench/bare', async () => ({ hello: 'world' }));
  await database.db.delete(users).where(eq(users.email, BENCH_EMAIL));
  const [user] = await database.db
    .insert(users)
    .values({ email: BENCH_EMAIL, role: 'companyuser', status: 'active', name: 'Bench' })
    .returning({ id: users.id });
  const token = (await openSession(database.db, config, user.id)).accessToken;
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const bare = await load(`${url}/bench/bare`);
    const { result, cpu } = await withCpu(() =>
      load(`${url}/Identity/Profile`, { authorization: `Bearer ${token}` }),
    );
    return { bare, profile: result, cpu: cpu(result) };
  } finally {
    await app.close();
    await database.db.delete(users).where(eq(users.id, user.id));
  }
}

/**
 * The yardstick of every row: a JSON route without database or token, served by the portal's own server
 * (helmet, rate limit, request ids, error handler), so a ratio shows what our own work costs.
 */
export async function benchBare(say: (line: string) => void): Promise<LoadResult> {
  const database = await openPglite();
  const app = await buildApp({
    config: testConfig({ rateLimitPerMinute: 100_000_000 }),
    database,
    logger: false,
  });
  app.get('/bench/bare', async () => ({ hello: 'world' }));
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { result: bare, cpu } = await withCpu(() => load(`${url}/bench/bare`));
    say(`${row('bare JSON route of the portal server', bare)}   cpu ${cpu(bare)}`);
    return bare;
  } finally {
    await app.close();
    await database.close();
  }
}

/** argon2id cost per hash, and GET /Identity/Profile on PGlite, and on PostgreSQL when BENCH_DATABASE_URL names one. */
export async function benchIdentity(say: (line: string) => void, bare: LoadResult) {
  const hashes = 10;
  const started = performance.now();
  for (let i = 0; i < hashes; i++) await hashPassword(`Bench!${i}pass`);
  say(
    `argon2id (m=19456, t=2, p=1)                   ${((performance.now() - started) / hashes).toFixed(1)} ms per hash`,
  );

  const pglite = await openPglite();
  try {
    const { profile, bare: nextTo, cpu } = await profileOn(pglite);
    say(
      `${row('GET /Identity/Profile (PGlite)', profile, nextTo.requestsPerSecond ? nextTo : bare)}   (bare ${nextTo.requestsPerSecond} req/s)   cpu ${cpu}`,
    );
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  const postgres = await openPostgres(url);
  try {
    const { profile, bare: nextTo, cpu } = await profileOn(postgres);
    say(
      `${row('GET /Identity/Profile (PostgreSQL)', profile, nextTo.requestsPerSecond ? nextTo : bare)}   (bare ${nextTo.requestsPerSecond} req/s)   cpu ${cpu}`,
    );
  } finally {
    await postgres.close();
  }
}
