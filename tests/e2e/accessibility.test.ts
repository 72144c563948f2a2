import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { closeContext, retryAHang, within } from './support/bounded';
import { startPortal } from './support/portal';
import { SCREEN_WIDTHS, screensOf, settle, visit } from './support/screens';
import { DEMO_PASSWORD } from './support/server';

/**
 * axe-core in Chromium on every screen of every demo account, in both languages, on a phone, a tablet and a
 * desktop: no violation of WCAG 2.2 AA. One browser, one page per account and language (each its own test, so a
 * slow machine has the time of one language for each); the width changes by resizing, so each screen loads once.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Beyond the criteria: each page has its h1, and two landmarks of a kind have their own names.
  rules: { 'page-has-heading-one': { enabled: true }, 'landmark-unique': { enabled: true } },
  resultTypes: ['violations'],
};

const accounts = [
  'customer.admin@demo.example',
  'customer.user@demo.example',
  'customer.readonly@demo.example',
  'engineer@demo.example',
  'provider.admin@demo.example',
  'superadmin@demo.example',
];
const locales = ['nl', 'en'] as const;
/** From the width each screen is opened at down: the page opens at 1280 px. */
const widths = [...SCREEN_WIDTHS].reverse();
const languageName = { nl: 'Nederlands', en: 'English' } as const;

const portal = startPortal();

/**
 * An open list or menu hides the page behind it from assistive technology, its heading too: there the
 * heading rule does not apply.
 */
const overOverlay: RunOptions = {
  ...options,
  rules: { ...options.rules, 'page-has-heading-one': { enabled: false } },
};

/** The violations on the page as it is now, one line each: rule, and where. */
async function violations(page: Page, runOptions = options): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    // The live announcer of react-aria keeps a message for a few seconds after the control that said it
    // is gone (the login button's "busy"), labelled by that control: it is no part of the page's content.
    (options) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(
        { exclude: [['[data-live-announcer]']] },
        options,
      ) as Promise<AxeResults>,
    runOptions,
  );
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim()})`,
    ),
  );
}

/** Each width in turn, on the page as it stands; what is found is prefixed with where. */
async function checkAtEveryWidth(page: Page, where: string, found: string[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    for (const problem of await violations(page)) found.push(`${where} at ${width}px: ${problem}`);
  }
}

/**
 * Every screen of an account, at three widths in one language: under a minute alone on this machine, and up to
 * several times that while the other suites load both cores.
 */
const EVERY_SCREEN_TIMEOUT = 450_000;

/** One screen at every width: seconds alone, and well under this on a loaded machine unless something hangs. */
const ONE_SCREEN_LIMIT = 60_000;

// Each walk has a page of its own in the one browser and changes nothing the others read: they run side by side,
// as many at a time as the project's maxConcurrency.
describe.concurrent.each(accounts)('every screen of %s', (email) => {
  it.each(locales)(
    'has no WCAG 2.2 AA violation at 375, 800 and 1280 px, in %s',
    { timeout: EVERY_SCREEN_TIMEOUT, retry: retryAHang },
    async (locale) => {
      const { context, page } = await within('opening a page', ONE_SCREEN_LIMIT, async () => {
        const context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
        return { context, page: await context.newPage() };
      });
      try {
        await portal.signIn(page, email, locale);
        const screens = await within('finding the screens', ONE_SCREEN_LIMIT, () => screensOf(page));
        // Home, the relation, building and object with its tabs and records, at the least.
        expect(screens.length).toBeGreaterThanOrEqual(15);
        const found: string[] = [];
        for (const screen of screens) {
          const where = `${locale} ${screen.name} (${screen.path})`;
          await within(where, ONE_SCREEN_LIMIT, async () => {
            await page.setViewportSize({ width: 1280, height: 800 });
            await visit(page, screen.path);
            await checkAtEveryWidth(page, where, found);
          });
        }
        expect(found).toEqual([]);
      } finally {
        await closeContext(context);
      }
    },
  );
});

describe('screens before sign-in and open overlays', () => {
  it(
    'have no WCAG 2.2 AA violation at 375, 800 and 1280 px, in Dutch and in English',
    async () => {
      const context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const login = new LoginPage(page, portal.server.url);
      const activation = /Invited user's activation link: (\S+)/.exec(portal.server.output())?.[1];
      const found: string[] = [];
      const screens = [
        '/login',
        '/forgotpassword',
        '/resetpassword',
        '/resetpassword?code=abc&email=someone%40example.com',
        '/registration',
        '/registration?code=not-a-code',
        ...(activation ? [new URL(activation).pathname + new URL(activation).search] : []),
      ];
      await login.open();
      for (const locale of locales) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('radio', { name: languageName[locale] }).click();
        for (const path of screens) {
          await visit(page, path);
          await checkAtEveryWidth(page, `${locale} ${path}`, found);
        }
      }

      // The login's alert, the side menu of a phone, and the 'Choose customer' list open over the page.
      await visit(page, '/login');
      await page.getByRole('radio', { name: languageName.nl }).click();
      await login.signIn('engineer@demo.example', 'NotThePassword!1');
      await page.getByRole('alert').waitFor();
      await checkAtEveryWidth(page, 'login alert', found);
      await login.signIn('engineer@demo.example', DEMO_PASSWORD);
      const shell = new ShellPage(page);
      await shell.seeHeading(/^Welkom, /);
      await page.setViewportSize({ width: 375, height: 800 });
      await shell.clickOpenMenu();
      for (const problem of await violations(page, overOverlay)) found.push(`side menu at 375px: ${problem}`);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('complementary').getByRole('combobox', { name: 'Kies klant' }).click();
      await page.getByRole('listbox').waitFor();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      for (const problem of await violations(page, overOverlay)) {
        found.push(`open chooser at 1280px: ${problem}`);
      }

      await closeContext(context);
      expect(found).toEqual([]);
    },
    EVERY_SCREEN_TIMEOUT,
  );
});
