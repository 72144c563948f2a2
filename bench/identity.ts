import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { type Database, openPglite, openPostgres } from '../server/db/database';
import { users } from '../server/db/schema';
import { signAccessToken } from '../server/identity/access-token';
import { hashPassword } from '../server/identity/password';
import { testConfig } from '../tests/server/harness';
import { type LoadResult, load, row } from './load';

const BENCH_EMAIL = 'profile.bench@example.test';

/** GET /Identity/Profile of a fresh signed-in user, served by the portal on one database. */
async function profileOn(database: Database): Promise<LoadResult> {
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  await database.db.delete(users).where(eq(users.email, BENCH_EMAIL));
  const [user] = await database.db
    .insert(users)
    .values({ email: BENCH_EMAIL, role: 'companyuser', status: 'active', name: 'Bench' })
    .returning({ id: users.id });
  const token = await signAccessToken(config.jwtSecret, user.id, 3600);
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return await load(`${url}/Identity/Profile`, { authorization: `Bearer ${token}` });
  } finally {
    await app.close();
    await database.db.delete(users).where(eq(users.id, user.id));
  }
}

/**
 * argon2id cost per hash, and GET /Identity/Profile against a bare Fastify JSON route in the same process:
 * on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names one.
 */
export async function benchIdentity(say: (line: string) => void) {
  const hashes = 10;
  const started = performance.now();
  for (let i = 0; i < hashes; i++) await hashPassword(`Bench!${i}pass`);
  say(
    `argon2id (m=19456, t=2, p=1)                 ${((performance.now() - started) / hashes).toFixed(1)} ms per hash`,
  );

  const bare = Fastify({ logger: false });
  bare.get('/json', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareResult = await load(`${bareUrl}/json`);
  await bare.close();
  say(row('bare Fastify JSON route', bareResult));

  const ratio = (r: LoadResult) => (r.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3);
  const pglite = await openPglite();
  try {
    const profile = await profileOn(pglite);
    say(row('GET /Identity/Profile (PGlite)', profile));
    say(`Profile (PGlite) / bare ratio                 ${ratio(profile)}`);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  const postgres = await openPostgres(url);
  try {
    const profile = await profileOn(postgres);
    say(row('GET /Identity/Profile (PostgreSQL)', profile));
    say(`Profile (PostgreSQL) / bare ratio             ${ratio(profile)}`);
  } finally {
    await postgres.close();
  }
}
