import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/LoginPage';
import { startPortal } from './support/portal';

const portal = startPortal();
const desktop = { width: 1280, height: 800 };

const pictureBox = (page: Page) => page.locator('.auth__picture').boundingBox();

describe('the page the server sends for /login', () => {
  it('paints the login picture before any script runs, where the app then draws it', async () => {
    const withoutScript = await portal.browser.newContext({ viewport: desktop, javaScriptEnabled: false });
    const withScript = await portal.browser.newContext({ viewport: desktop });
    try {
      const early = await withoutScript.newPage();
      await early.goto(`${portal.server.url}/login?returnTo=%2Finvoices`);
      await early.waitForLoadState('load');
      const drawnByHtml = await pictureBox(early);
      expect(drawnByHtml?.width).toBeGreaterThan(600);
      expect(drawnByHtml?.height).toBe(desktop.height);
      expect(
        await early.evaluate(
          () => getComputedStyle(document.querySelector('.auth__picture') as Element).backgroundImage,
        ),
      ).toContain('/login-picture.svg');

      const page = await withScript.newPage();
      await new LoginPage(page, portal.server.url).open();
      await page.getByRole('button', { name: 'Inloggen' }).waitFor();
      expect(await page.locator('.auth__picture').count()).toBe(1);
      expect(await pictureBox(page)).toEqual(drawnByHtml);
    } finally {
      await withScript.close();
      await withoutScript.close();
    }
  });

  it('leaves every other page empty until the app knows what to draw', async () => {
    const withoutScript = await portal.browser.newContext({ viewport: desktop, javaScriptEnabled: false });
    try {
      const page = await withoutScript.newPage();
      for (const path of ['/', '/invoices', '/login/elsewhere']) {
        await page.goto(`${portal.server.url}${path}`);
        expect(await page.locator('#root').innerHTML()).toBe('');
      }
    } finally {
      await withoutScript.close();
    }
  });
});
