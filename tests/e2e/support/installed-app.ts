import type { Page } from 'playwright-core';
import { SCREENSHOTS } from './portal';

/** The phone the field tests hold. */
export const phone = { width: 375, height: 812 };

/** The service worker of the installed app controls the page: from now on it opens with no network. */
export async function installed(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** The page from its top, as the engineer sees it on arrival. */
export async function photograph(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}
