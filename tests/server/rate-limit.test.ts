import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const LIMIT = 5;

/**
 * The limit per client address is for the API: three browsers behind one address load the app's files many
 * times over, and a refused script left the login screen blank. The API's refusal says when to come back.
 */
describe('the rate limit', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'assets', 'rubik-latin.woff2'), 'font');
    t = await createTestApp('pglite', { staticDir, rateLimitPerMinute: LIMIT });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('never counts the app’s own files, nor refuses them once the API’s limit is reached', async () => {
    const files = ['/assets/index-abc123.js', '/assets/rubik-latin.woff2', '/', '/login', '/buildings/1'];
    for (let round = 0; round < LIMIT * 2; round++) {
      for (const url of files)
        expect({ url, status: (await t.app.inject({ url })).statusCode }).toEqual({ url, status: 200 });
    }
    // The files took nothing of the API's allowance.
    for (let i = 0; i < LIMIT; i++)
      expect((await t.app.inject({ url: '/api/providerSettings' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/providerSettings' })).statusCode).toBe(429);
    for (const url of files)
      expect({ url, status: (await t.app.inject({ url })).statusCode }).toEqual({ url, status: 200 });
  });

  it('answers the API’s 429 with Retry-After in seconds and a body in the shape of spec section 8', async () => {
    const res = await t.app.inject({ url: '/api/providerSettings', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect(res.json()).toEqual({
      StatusCode: 429,
      Code: 'tooManyRequests',
      Message: 'Too many requests, please try again later',
    });
  });
});
