import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataPage } from './pages/DataPage';
import { startPortal } from './support/portal';

/**
 * In the demo data: a building of the company user's relation, and a turnstile there whose documents include one
 * never scanned, with two badges beside its long title.
 */
const building = 'Hoofdkantoor Utrecht';
const object = 'SO-024024';

const portal = startPortal();

describe("an object's documents", () => {
  let context: BrowserContext;
  let page: Page;
  let data: DataPage;
  let documentsTab: string;

  beforeAll(async () => {
    context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    data = new DataPage(page, portal.server.url);
    await portal.signIn(page, 'customer.user@demo.example');
    await data.clickBuilding(building);
    await data.clickRow(object);
    await data.seeHeading(new RegExp(object));
    await data.clickTab('Documenten');
    documentsTab = page.url();
  });

  afterAll(async () => {
    await context.close();
  });

  it.each([375, 800, 1280])('shows no badge over a title at %i px', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    const items = page.getByRole('main').locator('.document-list__item');
    await items.filter({ hasText: 'Document niet beschikbaar' }).waitFor();
    const overlaps = await items.evaluateAll((buttons) => {
      const intersect = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      return buttons.flatMap((button) => {
        const name = button.querySelector('.document-list__name')!;
        // The title's text as drawn (a long word may run out of its box), not only the box.
        const range = document.createRange();
        range.selectNodeContents(name);
        const words = [...range.getClientRects()];
        const others = [...button.querySelectorAll('.badge, .icon')].map((e) => e.getBoundingClientRect());
        const outside = button.getBoundingClientRect();
        return words.flatMap((word) => [
          ...others.filter((other) => intersect(word, other)).map(() => `${name.textContent} under a badge`),
          ...(word.right > outside.right + 0.5 ? [`${name.textContent} past its button`] : []),
        ]);
      });
    });
    expect(overlaps).toEqual([]);
  });

  it("closes the viewer on the browser's Back and stays on the page", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await data.clickDocument(/Gebruikershandleiding tourniquet/);
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(page.url()).toBe(documentsTab);
    await data.seeHeading(new RegExp(object));

    // Closed with its button, a later Back leaves the page as before: the viewer left no entry behind.
    await data.clickDocument(/Gebruikershandleiding tourniquet/);
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.goBack();
    await expect.poll(() => page.url()).not.toBe(documentsTab);
  });
});
