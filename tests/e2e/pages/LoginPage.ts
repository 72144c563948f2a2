import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { codeAt } from '../../../server/identity/totp';
import { demoAuthenticatorSecret } from '../../../server/seed/accounts';

const STEP_MS = 30_000;
/** The last time step whose code each account used in this test file: the portal takes a code only once. */
const lastStepUsed = new Map<string, number>();

/**
 * A code of the demo authenticator of `email` that the portal has not taken yet: the current step's, or the
 * next one's (the portal allows one step of clock drift either side), waiting for the next step when two
 * sign-ins used them both. Never the step before: on a loaded machine the portal may check it a step later.
 */
async function freshCode(email: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  let step = Math.max(now, (lastStepUsed.get(email) ?? -Infinity) + 1);
  if (step > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 500));
    step = Math.max(Math.floor(Date.now() / STEP_MS), step);
  }
  lastStepUsed.set(email, step);
  return codeAt(demoAuthenticatorSecret(email), step * STEP_MS + 1000);
}

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

  /**
   * Email and password, and for the demo's provider accounts (which sign in with a second factor) the code their
   * published authenticator secret gives, as a person with the app would type it.
   */
  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.clickLogin();
    if (/^(superadmin|provider\.admin)@demo\.example$/.test(email)) {
      // The code is read off the app when its field is there, as a person would: not before the portal asks.
      await this.codeField.waitFor();
      await this.enterCode(await freshCode(email));
    }
  }

  private get codeField() {
    return this.page.getByLabel(/^(Code uit de app|Code from the app)$/);
  }

  /** The second step: the code from the authenticator app. */
  async enterCode(code: string): Promise<void> {
    const field = this.codeField;
    await field.fill(code);
    await this.page.getByRole('button', { name: /^(Bevestigen|Confirm)$/ }).click();
  }

  async clickLogin(): Promise<void> {
    await this.page.getByRole('button', { name: 'Inloggen', exact: true }).click();
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
