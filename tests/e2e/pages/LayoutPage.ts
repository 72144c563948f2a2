import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a screen shows at the window's width: whether things fit, where focus is, how values read. */
export class LayoutPage {
  constructor(private readonly page: Page) {}

  private get main() {
    return this.page.getByRole('main');
  }

  /**
   * The element lies wholly inside the window's width and nothing covers it or cuts it off: the point at
   * its middle is the element itself (or inside it), after scrolling the page (not a row) down to it.
   */
  async seeWhole(element: Locator): Promise<void> {
    await element.waitFor();
    await element.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'nearest' }));
    const width = this.page.viewportSize()?.width ?? 0;
    const box = await element.boundingBox();
    expect(box, 'the element has a box').not.toBeNull();
    if (!box) return;
    expect(box.x, 'its left edge is in the window').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'its right edge is in the window').toBeLessThanOrEqual(width);
    const onTop = await element.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && (node === hit || node.contains(hit));
    });
    expect(onTop, 'nothing covers or clips its middle').toBe(true);
  }

  /** The last cell of the table's first row (the row actions, the open amount) is wholly in sight. */
  async seeLastColumn(table: string): Promise<void> {
    const firstRow = this.main.getByRole('grid', { name: table }).getByRole('row').nth(1);
    await this.seeWhole(firstRow.getByRole('gridcell').last());
  }

  /** No part of the page scrolls sideways as a whole. */
  async seeNoSidewaysScroll(): Promise<void> {
    const overflow = await this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  /** The value shown beside a label of a record ('Bedrijfstijd machine' → '1,25 uur'). */
  async valueOf(label: string): Promise<string> {
    const item = this.main.locator('.details__item').filter({
      has: this.page.getByText(label, { exact: true }),
    });
    await item.first().waitFor();
    const labelText = (await item.first().locator('.details__label, dt').first().textContent()) ?? '';
    const text = (await item.first().textContent()) ?? '';
    return text.slice(text.indexOf(labelText) + labelText.length).trim();
  }

  /** Every tab of the list can be chosen, and the chosen one is then wholly in sight. */
  async chooseEveryTab(list: string): Promise<string[]> {
    const tabs = this.main.getByRole('tablist', { name: list }).getByRole('tab');
    await tabs.first().waitFor();
    const names = await tabs.allTextContents();
    for (const name of names) {
      const tab = this.main.getByRole('tab', { name, exact: true });
      await tab.click();
      await this.main.getByRole('tab', { name, exact: true, selected: true }).waitFor();
      await this.seeWhole(tab);
    }
    return names;
  }

  /** What has keyboard focus: its tag and its text. */
  async focused(): Promise<{ tag: string; text: string }> {
    return this.page.evaluate(() => ({
      tag: document.activeElement?.tagName.toLowerCase() ?? '',
      text: document.activeElement?.textContent?.trim() ?? '',
    }));
  }

  /** Presses Tab until the element matching `selector` has focus; then the look of its focus ring. */
  async tabTo(selector: string): Promise<{ outlineStyle: string; outlineWidth: string }> {
    for (let presses = 0; presses < 30; presses++) {
      await this.page.keyboard.press('Tab');
      const ring = await this.page.evaluate((selector) => {
        const active = document.activeElement;
        if (!active?.matches(selector)) return null;
        const style = getComputedStyle(active);
        return { outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth };
      }, selector);
      if (ring) return ring;
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  /** Waits until focus rests on the page's level-one heading, and says what it reads. */
  async seeFocusOnHeading(name: string | RegExp): Promise<void> {
    const heading = this.main.getByRole('heading', { level: 1, name });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
  }
}
