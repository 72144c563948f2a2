import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** A built app as vite leaves it: index.html, and hashed assets with their brotli and gzip copies. */
function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('portal '.repeat(200))});`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  return dir;
}

describe('the app files', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = builtApp();
    t = await createTestApp('pglite', { staticDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends the brotli copy made at build to a browser that accepts it, and gzip to one that takes only gzip', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('portal portal');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('asks search engines to index the login screen only: every other page says noindex', async () => {
    for (const url of ['/', '/buildings/1', '/object/some-key/10020', '/contact?x=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-robots-tag']).toBeUndefined();
    const robots = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8');
    expect(robots).toMatch(/^Allow: \/login\$$/m);
    expect(robots).toMatch(/^Disallow: \/$/m);
  });

  it('never sends a source map', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('src/main.tsx');
  });

  it('never sends the build manifest, which names the source files', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('src/main.tsx');
  });

  it('lets browsers keep hashed assets for a year, and asks again for the page that names them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/buildings/1001']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>portal</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
