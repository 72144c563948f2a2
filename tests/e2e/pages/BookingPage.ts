import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Booking a visit and planning it, as a user sees it; every step of the form is done with the keyboard. */
export class BookingPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  private get main() {
    return this.page.getByRole('main');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  /** The name of the element that has the focus, as a screen reader says it. */
  private focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.getAttribute('aria-label');
      if (label) return label;
      const labels = (el as HTMLInputElement).labels;
      if (labels?.length) return (labels[0]!.textContent ?? '').trim();
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy)
        return labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      return (el.textContent ?? '').trim();
    });
  }

  /** Presses Tab until the element named `name` has the focus. */
  async tabTo(name: string | RegExp, max = 25): Promise<void> {
    for (let i = 0; i < max; i++) {
      const focused = await this.focusedName();
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
      await this.page.keyboard.press('Tab');
      // As a person does: the next key once the page has taken the last one.
      await this.page.waitForTimeout(50);
    }
    throw new Error(`Tab never reached ${name}; the focus is on "${await this.focusedName()}"`);
  }

  /** Puts the keyboard's focus on a link in the page and follows it with Enter. */
  async followLinkWithKeyboard(name: string): Promise<void> {
    await this.main.getByRole('link', { name }).focus();
    await this.page.keyboard.press('Enter');
  }

  async seeHeading(name: string | RegExp): Promise<void> {
    await this.main.getByRole('heading', { name, level: 1 }).waitFor();
  }

  /** The booking form, loaded: its places are there and its fields can be reached. */
  async seeForm(submit: string): Promise<void> {
    await this.main.getByRole('button', { name: submit }).waitFor();
  }

  async seeSelected(label: string, value: string | RegExp): Promise<void> {
    const button = this.main.getByRole('button', { name: new RegExp(label) });
    await button.waitFor();
    expect(await button.textContent()).toMatch(value);
  }

  /** Tabs into a radio group (the focus lands on its chosen option, or its first) and chooses `option` with arrows. */
  async chooseRadioWithKeyboard(group: string, option: string): Promise<void> {
    const radios = this.main.getByRole('radiogroup', { name: group }).getByRole('radio');
    const names = await radios.evaluateAll((els) =>
      els.map((el) => (el.closest('label')?.textContent ?? '').trim()),
    );
    await this.tabTo(new RegExp(`^(${names.join('|')})$`));
    for (let i = 0; i < names.length; i++) {
      if ((await this.focusedName()) === option) break;
      await this.page.keyboard.press('ArrowRight');
    }
    await this.page.keyboard.press('Space');
    await this.main.getByRole('radio', { name: option, checked: true }).waitFor();
  }

  /** Opens the calendar with the keyboard from the date field's calendar button. */
  async openCalendarWithKeyboard(buttonName: string): Promise<void> {
    await this.tabTo(buttonName);
    await this.page.keyboard.press('Enter');
    await this.page.getByRole('grid').waitFor();
  }

  /** In the open calendar: a week on with ArrowDown, then on with ArrowRight to a day that can be chosen; Enter. */
  async pickNextWeekWorkingDay(): Promise<string> {
    await this.page.keyboard.press('ArrowDown');
    for (let i = 0; i < 7; i++) {
      const unavailable = await this.page.evaluate(
        () => document.activeElement?.getAttribute('aria-disabled') === 'true',
      );
      if (!unavailable) break;
      await this.page.keyboard.press('ArrowRight');
    }
    const picked = await this.focusedName();
    await this.page.keyboard.press('Enter');
    await this.page.getByRole('grid').waitFor({ state: 'detached' });
    return picked;
  }

  async seeToast(text: string | RegExp): Promise<void> {
    await this.page.getByText(text).first().waitFor();
  }

  /** The row of a table in the page holding `text`. */
  row(text: string | RegExp) {
    return this.main.getByRole('row').filter({ hasText: text });
  }
}
