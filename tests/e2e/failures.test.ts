import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DataPage } from './pages/DataPage';
import { readQrCodes } from './support/pdf-qr';
import { pagesPerTest, SCREENSHOTS, startPortal } from './support/portal';

/** In the demo data: the company user's building and a gate there. */
const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';

const portal = startPortal();
/** Found by the tests in order: the sticker's link of the gate, and its location's sticker page. */
let publicLink = '';
let stickerPage = '';
/** What the QR codes of the location's sticker sheet (PDF) decode to. */
let sheetCodes: string[] = [];

/** A small real PNG (8 x 8, one colour), as a phone's photo would be after downscaling. */
function pngPhoto(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([200, 40, 40]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The report form as a reporter fills it in, in Dutch. */
class ReportFormPage {
  constructor(private readonly page: Page) {}

  private get main() {
    return this.page.getByRole('main');
  }

  async choose(label: string, option: string): Promise<void> {
    // A select's button is named by its value and its label.
    await this.main.getByRole('button', { name: label }).first().click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async type(label: string, value: string): Promise<void> {
    await this.main.getByLabel(label, { exact: false }).first().fill(value);
  }

  async addPhoto(): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.main.getByRole('button', { name: 'Foto toevoegen' }).click();
    await (await chooser).setFiles({ name: 'poort.png', mimeType: 'image/png', buffer: pngPhoto() });
    await this.main.getByText('poort.png').waitFor();
  }

  async approvePrivacy(): Promise<void> {
    await this.main.getByText(/Ik ga ermee akkoord/).click();
  }

  async send(): Promise<void> {
    await this.main.getByRole('button', { name: 'Versturen' }).click();
  }

  async seeSent(): Promise<void> {
    await this.main.getByRole('heading', { name: 'Uw melding is verstuurd.' }).waitFor();
  }

  async seeError(text: string | RegExp): Promise<void> {
    await this.main.getByText(text).first().waitFor();
  }
}

describe('failure reports', () => {
  const newPage = pagesPerTest(portal, { height: 900 });

  it('customer.user reports a breakdown with a photo from an object; the engineer solves it; the reporter gets two mails', async () => {
    const page = await newPage(1280);
    const data = new DataPage(page, portal.server.url);
    await portal.signIn(page, 'customer.user@demo.example');
    await data.clickBuilding(building);
    await data.clickRow(object);
    await data.seeHeading(new RegExp(object));
    await page.getByRole('main').getByRole('link', { name: 'Storing melden' }).click();
    await data.seeHeading('Contact en storing melden');

    const form = new ReportFormPage(page);
    // Sending without the privacy approval and the gate's answers is refused, with what is missing.
    await form.send();
    await form.seeError('Kies de stand van het verkeerslicht');
    await form.seeError('Ga akkoord met het gebruik van uw gegevens om door te gaan');

    await form.choose('Waarover gaat het?', 'Defect melden');
    await form.choose('Verkeerslicht', 'Rood');
    await form.choose('Is doorgang mogelijk?', 'Gesloten');
    await form.choose('Oorzaak', 'Aanrijding');
    await form.type('Omschrijving', 'Slagboom staat dicht na aanrijding door vrachtwagen');
    await form.addPhoto();
    await form.approvePrivacy();
    await page.screenshot({ path: `${SCREENSHOTS}/failures-contact-nl-1280.png`, fullPage: true });
    await form.send();
    await form.seeSent();

    await page.goBack();
    await data.seeHeading(new RegExp(object));
    await data.clickTab('Storingen');
    await page.getByRole('main').getByText('Slagboom staat dicht na aanrijding door vrachtwagen').waitFor();

    const engineer = await newPage(1280);
    await portal.signIn(engineer, 'engineer@demo.example');
    await engineer.goto(`${portal.server.url}/failures`);
    const card = engineer.getByRole('listitem').filter({ hasText: 'Slagboom staat dicht na aanrijding' });
    await card.getByText('Spoed').waitFor();
    // The photo sent with the report, shown to the provider through its signed address.
    await expect
      .poll(() =>
        card.getByRole('img', { name: 'Foto 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await engineer.screenshot({ path: `${SCREENSHOTS}/failures-list-nl-1280.png`, fullPage: true });
    await card.getByRole('button', { name: 'In behandeling nemen' }).click();
    await card.getByText('In behandeling', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Opgelost' }).click();
    await engineer.getByRole('dialog').getByLabel('Gerealiseerde oplossing').fill('Slagboomarm vervangen');
    await engineer.getByRole('dialog').getByRole('button', { name: 'Opslaan als opgelost' }).click();
    await card.getByText('Slagboomarm vervangen').waitFor();

    const admin = await newPage(1280);
    await portal.signIn(admin, 'provider.admin@demo.example');
    await admin.goto(`${portal.server.url}/dev/mail`);
    await admin.getByRole('heading', { name: 'Uitgaande e-mail', level: 1 }).waitFor();
    // customer.user reads English: the status mails are in English.
    const toReporter = admin.getByRole('heading', {
      name: /^Breakdown report SO-024031, .*: (in progress|solved)$/,
    });
    await expect.poll(() => toReporter.count()).toBe(2);
    await admin.screenshot({ path: `${SCREENSHOTS}/failures-mails-nl-1280.png`, fullPage: true });
  });

  it('a person without an account reports a failure from a sticker link at 375 px', async () => {
    const engineer = await newPage(1280);
    const data = new DataPage(engineer, portal.server.url);
    await portal.signIn(engineer, 'engineer@demo.example');
    await data.chooseCustomer('Linden', 'Zorggroep Lindenhof');
    await data.clickBuilding(building);
    await engineer.getByRole('link', { name: 'QR-stickers printen' }).click();
    await data.seeHeading('QR-stickers');
    stickerPage = data.path();
    await engineer.getByRole('img', { name: `QR-code van installatie ${object}` }).waitFor();
    await engineer.screenshot({ path: `${SCREENSHOTS}/failures-stickers-nl-1280.png`, fullPage: true });
    await engineer.getByRole('button', { name: 'Stickervel (PDF) openen' }).click();
    const sheetLink = engineer.getByRole('link', { name: /Stickervel is klaar/ });
    const sheet = await engineer.request.get(
      new URL((await sheetLink.getAttribute('href'))!, portal.server.url).href,
    );
    expect(sheet.headers()['content-type']).toBe('application/pdf');
    // One QR per sticker on the page, each decoding to a gate's public page.
    const stickers = await engineer.getByRole('img', { name: /^QR-code van installatie / }).count();
    expect(stickers).toBeGreaterThan(1);
    sheetCodes = await readQrCodes(
      portal.browser,
      await sheet.body(),
      `${SCREENSHOTS}/failures-sticker-sheet.png`,
    );
    expect(sheetCodes).toHaveLength(stickers);
    expect(new Set(sheetCodes).size).toBe(stickers);
    for (const code of sheetCodes)
      expect(code).toMatch(/^https?:\/\/[^/]+\/object\/[A-Za-z0-9_-]{8,64}\/\d+$/);

    // The sticker's link, as the object page hands it to provider staff.
    await data.clickBuilding(building);
    await data.clickRow(object);
    await engineer.getByText('QR-stickers').click();
    publicLink =
      (await engineer.getByRole('link', { name: 'Openbare pagina openen' }).getAttribute('href')) ?? '';
    expect(publicLink).toMatch(/\/object\/[A-Za-z0-9_-]{8,64}\/\d+$/);
    // The sticker of this gate on the sheet leads where its page's link does.
    expect(sheetCodes.map((code) => new URL(code).pathname)).toContain(
      new URL(publicLink, portal.server.url).pathname,
    );

    const guard = await newPage(375, 812);
    await guard.goto(publicLink);
    await guard.getByRole('heading', { name: `Installatie ${object}`, level: 1 }).waitFor();
    await guard.screenshot({ path: `${SCREENSHOTS}/failures-public-nl-375.png`, fullPage: true });
    const form = new ReportFormPage(guard);
    await form.choose('Verkeerslicht', 'Knipperend');
    await form.choose('Is doorgang mogelijk?', 'Gedeeltelijk open');
    await form.choose('Oorzaak', 'Anders');
    await form.send();
    await form.seeError('Licht de oorzaak toe');
    await form.type('Toelichting op de oorzaak', 'Lus in het wegdek kapot');
    await form.type('Omschrijving', 'Poort opent maar half');
    await form.type('Naam', 'Gert Bewaker');
    await form.type('Telefoonnummer', '06-98765432');
    await form.approvePrivacy();
    await form.send();
    await form.seeSent();
    await guard.screenshot({ path: `${SCREENSHOTS}/failures-public-sent-nl-375.png`, fullPage: true });

    const wrong = await newPage(375, 812);
    await wrong.goto(`${portal.server.url}/object/not-a-real-key/1`);
    // The heading says it does not exist; the text under it, once, what to do.
    await wrong.getByText('Controleer de link of scan de QR-code opnieuw.', { exact: true }).waitFor();
  });

  it('keeps a report typed without a connection and sends it once when the network returns', async () => {
    expect(publicLink).toBeTruthy();
    const guard = await newPage(375, 812);
    await guard.goto(publicLink);
    await guard.getByRole('heading', { name: `Installatie ${object}`, level: 1 }).waitFor();
    const form = new ReportFormPage(guard);
    await form.choose('Waarover gaat het?', 'Vraag');
    await form.type('Omschrijving', 'Wie heeft de sleutel van de poort?');
    await form.type('Naam', 'Gert Bewaker');
    await form.type('Telefoonnummer', '06-98765432');
    await form.approvePrivacy();
    const sent: string[] = [];
    guard.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/report')) sent.push(request.url());
    });
    await guard.context().setOffline(true);
    await form.send();
    await form.seeError(/Geen verbinding\. Uw melding is bewaard/);
    await guard.screenshot({ path: `${SCREENSHOTS}/failures-public-offline-nl-375.png`, fullPage: true });
    await guard.context().setOffline(false);
    await form.seeSent();
    // Tried once without a connection, sent once when it returned; the report's id keeps it single.
    expect(sent).toHaveLength(2);
  });

  it('shows the form, the public page and the stickers in nl and en at 375 and 1280 px', async () => {
    expect(publicLink).toBeTruthy();
    for (const width of [375, 1280]) {
      const customer = await newPage(width);
      await portal.signIn(customer, 'customer.user@demo.example');
      const staff = await newPage(width);
      await portal.signIn(staff, 'engineer@demo.example');
      for (const language of ['nl', 'en'] as const) {
        for (const page of [customer, staff])
          await page.evaluate((locale) => localStorage.setItem('last-locale', locale), language);
        await customer.goto(`${portal.server.url}/contact`);
        await customer
          .getByRole('main')
          .getByRole('button', { name: /Versturen|Send/ })
          .waitFor();
        await customer.screenshot({
          path: `${SCREENSHOTS}/failures-contact-${language}-${width}.png`,
          fullPage: true,
        });
        await customer.goto(publicLink);
        await customer.getByRole('heading', { level: 1, name: new RegExp(object) }).waitFor();
        await customer.screenshot({
          path: `${SCREENSHOTS}/failures-public-${language}-${width}.png`,
          fullPage: true,
        });
        await staff.goto(`${portal.server.url}${stickerPage}`);
        await staff.getByRole('img', { name: new RegExp(object) }).waitFor();
        await staff.screenshot({
          path: `${SCREENSHOTS}/failures-stickers-${language}-${width}.png`,
          fullPage: true,
        });
        await staff.goto(`${portal.server.url}/failures`);
        // The demo's own reports hold a longer description that starts the same.
        await staff.getByRole('main').getByText('Poort opent maar half', { exact: true }).waitFor();
        await staff.screenshot({
          path: `${SCREENSHOTS}/failures-list-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
});
