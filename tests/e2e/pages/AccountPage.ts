import type { Page } from 'playwright-core';

/** The account screens (/account, /account/change) as their user sees them (in Dutch unless switched). */
export class AccountPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path: '/account' | '/account/change' = '/account'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  private section(name: string) {
    return this.page.getByRole('region', { name });
  }

  async fill(section: string, label: string, value: string): Promise<void> {
    await this.section(section).getByLabel(label, { exact: true }).fill(value);
  }

  async clickButton(section: string, name: string): Promise<void> {
    await this.section(section).getByRole('button', { name }).click();
  }

  async seeText(text: string): Promise<void> {
    await this.page.getByText(text).first().waitFor();
  }

  async chooseLanguage(current: string, language: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(current) }).click();
    await this.page.getByRole('option', { name: language }).click();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
  }
}
