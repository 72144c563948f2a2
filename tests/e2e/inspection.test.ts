import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataPage } from './pages/DataPage';
import { cameraJpeg, InspectionPage } from './pages/InspectionPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { answerEveryItem, openObject } from './support/field';
import { SCREENSHOTS, startPortal } from './support/portal';
import { DEMO_PASSWORD } from './support/server';

/** In the demo data (of the relation `lindenhof`): a building with a gate, and another building's barrier. */
const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';
const barrierBuilding = 'Vestiging Noord Zwolle';
const barrier = 'SO-024025';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

const portal = startPortal();

const viewerTitle = async (page: Page) =>
  (await page.getByRole('dialog').getByRole('heading').textContent()) ?? '';

/**
 * A walk of every step with photos takes a minute alone on this machine, and several times that while another
 * browser file and its server share both cores (the whole suite): the walk's and each wait's bounds leave room.
 */
const WALK_TIMEOUT = 360_000;
const STEP_TIMEOUT = 90_000;

describe('the maintenance inspection on a phone', { timeout: WALK_TIMEOUT }, () => {
  let context: BrowserContext;
  let page: Page;
  let inspection: InspectionPage;
  let shell: ShellPage;

  beforeEach(async () => {
    context = await portal.browser.newContext({ viewport: phone });
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
    inspection = new InspectionPage(page);
    shell = new ShellPage(page);
  });

  afterEach(async ({ task }) => {
    // A walk that failed leaves what the phone showed then: it has failed only under a loaded machine's CI.
    if (task.result?.state === 'fail') {
      const name = task.name.replace(/\W+/g, '-').slice(0, 60);
      await page.screenshot({ path: `${SCREENSHOTS}/failed-${name}.png`, fullPage: true }).catch(() => {});
      const text = await page.evaluate(() => document.body.innerText).catch(() => '');
      console.log(`Failed at ${page.url()}; the page said:\n${text.slice(0, 1500)}`);
    }
    await context.close();
  });

  /** The step as it is now, at 375 and 1280 px, in Dutch and in English; back at 375 in Dutch after. */
  async function photograph(step: string) {
    await page.evaluate(() => document.fonts.ready);
    const shoot = async (name: string) => {
      // From the top, so the frame's fixed parts (side bar, step buttons) stand where a user sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOTS}/inspection-${step}-${name}.png`, fullPage: true });
    };
    await shoot('375-nl');
    await page.setViewportSize(desktop);
    await shoot('1280-nl');
    await shell.clickLanguage('English');
    await page.getByRole('navigation', { name: 'Steps of the inspection' }).waitFor();
    await shoot('1280-en');
    await page.setViewportSize(phone);
    await shoot('375-en');
    await page.setViewportSize(desktop);
    await page.getByRole('complementary').getByRole('radio', { name: 'Nederlands' }).click();
    await page.getByRole('navigation', { name: 'Stappen van de inspectie' }).waitFor();
    await page.setViewportSize(phone);
  }

  it('engineer walks every step with photos and a signature; the customer reads the report', async () => {
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, building, object);
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await page.waitForURL(/\/buildings\/\d+\/\d+\/\d+\/inspection\/[0-9a-f-]{36}$/);

    await inspection.seeStep('Start');
    await photograph('1-start');
    await inspection.click('Inspectie beginnen');

    await inspection.seeStep('Aankomst');
    // Leaving without the required photos holds the engineer here, each rule beside its field.
    await inspection.click('Verder');
    await page.getByText('Foto van de gesloten installatie is verplicht').waitFor();
    await page.getByText('Foto van het typeplaatje is verplicht').waitFor();
    await photograph('2-arrival-errors');
    await inspection.addPhoto('Foto’s van de gesloten installatie', await cameraJpeg(page, 'POORT DICHT'));
    await inspection.addPhoto('Foto’s van het typeplaatje', await cameraJpeg(page, 'TYPEPLAAT CE'));
    await inspection.seePhotosSaved('Foto’s van de gesloten installatie', 1);
    await inspection.seePhotosSaved('Foto’s van het typeplaatje', 1);
    const counter = page.getByRole('textbox', { name: 'Cyclusteller bij aankomst' });
    if ((await counter.count()) > 0) await counter.fill('120345');
    await photograph('2-arrival');
    await inspection.click('Verder');

    await inspection.seeStep('Inspectie');
    await answerEveryItem(inspection, page, 2);
    await page.getByText(/^(\d+) van \1 beantwoord$/).waitFor();
    await photograph('3-inspection');
    await inspection.click('Verder');

    await inspection.seeStep('Akkoord');
    await page.getByText('1 punt niet conform').waitFor();
    await photograph('4-approval-choice');
    await inspection.click('Klant laten tekenen');
    await inspection.fill('Naam van de ondertekenaar', 'Sophie van Dijk');
    await inspection.sign();
    const ink = await inspection.signatureInk();
    expect(ink).toBeGreaterThan(200);
    // A rotation: the canvas is sized again and the strokes drawn again.
    await page.setViewportSize({ width: 812, height: 375 });
    await expect.poll(() => inspection.signatureInk()).toBeGreaterThan(200);
    await page.setViewportSize(phone);
    await expect.poll(() => inspection.signatureInk()).toBeGreaterThan(200);
    await photograph('4-approval-signed');
    await inspection.click('Verder');

    await inspection.seeStep('Vertrek');
    await page.getByText('Getekend door Sophie van Dijk').waitFor();
    await inspection.addPhoto('Foto’s bij vertrek', await cameraJpeg(page, 'VERTREK'));
    await inspection.seePhotosSaved('Foto’s bij vertrek', 1);
    const counterAfter = page.getByRole('textbox', { name: 'Cyclusteller bij vertrek' });
    if ((await counterAfter.count()) > 0) await counterAfter.fill('120360');
    await inspection.fill(
      'Interne opmerkingen (alleen voor de serviceverlener)',
      'Klant wil offerte voor nieuwe scharnieren.',
    );
    await photograph('5-departure');
    await inspection.click('Inspectie afronden');

    await inspection.seeStep('Klaar');
    await page.getByText('Niet alle punten conform: de installatie heeft reparatie nodig.').waitFor();
    await photograph('6-done');

    await page.getByRole('main').getByRole('link', { name: 'Naar het object' }).click();
    const data = new DataPage(page, portal.server.url);
    await data.seeHeading(new RegExp(object));
    await page.getByRole('main').getByText('Reparatie nodig').first().waitFor();
    await data.clickDocument(new RegExp(`Onderhoudsrapport ${object}`));
    await data.seeDocumentInViewer(await viewerTitle(page), 'pdf');
    await page.screenshot({ path: `${SCREENSHOTS}/inspection-7-report-375-nl.png` });
    await data.closeViewerWithEscape();

    // The mail, in the outbox the provider administrator reads at /dev/mail.
    const admin = await portal.browser.newContext({ viewport: desktop });
    admin.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const adminPage = await admin.newPage();
      await portal.signIn(adminPage, 'provider.admin@demo.example');
      await adminPage.goto(`${portal.server.url}/dev/mail`);
      await adminPage.getByRole('heading', { name: 'Uitgaande e-mail', level: 1 }).waitFor();
      await adminPage
        .getByText(new RegExp(`(Onderhoudsrapport|Maintenance report) ${object}`))
        .first()
        .waitFor();
      await adminPage.screenshot({ path: `${SCREENSHOTS}/inspection-8-outbox-1280.png` });
    } finally {
      await admin.close();
    }

    // The customer opens the report among the gate's documents, in the viewer, without internal remarks.
    const customer = await portal.browser.newContext({ viewport: desktop });
    customer.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const customerPage = await customer.newPage();
      const customerData = new DataPage(customerPage, portal.server.url);
      await portal.signIn(customerPage, 'customer.user@demo.example');
      await customerData.clickBuilding(building);
      await customerData.clickRow(object);
      await customerData.seeHeading(new RegExp(object));
      await customerData.clickTab('Documenten');
      await customerData.clickDocument(new RegExp(`Onderhoudsrapport ${object}`));
      await customerData.seeDocumentInViewer(await viewerTitle(customerPage), 'pdf');
      await customerPage.screenshot({ path: `${SCREENSHOTS}/inspection-9-customer-viewer-1280.png` });
    } finally {
      await customer.close();
    }
  });

  it('finds every answer and photo back after a reload in the middle of the inspection step', async () => {
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, building, object);
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await inspection.click('Inspectie beginnen');
    // No network for the first upload: the photo stays, says so, and goes up on a retry.
    const uploads = '**/api/maintenancereport/*/photos/*/upload*';
    // The network comes back when the retry is pressed, not before: the outbox's own retry would otherwise send
    // the photo first on a busy machine, and the button left the page under the test's click.
    let retried = false;
    await page.route(uploads, (route) => (retried ? route.continue() : route.abort('internetdisconnected')));
    await inspection.addPhoto('Foto’s van de gesloten installatie', await cameraJpeg(page, 'POORT'));
    const closedGate = page.getByRole('group', { name: 'Foto’s van de gesloten installatie' });
    await closedGate
      .getByRole('alert')
      .getByText(/^Uploaden mislukt/)
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/inspection-photo-failed-375-nl.png` });
    const retry = closedGate.getByRole('button', { name: 'Opnieuw uploaden' });
    await retry.waitFor();
    retried = true;
    await retry.click();
    await page.unroute(uploads);
    await inspection.seePhotosSaved('Foto’s van de gesloten installatie', 1);
    await inspection.addPhoto('Foto’s van het typeplaatje', await cameraJpeg(page, 'TYPE'));
    await inspection.seePhotosSaved('Foto’s van het typeplaatje', 1);
    const counter = page.getByRole('textbox', { name: 'Cyclusteller bij aankomst' });
    if ((await counter.count()) > 0) await counter.fill('7');
    await inspection.click('Verder');
    await inspection.seeStep('Inspectie');

    const items = inspection.items();
    const first = items.nth(0);
    await first.getByRole('radiogroup', { name: 'Conditie' }).getByText('2', { exact: true }).click();
    await first.getByRole('radiogroup', { name: 'Oordeel' }).getByText('Conform', { exact: true }).click();
    await inspection.fill('Opmerkingen (in het rapport)', 'Licht vervuild, gereinigd.', first);
    const second = items.nth(1);
    await second.getByRole('radiogroup', { name: 'Conditie' }).getByText('5', { exact: true }).click();
    await second
      .getByRole('radiogroup', { name: 'Oordeel' })
      .getByText('Niet conform', { exact: true })
      .click();
    await inspection.fill('Wat moet worden gerepareerd', 'Kabel vervangen.', second);
    await inspection.addPhoto('Foto’s van de reparatie', await cameraJpeg(page, 'KABEL'), second);
    await inspection.seePhotosSaved('Foto’s van de reparatie', 1, second);
    const url = page.url();

    await page.reload();
    await inspection.seeStep('Inspectie');
    expect(page.url()).toBe(url);
    const radio = (item: Locator, group: string, name: string) =>
      item.getByRole('radiogroup', { name: group }).getByRole('radio', { name: new RegExp(`^${name}`) });
    expect(await radio(items.nth(0), 'Conditie', '2').isChecked()).toBe(true);
    expect(await radio(items.nth(0), 'Oordeel', 'Conform').isChecked()).toBe(true);
    expect(
      await items.nth(0).getByRole('textbox', { name: 'Opmerkingen (in het rapport)' }).inputValue(),
    ).toBe('Licht vervuild, gereinigd.');
    expect(await radio(items.nth(1), 'Conditie', '5').isChecked()).toBe(true);
    expect(await radio(items.nth(1), 'Oordeel', 'Niet conform').isChecked()).toBe(true);
    expect(
      await items.nth(1).getByRole('textbox', { name: 'Wat moet worden gerepareerd' }).inputValue(),
    ).toBe('Kabel vervangen.');
    await inspection.seePhotosSaved('Foto’s van de reparatie', 1, items.nth(1));
    await page.screenshot({ path: `${SCREENSHOTS}/inspection-reloaded-375-nl.png`, fullPage: true });

    await inspection.click('Terug');
    await inspection.seeStep('Aankomst');
    await inspection.seePhotosSaved('Foto’s van de gesloten installatie', 1);
    await inspection.seePhotosSaved('Foto’s van het typeplaatje', 1);
  });

  it('maintenance not possible reports the gate out of order: its state turns red', async () => {
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, barrierBuilding, barrier);
    const qrLink = await page
      .getByRole('main')
      .getByRole('link', { name: 'Onderhoud starten' })
      .getAttribute('href');
    expect(qrLink).toMatch(/^\/direct-maintenance\?objectId=\d+$/);
    // The walks before this one photographed their steps in English too, with the flags, which the profile keeps:
    // the engineer speaks Dutch again, so the sign-in below opens the wizard in Dutch.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
    const dutch = await fetch(`${portal.server.url}/Identity/ChangeLanguage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Language: 'nl' }),
    });
    expect(dutch.status).toBe(200);

    // The gate's QR code, scanned on a phone that is not signed in: sign in, then straight into the wizard.
    await context.close();
    context = await portal.browser.newContext({ viewport: phone });
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
    inspection = new InspectionPage(page);
    shell = new ShellPage(page);
    await page.goto(`${portal.server.url}${qrLink}`);
    const login = new LoginPage(page, portal.server.url);
    await login.seeLoginForm();
    await login.signIn('engineer@demo.example', DEMO_PASSWORD);
    await inspection.seeStep('Start');
    await page.waitForURL(/\/inspection\/[0-9a-f-]{36}$/);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Onderhoud niet mogelijk', exact: true })
      .click();

    await inspection.seeStep('Niet mogelijk');
    await inspection.click('Melden: onderhoud niet mogelijk');
    await page.getByText('Interne opmerkingen zijn verplicht als onderhoud niet mogelijk is').waitFor();
    await inspection.addPhoto('Foto’s bij aankomst', await cameraJpeg(page, 'AFGESLOTEN'));
    await inspection.seePhotosSaved('Foto’s bij aankomst', 1);
    await inspection.fill(
      'Reden (voor de klant)',
      'Het terrein was afgesloten; de slagboom staat open vast.',
    );
    await inspection.fill(
      'Interne opmerkingen (alleen voor de serviceverlener)',
      'Sleutel lag niet bij de receptie.',
    );
    await photograph('notpossible');
    await inspection.click('Melden: onderhoud niet mogelijk');

    await page.getByText('Onderhoud niet mogelijk: de installatie is buiten gebruik gemeld.').waitFor();
    await photograph('notpossible-done');
    await page.getByRole('main').getByRole('link', { name: 'Naar het object' }).click();
    const state = page.getByRole('main').locator('.page-header').getByText('Buiten gebruik');
    await state.waitFor();
    expect(await state.getAttribute('class')).toContain('badge--error');
    const color = await state.evaluate((element) => getComputedStyle(element).color);
    expect(color).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    await page.screenshot({ path: `${SCREENSHOTS}/inspection-notpossible-object-375-nl.png` });
  });
});
