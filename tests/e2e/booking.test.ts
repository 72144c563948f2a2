import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BookingPage } from './pages/BookingPage';
import { DataPage } from './pages/DataPage';
import { SCREENSHOTS, startPortal } from './support/portal';

/** In the demo data: a building of the company user's relation, and a speedgate there. */
const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';
const engineer = 'Jeroen Bos';

const portal = startPortal();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 AA violations on the page as it is, as the accessibility suite runs them; with the calendar open
 * the page behind it is hidden from assistive technology, its heading too, so that rule is left out then.
 */
async function violations(page: Page, overOverlay = false): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (headingRule) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(
        { exclude: [['[data-live-announcer]']] },
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          rules: { 'page-has-heading-one': { enabled: headingRule } },
          resultTypes: ['violations'],
        },
      ) as Promise<AxeResults>,
    !overOverlay,
  );
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

describe('booking a visit', () => {
  const contexts: BrowserContext[] = [];
  const open = async (email: string) => {
    const context = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await portal.signIn(page, email);
    return {
      page,
      booking: new BookingPage(page, portal.server.url),
      data: new DataPage(page, portal.server.url),
    };
  };

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  it('customer.user books maintenance from the object page with the keyboard, provider.admin plans it for the engineer, who finds it in My appointments', async () => {
    const customer = await open('customer.user@demo.example');
    await customer.data.clickBuilding(building);
    await customer.data.clickRow(object);
    await customer.data.seeHeading(new RegExp(object));
    const objectPage = customer.data.path();

    await customer.booking.followLinkWithKeyboard('Bezoek aanvragen');
    await customer.booking.seeHeading('Bezoek aanvragen');
    await customer.booking.seeForm('Bezoek aanvragen');
    await customer.booking.seeSelected('Installatie', new RegExp(object));
    await customer.booking.chooseRadioWithKeyboard('Soort bezoek', 'Onderhoud');
    await customer.booking.openCalendarWithKeyboard('Kalender openen');
    const day = await customer.booking.pickNextWeekWorkingDay();
    expect(day).not.toMatch(/zaterdag|zondag/i);
    await customer.booking.chooseRadioWithKeyboard('Dagdeel', 'Ochtend');
    await customer.booking.tabTo('Opmerkingen');
    await customer.page.keyboard.type('Slagboom hapert bij openen.');
    await customer.booking.tabTo('Bezoek aanvragen');
    await customer.page.keyboard.press('Enter');

    await customer.booking.seeToast('Uw aanvraag is verstuurd.');
    await customer.data.seeHeading(new RegExp(object));
    expect(customer.data.path()).toBe(objectPage);
    await customer.booking.row('Aangevraagd').first().waitFor();

    const planner = await open('provider.admin@demo.example');
    await planner.page.getByRole('link', { name: 'Aangevraagde bezoeken' }).click();
    await planner.booking.seeHeading('Aangevraagde bezoeken');
    const request = planner.booking.row(object).filter({ hasText: 'Slagboom hapert bij openen.' });
    await planner.page.screenshot({ path: `${SCREENSHOTS}/booking-requested-nl-1280.png`, fullPage: true });
    expect(await violations(planner.page)).toEqual([]);
    await request.getByRole('button', { name: 'Inplannen' }).click();
    const dialog = planner.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Bezoek inplannen: ${object}` }).waitFor();
    await dialog.getByLabel('Tijd').fill('10:30');
    await dialog.getByRole('button', { name: /Monteur/ }).click();
    await planner.page.getByRole('option', { name: engineer }).click();
    await planner.page.screenshot({ path: `${SCREENSHOTS}/booking-plan-dialog-nl-1280.png` });
    expect(await violations(planner.page, true)).toEqual([]);
    await dialog.getByRole('button', { name: 'Inplannen' }).click();
    await planner.booking.seeToast('Het bezoek is ingepland');
    await planner.booking
      .row(object)
      .filter({ hasText: 'Slagboom hapert bij openen.' })
      .waitFor({ state: 'detached' });

    await customer.page.reload();
    const planned = customer.booking.row('Ingepland');
    await planned.first().waitFor();
    expect(await planned.first().textContent()).toContain(engineer);
    await customer.page.screenshot({ path: `${SCREENSHOTS}/booking-planned-nl-1280.png`, fullPage: true });

    const engineerAccount = await open('engineer@demo.example');
    await engineerAccount.page.getByRole('link', { name: 'Mijn afspraken' }).click();
    await engineerAccount.page.getByRole('tab', { name: 'Toekomstig' }).click();
    await engineerAccount.booking.row(object).filter({ hasText: 'Ingepland' }).first().waitFor();

    await planner.page.goto(`${portal.server.url}/dev/mail`);
    await planner.page.getByRole('heading', { name: 'Uitgaande e-mail', level: 1 }).waitFor();
    // James Carter reads English: his mails are in English.
    const mails = planner.page.getByRole('main');
    await mails.getByText(`Visit requested: ${object}, ${building}`).first().waitFor();
    await mails
      .getByText(new RegExp(`Visit planned: ${object} on .*10:30`))
      .first()
      .waitFor();
    expect(await mails.textContent()).toContain('customer.user@demo.example');
  });
});

describe.each([1280, 375])('the booking form at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await portal.browser.newContext({ viewport: { width, height: 900 } });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
  });

  it.each(['nl', 'en'] as const)('photographs the form with its calendar open in %s', async (locale) => {
    await portal.signIn(page, 'customer.user@demo.example');
    await page.evaluate((l) => localStorage.setItem('last-locale', l), locale);
    const booking = new BookingPage(page, portal.server.url);
    await booking.open('/book');
    await booking.seeHeading(locale === 'nl' ? 'Bezoek aanvragen' : 'Book a visit');
    await booking.seeForm(locale === 'nl' ? 'Bezoek aanvragen' : 'Book the visit');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENSHOTS}/booking-form-${locale}-${width}.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
    await booking.openCalendarWithKeyboard(locale === 'nl' ? 'Kalender openen' : 'Open calendar');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/booking-calendar-${locale}-${width}.png`, fullPage: true });
    expect(await violations(page, true)).toEqual([]);
  });
});
