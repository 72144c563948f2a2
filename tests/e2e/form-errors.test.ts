import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DataPage } from './pages/DataPage';
import { pagesPerTest, SCREENSHOTS, startPortal } from './support/portal';

/** In the demo data: a gate of Zorggroep Lindenhof, with the sticker whose link opens its public page. */
const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';

const portal = startPortal();

/** A form as a person with a mouse walks it: the pointer goes where the button is seen, then presses. */
class PointerForm {
  constructor(
    private readonly page: Page,
    private readonly scope: Locator,
  ) {}

  field(label: string | RegExp): Locator {
    return this.scope.getByLabel(label).first();
  }

  async fill(label: string | RegExp, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  /** Types on in the field that has the focus, as a person mending it does. */
  async typeOn(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /**
   * Presses the mouse where the button is on the screen now, with the focus still in the field just mended:
   * whatever changes as that field loses focus must not move the button from under the pointer.
   */
  async clickWhereButtonIs(name: string): Promise<void> {
    const button = this.scope.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error(`No button ${name} on the screen`);
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  async seeError(text: string): Promise<void> {
    await this.scope.getByText(text, { exact: true }).waitFor();
  }

  async dontSeeError(text: string): Promise<void> {
    await this.scope.getByText(text, { exact: true }).waitFor({ state: 'detached' });
  }

  /** The element with the focus lies on the screen (not above it, out of sight). */
  async seeFocusInView(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const box = document.activeElement?.getBoundingClientRect();
          return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  }
}

describe('a click right after mending a refused field', () => {
  const newPage = pagesPerTest(portal, { height: 812 });

  it('lands on Send on the public page of a gate, and the consent stays ticked', async () => {
    const engineer = await newPage(1280, 900);
    const data = new DataPage(engineer, portal.server.url);
    await portal.signIn(engineer, 'engineer@demo.example');
    await data.chooseCustomer('Linden', 'Zorggroep Lindenhof');
    await data.clickBuilding(building);
    await data.clickRow(object);
    await engineer.getByText('QR-stickers').click();
    const link = await engineer.getByRole('link', { name: 'Openbare pagina openen' }).getAttribute('href');

    const guard = await newPage(375);
    await guard.goto(new URL(link ?? '', portal.server.url).href);
    await guard.getByRole('heading', { name: `Installatie ${object}`, level: 1 }).waitFor();
    const main = guard.getByRole('main');
    const form = new PointerForm(guard, main);
    await form.clickWhereButtonIs('Versturen');
    await form.seeError('Kies de stand van het verkeerslicht');
    // The errors sit at the top of the form: the first takes the focus and is scrolled into sight.
    await form.seeFocusInView();
    await guard.screenshot({ path: `${SCREENSHOTS}/form-errors-public-refused-nl-375.png` });

    for (const [label, option] of [
      ['Verkeerslicht', 'groen'],
      ['Is doorgang mogelijk?', 'gedeeltelijk open'],
      ['Oorzaak', 'vandalisme'],
    ]) {
      await main.getByRole('button', { name: label }).first().click();
      await guard.getByRole('option', { name: new RegExp(`^${option}$`, 'i') }).click();
    }
    await form.fill(/Omschrijving/, 'Bord eraf getrokken');
    await form.fill(/Naam/, 'Gert Bewaker');
    await form.fill(/Telefoonnummer/, '0');
    await main.getByText(/Ik ga ermee akkoord/).click();
    await form.clickWhereButtonIs('Versturen');
    await form.seeError('Telefoonnummer is ongeldig');

    await form.field(/Telefoonnummer/).focus();
    await form.typeOn('6-98');
    // Still too few digits: the error stays where it is while the user types.
    await form.seeError('Telefoonnummer is ongeldig');
    await form.typeOn('765432');
    await form.dontSeeError('Telefoonnummer is ongeldig');
    await form.clickWhereButtonIs('Versturen');
    await guard.getByRole('heading', { name: 'Uw melding is verstuurd.' }).waitFor();
  });

  it('keeps the key that makes a password confirmation right, and changes the password with one click', async () => {
    const page = await newPage(375);
    await portal.signIn(page, 'customer.readonly@demo.example');
    await page.goto(`${portal.server.url}/account/change`);
    // The email form above asks for the current password too: this is the form with the new one.
    const form = new PointerForm(page, page.locator('form', { has: page.locator('[name=NewPassword]') }));
    await form.fill('Huidig wachtwoord', 'Demo!2026');
    await form.fill('Nieuw wachtwoord', 'NieuwWacht!2027');
    await form.fill('Bevestig nieuw wachtwoord', 'Anders!2027');
    await form.clickWhereButtonIs('Wachtwoord wijzigen');
    await form.seeError('De wachtwoorden komen niet overeen');

    const confirm = form.field('Bevestig nieuw wachtwoord');
    await confirm.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await form.typeOn('NieuwWacht!2027');
    // The last key makes the two alike: it stays in the field, and the error goes.
    expect(await confirm.inputValue()).toBe('NieuwWacht!2027');
    await form.dontSeeError('De wachtwoorden komen niet overeen');
    await form.clickWhereButtonIs('Wachtwoord wijzigen');
    // The form says it on the page (a toast says it too, and may come first).
    await page
      .locator('#main')
      .getByText('Wachtwoord gewijzigd. U bent op uw andere apparaten uitgelogd.')
      .waitFor();
  });
});
