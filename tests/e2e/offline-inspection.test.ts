import { request as httpRequest } from 'node:http';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InspectionOnWire } from '../../contract/maintenance';
import { cameraJpeg, InspectionPage } from './pages/InspectionPage';
import { answerEveryItem, openObject } from './support/field';
import { installed, phone, photograph } from './support/installed-app';
import { startPortal } from './support/portal';

const building = 'Bezoekersentree Huizen';
const object = 'SO-024031';
const barrierBuilding = 'Vestiging Noord Zwolle';
const barrier = 'SO-024025';

const portal = startPortal();

interface HalfUpload {
  /** The bytes of the request's body the server was sent before it was killed, of `total`. */
  sent: number;
  total: number;
  /** Whether the server answered the request before it died. */
  answered: boolean;
}

/**
 * Sends the first half of the phone's request to the server and kills the server while the rest is still to
 * come: the server dies in the middle of the upload. Resolves once the server is gone.
 */
function killHalfwayThrough(request: Request): Promise<HalfUpload> {
  const body = request.postDataBuffer();
  if (!body) throw new Error('The upload has no body to send.');
  const url = new URL(request.url());
  const headers = Object.fromEntries(
    Object.entries(request.headers()).filter(
      ([name]) => !['content-length', 'host'].includes(name.toLowerCase()),
    ),
  );
  return new Promise((resolve) => {
    let answered = false;
    const upload = httpRequest({
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: request.method(),
      headers: { ...headers, 'content-length': String(body.length) },
    });
    upload.on('response', () => {
      answered = true;
    });
    // The server's death ends the connection; that is the point.
    upload.on('error', () => undefined);
    const half = Math.floor(body.length / 2);
    upload.write(body.subarray(0, half), () => {
      portal.server.kill().then(() => resolve({ sent: half, total: body.length, answered }));
    });
  });
}

// The pieces of a photo's upload and the question of its offset; the pieces' URLs carry a query.
const photoPieces = '**/api/maintenancereport/*/photos/*/upload*';

const inspectionIdOf = (page: Page) => /\/inspection\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

/**
 * Each walk takes a minute or two alone, and several times that while another browser file and its server share
 * both cores (the whole suite): the walks' and the waits' bounds leave room.
 */
const WALK_TIMEOUT = 360_000;
const STEP_TIMEOUT = 90_000;

describe('field work with no network', { timeout: WALK_TIMEOUT }, () => {
  let context: BrowserContext;
  let page: Page;
  let inspection: InspectionPage;

  beforeEach(async () => {
    context = await portal.browser.newContext({ viewport: phone, serviceWorkers: 'allow' });
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
    inspection = new InspectionPage(page);
  });

  afterEach(async () => {
    await context.close();
  });

  /** The engineer opens the barrier's inspection and reports maintenance not possible; answers its id. */
  async function startNotPossible() {
    await portal.signIn(page, 'engineer@demo.example');
    await openObject(page, portal.server.url, barrierBuilding, barrier);
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await inspection.seeStep('Start');
    const inspectionId = inspectionIdOf(page);
    await inspection.click('Onderhoud niet mogelijk');
    return inspectionId;
  }

  it('completes an inspection offline through two reloads and a new tab; exactly one arrives with every photo', async () => {
    try {
      await portal.signIn(page, 'engineer@demo.example');
      await installed(page);
      await openObject(page, portal.server.url, building, object);
      const objectId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
      const before = await portal.api<{ id: string }[]>(page, `/api/maintenancereport?objectId=${objectId}`);
      await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
      await inspection.seeStep('Start');
      const inspectionId = inspectionIdOf(page);
      await inspection.seeOutbox('Online');

      // The network goes, and the server stops for a while too.
      await context.setOffline(true);
      await portal.server.kill();
      await inspection.seeOutbox('Offline');
      await inspection.click('Inspectie beginnen');
      await inspection.seeStep('Aankomst');
      await inspection.addPhoto('Foto’s van de gesloten installatie', await cameraJpeg(page, 'POORT DICHT'));
      await inspection.addPhoto('Foto’s van het typeplaatje', await cameraJpeg(page, 'TYPEPLAAT'));
      await inspection.seePhotosKept('Foto’s van de gesloten installatie', 1);
      await inspection.seePhotosKept('Foto’s van het typeplaatje', 1);
      const counter = page.getByRole('textbox', { name: 'Cyclusteller bij aankomst' });
      if ((await counter.count()) > 0) await counter.fill('120345');
      await inspection.seeOutbox(/^\d+ wijzigingen wachten$/);
      await photograph(page, 'offline-arrival-375-nl');
      await inspection.click('Verder');
      await inspection.seeStep('Inspectie');

      // Reload 1, offline: the app, the sign-in, the checklist and the draft all come from the device.
      await page.reload();
      await inspection.seeStep('Inspectie');
      await inspection.seeOutbox('Offline');
      await answerEveryItem(inspection, page, 1, 'kept');
      await inspection.click('Verder');
      await inspection.seeStep('Akkoord');
      await inspection.click('Klant laten tekenen');
      await inspection.fill('Naam van de ondertekenaar', 'Sophie van Dijk');
      await inspection.sign();
      await expect.poll(() => inspection.signatureInk()).toBeGreaterThan(200);
      await expect.poll(() => inspection.signatureKept(), { timeout: 30_000 }).toBe(true);
      await inspection.click('Verder');
      await inspection.seeStep('Vertrek');

      // Reload 2, offline.
      await page.reload();
      await inspection.seeStep('Vertrek');
      await inspection.addPhoto('Foto’s bij vertrek', await cameraJpeg(page, 'VERTREK'));
      await inspection.seePhotosKept('Foto’s bij vertrek', 1);
      const counterAfter = page.getByRole('textbox', { name: 'Cyclusteller bij vertrek' });
      if ((await counterAfter.count()) > 0) await counterAfter.fill('120360');
      await inspection.click('Inspectie afronden');
      await inspection.seeStep('Klaar');
      await page.getByText(/^Bewaard op dit apparaat\./).waitFor();
      await photograph(page, 'offline-done-375-nl');

      // The tab closes; a new one opens the inspection, still offline: done, and still waiting.
      const url = page.url();
      await page.close();
      page = await context.newPage();
      inspection = new InspectionPage(page);
      await page.goto(url);
      await inspection.seeStep('Klaar');
      await inspection.seeOutbox(/wijziging(en)? wacht(en)?$/);

      // The network and the server return: the outbox empties, and the server holds one inspection.
      await portal.server.restart();
      await context.setOffline(false);
      await inspection.seeOutbox('Alles verzonden');
      await photograph(page, 'offline-sent-375-nl');

      const after = await portal.api<{ id: string; status: string }[]>(
        page,
        `/api/maintenancereport?objectId=${objectId}`,
      );
      const made = after.filter((i) => !before.some((b) => b.id === i.id));
      expect(made.map((i) => [i.id, i.status])).toEqual([[inspectionId, 'submitted']]);
      const held = await portal.api<InspectionOnWire>(page, `/api/maintenancereport/${inspectionId}`);
      expect(held.uploadedPhotoIds).toHaveLength(held.draft.photos.length);
      expect(held.draft.photos.map((p) => p.kind).sort()).toEqual(
        ['closedGate', 'departure', 'repair', 'typePlate'].sort(),
      );
      expect(held.signatureUploaded).toBe(true);
    } finally {
      // A failure with the server down leaves it up for the tests after this one.
      await portal.server.restart();
    }
  });

  it('sends a photo once when the server stored it and died before its answer arrived', async () => {
    try {
      const inspectionId = await startNotPossible();
      // The first upload reaches the server, which stores the photo and dies before the phone has its answer.
      let stored = 0;
      // The photo goes up in pieces (PATCH), after asking the server's offset (GET): the first piece is the one.
      await page.route(photoPieces, async (route) => {
        if (route.request().method() !== 'PATCH' || stored > 0) return route.continue();
        await route.fetch();
        stored++;
        await portal.server.kill();
        await route.abort('connectionreset');
      });
      await inspection.addPhoto('Foto’s bij aankomst', await cameraJpeg(page, 'AFGESLOTEN'));
      // The network is there but the server is not: the photo is not saved, the outbox waits and offers to try now.
      await inspection.seeOutbox('Nu verzenden');
      await inspection.seeOutbox(/^1 wijziging wacht$/);
      // The browser is online, the server is not there: the indicator says which.
      await inspection.seeOutbox('Server niet bereikbaar');
      await photograph(page, 'outbox-waiting-375-nl');
      expect(stored).toBe(1);
      await portal.server.restart();
      // The outbox tries again by itself (with backoff); the server knows the photo's id and keeps it once.
      await inspection.seePhotosSaved('Foto’s bij aankomst', 1);
      await inspection.seeOutbox('Alles verzonden');
      const held = await portal.api<InspectionOnWire>(page, `/api/maintenancereport/${inspectionId}`);
      expect(held.uploadedPhotoIds).toHaveLength(1);
    } finally {
      // A failure with the server down leaves it up for the tests after this one.
      await portal.server.restart();
    }
  });

  it('keeps a photo once and completes the inspection when the server was killed halfway through its upload', async () => {
    try {
      const inspectionId = await startNotPossible();
      // The gate's open inspection may be one an earlier visit left with photos: those are counted first.
      const path = `/api/maintenancereport/${inspectionId}`;
      await expect
        .poll(async () => (await portal.call(page, path)).status, { timeout: STEP_TIMEOUT })
        .toBe(200);
      const before = await portal.api<InspectionOnWire>(page, path);
      const field = 'Foto’s bij aankomst';
      const shown = await page.getByRole('main').getByRole('group', { name: field }).getByRole('img').count();

      const cuts: Promise<HalfUpload>[] = [];
      await page.route(photoPieces, async (route) => {
        if (route.request().method() !== 'PATCH' || cuts.length > 0) return route.continue();
        const cut = killHalfwayThrough(route.request());
        cuts.push(cut);
        await cut;
        await route.abort('connectionreset');
      });
      await inspection.addPhoto(field, await cameraJpeg(page, 'HALVERWEGE'));
      await expect.poll(() => cuts.length, { timeout: STEP_TIMEOUT }).toBe(1);
      const half = await cuts[0];
      // Half the photo's bytes reached the server, which died before it could answer.
      expect(half.sent).toBeGreaterThan(1_000);
      expect(half.sent).toBeLessThan(half.total);
      expect(half.answered).toBe(false);
      await inspection.seeOutbox(/^1 wijziging wacht$/);
      await inspection.seeOutbox('Server niet bereikbaar');
      await portal.server.restart();

      // The outbox asks the restarted server how far the photo got and sends the rest: one photo, no leftovers.
      await inspection.seePhotosSaved(field, shown + 1);
      await inspection.seeOutbox('Alles verzonden');
      await inspection.fill('Reden (voor de klant)', 'Slagboom stond open vast.');
      await inspection.fill(
        'Interne opmerkingen (alleen voor de serviceverlener)',
        'Storing aan de besturing.',
      );
      await inspection.click('Melden: onderhoud niet mogelijk');
      await inspection.seeStep('Klaar');
      // The submit waits in the outbox a moment before it goes: the server's word is awaited, not the indicator's.
      const submitted = async () => (await portal.api<InspectionOnWire>(page, path)).status;
      await expect.poll(submitted, { timeout: STEP_TIMEOUT }).toBe('submitted');
      await inspection.seeOutbox('Alles verzonden');

      const held = await portal.api<InspectionOnWire>(page, path);
      const added = held.uploadedPhotoIds.filter((id) => !before.uploadedPhotoIds.includes(id));
      const taken = held.draft.photos
        .map((p) => p.id)
        .filter((id) => !before.draft.photos.some((p) => p.id === id));
      expect(taken).toHaveLength(1);
      expect(added).toEqual(taken);
      expect(new Set(held.uploadedPhotoIds).size).toBe(held.uploadedPhotoIds.length);
      expect([...held.uploadedPhotoIds].sort()).toEqual(held.draft.photos.map((p) => p.id).sort());
    } finally {
      // A failure with the server down leaves it up for the tests after this one.
      await portal.server.restart();
    }
  });

  it('makes one record of two devices submitting the same inspection at once, and tells the other what happened', async () => {
    const other = await portal.browser.newContext({ viewport: phone, serviceWorkers: 'allow' });
    try {
      const second = await other.newPage();
      const secondInspection = new InspectionPage(second);
      await portal.signIn(page, 'engineer@demo.example');
      await portal.signIn(second, 'engineer@demo.example');
      await openObject(page, portal.server.url, barrierBuilding, barrier);
      const objectId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
      await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
      await inspection.seeStep('Start');
      const inspectionId = inspectionIdOf(page);
      await inspection.click('Onderhoud niet mogelijk');
      await inspection.addPhoto('Foto’s bij aankomst', await cameraJpeg(page, 'DICHT'));
      await inspection.seePhotosSaved('Foto’s bij aankomst', 1);

      // The other device opens the gate's open inspection: the same one.
      await second.goto(`${portal.server.url}/direct-maintenance?objectId=${objectId}`);
      await secondInspection.seeStep('Start');
      expect(inspectionIdOf(second)).toBe(inspectionId);
      await secondInspection.click('Onderhoud niet mogelijk');
      await secondInspection.addPhoto('Foto’s bij aankomst', await cameraJpeg(second, 'OOK DICHT'));
      await secondInspection.seePhotosSaved('Foto’s bij aankomst', 1);
      for (const [wizard, words] of [
        [inspection, 'Slagboom stond open vast.'],
        [secondInspection, 'Terrein was afgesloten.'],
      ] as const) {
        await wizard.fill('Reden (voor de klant)', words);
        await wizard.fill('Interne opmerkingen (alleen voor de serviceverlener)', words);
      }
      await Promise.all([
        inspection.click('Melden: onderhoud niet mogelijk'),
        secondInspection.click('Melden: onderhoud niet mogelijk'),
      ]);

      // One device's submit made the record; the other is told, and keeps its work until the engineer chooses.
      const refusal = (p: Page) => p.getByRole('alert').filter({ hasText: 'Niet verzonden' });
      await expect
        .poll(async () => (await refusal(page).count()) + (await refusal(second).count()), {
          timeout: STEP_TIMEOUT,
        })
        .toBe(1);
      const refused = (await refusal(page).count()) > 0 ? page : second;
      await refusal(refused)
        .getByText(
          /^(Het afronden van de inspectie|Een foto) is door de server geweigerd: Deze inspectie is al afgerond/,
        )
        .waitFor();
      await photograph(refused, 'outbox-refused-375-nl');
      const list = await portal.api<{ id: string; status: string }[]>(
        page,
        `/api/maintenancereport?objectId=${objectId}`,
      );
      expect(list.filter((i) => i.id === inspectionId).map((i) => i.status)).toEqual(['submitted']);

      await refusal(refused).getByRole('button', { name: 'Inspectie van dit apparaat verwijderen' }).click();
      await new InspectionPage(refused).seeOutbox('Alles verzonden');
    } finally {
      await other.close();
    }
  });

  it('keeps the outbox through a lost sign-in; another user on the device neither sees nor sends it', async () => {
    await portal.signIn(page, 'engineer@demo.example');
    await installed(page);
    await openObject(page, portal.server.url, barrierBuilding, barrier);
    await page.getByRole('main').getByRole('link', { name: 'Onderhoud starten' }).click();
    await inspection.seeStep('Start');
    const url = page.url();
    const inspectionId = inspectionIdOf(page);
    await context.setOffline(true);
    await inspection.click('Onderhoud niet mogelijk');
    await inspection.addPhoto('Foto’s bij aankomst', await cameraJpeg(page, 'GESLOTEN'));
    await inspection.seePhotosKept('Foto’s bij aankomst', 1);
    await inspection.fill('Interne opmerkingen (alleen voor de serviceverlener)', 'Geen sleutel.');
    await inspection.click('Melden: onderhoud niet mogelijk');
    await inspection.seeStep('Klaar');
    await inspection.seeOutbox(/^\d+ wijzigingen wachten$/);

    // The sign-in is lost; another user signs in on this device, online.
    await page.evaluate(() => localStorage.removeItem('token'));
    await context.setOffline(false);
    await portal.signIn(page, 'provider.admin@demo.example');
    await inspection.seeOutbox('Alles verzonden');
    await page.goto(url);
    await inspection.seeStep('Start');
    await page.getByRole('button', { name: 'Inspectie beginnen' }).waitFor();
    const unseen = await portal.call(page, `/api/maintenancereport/${inspectionId}`);
    expect(unseen.status).toBe(404);

    // The engineer signs in again: what waited for them is sent.
    await page.evaluate(() => localStorage.removeItem('token'));
    await portal.signIn(page, 'engineer@demo.example');
    await inspection.seeOutbox('Alles verzonden');
    const held = await portal.api<InspectionOnWire>(page, `/api/maintenancereport/${inspectionId}`);
    expect(held.status).toBe('submitted');
    expect(held.uploadedPhotoIds).toHaveLength(1);
  });

  it("keeps the day's work on the device: an inspection of a visit of today starts with no network", async () => {
    await portal.signIn(page, 'engineer@demo.example');
    await installed(page);
    const today = await portal.api<{ items: { fK_R_SERVICEOBJECT: number | null; status: string }[] }>(
      page,
      '/api/MyAppointments?when=today',
    );
    const objectId = today.items.find(
      (a) => a.status === 'open' && a.fK_R_SERVICEOBJECT !== null,
    )?.fK_R_SERVICEOBJECT;
    expect(objectId).toBeDefined();
    // Never opened on this device: only the day's work brought it here.
    const kept = (key: string) =>
      page.evaluate((key) => Object.keys(localStorage).some((k) => k.endsWith(key)), key);
    await expect
      .poll(() => kept(`/api/ServiceObjectMaintenanceProperties?objectId=${objectId}`), {
        timeout: STEP_TIMEOUT,
      })
      .toBe(true);
    await expect.poll(() => kept(`/api/Object/GetSingle?id=${objectId}`)).toBe(true);

    await context.setOffline(true);
    await page.goto(`${portal.server.url}/direct-maintenance?objectId=${objectId}`);
    await inspection.seeStep('Start');
    await inspection.seeOutbox('Offline');
    await inspection.click('Inspectie beginnen');
    await inspection.seeStep('Aankomst');
    await photograph(page, 'offline-days-work-375-nl');
  });
});
