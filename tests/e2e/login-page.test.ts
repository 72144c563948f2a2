import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { startPortal } from './support/portal';
import { DEMO_PASSWORD } from './support/server';

const portal = startPortal();
const desktop = { width: 1280, height: 800 };

/** The picture of the frame the page's HTML draws, and of the one the app draws. */
const early = (page: Page) => page.locator('.early-frame .auth__picture');
const drawnByApp = (page: Page) => page.locator('#root .auth__picture');

describe('the page the server sends for /login', () => {
  it('paints the login picture before any script runs, where the app then draws it', async () => {
    const withoutScript = await portal.browser.newContext({ viewport: desktop, javaScriptEnabled: false });
    const withScript = await portal.browser.newContext({ viewport: desktop });
    try {
      const before = await withoutScript.newPage();
      await before.goto(`${portal.server.url}/login?returnTo=%2Finvoices`);
      await before.waitForLoadState('load');
      const drawnByHtml = await early(before).boundingBox();
      expect(drawnByHtml?.width).toBeGreaterThan(600);
      expect(drawnByHtml?.height).toBe(desktop.height);
      expect(
        await before.evaluate(
          () => getComputedStyle(document.querySelector('.auth__picture') as Element).backgroundImage,
        ),
      ).toContain('/login-picture.svg');

      const page = await withScript.newPage();
      await new LoginPage(page, portal.server.url).open();
      await page.getByRole('button', { name: 'Inloggen', exact: true }).waitFor();
      // The app's frame lies exactly over the early one, which stays beneath it as long as the login screen shows.
      expect(await drawnByApp(page).boundingBox()).toEqual(drawnByHtml);
      expect(await early(page).boundingBox()).toEqual(drawnByHtml);
      expect(await page.evaluate(() => document.elementFromPoint(100, 100)?.closest('#root') !== null)).toBe(
        true,
      );

      await page.getByLabel('E-mail', { exact: true }).fill('customer.readonly@demo.example');
      await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      await new ShellPage(page).seeHeading(/^Welkom, /);
      expect(await early(page).isVisible()).toBe(false);
    } finally {
      await withScript.close();
      await withoutScript.close();
    }
  });

  it('loads the entry alone and names the provider from the page; the checks load once the user types', async () => {
    // A first visit: the installable app's worker (which caches every file for field work) is not there yet.
    const context = await portal.browser.newContext({ viewport: desktop, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.endsWith('.js') || path.startsWith('/api/')) asked.push(path);
      });
      await new LoginPage(page, portal.server.url).open();
      const footer = page.getByRole('link', { name: /^Powered by / });
      await footer.waitFor();
      const named = await page.request.get(`${portal.server.url}/api/providerSettings`);
      const { name } = (await named.json()) as { name: string };
      expect(await footer.textContent()).toContain(name);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((path) => path !== '/registerSW.js')).toEqual([
        expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
      ]);

      await page.getByLabel('E-mail', { exact: true }).pressSequentially('a');
      await expect.poll(() => asked.some((path) => path.includes('first-screen-schemas-'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('leaves every other page empty until the app knows what to draw', async () => {
    const withoutScript = await portal.browser.newContext({ viewport: desktop, javaScriptEnabled: false });
    try {
      const page = await withoutScript.newPage();
      for (const path of ['/', '/invoices', '/login/elsewhere']) {
        await page.goto(`${portal.server.url}${path}`);
        expect(await page.locator('#root').innerHTML()).toBe('');
        expect(await page.locator('.early-frame').count()).toBe(0);
      }
    } finally {
      await withoutScript.close();
    }
  });
});
