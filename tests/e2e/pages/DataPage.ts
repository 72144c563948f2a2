import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The data screens of the portal (buildings, objects, invoices, documents), as a user sees them in Dutch. */
export class DataPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  private get navigation() {
    return this.page.getByRole('complementary');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  /** The path the address bar shows now. */
  path(): string {
    return new URL(this.page.url()).pathname;
  }

  async chooseCustomer(search: string, name: string): Promise<void> {
    const chooser = this.navigation.getByRole('combobox', { name: 'Kies klant' });
    await chooser.fill(search);
    await this.page.getByRole('option', { name }).click();
  }

  async clickBuilding(name: string): Promise<void> {
    await this.navigation.getByRole('list', { name: 'Locaties' }).getByRole('link', { name }).click();
  }

  /** A card on the page (a relation on home, a building on the relation page). */
  async clickCard(name: string | RegExp): Promise<void> {
    await this.main.getByRole('link', { name }).click();
  }

  async seeHeading(name: string | RegExp): Promise<void> {
    await this.main.getByRole('heading', { name, level: 1 }).waitFor();
  }

  async clickRow(name: string | RegExp): Promise<void> {
    await this.main.getByRole('row', { name }).click();
  }

  /** Opens the first row of the table (the header row is not one of them). */
  async clickFirstRow(table: string): Promise<void> {
    await this.main.getByRole('grid', { name: table }).getByRole('row').nth(1).click();
  }

  async clickTab(name: string): Promise<void> {
    await this.main.getByRole('tab', { name }).click();
    await this.main.getByRole('tab', { name, selected: true }).waitFor();
  }

  async seeTabs(names: string[]): Promise<void> {
    const tabs = this.main.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(names);
  }

  async seeText(text: string): Promise<void> {
    await this.main.getByText(text, { exact: true }).first().waitFor();
  }

  async dontSeeText(text: string): Promise<void> {
    expect(await this.main.getByText(text, { exact: true }).count()).toBe(0);
  }

  /** A labelled value of a record ('Bedrag incl. btw' → '€ 900,01'). */
  async seeValue(label: string, value: string | RegExp): Promise<void> {
    const item = this.main.locator('.details__item, .figure').filter({
      has: this.page.getByText(label, { exact: true }),
    });
    await item.first().waitFor();
    const text = (await item.first().textContent()) ?? '';
    if (typeof value === 'string') expect(text).toContain(value);
    else expect(text).toMatch(value);
  }

  /** Opens a document from a list and waits for the full-screen viewer. */
  async clickDocument(name: string | RegExp): Promise<void> {
    await this.main.getByRole('button', { name }).click();
    await this.page.getByRole('dialog').waitFor();
  }

  /** The viewer shows the document as an image that actually loaded through its signed address. */
  async seeImageInViewer(name: string): Promise<void> {
    const image = this.page.getByRole('dialog').getByRole('img', { name });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await this.page.getByRole('dialog').locator('iframe').count()).toBe(0);
  }

  /** The viewer embeds the document; its signed address answers with the file, without a bearer token. */
  async seeDocumentInViewer(title: string, contentType: string): Promise<void> {
    const frame = this.page.getByRole('dialog').locator(`iframe[title="${title}"]`);
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/^\/files\/documents\/\d+\.pdf\?expires=\d+&signature=/);
    const response = await this.page.request.get(`${this.baseUrl}${src}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(contentType);
  }

  async closeViewerWithEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
}
