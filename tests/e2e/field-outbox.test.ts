import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InspectionOnWire } from '../../contract/maintenance';
import { cameraJpeg, InspectionPage } from './pages/InspectionPage';
import { openObject } from './support/field';
import { phone } from './support/installed-app';
import { SCREENSHOTS, startPortal } from './support/portal';

const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';
const barrierBuilding = 'Vestiging Noord Zwolle';
const barrier = 'SO-024025';

const portal = startPortal();

const widths = [375, 800, 1280] as const;
/** A file the phone calls a photo but that no browser can decode, nor any server take for an image. */
const notAPicture = Buffer.from('IMG_0002: the camera app wrote this file half, and then stopped.');

const inspectionIdOf = (page: Page) => /\/inspection\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

/** The indicator of the network and the outbox above every page. */
const indicator = (page: Page) => page.getByRole('region', { name: /^(Verzending|Sending)$/ });

/** The page at each width, from its top, as `name-<width>-<locale>.png`. */
async function photographWidths(page: Page, name: string, locale: 'nl' | 'en') {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}-${locale}.png` });
  }
  await page.setViewportSize(phone);
}

/** Reads the page in the other language, as the flag would leave it chosen. */
async function readIn(page: Page, locale: 'nl' | 'en') {
  await page.evaluate((chosen) => localStorage.setItem('last-locale', chosen), locale);
  await page.reload();
  await page.waitForFunction((chosen) => document.documentElement.lang === chosen, locale);
}

describe('field work that the server refuses or cannot take', () => {
  let context: BrowserContext;
  let page: Page;
  let inspection: InspectionPage;

  beforeEach(async () => {
    context = await portal.browser.newContext({ viewport: phone, serviceWorkers: 'allow' });
    page = await context.newPage();
    inspection = new InspectionPage(page);
  });

  afterEach(async () => {
    await context.close();
  });

  it('sets a photo the server refuses aside, sends the rest, names it and why, and drops it at once', async () => {
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, building, object);
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await inspection.click('Inspectie beginnen');
    await inspection.seeStep('Aankomst');
    await inspection.addPhoto('Foto’s van het typeplaatje', notAPicture);
    await inspection.addPhoto('Foto’s van de gesloten installatie', await cameraJpeg(page, 'POORT DICHT'));

    const notice = indicator(page).getByRole('alert');
    await notice.getByText('Foto niet verzonden').waitFor();
    expect(await notice.textContent()).toContain(
      'De foto ‘typeplaatje’ is door de server geweigerd: De foto moet een JPEG-, PNG- of WebP-afbeelding zijn',
    );
    // The refused photo stops nothing behind it: the next photo reaches the server.
    await inspection.seePhotosSaved('Foto’s van de gesloten installatie', 1);
    const typePlate = page.getByRole('main').getByRole('group', { name: 'Foto’s van het typeplaatje' });
    await typePlate
      .getByRole('alert')
      .getByText(/^Geweigerd door de server: /)
      .waitFor();
    await indicator(page).getByText('1 geweigerd').waitFor();
    await photographWidths(page, 'field-photo-refused', 'nl');
    await typePlate.screenshot({ path: `${SCREENSHOTS}/field-photo-refused-tile-375-nl.png` });
    const held = await portal.api<InspectionOnWire>(page, `/api/maintenancereport/${inspectionIdOf(page)}`);
    expect(held.uploadedPhotoIds).toHaveLength(1);

    // Set aside, not lost: after a reload (in English) it is still named, with why.
    await readIn(page, 'en');
    await indicator(page).getByRole('alert').getByText('Photo not sent').waitFor();
    await page
      .getByRole('main')
      .getByRole('group', { name: 'Photos of the type plate' })
      .getByRole('alert')
      .waitFor();
    expect(await indicator(page).getByRole('alert').textContent()).toContain(
      'The photo ‘type plate’ was refused by the server: The photo must be a JPEG, PNG or WebP image',
    );
    await photographWidths(page, 'field-photo-refused', 'en');
    await readIn(page, 'nl');

    // Removing the photo in the wizard takes its entry out of the outbox at once: no reload.
    await typePlate.getByRole('button', { name: 'Foto verwijderen 1' }).click();
    await expect.poll(() => indicator(page).getByRole('alert').count()).toBe(0);
    await indicator(page).getByText('Alles verzonden').waitFor();
  });

  it('says the server is unreachable while the phone says it is online', async () => {
    for (const locale of ['nl', 'en'] as const) {
      await portal.signIn(page, 'engineer@demo.example');
      await openObject(page, portal.server.url, building, object);
      if (locale === 'en') await readIn(page, 'en');
      await indicator(page).getByText('Online').waitFor();
      await portal.server.kill();
      // The phone's network comes back (another mast, a Wi-Fi): the browser says online, the server is gone.
      await context.setOffline(true);
      await context.setOffline(false);
      const unreachable = locale === 'nl' ? 'Server niet bereikbaar' : 'Server unreachable';
      await indicator(page).getByText(unreachable, { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      expect(await indicator(page).textContent()).not.toContain('Online');
      await photographWidths(page, 'field-status-unreachable', locale);
      await portal.server.restart();
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });

  it('resumes on a second phone at the step the server keeps, with the photos saved there', async () => {
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, barrierBuilding, barrier);
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await inspection.click('Inspectie beginnen');
    await inspection.addPhoto('Foto’s van de gesloten installatie', await cameraJpeg(page, 'SLAGBOOM'));
    await inspection.addPhoto('Foto’s van het typeplaatje', await cameraJpeg(page, 'TYPEPLAAT'));
    await inspection.seePhotosSaved('Foto’s van de gesloten installatie', 1);
    await inspection.seePhotosSaved('Foto’s van het typeplaatje', 1);
    const counter = page.getByRole('textbox', { name: 'Cyclusteller bij aankomst' });
    if ((await counter.count()) > 0) await counter.fill('4521');
    await inspection.click('Verder');
    await inspection.seeStep('Inspectie');
    await indicator(page).getByText('Alles verzonden').waitFor();
    const url = page.url();

    const second = await portal.browser.newContext({ viewport: phone, serviceWorkers: 'allow' });
    try {
      const other = await second.newPage();
      const wizard = new InspectionPage(other);
      await portal.signIn(other, 'engineer@demo.example');
      await other.goto(url);
      // The trail's current step: on a phone only its number and name above the dots are shown.
      const current = other
        .getByRole('navigation', { name: 'Stappen van de inspectie' })
        .locator('[aria-current="step"]');
      await expect.poll(() => current.textContent()).toContain('Inspectie');
      await wizard.click('Terug');
      await expect.poll(() => current.textContent()).toContain('Aankomst');
      for (const field of ['Foto’s van de gesloten installatie', 'Foto’s van het typeplaatje']) {
        const group = other.getByRole('main').getByRole('group', { name: field });
        await group.getByText(/^\s*Opgeslagen$/).waitFor();
        expect(await group.getByRole('listitem').count()).toBe(1);
      }
      await other.screenshot({ path: `${SCREENSHOTS}/field-second-phone-375-nl.png`, fullPage: true });

      // Retaken on this phone, the photo replaces the one taken on the other: the report has one.
      const first = await portal.api<InspectionOnWire>(
        page,
        `/api/maintenancereport/${inspectionIdOf(page)}`,
      );
      await wizard.retakePhoto('Foto’s van de gesloten installatie', 1, await cameraJpeg(other, 'OPNIEUW'));
      const closedGate = other
        .getByRole('main')
        .getByRole('group', { name: 'Foto’s van de gesloten installatie' });
      // The other phone's photo shows from the server's signed address, the retake from this phone's store;
      // while the retake is prepared both are on screen, then only the retake.
      // Downscaling the retake takes seconds on a loaded two-core machine: more than the poll's default second.
      await expect
        .poll(
          () => closedGate.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))),
          { timeout: 30_000 },
        )
        .toEqual([expect.stringMatching(/^blob:/)]);
      await wizard.seePhotosSaved('Foto’s van de gesloten installatie', 1);
      expect(await closedGate.getByRole('listitem').count()).toBe(1);
      await wizard.click('Verder');
      await expect.poll(() => current.textContent()).toContain('Inspectie');
      // The retake takes the photo's place, so the count is one all along: wait until the one is the new photo.
      const before = first.draft.photos.find((p) => p.kind === 'closedGate')?.id;
      await expect
        .poll(async () => {
          const held = await portal.api<InspectionOnWire>(
            other,
            `/api/maintenancereport/${inspectionIdOf(other)}`,
          );
          const closed = held.draft.photos.filter((p) => p.kind === 'closedGate').map((p) => p.id);
          return closed.length === 1 && !closed.includes(before!);
        })
        .toBe(true);
      await expect
        .poll(
          async () =>
            (await portal.api<InspectionOnWire>(other, `/api/maintenancereport/${inspectionIdOf(other)}`))
              .uploadedPhotoIds,
        )
        .not.toContain(before);
    } finally {
      await second.close();
    }
  });
});
