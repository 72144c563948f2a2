import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, type TestApp } from './harness';

/**
 * An answer that needs a token is the caller's own: no browser or proxy may keep it (a shared computer's
 * back button, a caching proxy). Public answers keep their own caching.
 */
describe('Cache-Control of answers that need a token', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await createRelation(t.database.db, 1);
    const user = await createUser(t.database.db, {
      email: 'user@alfa.example',
      role: 'companyadmin',
      relationIds: [1],
    });
    token = (await login(t.app, user.email)).accessToken;
  });
  afterAll(() => t?.close());

  it('says no-store on every route that needs a token, also when it refuses the caller', async () => {
    const routes = t.app.routeTable.filter((r) => r.permissions !== undefined);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const refused = await t.app.inject({ method: route.method, url });
      expect({ url, status: refused.statusCode, cache: refused.headers['cache-control'] }).toEqual({
        url,
        status: 401,
        cache: 'no-store',
      });
    }
  });

  it('says no-store on a signed-in answer', async () => {
    for (const url of ['/Identity/Profile', '/api/myRelations', '/api/users/1']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-store',
      });
    }
  });

  it('leaves public answers to their own caching', async () => {
    const res = await t.app.inject({ url: '/api/providerSettings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
