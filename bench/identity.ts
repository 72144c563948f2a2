import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { openPglite } from '../server/db/database';
import { users } from '../server/db/schema';
import { signAccessToken } from '../server/identity/access-token';
import { hashPassword } from '../server/identity/password';
import { testConfig } from '../tests/server/harness';
import { load, row } from './load';

/** argon2id cost per hash, and GET /Identity/Profile against a bare Fastify JSON route in the same process. */
export async function benchIdentity(say: (line: string) => void) {
  const hashes = 10;
  const started = performance.now();
  for (let i = 0; i < hashes; i++) await hashPassword(`Bench!${i}pass`);
  say(
    `argon2id (m=19456, t=2, p=1)                 ${((performance.now() - started) / hashes).toFixed(1)} ms per hash`,
  );

  const database = await openPglite();
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  const [user] = await database.db
    .insert(users)
    .values({ email: 'bench@example.test', role: 'companyuser', status: 'active', name: 'Bench' })
    .returning({ id: users.id });
  const token = await signAccessToken(config.jwtSecret, user.id, 3600);
  const portalUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/json', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  try {
    const bareResult = await load(`${bareUrl}/json`);
    const profile = await load(`${portalUrl}/Identity/Profile`, { authorization: `Bearer ${token}` });
    say(row('bare Fastify JSON route', bareResult));
    say(row('GET /Identity/Profile (PGlite)', profile));
    say(
      `Profile / bare ratio                          ${(profile.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3)}`,
    );
  } finally {
    await bare.close();
    await app.close();
    await database.close();
  }
}
