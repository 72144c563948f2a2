import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { createUser, PASSWORD } from './fixtures';
import { openTestDatabase, testConfig } from './harness';
import { freePort } from './server-processes';

/**
 * Two app instances on one database stand for two server processes behind a load balancer: each has its own
 * memory, as two processes do. With REDIS_URL they count every limit once; with the memory store (the
 * embedded default) each counts its own, which these tests show too, so each fails with the wrong store.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('limits counted across two processes', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const apps: FastifyInstance[] = [];
  const email = 'guessed@customer.example';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createUser(database.db, { email, role: 'companyuser' });
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  /** Two "processes" sharing this run's own key prefix, so runs and files never count each other's. */
  async function twoProcesses(overrides: Partial<Config>): Promise<[FastifyInstance, FastifyInstance]> {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const made: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        config: testConfig({ redisKeyPrefix: prefix, ...overrides }),
        database,
        logger: false,
      });
      await app.ready();
      made.push(app);
      apps.push(app);
    }
    return made as [FastifyInstance, FastifyInstance];
  }

  const wrongPassword = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/Identity/Login',
      payload: { email, password: 'wrong-Password1!', rememberMe: false },
    });

  const statuses = async (
    app: FastifyInstance,
    n: number,
    send: (a: FastifyInstance) => Promise<{ statusCode: number }>,
  ) => {
    const seen: number[] = [];
    for (let i = 0; i < n; i++) seen.push((await send(app)).statusCode);
    return seen;
  };

  it('refuses the sixth wrong password whichever process answers, with Redis', async () => {
    const [a, b] = await twoProcesses({ redisUrl });
    expect(await statuses(a, 5, wrongPassword)).toEqual([400, 400, 400, 400, 400]);
    expect((await wrongPassword(b)).statusCode).toBe(429);
  });

  it('gives each process its own five guesses with the memory store', async () => {
    const [a, b] = await twoProcesses({});
    expect(await statuses(a, 6, wrongPassword)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await statuses(b, 6, wrongPassword)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/health' });

  it('spends one budget of the API rate limit across processes, with Redis', async () => {
    const [a, b] = await twoProcesses({ redisUrl, rateLimitPerMinute: 6 });
    const api = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/roles' });
    expect(await statuses(a, 3, api)).not.toContain(429);
    expect(await statuses(b, 3, api)).not.toContain(429);
    expect((await api(a)).statusCode).toBe(429);
    expect((await api(b)).statusCode).toBe(429);
    expect((await health(a)).json().counters).toEqual({ store: 'redis', reachable: true });
  });

  it('spends a budget per process with the memory store', async () => {
    const [a, b] = await twoProcesses({ rateLimitPerMinute: 6 });
    const api = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/roles' });
    expect(await statuses(a, 6, api)).not.toContain(429);
    expect(await statuses(b, 6, api)).not.toContain(429);
    expect((await health(a)).json().counters).toEqual({ store: 'memory' });
  });

  it('counts a route of its own (the password reset) once across processes, with Redis', async () => {
    const [a, b] = await twoProcesses({ redisUrl });
    const forgot = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/Identity/ForgotPassword', payload: { Email: email } });
    const seen = [...(await statuses(a, 5, forgot)), ...(await statuses(b, 5, forgot))];
    expect(seen).not.toContain(429);
    expect((await forgot(a)).statusCode).toBe(429);
    expect((await forgot(b)).statusCode).toBe(429);
  });

  describe('when Redis goes away mid-run', () => {
    let redis: ChildProcess | undefined;
    afterAll(() => {
      redis?.kill('SIGKILL');
    });

    it('keeps answering, limits each process on its own, and says so in /health and /ready', async () => {
      const port = await freePort();
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      const url = `redis://127.0.0.1:${port}`;
      for (let i = 0; i < 50; i++) {
        const probe = await fetch(`http://127.0.0.1:${port}`).catch((e: Error) => e);
        if (!(probe instanceof Error) || !String(probe.cause).includes('ECONNREFUSED')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [a] = await twoProcesses({ redisUrl: url });
      expect((await a.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);

      redis.kill('SIGKILL');
      await new Promise((resolve) => redis!.once('exit', resolve));
      for (let i = 0; i < 50 && (await health(a)).json().counters.reachable; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));

      expect((await health(a)).json().counters).toEqual({ store: 'redis', reachable: false });
      const ready = await a.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ ready: false, database: true });
      // The API still answers, and a guesser is still refused by this process's own count.
      expect((await a.inject({ method: 'GET', url: '/api/roles' })).statusCode).toBe(401);
      expect(await statuses(a, 6, wrongPassword)).toEqual([400, 400, 400, 400, 400, 429]);
      const right = await a.inject({
        method: 'POST',
        url: '/Identity/Login',
        remoteAddress: '10.9.9.9',
        payload: { email, password: PASSWORD, rememberMe: false },
      });
      expect(right.statusCode).toBe(200);
    });
  });
});
