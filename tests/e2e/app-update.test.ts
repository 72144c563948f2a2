import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ShellPage } from './pages/ShellPage';
import { installed, phone, photograph } from './support/installed-app';
import { NEXT_BUILD_META, nextBuild } from './support/next-build';
import { startPortal } from './support/portal';

const portal = startPortal();

/** Which build the page in the tab was loaded from: only the next one carries its meta element. */
const buildOf = (page: Page) =>
  page.evaluate(
    (name) => (document.querySelector(`meta[name="${name}"]`) ? 'next' : 'current'),
    NEXT_BUILD_META,
  );

/** Marks the document in the tab: a reload, by the app or anyone, makes a new one without the mark. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marked?: boolean }).marked = true;
  });
const isMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

/** The state of the new version's worker while it waits to take over, or null when none waits. */
const waitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

const prompt = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie van het portaal.' });

const welcome = (page: Page) => new ShellPage(page).seeHeading(/^Welkom, /);

describe('a new version of the installed app', () => {
  it('waits for "Reload now", then every open tab reloads into the new version', async () => {
    const context = await portal.browser.newContext({ viewport: phone, serviceWorkers: 'allow' });
    const next = nextBuild();
    try {
      const page = await context.newPage();
      await portal.signIn(page, 'engineer@demo.example');
      await installed(page);
      const other = await context.newPage();
      await other.goto(`${portal.server.url}/`);
      await welcome(other);

      // The provider deploys the next build: the server stops and starts again with it, on the same data.
      await portal.server.kill('SIGTERM');
      await portal.server.restart({ cwd: next.dir });

      // The engineer opens the app again: the installed version answers, and the browser finds the new one.
      await page.reload();
      await welcome(page);
      expect(await buildOf(page)).toBe('current');
      await Promise.all([mark(page), mark(other)]);
      for (const tab of [page, other]) await prompt(tab).waitFor({ timeout: 60_000 });
      expect(await waitingWorker(page)).toBe('installed');

      // Nothing reloads by itself: the new version waits, however long the engineer takes.
      await page.waitForTimeout(3_000);
      for (const tab of [page, other]) {
        expect(await isMarked(tab)).toBe(true);
        expect(await buildOf(tab)).toBe('current');
      }
      expect(await waitingWorker(page)).toBe('installed');
      await photograph(page, 'app-update-prompt-375-nl');

      const reloads = [page, other].map((tab) => tab.waitForEvent('load', { timeout: 60_000 }));
      await prompt(page).getByRole('button', { name: 'Nu opnieuw laden' }).click();
      await Promise.all(reloads);
      for (const tab of [page, other]) {
        await welcome(tab);
        expect(await isMarked(tab)).toBe(false);
        expect(await buildOf(tab)).toBe('next');
        expect(await prompt(tab).count()).toBe(0);
      }
      expect(await waitingWorker(page)).toBeNull();
      await photograph(page, 'app-update-reloaded-375-nl');
    } finally {
      await context.close();
      // The rest of the file gets the build it started with.
      await portal.server.kill('SIGTERM');
      await portal.server.restart();
      next.remove();
    }
  });
});
