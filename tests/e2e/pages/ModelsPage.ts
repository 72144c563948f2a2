import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The model viewer (/models), as QA uses it (in Dutch, the default language). */
export class ModelsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  private get chart() {
    return this.page.getByRole('img', { name: /^Toestandsdiagram van / });
  }

  async open(path = '/models'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  async clickMenuEntry(): Promise<void> {
    await this.page.getByRole('complementary').getByRole('link', { name: 'Modellen' }).click();
    await this.page.getByRole('heading', { name: 'Modellen', level: 1 }).waitFor();
  }

  async clickMachine(id: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Machines' }).getByRole('link', { name: id }).click();
    await this.seeMachine(id);
  }

  async seeMachine(id: string): Promise<void> {
    await this.page.getByRole('heading', { name: id, level: 2 }).waitFor();
    // In the language shown.
    await this.page
      .getByRole('img', { name: new RegExp(`^(Toestandsdiagram van|Statechart of) ${id}$`) })
      .waitFor();
  }

  /** The states the chart marks as where an actor of this tab is. */
  async seeLiveStates(ids: string[]): Promise<void> {
    await expect.poll(() => this.markedStates('data-live')).toEqual(ids.sort());
  }

  /** The states the chart marks as where the chosen path's step is. */
  async seeSteppedStates(ids: string[]): Promise<void> {
    await expect.poll(() => this.markedStates('data-stepped')).toEqual(ids.sort());
  }

  async seeStepHeading(index: number, last: number): Promise<void> {
    await this.page.getByRole('heading', { name: `Stap ${index} van ${last}`, level: 3 }).waitFor();
  }

  async clickReplay(path: RegExp): Promise<void> {
    await this.page.getByRole('button', { name: path }).click();
  }

  async clickNextStep(): Promise<void> {
    await this.page.getByRole('button', { name: 'Volgende stap' }).click();
  }

  async clickPreviousStep(): Promise<void> {
    await this.page.getByRole('button', { name: 'Vorige stap' }).click();
  }

  /** Downloads the machine's definition and reads it back. */
  async clickExport(): Promise<{ fileName: string; definition: { id: string; states: unknown[] } }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('link', { name: 'Download als JSON' }).click(),
    ]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    return { fileName: download.suggestedFilename(), definition: JSON.parse(readFileSync(path, 'utf8')) };
  }

  async seeNotAuthorized(): Promise<void> {
    await this.page.getByText('Geen toegang', { exact: true }).first().waitFor();
  }

  async dontSeeMenuEntry(): Promise<void> {
    expect(await this.page.getByRole('complementary').getByRole('link', { name: 'Modellen' }).count()).toBe(
      0,
    );
  }

  /** Photographs the whole page, and the chart on its own (`<name>-chart.png`) to read its labels. */
  async photograph(path: string): Promise<void> {
    await this.page.evaluate(() => document.fonts.ready);
    await this.page.screenshot({ path, fullPage: true });
    await this.chart.screenshot({ path: path.replace(/\.png$/, '-chart.png') });
  }

  private markedStates(attribute: string): Promise<string[]> {
    return this.page.locator(`[data-state-id][${attribute}]`).evaluateAll(
      (nodes, name) =>
        nodes
          .map((node) => node.getAttribute(name) && node.getAttribute('data-state-id'))
          .filter(Boolean)
          .sort() as string[],
      attribute,
    );
  }
}
