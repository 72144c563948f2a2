import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataPage } from './pages/DataPage';
import { SCREENSHOTS, startPortal } from './support/portal';

/** In the demo data: the company user's relation, a building of it, and a barrier there with internal notes. */
const relation = 'Zorggroep Lindenhof';
const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';
const barrierBuilding = 'Vestiging Noord Zwolle';
const barrier = 'SO-024025';
const internalNotes = 'Onderdelen op voorraad in servicebus 3.';
const nonPublicProperty = 'Breekkoppeling';

const portal = startPortal();

describe('a customer and an engineer', () => {
  let context: BrowserContext;
  let page: Page;
  let data: DataPage;

  beforeEach(async () => {
    context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    data = new DataPage(page, portal.server.url);
  });

  afterEach(async () => {
    await context.close();
  });

  it('customer.user goes to a building, opens an object, an invoice and its documents in the viewer', async () => {
    await portal.signIn(page, 'customer.user@demo.example');
    await data.clickBuilding(building);
    await data.seeHeading(building);
    await data.clickRow(object);

    await data.seeHeading(new RegExp(object));
    await data.seeTabs([
      'Eigenschappen',
      'Tijdlijn',
      'Conditie',
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
    await portal.signIn(page, 'engineer@demo.example');
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
    await page.screenshot({ path: `${SCREENSHOTS}/data-object-engineer-nl-1280.png`, fullPage: true });

    // The customer whose gate it is, on the same page: none of it.
    const customer = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const customerPage = await customer.newPage();
    const customerData = new DataPage(customerPage, portal.server.url);
    await portal.signIn(customerPage, 'customer.user@demo.example');
    await customerData.open(objectPage);
    await customerData.seeHeading(new RegExp(barrier));
    await customerData.seeValue('Merk', /\S/);
    await customerData.seeText('Eigenschappen van het type');
    await customerData.dontSeeText('Alleen zichtbaar voor medewerkers van de dienstverlener');
    await customerData.dontSeeText('Interne notities');
    await customerData.dontSeeText(internalNotes);
    await customerData.dontSeeText(nonPublicProperty);
    await customerPage.screenshot({
      path: `${SCREENSHOTS}/data-object-customer-nl-1280.png`,
      fullPage: true,
    });
    await customer.close();
  });
});

describe.each([1280, 375])('screenshots at %i px', (width) => {
  it.each(['nl', 'en'] as const)('photographs object details and the invoice list in %s', async (locale) => {
    const context = await portal.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const data = new DataPage(page, portal.server.url);
    await portal.signIn(page, 'customer.user@demo.example');
    await page.evaluate((l) => localStorage.setItem('last-locale', l), locale);
    const shot = (name: string) =>
      page.screenshot({ path: `${SCREENSHOTS}/data-${name}-${locale}-${width}.png`, fullPage: true });

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
