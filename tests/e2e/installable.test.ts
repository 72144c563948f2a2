import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/LoginPage';
import { startPortal } from './support/portal';

const portal = startPortal();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe('the installable app', () => {
  it('has a manifest with a name, the start page, standalone display, a theme colour and its icons', async () => {
    const html = await (await fetch(`${portal.server.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    // The registration is a file of its own: the CSP allows no inline script.
    expect(html).toMatch(/<script id="vite-plugin-pwa:register-sw" src="\/registerSW.js"/);
    const response = await fetch(`${portal.server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Serviceportaal',
      short_name: 'Serviceportaal',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f5c73',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === undefined);
      expect(icon?.type, size).toBe('image/png');
      const png = await fetch(`${portal.server.url}${icon!.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await png.arrayBuffer()))).toBe(size);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    // A new worker is looked for on every visit, never kept in a cache.
    const worker = await fetch(`${portal.server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  describe('its service worker', () => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await portal.browser.newContext({
        viewport: { width: 375, height: 812 },
        serviceWorkers: 'allow',
      });
      page = await context.newPage();
    });

    afterEach(async () => {
      await context.close();
    });

    it('serves the app with no network, for any page, but never for the API', async () => {
      const login = new LoginPage(page, portal.server.url);
      await login.open();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      await context.setOffline(true);
      await page.reload();
      await login.seeLoginForm();
      // A deep link opens the app too (it routes, and asks for a sign-in).
      await page.goto(`${portal.server.url}/buildings/1005/2015/10031`);
      await login.seeLoginForm();
      for (const path of ['/api/myRelations', '/Identity/Profile', '/files/photo.jpg']) {
        const failed = await page.goto(`${portal.server.url}${path}`).then(
          () => false,
          () => true,
        );
        expect(failed, path).toBe(true);
      }
    });
  });
});
