import type { Page } from 'playwright-core';

/** A quotation's page as a customer reads it, and the decision on it. */
export class QuotationPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(relationId: number, quotationId: number): Promise<void> {
    await this.page.goto(`${this.baseUrl}/buildings/${relationId}/quotations/${quotationId}`);
    await this.page.getByRole('heading', { level: 1, name: /^(Offerte|Quotation) / }).waitFor();
  }

  async click(name: string | RegExp): Promise<void> {
    await this.page.getByRole('button', { name }).click();
  }

  async seeHeading(name: string | RegExp): Promise<void> {
    await this.page.getByRole('heading', { name }).first().waitFor();
  }

  async see(text: string | RegExp): Promise<void> {
    await this.page.getByText(text).first().waitFor();
  }

  async dontSeeButton(name: string | RegExp): Promise<number> {
    return this.page.getByRole('button', { name }).count();
  }

  field(label: string | RegExp) {
    return this.page.getByRole('textbox', { name: label });
  }

  async tickCheckbox(name: string | RegExp): Promise<void> {
    // The box is drawn over a hidden input: the person clicks its label, as the pointer would.
    await this.page.locator('label.checkbox__button', { hasText: name }).click();
    await this.page.getByRole('checkbox', { name, checked: true }).waitFor({ state: 'attached' });
  }

  /** Draws a signature across the signature box with the mouse, as a finger would. */
  async sign(label: string): Promise<void> {
    const box = await this.page.getByRole('img', { name: label }).boundingBox();
    if (!box) throw new Error('no signature box');
    const { mouse } = this.page;
    await mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
    await mouse.down();
    for (let i = 1; i <= 12; i++)
      await mouse.move(
        box.x + box.width * (0.15 + i * 0.05),
        box.y + box.height * (0.6 - 0.25 * Math.sin(i / 2)),
        { steps: 2 },
      );
    await mouse.up();
  }

  /** Presses a button from the keyboard, as someone without a pointer does: focus it, then Enter. */
  async press(name: string | RegExp, key = 'Enter'): Promise<void> {
    await this.page.getByRole('button', { name }).focus();
    await this.page.keyboard.press(key);
  }

  /** Ticks a checkbox with the space bar. */
  async tickWithKeyboard(name: string | RegExp): Promise<void> {
    await this.page.getByRole('checkbox', { name }).focus();
    await this.page.keyboard.press('Space');
    await this.page.getByRole('checkbox', { name, checked: true }).waitFor({ state: 'attached' });
  }

  /** The text of the element that has the focus. */
  focused(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  }
}
