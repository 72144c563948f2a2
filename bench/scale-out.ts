import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../server/identity/password';
import { createPostgresTestDatabase } from '../tests/server/harness';
import { startNginx } from '../tests/server/nginx';
import { freePort, startServer, stopServer } from '../tests/server/server-processes';
import { type LoadResult, load, row } from './load';

/**
 * One server process against two, each behind nginx (round robin), on one PostgreSQL and one Redis, measured
 * with the same load in the same run: GET /Identity/Profile, 20 connections from autocannon's own process. On
 * a two-core machine that also runs the database, nginx and the load, two processes may well not be faster;
 * the row says what it is.
 */
export async function benchScaleOut(say: (line: string) => void, bare: LoadResult) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    say('one process against two behind nginx: skipped (BENCH_DATABASE_URL names no PostgreSQL)');
    return;
  }
  process.env.TEST_DATABASE_URL ??= adminUrl;
  const database = await createPostgresTestDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `bench:${randomBytes(6).toString('hex')}:`,
    FILE_STORE: 'postgres',
    TRUST_PROXY: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
  };
  const children: ChildProcess[] = [];
  const folders: string[] = [];
  let nginx: ChildProcess | undefined;
  try {
    const ports: number[] = [];
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), `bench-scale-${i}-`));
      folders.push(dataDir);
      const port = await freePort();
      ports.push(port);
      children.push((await startServer({ ...env, PORT: String(port), DATA_DIR: dataDir })).child);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `insert into users (email, name, role, status, password_hash) values ('bench@customer.example', 'Bench', 'companyuser', 'active', $1)`,
      [await hashPassword('Bench!2026')],
    );
    await client.end();
    const login = await fetch(`http://127.0.0.1:${ports[0]}/Identity/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@customer.example', password: 'Bench!2026', rememberMe: false }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const count of [1, 2]) {
      const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
      folders.push(dir);
      const port = await freePort();
      nginx = await startNginx(dir, port, ports.slice(0, count));
      const url = `http://127.0.0.1:${port}/Identity/Profile`;
      await load(url, headers, 2); // warm-up, unmeasured
      const result = await load(url, headers);
      say(row(`GET /Identity/Profile, ${count} process${count > 1 ? 'es' : ''} behind nginx`, result, bare));
      nginx.kill('SIGQUIT');
      nginx = undefined;
    }
  } finally {
    nginx?.kill('SIGQUIT');
    await Promise.all(children.map(stopServer));
    await database.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}
