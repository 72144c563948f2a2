import type { Page } from 'playwright-core';

/** The signed-in portal: side navigation, bottom menu and the page in the middle. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  private get navigation() {
    return this.page.getByRole('complementary');
  }

  async seeHeading(name: string | RegExp): Promise<void> {
    await this.page.getByRole('heading', { name, level: 1 }).waitFor();
  }

  async seeText(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).first().waitFor();
  }

  async dontSeeText(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).first().waitFor({ state: 'hidden' });
  }

  async seeRelationList(): Promise<void> {
    await this.navigation.getByRole('list', { name: 'Relaties' }).getByRole('link').first().waitFor();
  }

  async seeBuildingList(): Promise<void> {
    await this.navigation.getByRole('list', { name: 'Locaties' }).getByRole('link').first().waitFor();
  }

  async clickLanguage(name: 'English' | 'Nederlands'): Promise<void> {
    await this.navigation.getByRole('radio', { name }).click();
  }

  async clickLogout(label: 'Uitloggen' | 'Logout' = 'Uitloggen'): Promise<void> {
    await this.navigation.getByRole('button', { name: label }).click();
  }

  async clickCollapseMenu(): Promise<void> {
    await this.navigation.getByRole('button', { name: 'Menu inklappen' }).click();
    await this.navigation.getByRole('button', { name: 'Menu uitklappen' }).waitFor();
  }

  async clickOpenMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Menu openen' }).click();
    await this.page.getByRole('dialog').waitFor();
  }
}
