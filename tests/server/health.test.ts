import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds)('server basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      app.get('/test/boom', async () => {
        throw new Error('secret internals at /var/lib/x');
      });
      app.get('/test/forbidden', { config: { permissions: ['Settings.RiQLink'] } }, async () => 'nope');
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers /health with the database kind and where the counters live', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind, counters: { store: 'memory' } });
  });

  it('answers /ready when the database answers, for a load balancer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true, database: true, counters: { store: 'memory' } });
  });

  it('gives every response a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
  });

  it('sends a strict content security policy without inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('hides the internals of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json()).toMatchObject({ StatusCode: 500, Code: 'serverError' });
  });

  it('answers 404 for an unknown API path in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ StatusCode: 404, Code: 'notFound' });
  });

  it('refuses a protected route without a token with 401 and no token-expired header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/forbidden' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['token-expired']).toBeUndefined();
  });

  it('writes the 403 message of the spec', () => {
    expect(NO_ACCESS_MESSAGE).toBe('Geen toegang tot dit object / No access to this object');
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimitPerMinute: 2 });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 429 in the error shape once an address passes the limit', async () => {
    const hit = () => t.app.inject({ method: 'GET', url: '/api/myRelations' });
    await hit();
    await hit();
    const res = await hit();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ StatusCode: 429, Code: 'tooManyRequests' });
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t?.close());

  it('is generated from the routes and lists the relation call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/myRelations');
  });
});
