import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The login screen, as a user sees it (in Dutch, the default language). */
export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  private get email() {
    return this.page.getByLabel('E-mail', { exact: true });
  }

  private get password() {
    return this.page.getByLabel('Wachtwoord', { exact: true });
  }

  async open(path = '/login'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.seeLoginForm();
  }

  async seeLoginForm(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Inloggen', level: 1 }).waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.clickLogin();
  }

  async clickLogin(): Promise<void> {
    await this.page.getByRole('button', { name: 'Inloggen' }).click();
  }

  async seeAlert(text: string): Promise<void> {
    const alert = this.page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(text);
  }

  async seeEmptyPassword(): Promise<void> {
    expect(await this.password.inputValue()).toBe('');
  }
}
