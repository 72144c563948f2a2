import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS, startPortal } from './support/portal';

/** In the demo data: a gate of the company user with four years of inspections, a failure and state changes. */
const gatePath = '/buildings/1005/2012/10026';

const portal = startPortal();

const texts = {
  nl: {
    tab: 'Tijdlijn',
    list: 'Tijdlijn van de installatie',
    condition: 'Conditie',
    chart: /Grafiek van de conditie/,
  },
  en: {
    tab: 'Timeline',
    list: 'Timeline of the gate',
    condition: 'Condition',
    chart: /Chart of the condition/,
  },
} as const;

describe.each(['nl', 'en'] as const)("a gate's timeline in %s", (locale) => {
  let context: BrowserContext;
  let page: Page;
  const say = texts[locale];

  beforeAll(async () => {
    context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await portal.signIn(page, 'customer.user@demo.example', locale);
  });

  afterAll(async () => {
    await context.close();
  });

  it.each([375, 800, 1280])(
    'shows at least five kinds of events at %i px, without sideways scroll',
    async (width) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${portal.server.url}${gatePath}`);
      await page.getByRole('tab', { name: say.tab }).click();
      const list = page.getByRole('list', { name: say.list });
      await list.waitFor();
      const kinds = await list
        .locator('li')
        .evaluateAll((items) => [...new Set(items.map((item) => item.className.replace(/.*--/, '')))]);
      expect(kinds.length).toBeGreaterThanOrEqual(5);
      expect(kinds).toEqual(expect.arrayContaining(['inspection', 'failureReported', 'gateState']));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways).toBe(false);
      await page.screenshot({ path: `${SCREENSHOTS}/timeline-${locale}-${width}.png`, fullPage: true });

      await page.getByRole('tab', { name: say.condition }).click();
      const chart = page.getByRole('img', { name: say.chart });
      await chart.waitFor();
      expect(await chart.locator('circle').count()).toBe(4);
      await page.screenshot({ path: `${SCREENSHOTS}/condition-${locale}-${width}.png`, fullPage: true });
    },
  );
});
