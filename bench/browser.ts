import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../tests/e2e/support/server';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A phone-class CPU: Chromium runs every script four times slower, as Lighthouse's mobile profile does. */
async function slowDown(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * The largest contentful paint of the page now loading, read once the page has settled: the last entry the
 * browser reported (a later, larger paint replaces an earlier one until the user does something).
 */
async function largestContentfulPaint(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function signIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
}

/** Five cold loads of /login (a new browser profile each), and five of home right after signing in. */
async function paints(browser: Browser, server: RunningServer, say: (line: string) => void) {
  const login: number[] = [];
  const home: number[] = [];
  for (let run = 0; run < 5; run++) {
    const cold = await browser.newContext();
    const page = await cold.newPage();
    await slowDown(cold, page);
    await page.goto(`${server.url}/login`);
    login.push(await largestContentfulPaint(page));
    await cold.close();

    const signedIn = await browser.newContext();
    const next = await signedIn.newPage();
    await signIn(next, server.url, 'customer.user@demo.example');
    await slowDown(signedIn, next);
    await next.goto(`${server.url}/`);
    await next.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    home.push(await largestContentfulPaint(next));
    await signedIn.close();
  }
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  say(
    `| /login, largest contentful paint (4x CPU slowdown) | median of 5: ${median(login).toFixed(0)} ms | ${list(login)} |`,
  );
  say(
    `| home after sign-in, largest contentful paint (4x CPU slowdown) | median of 5: ${median(home).toFixed(0)} ms | ${list(home)} |`,
  );
}

/**
 * 'Choose customer' as the engineer types in it: twenty key presses (a letter, then Backspace, ten times, so
 * each one filters the whole list again), each timed with the Event Timing API from the key press to the next
 * paint. The API reports only events of 16 ms and longer; a press it does not report counts as 16 ms.
 */
async function keyPresses(browser: Browser, server: RunningServer, say: (line: string) => void) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, server.url, 'engineer@demo.example');
    const chooser = page.getByRole('complementary').getByRole('combobox', { name: 'Kies klant' });
    await chooser.click();
    await page.evaluate(() => {
      const durations: Record<number, number> = {};
      (window as unknown as { keyPressDurations: Record<number, number> }).keyPressDurations = durations;
      new PerformanceObserver((list) => {
        // interactionId is newer than TypeScript's DOM library: it groups the events of one key press.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
          if (entry.interactionId && entry.name.startsWith('key'))
            durations[entry.interactionId] = Math.max(durations[entry.interactionId] ?? 0, entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('e');
      await page.waitForTimeout(250);
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(500);
    const reported = await page.evaluate(() =>
      Object.values((window as unknown as { keyPressDurations: Record<number, number> }).keyPressDurations),
    );
    const all = [...reported, ...Array(Math.max(0, 20 - reported.length)).fill(16)];
    say(
      `| 'Choose customer' on the large set: key press to next paint | median of 20: ${median(all).toFixed(0)} ms | longest ${Math.max(...all).toFixed(0)} ms, ${reported.length} of 20 at 16 ms or more |`,
    );
  } finally {
    await context.close();
  }
}

/**
 * What a user waits for in Chromium, against the real server in its own process: the paints on the demo data
 * (embedded database), and the key presses on the large set when BENCH_DATABASE_URL names one.
 */
export async function benchBrowser(say: (line: string) => void): Promise<void> {
  let browser: Browser;
  try {
    browser = await launchBrowser('full');
  } catch (error) {
    say(
      `| browser measures | skipped: Chromium did not start (${error instanceof Error ? error.message : error}) | |`,
    );
    return;
  }
  try {
    const demo = await startServer();
    try {
      await paints(browser, demo, say);
    } finally {
      await demo.stop();
    }
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      say("| 'Choose customer' key presses | skipped: set BENCH_DATABASE_URL to the large set | |");
      return;
    }
    const large = await startServer({ DATABASE_URL: url, DEMO: 'false' });
    try {
      await keyPresses(browser, large, say);
    } finally {
      await large.stop();
    }
  } finally {
    await browser.close();
  }
}
