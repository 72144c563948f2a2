import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ModelsPage } from './pages/ModelsPage';
import { pagesPerTest, SCREENSHOTS, startPortal } from './support/portal';

const portal = startPortal();

/** Zorggroep Lindenhof, the relation of the demo's customer accounts. */
const lindenhof = 1005;

/** The page at 375, 800 and 1280 px wide, in Dutch and in English (the stored choice, the page reloaded). */
async function photograph(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const locale of ['nl', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('last-locale', l), locale);
    await page.reload();
    await ready();
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate(() => document.fonts.ready);
      // Nothing may push the page sideways at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}/day-${name}-${width}-${locale}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('last-locale', 'nl'));
}

describe("the provider's day, the rest", () => {
  const newPage = pagesPerTest(portal, { width: 1280, height: 800 });

  it('keeps the users table a table at 1280 px when an invited user has no name yet', async () => {
    const page = await newPage(1280, 800);
    await portal.signIn(page, 'provider.admin@demo.example');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
    const email = 'nieuwe.collega.facilitair@zorggroep-lindenhof.example';
    const invited = await fetch(`${portal.server.url}/api/users/${lindenhof}/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 5 }),
    });
    expect(invited.status).toBe(200);

    await page.goto(`${portal.server.url}/settings/${lindenhof}`);
    // Named in the language shown: the photographs below are taken in English too.
    const table = page
      .getByRole('grid', { name: /Gebruikers|Users/ })
      .or(page.getByRole('table', { name: /Gebruikers|Users/ }));
    const row = table.first().getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.waitFor();
    expect(await row.getByText('Nog geen naam').count()).toBe(1);
    const layouts = await page
      .locator('.table-wrap')
      .evaluateAll((wraps) => wraps.map((wrap) => wrap.getAttribute('data-layout')));
    expect(layouts.length).toBeGreaterThan(0);
    expect(layouts).not.toContain('cards');
    await page.screenshot({ path: `${SCREENSHOTS}/day-users-no-name-1280-nl.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect
      .poll(() => page.locator('.table-wrap').evaluateAll((w) => w.map((x) => x.getAttribute('data-layout'))))
      .not.toContain('cards');
    await photograph(page, 'users-no-name', () => row.waitFor());
  });

  it('asks before unsaved provider settings are left by a menu link or by Back, and leaves when told', async () => {
    const page = await newPage(1280, 800);
    await portal.signIn(page, 'provider.admin@demo.example');
    await page.getByRole('complementary').getByRole('link', { name: 'Instellingen dienstverlener' }).click();
    const name = page.getByRole('textbox', { name: /^Naam/ });
    await name.fill(`${await name.inputValue()} (test)`);
    await page.getByText('Wijzigingen nog niet opgeslagen').waitFor();

    await page.getByRole('complementary').getByRole('link', { name: 'Account' }).click();
    const question = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await question.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/day-unsaved-question-1280-nl.png` });
    await question.getByRole('button', { name: 'Op deze pagina blijven' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dbssettings');
    expect(await name.inputValue()).toMatch(/ \(test\)$/);

    // Back: the page stays, with the edit, and asks.
    await page.goBack();
    await question.waitFor();
    expect(new URL(page.url()).pathname).toBe('/dbssettings');
    expect(await name.inputValue()).toMatch(/ \(test\)$/);
    await question.getByRole('button', { name: 'Verlaten zonder opslaan' }).click();
    await page.getByRole('heading', { level: 1, name: /^Welkom, / }).waitFor();

    // At every width and in both languages the question fits.
    await page.goto(`${portal.server.url}/dbssettings`);
    const edit = async () => {
      const field = page.getByRole('textbox', { name: /^(Naam|Name)/ });
      await field.fill(`${await field.inputValue()} x`);
      await page.getByRole('complementary').or(page.getByRole('navigation')).first().waitFor();
    };
    await photograph(page, 'unsaved-settings', async () => {
      await page.getByRole('textbox', { name: /^(Naam|Name)/ }).waitFor();
      await edit();
    });
  });

  it('describes machines in Dutch and gives the step panel the width of a phone', async () => {
    const page = await newPage(375, 812);
    await portal.signIn(page, 'superadmin@demo.example');
    const models = new ModelsPage(page, portal.server.url);
    await models.open('/models/inactivity');
    await models.seeMachine('inactivity');
    await page.getByText(/^Draait zolang de sessie geautoriseerd is/).waitFor();
    expect(await page.getByText(/^Runs while the session is authorized/).count()).toBe(0);
    // A path with a step to take (the first of the list may be the start alone).
    await page
      .getByRole('button', { name: /^Afspelen: reaches / })
      .first()
      .click();
    await models.clickNextStep();
    const panel = page.locator('.models__step');
    await panel.getByText('Toestand').waitFor();
    // Each name above its value: the value starts at the panel's left edge, not beside its name.
    const [name, value] = await Promise.all([
      panel.locator('dt').first().boundingBox(),
      panel.locator('dd').first().boundingBox(),
    ]);
    expect(value!.x).toBeLessThanOrEqual(name!.x + 1);
    expect(value!.y).toBeGreaterThan(name!.y);
    await photograph(page, 'models-step', async () => {
      await models.seeMachine('inactivity');
      await page
        .getByRole('button', { name: /^(Afspelen|Replay): reaches / })
        .first()
        .click();
      await page.getByRole('button', { name: /^(Volgende stap|Next step)$/ }).click();
      await panel.locator('dt').first().waitFor();
      await panel.scrollIntoViewIfNeeded();
    });
  });
});
