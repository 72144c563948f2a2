import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Settings and the users of a relation, as an administrator sees them (in Dutch). */
export class UsersAdminPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  private dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  private row(email: string): Locator {
    return this.main.getByRole('row').filter({ hasText: email });
  }

  async clickMenuEntry(name: string): Promise<void> {
    await this.page.getByRole('complementary').getByRole('link', { name, exact: true }).click();
  }

  /** The first relation the administrator manages; returns its name. */
  async openFirstRelation(): Promise<string> {
    const card = this.main.getByRole('list', { name: 'Relaties' }).getByRole('link').first();
    const name = (await card.locator('.card__title').textContent()) ?? '';
    await card.click();
    await this.main.getByRole('heading', { level: 1, name }).waitFor();
    await this.main.getByRole('grid', { name: 'Gebruikers' }).waitFor();
    return name;
  }

  async openRelationSettings(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.main.getByRole('grid', { name: 'Gebruikers' }).waitFor();
  }

  async invite(email: string, role: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Gebruiker uitnodigen' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: /Rol/ }).click();
    await this.page.getByRole('option', { name: role, exact: true }).click();
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await dialog.getByText(`De uitnodiging is verstuurd naar ${email}.`, { exact: false }).waitFor();
  }

  async inviteLinkShown(): Promise<string> {
    return this.page.getByRole('dialog').getByLabel('Activatielink').inputValue();
  }

  async clickCopyLink(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Directe link kopiëren' }).click();
  }

  async closeDialog(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).first().click();
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  async seeToast(text: string): Promise<void> {
    await this.page.getByRole('alertdialog').filter({ hasText: text }).first().waitFor();
  }

  async seeStatus(email: string, status: string): Promise<void> {
    await this.row(email).getByText(status, { exact: true }).waitFor();
  }

  async chooseAction(email: string, action: string): Promise<void> {
    await this.row(email)
      .getByRole('button', { name: /^Acties voor/ })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async confirmDeactivation(): Promise<void> {
    const dialog = this.dialog('Gebruiker deactiveren');
    await dialog.getByRole('button', { name: 'Deactiveren' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async seeClipboard(text: string): Promise<void> {
    expect(await this.page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  }
}
