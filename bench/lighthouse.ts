import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { FULL_CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../tests/e2e/support/browser';
import { DEMO_PASSWORD, startServer } from '../tests/e2e/support/server';

/** Chrome's remote debugging port Lighthouse drives the browser through. */
const PORT = 9_323;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A deeper link of the signed-in user's own data: relation, then location, then gate (`/buildings/1/2/3`). */
async function openFirst(page: Page, depth: number): Promise<void> {
  const pattern = new RegExp(`^/buildings(/\\d+){${depth}}$`);
  // A table's rows lead there too (react-aria writes their address as data-href), not only links.
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('main a[href], main [data-href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? link.getAttribute('data-href')));
  const href = hrefs.find((candidate) => candidate && pattern.test(candidate));
  if (!href) throw new Error(`No link to ${pattern} on ${page.url()}`);
  await page.goto(new URL(href, page.url()).toString());
}

async function audit(url: string, signedIn: boolean) {
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Signed in, the page keeps its login (Lighthouse would clear the origin's storage, and sign it out).
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const longTasks =
    (audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  return {
    scores: CATEGORIES.map(score).join(' / '),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    longest: Math.max(0, ...longTasks.map((task) => task.duration)),
  };
}

/**
 * Lighthouse (pinned at 12.2.3, the last that runs on Node 20) with its mobile defaults (simulated throttling,
 * 4x CPU) on the login route, home after customer.user signed in, and that user's first gate, `runs` times
 * each, against the built app served by the real server in its own process: the four scores and LCP/TBT/CLS.
 */
export async function benchLighthouse(say: (line: string) => void, runs = 1): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const server = await startServer();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH,
    headless: true,
    args: [`--remote-debugging-port=${PORT}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const row = async (what: string, url: string, signedIn: boolean) => {
      for (let run = 1; run <= runs; run++) {
        const r = await audit(url, signedIn);
        say(
          `| Lighthouse ${what}${runs > 1 ? ` (run ${run})` : ''} | ${r.scores} | LCP ${(r.lcp / 1000).toFixed(2)} s, ` +
            `TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, longest task ${r.longest.toFixed(0)} ms |`,
        );
      }
    };
    await row('/login', `${server.url}/login`, false);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mail', { exact: true }).fill('customer.user@demo.example');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // Home in the user's own language: the demo accounts do not all speak Dutch.
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await row('home, customer.user', `${server.url}/`, true);
    for (let depth = 1; depth <= 3; depth++) await openFirst(page, depth);
    await row(`object page ${new URL(page.url()).pathname}`, page.url(), true);
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}
