import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, InspectionPage } from './pages/InspectionPage';
import { ShellPage } from './pages/ShellPage';
import { answerEveryItem, openObject } from './support/field';
import { readQrCodes } from './support/pdf-qr';
import { pagesPerTest, SCREENSHOTS, startPortal } from './support/portal';

/** In the demo data (of the relation `lindenhof`): a building with a gate. */
const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';

const portal = startPortal();

/**
 * Whether the whole element is on the screen: inside the window and inside every box around it that clips
 * (a scroll area), so nothing of it is hidden or must be scrolled to.
 */
const fullyVisible = (locator: Locator) =>
  locator.evaluate((element) => {
    const own = element.getBoundingClientRect();
    if (own.width === 0 || own.height === 0) return 'no size';
    const inside = (outer: { top: number; bottom: number; left: number; right: number }) =>
      own.top >= outer.top - 0.5 &&
      own.bottom <= outer.bottom + 0.5 &&
      own.left >= outer.left - 0.5 &&
      own.right <= outer.right + 0.5;
    if (!inside({ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth }))
      return `outside the window: ${JSON.stringify(own)}`;
    for (let box = element.parentElement; box; box = box.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(box);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      if (!inside(box.getBoundingClientRect()))
        return `clipped by ${box.className}: ${box.getBoundingClientRect().height} px high`;
    }
    return 'visible';
  });

/** From the object page: "Onderhoud starten", begin, both arrival photos (and the counter), on to the checklist. */
async function startAndArrive(page: Page, inspection: InspectionPage) {
  await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
  await inspection.click('Inspectie beginnen');
  await inspection.addPhoto('Foto’s van de gesloten installatie', await cameraJpeg(page, 'DICHT'));
  await inspection.addPhoto('Foto’s van het typeplaatje', await cameraJpeg(page, 'TYPE'));
  await inspection.seePhotosSaved('Foto’s van de gesloten installatie', 1);
  await inspection.seePhotosSaved('Foto’s van het typeplaatje', 1);
  const counter = page.getByRole('textbox', { name: 'Cyclusteller bij aankomst' });
  if ((await counter.count()) > 0) await counter.fill('10');
  await inspection.click('Verder');
  await inspection.seeStep('Inspectie');
}

describe("the provider's day", () => {
  const newPage = pagesPerTest(portal, {});

  /**
   * The screen as it is now at 375, 800 and 1280 px, in Dutch and in English (chosen in the menu, no reload:
   * the screen keeps its state), back at its own width in Dutch after.
   */
  const photograph = async (page: Page, name: string) => {
    const own = page.viewportSize() ?? { width: 375, height: 812 };
    const choose = async (language: 'English' | 'Nederlands') => {
      // The public page and the desktop side bar show the switch; a phone's shell has it in its menu.
      const shown = page.getByRole('radio', { name: language }).first();
      if (await shown.isVisible()) return shown.click();
      await page.getByRole('button', { name: /^(Menu openen|Open menu)$/ }).click();
      await page.getByRole('dialog').getByRole('radio', { name: language }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    };
    for (const language of ['English', 'Nederlands'] as const) {
      for (const width of [375, 800, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        if (width === 375) await choose(language);
        await page.evaluate(() => document.fonts.ready);
        const lang = language === 'English' ? 'en' : 'nl';
        await page.screenshot({ path: `${SCREENSHOTS}/qr-${name}-${width}-${lang}.png`, fullPage: true });
      }
    }
    await page.setViewportSize(own);
  };

  /** The page again in English (or Dutch), as a user who chose that language. */
  const speak = async (page: Page, locale: 'nl' | 'en') => {
    await page.evaluate((l) => localStorage.setItem('last-locale', l), locale);
    await page.reload();
  };

  it("the engineer scans a real sticker's QR code, taps 'Onderhoud starten' and reaches that gate's inspection", async () => {
    const page = await newPage(375, 812);
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, building, object);
    const [, , locationId, objectId] = new URL(page.url()).pathname.split('/').slice(1);
    expect(Number(objectId)).toBeGreaterThan(0);

    // The location's sticker sheet as it is printed, and the QR code on it of this gate, read from the PDF.
    const sheet = await portal.api<{ url: string }>(page, `/api/Object/stickers?locationId=${locationId}`);
    const pdf = Buffer.from(await (await fetch(`${portal.server.url}${sheet.url}`)).arrayBuffer());
    const codes = await readQrCodes(portal.browser, pdf);
    const code = codes.find((c) => new URL(c).pathname.endsWith(`/${objectId}`));
    expect(code, codes.join('\n')).toBeTruthy();

    await page.goto(`${portal.server.url}${new URL(code!).pathname}`);
    await page.getByRole('heading', { name: `Installatie ${object}`, level: 1 }).waitFor();
    await photograph(page, 'public-engineer');
    await page.getByRole('link', { name: 'Onderhoud starten' }).click();

    await page.waitForURL(new RegExp(`/buildings/\\d+/${locationId}/${objectId}/inspection/[0-9a-f-]{36}$`));
    const inspection = new InspectionPage(page);
    await inspection.seeStep('Start');
    await page.getByRole('heading', { level: 1, name: new RegExp(object) }).waitFor();
    expect(await page.getByText('Deze link noemt geen object.').count()).toBe(0);
    await photograph(page, 'inspection-start');
  });

  for (const email of ['provider.admin@demo.example', 'superadmin@demo.example'])
    for (const [width, height] of [
      [1280, 800],
      [1366, 768],
    ])
      it(`shows ${email} the whole customer chooser at ${width} x ${height}`, async () => {
        const page = await newPage(width, height);
        await portal.signIn(page, email);
        const chooser = page.getByRole('complementary').getByRole('combobox', { name: 'Kies klant' });
        await chooser.waitFor();
        const label = page.getByRole('complementary').getByText('Kies klant', { exact: true });
        expect(await fullyVisible(label)).toBe('visible');
        expect(await fullyVisible(chooser)).toBe('visible');
        const name = email.split('@')[0];
        await page.screenshot({ path: `${SCREENSHOTS}/qr-chooser-${name}-${width}x${height}-nl.png` });
        // It works where it stands: typing finds the customer, choosing opens it.
        await chooser.fill('Lindenhof');
        await page.getByRole('option', { name: 'Zorggroep Lindenhof' }).click();
        await page.getByRole('heading', { level: 1, name: 'Zorggroep Lindenhof' }).waitFor();
        expect(await fullyVisible(chooser)).toBe('visible');
      });

  it('leads the engineer to the first checklist item in error, names a value over its limit, and returns to the checklist', async () => {
    const page = await newPage(375, 812);
    const inspection = new InspectionPage(page);
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, building, object);
    await startAndArrive(page, inspection);

    // The first item answered, the rest not: Continue brings the second item's condition into view and focus.
    const items = inspection.items();
    const first = items.nth(0);
    await first.getByRole('radiogroup', { name: 'Conditie' }).getByText('1', { exact: true }).click();
    const firstValue = first.getByRole('textbox', { name: /^Gemeten waarde/ });
    if ((await firstValue.count()) > 0) await firstValue.fill('1');
    await first.getByRole('radiogroup', { name: 'Oordeel' }).getByText('Conform', { exact: true }).click();
    await inspection.click('Verder');
    await page.getByText(/^Vul de \d+ gemarkeerde velden in\.$/).waitFor();
    const second = items.nth(1);
    await expect.poll(() => second.evaluate((item) => item.contains(document.activeElement))).toBe(true);
    expect(await fullyVisible(second.getByRole('radiogroup', { name: 'Conditie' }))).toBe('visible');
    await page.screenshot({ path: `${SCREENSHOTS}/qr-checklist-first-error-375-nl.png` });
    await photograph(page, 'checklist-errors');

    // 100 N against a limit of 25 N, the condition as expected, ticked conform: the value is named.
    const clamp = items.filter({ hasText: /(Grens|Limit): ≤ 25 N/ }).first();
    await clamp.scrollIntoViewIfNeeded();
    await clamp.getByRole('radiogroup', { name: 'Conditie' }).getByText('1', { exact: true }).click();
    await clamp.getByRole('textbox', { name: /^Gemeten waarde/ }).fill('100');
    await clamp.getByRole('radiogroup', { name: 'Oordeel' }).getByText('Conform', { exact: true }).click();
    await inspection.click('Verder');
    await clamp
      .getByText('De gemeten waarde ligt boven de grens: kies niet conform en beschrijf de reparatie')
      .waitFor();
    expect(await clamp.getByText('Reparatie is verplicht als de staat minder is dan verwacht').count()).toBe(
      0,
    );
    await clamp.screenshot({ path: `${SCREENSHOTS}/qr-checklist-over-limit-375-nl.png` });

    // "Onderhoud niet mogelijk", then "Toch onderhoud uitvoeren": back on the checklist, answers kept.
    await inspection.click('Onderhoud niet mogelijk');
    await inspection.seeStep('Niet mogelijk');
    await inspection.click('Toch onderhoud uitvoeren');
    const trail = page.getByRole('navigation', { name: 'Stappen van de inspectie' });
    await expect.poll(() => trail.textContent()).toContain('Stap 3 van 6: Inspectie');
    expect(
      await first
        .getByRole('radiogroup', { name: 'Conditie' })
        .getByRole('radio', { name: /^1/ })
        .isChecked(),
    ).toBe(true);
    await speak(page, 'en');
    await inspection.seeStep('Inspection');
    await page.screenshot({ path: `${SCREENSHOTS}/qr-checklist-returned-375-en.png` });
  });

  it('says on the done screen that the report was not mailed when the customer has nobody to mail it to', async () => {
    // Parkeerbedrijf Zuiderveen has no company admin, and this location no contact.
    const page = await newPage(375, 812);
    const inspection = new InspectionPage(page);
    await portal.signIn(page, 'engineer@demo.example');
    await new ShellPage(page).clickOpenMenu();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Kies klant' }).fill('Zuiderveen');
    await page.getByRole('option', { name: 'Parkeerbedrijf Zuiderveen' }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Personeelsingang Oldenzaal/ })
      .click();
    await page.getByRole('heading', { level: 1, name: /Personeelsingang Oldenzaal/ }).waitFor();
    await page
      .getByRole('main')
      .getByRole('row', { name: /SO-024017/ })
      .or(page.getByRole('main').getByRole('link', { name: /SO-024017/ }))
      .first()
      .click();
    await startAndArrive(page, inspection);
    await answerEveryItem(inspection, page, 1);
    await inspection.click('Verder');
    await inspection.click('Verder zonder akkoord');
    await inspection.addPhoto('Foto’s bij vertrek', await cameraJpeg(page, 'VERTREK'));
    await inspection.seePhotosSaved('Foto’s bij vertrek', 1);
    const counterAfter = page.getByRole('textbox', { name: 'Cyclusteller bij vertrek' });
    if ((await counterAfter.count()) > 0) await counterAfter.fill('20');
    await inspection.click('Inspectie afronden');

    await inspection.seeStep('Klaar');
    const main = page.getByRole('main');
    await main.getByText(/Het is niet gemaild: de klant heeft geen ontvanger/).waitFor();
    expect(await main.getByText(/is gemaild naar de klant/).count()).toBe(0);
    await photograph(page, 'done-not-mailed');
  });

  it('asks in its own dialog before a sticker key is renewed, and names every imported kind in words', async () => {
    const page = await newPage(1280, 900);
    await portal.signIn(page, 'superadmin@demo.example');
    await page.goto(`${portal.server.url}/dbssettings`);
    const erp = page.getByRole('region', { name: /Koppeling met het ERP|ERP/ }).first();
    await page
      .getByText(/controlepunten/)
      .first()
      .waitFor();
    expect(await page.getByText(/maintenance(Groups|Locations|Properties)/).count()).toBe(0);
    await erp.scrollIntoViewIfNeeded();
    await photograph(page, 'erp-summary');

    await page.getByRole('complementary').getByRole('combobox', { name: 'Kies klant' }).fill('Lindenhof');
    await page.getByRole('option', { name: 'Zorggroep Lindenhof' }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(building) })
      .first()
      .click();
    await page
      .getByRole('main')
      .getByRole('row', { name: new RegExp(object) })
      .click();
    await page.getByRole('heading', { level: 1, name: new RegExp(object) }).waitFor();
    await page.getByText('QR-stickers', { exact: true }).click();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Nieuwe code maken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe code maken' });
    await dialog.getByText('De oude sticker werkt daarna niet meer. Doorgaan?').waitFor();
    expect(dialogs).toBe(0);
    // The dialog holds the focus: each language is shot with the dialog open, at every width.
    const shoot = async (lang: string) => {
      for (const width of [1280, 800, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SCREENSHOTS}/qr-renew-key-dialog-${width}-${lang}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    await shoot('nl');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('complementary').getByRole('radio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Make a new code' }).click();
    await page.getByRole('dialog', { name: 'Make a new code' }).waitFor();
    await shoot('en');
    expect(dialogs).toBe(0);
  });
});
