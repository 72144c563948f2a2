import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InspectionOnWire } from '../../contract/maintenance';
import { cameraJpeg, InspectionPage } from './pages/InspectionPage';
import { openObject } from './support/field';
import { SCREENSHOTS, startPortal } from './support/portal';

const phone = { width: 375, height: 812 };

const portal = startPortal();

/** The service worker of the installed app controls the page: from now on it opens with no network. */
async function installed(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** A call of the API with the signed-in user's own token, as the app makes it. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
  const response = await fetch(`${portal.server.url}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const inspectionIdOf = (page: Page) => /\/inspection\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

interface Device {
  context: BrowserContext;
  page: Page;
  wizard: InspectionPage;
}

/**
 * Two people who may inspect, each on their own phone: the demo's engineer (Jeroen Bos) and the provider's
 * head of service (Pieter Jansen), who also inspects.
 */
async function twoPhones(): Promise<[Device, Device]> {
  const devices: Device[] = [];
  for (const email of ['engineer@demo.example', 'provider.admin@demo.example']) {
    const context = await portal.browser.newContext({ viewport: phone, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await portal.signIn(page, email);
    await installed(page);
    devices.push({ context, page, wizard: new InspectionPage(page) });
  }
  return devices as [Device, Device];
}

/**
 * Both open the same gate's inspection while they have a network, lose it before they begin, and each
 * reports maintenance not possible: two inspections of one gate, each kept on its phone. Answers their ids.
 */
async function bothInspectOffline(devices: Device[], building: string, object: string) {
  for (const { page, wizard } of devices) {
    await openObject(page, portal.server.url, building, object);
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await wizard.seeStep('Start');
    await wizard.seeOutbox('Online');
  }
  for (const { context, wizard } of devices) {
    await context.setOffline(true);
    await wizard.seeOutbox('Offline');
  }
  for (const [index, { page, wizard }] of devices.entries()) {
    await wizard.click('Onderhoud niet mogelijk');
    await wizard.addPhoto('Foto’s bij aankomst', await cameraJpeg(page, `SLAGBOOM ${index + 1}`));
    await wizard.seePhotosKept('Foto’s bij aankomst', 1);
    await wizard.fill('Reden (voor de klant)', 'Terrein was afgesloten.');
    await wizard.fill('Interne opmerkingen (alleen voor de serviceverlener)', 'Geen sleutel bij de portier.');
    await wizard.click('Melden: onderhoud niet mogelijk');
    await wizard.seeStep('Klaar');
    await wizard.seeOutbox(/^\d+ wijzigingen wachten$/);
  }
  const ids = devices.map((d) => inspectionIdOf(d.page));
  expect(new Set(ids).size).toBe(2);
  return ids;
}

const conflictNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Intussen al geïnspecteerd' });

/** The first phone finds a network first and its inspection is recorded; then the second: it is told. */
async function firstThenSecondOnline([first, second]: Device[], object: string) {
  await first.context.setOffline(false);
  await first.wizard.seeOutbox('Alles verzonden');
  await second.context.setOffline(false);
  await conflictNotice(second.page)
    .getByText(
      new RegExp(
        `^Installatie ${object} \\([^)]+\\) is op \\d+ \\w+ \\d{4} om \\d\\d:\\d\\d geïnspecteerd door Jeroen Bos terwijl u aan het werk was, resultaat: onderhoud niet mogelijk\\.$`,
      ),
    )
    .waitFor({ timeout: 30_000 });
}

const submittedOf = async (page: Page, objectId: number) =>
  (await api<{ id: string; status: string }[]>(page, `/api/maintenancereport?objectId=${objectId}`))
    .filter((i) => i.status === 'submitted')
    .map((i) => i.id)
    .sort();

describe('two inspections of one gate made offline on two phones', () => {
  let devices: Device[] = [];

  beforeEach(async () => {
    devices = await twoPhones();
  });

  afterEach(async () => {
    for (const { context } of devices) await context.close();
  });

  it('tells the second who inspected the gate meanwhile, and records theirs as well when they choose that', async () => {
    const [first, second] = devices;
    const ids = await bothInspectOffline(devices, 'Vestiging Noord Zwolle', 'SO-024025');
    const objectId = Number(/\/buildings\/\d+\/\d+\/(\d+)\//.exec(second.page.url())?.[1]);
    await firstThenSecondOnline(devices, 'SO-024025');
    const notice = conflictNotice(second.page);
    await expect
      .poll(() => notice.getByRole('button').allTextContents())
      .toEqual(['Mijn inspectie ook vastleggen', 'Inspectie van dit apparaat verwijderen']);
    await second.page.evaluate(() => window.scrollTo(0, 0));
    await second.page.screenshot({ path: `${SCREENSHOTS}/inspection-conflict-375-nl.png` });
    // Nothing of the second is recorded until they choose.
    expect(await submittedOf(first.page, objectId)).toEqual([ids[0]]);

    await notice.getByRole('button', { name: 'Mijn inspectie ook vastleggen' }).click();
    await second.wizard.seeOutbox('Alles verzonden');
    await expect.poll(() => notice.count()).toBe(0);
    expect(await submittedOf(first.page, objectId)).toEqual([...ids].sort());
    const recorded = await api<InspectionOnWire>(second.page, `/api/maintenancereport/${ids[1]}`);
    expect(recorded).toMatchObject({ result: 'notPossible', engineerName: 'Pieter Jansen' });
  });

  it('keeps only the first when the second removes theirs from the phone', async () => {
    const [first, second] = devices;
    const ids = await bothInspectOffline(devices, 'Bezoekersentree Huizen', 'SO-024031');
    const objectId = Number(/\/buildings\/\d+\/\d+\/(\d+)\//.exec(second.page.url())?.[1]);
    await firstThenSecondOnline(devices, 'SO-024031');

    await conflictNotice(second.page)
      .getByRole('button', { name: 'Inspectie van dit apparaat verwijderen' })
      .click();
    await second.wizard.seeOutbox('Alles verzonden');
    await expect.poll(() => conflictNotice(second.page).count()).toBe(0);
    expect(await submittedOf(first.page, objectId)).toEqual([ids[0]]);
    // The phone holds nothing of it any more: its outbox is empty, also after a reload.
    await second.page.reload();
    await second.wizard.seeOutbox('Alles verzonden');
  });
});
