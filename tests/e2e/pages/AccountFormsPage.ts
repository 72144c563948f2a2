import type { Page } from 'playwright-core';

/** The screens around signing in: forgot password, reset password and account activation (in Dutch). */
export class AccountFormsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  async seeTitle(name: string): Promise<void> {
    await this.page.getByRole('heading', { name, level: 1 }).waitFor();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  async seeValue(label: string, value: string): Promise<void> {
    const field = this.page.getByLabel(label, { exact: true });
    await field.waitFor();
    if ((await field.inputValue()) !== value)
      throw new Error(`${label} holds "${await field.inputValue()}", not "${value}"`);
  }

  async clickButton(name: string): Promise<void> {
    await this.page.getByRole('button', { name }).click();
  }

  async clickLink(name: string): Promise<void> {
    await this.page.getByRole('link', { name }).click();
  }

  async seeStatus(text: string): Promise<void> {
    await this.page.getByRole('status').filter({ hasText: text }).waitFor();
  }

  async seeAlert(text: string): Promise<void> {
    await this.page.getByRole('alert').filter({ hasText: text }).waitFor();
  }

  async seeFieldError(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).waitFor();
  }
}
