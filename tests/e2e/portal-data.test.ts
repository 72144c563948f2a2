import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataPage } from './pages/DataPage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { launchBrowser } from './support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from './support/server';

const folder = 'test-results';

/** In the demo data: the company user's relation, a building of it, and a barrier there with internal notes. */
const relation = 'Zorggroep Lindenhof';
const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';
const barrierBuilding = 'Vestiging Noord Zwolle';
const barrier = 'SO-024025';
const internalNotes = 'Onderdelen op voorraad in servicebus 3.';
const nonPublicProperty = 'Breekkoppeling';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string) {
  await new LoginPage(page, server.url).open();
  await new LoginPage(page, server.url).signIn(email, DEMO_PASSWORD);
  await new ShellPage(page).seeHeading(/^Welkom, /);
}

describe('a customer and an engineer', () => {
  let context: BrowserContext;
  let page: Page;
  let data: DataPage;

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    data = new DataPage(page, server.url);
  });

  afterEach(async () => {
    await context.close();
  });

  it('customer.user goes to a building, opens an object, an invoice and its documents in the viewer', async () => {
    await signIn(page, 'customer.user@demo.example');
    await data.clickBuilding(building);
    await data.seeHeading(building);
    await data.clickRow(object);

    await data.seeHeading(new RegExp(object));
    await data.seeTabs([
      'Eigenschappen',
      'Onderhoudsintervallen',
      'Documenten',
      'Facturen',
      'Werkbonnen',
      'Contracten',
      'Offertes',
      'Storingen',
      'Afspraken',
    ]);
    await data.seeValue('Merk', 'Poortservice');

    await data.clickTab('Documenten');
    await data.clickDocument(/Foto installatie/);
    await data.seeImageInViewer('Foto installatie');
    await data.closeViewerWithEscape();

    await data.clickTab('Facturen');
    await data.clickFirstRow('Facturen');
    await data.seeHeading(/^Factuur VF\d{2}-\d{5}$/);
    expect(data.path()).toMatch(/^\/buildings\/\d+\/\d+\/\d+\/invoices\/\d+$/);
    await data.seeValue('Bedrag incl. btw', /€\s[\d.]+,\d{2}/);
    await data.seeValue('Openstaand bedrag', /€\s[\d.]+,\d{2}/);

    await data.clickDocument(/^Factuur VF\d{2}-\d{5}/);
    await data.seeDocumentInViewer(
      (await page.getByRole('dialog').getByRole('heading').textContent()) ?? '',
      'pdf',
    );
    await data.closeViewerWithEscape();
  });

  it('engineer chooses the customer from Kies klant and sees what only provider employees may see', async () => {
    await signIn(page, 'engineer@demo.example');
    await data.chooseCustomer('Lindenhof', relation);
    await data.seeHeading(relation);
    await data.clickBuilding(barrierBuilding);
    await data.clickRow(barrier);
    await data.seeHeading(new RegExp(barrier));

    await data.seeText('Alleen zichtbaar voor medewerkers van de dienstverlener');
    await data.seeValue('Interne notities', internalNotes);
    await data.seeText('Niet-openbare eigenschappen');
    await data.seeText(nonPublicProperty);
    const objectPage = data.path();
    await page.screenshot({ path: `${folder}/data-object-engineer-nl-1280.png`, fullPage: true });

    // The customer whose gate it is, on the same page: none of it.
    const customer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const customerPage = await customer.newPage();
    const customerData = new DataPage(customerPage, server.url);
    await signIn(customerPage, 'customer.user@demo.example');
    await customerData.open(objectPage);
    await customerData.seeHeading(new RegExp(barrier));
    await customerData.seeValue('Merk', /\S/);
    await customerData.seeText('Eigenschappen van het type');
    await customerData.dontSeeText('Alleen zichtbaar voor medewerkers van de dienstverlener');
    await customerData.dontSeeText('Interne notities');
    await customerData.dontSeeText(internalNotes);
    await customerData.dontSeeText(nonPublicProperty);
    await customerPage.screenshot({ path: `${folder}/data-object-customer-nl-1280.png`, fullPage: true });
    await customer.close();
  });
});

describe.each([1280, 375])('screenshots at %i px', (width) => {
  it.each(['nl', 'en'] as const)('photographs object details and the invoice list in %s', async (locale) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const data = new DataPage(page, server.url);
    await signIn(page, 'customer.user@demo.example');
    await page.evaluate((l) => localStorage.setItem('last-locale', l), locale);
    const shot = (name: string) =>
      page.screenshot({ path: `${folder}/data-${name}-${locale}-${width}.png`, fullPage: true });

    // From home through the cards in the page, which every width shows (the side bar folds away on a phone).
    await data.open('/');
    await data.clickCard(new RegExp(relation));
    await data.seeHeading(relation);
    const relationPath = data.path();
    await data.clickCard(building);
    await data.clickRow(object);
    await data.seeHeading(new RegExp(object));
    await data.seeText(locale === 'nl' ? 'Eigenschappen van het type' : 'Properties of the type');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await shot('object');

    await data.open(`${relationPath}?inv.show=all`);
    await page.getByRole('grid', { name: locale === 'nl' ? 'Facturen' : 'Invoices' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot('invoices');
    await context.close();
  });
});
