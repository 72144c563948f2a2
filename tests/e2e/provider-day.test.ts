import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { cameraJpeg, InspectionPage } from './pages/InspectionPage';
import { openObject } from './support/field';
import { readQrCodes } from './support/pdf-qr';
import { SCREENSHOTS, startPortal } from './support/portal';

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

describe("the provider's day", () => {
  let contexts: BrowserContext[] = [];
  const newPage = async (width: number, height: number) => {
    const context = await portal.browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    return context.newPage();
  };
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

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
    await page.screenshot({ path: `${SCREENSHOTS}/qr-public-engineer-375-nl.png`, fullPage: true });
    await page.getByRole('link', { name: 'Onderhoud starten' }).click();

    await page.waitForURL(new RegExp(`/buildings/\\d+/${locationId}/${objectId}/inspection/[0-9a-f-]{36}$`));
    const inspection = new InspectionPage(page);
    await inspection.seeStep('Start');
    await page.getByRole('heading', { level: 1, name: new RegExp(object) }).waitFor();
    expect(await page.getByText('Deze link noemt geen object.').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/qr-inspection-start-375-nl.png`, fullPage: true });
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
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await inspection.click('Inspectie beginnen');
    await inspection.addPhoto('Foto’s van de gesloten installatie', await cameraJpeg(page, 'POORT'));
    await inspection.addPhoto('Foto’s van het typeplaatje', await cameraJpeg(page, 'TYPE'));
    await inspection.seePhotosSaved('Foto’s van de gesloten installatie', 1);
    await inspection.seePhotosSaved('Foto’s van het typeplaatje', 1);
    const counter = page.getByRole('textbox', { name: 'Cyclusteller bij aankomst' });
    if ((await counter.count()) > 0) await counter.fill('7');
    await inspection.click('Verder');
    await inspection.seeStep('Inspectie');

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
});
