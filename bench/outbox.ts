import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { bundleBrowserAppIfStale } from '../server/browser-bundle';
import { LoginPage } from '../tests/e2e/pages/LoginPage';
import { launchBrowser } from '../tests/e2e/support/browser';
import { DEMO_PASSWORD, startServer } from '../tests/e2e/support/server';

const PHOTOS = 20;
const PHOTO_BYTES = 400 * 1024;
const RUNS = 3;

/**
 * Fills the browser's outbox, with no network, with one inspection and `PHOTOS` photos of about 400 kB (each
 * its own picture, so the server stores every one), the way the wizard leaves them.
 */
async function fillOutbox(page: Page, objectId: number, inspectionId: string): Promise<number> {
  return page.evaluate(
    async ({ objectId, inspectionId, count, target }) => {
      const token = JSON.parse(localStorage.getItem('token') ?? '{}').accessToken as string;
      const owner = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub as string;
      const photo = async (n: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = 820;
        canvas.height = 616;
        const context = canvas.getContext('2d')!;
        const image = context.createImageData(820, 616);
        for (let i = 0; i < image.data.length; i++)
          image.data[i] = i % 4 === 3 ? 255 : (Math.random() * 256) | 0;
        context.putImageData(image, 0, 0);
        context.font = 'bold 120px sans-serif';
        context.fillText(String(n), 40, 160);
        let quality = 0.9;
        for (;;) {
          const blob = await new Promise<Blob>((resolve) =>
            canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality),
          );
          if (blob.size <= target * 1.05 || quality < 0.3) return blob.arrayBuffer();
          quality -= 0.05;
        }
      };
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('service-portal-inspections');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const photos = [];
      for (let n = 0; n < count; n++) photos.push({ id: crypto.randomUUID(), bytes: await photo(n + 1) });
      const tx = database.transaction(['photos', 'outbox'], 'readwrite');
      const now = Date.now();
      tx.objectStore('outbox').add({ kind: 'create', objectId, owner, inspectionId, createdAt: now });
      for (const { id, bytes } of photos) {
        tx.objectStore('photos').put({ id, inspectionId, type: 'image/jpeg', bytes });
        tx.objectStore('outbox').add({
          kind: 'photo',
          photo: { id, kind: 'arrival', propertyId: null },
          owner,
          inspectionId,
          createdAt: now,
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      database.close();
      new BroadcastChannel('field-outbox').postMessage('changed');
      return photos.reduce((sum, p) => sum + p.bytes.byteLength, 0);
    },
    { objectId, inspectionId, count: PHOTOS, target: PHOTO_BYTES },
  );
}

/** How many entries the browser's outbox holds. */
const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('service-portal-inspections');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const count = request.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            request.result.close();
            resolve(count.result);
          };
        };
      }),
  );

/** Resolves when the outbox holds nothing any more. */
async function drained(page: Page) {
  while ((await outboxCount(page)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * How long the outbox takes to send 20 queued photos of 400 kB to the local server once the network returns:
 * the real app in Chromium, through its HTTP client, to the real server on loopback (median of 3 runs).
 */
export async function benchOutbox(say: (line: string) => void, root: string): Promise<void> {
  bundleBrowserAppIfStale(root, () => {});
  const [server, browser] = await Promise.all([startServer(), launchBrowser('full')]);
  try {
    const context = await browser.newContext();
    // tsx keeps function names with a helper the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f');
    const page = await context.newPage();
    const login = new LoginPage(page, server.url);
    await login.open();
    await login.signIn('engineer@demo.example', DEMO_PASSWORD);
    await page.getByRole('region', { name: 'Verzending' }).getByText('Alles verzonden').waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
    const headers = { Authorization: `Bearer ${token}` };
    const today = (await (
      await fetch(`${server.url}/api/MyAppointments?when=today`, { headers })
    ).json()) as {
      items: { fK_R_SERVICEOBJECT: number | null }[];
    };
    const objectId = today.items.find((a) => a.fK_R_SERVICEOBJECT !== null)!.fK_R_SERVICEOBJECT!;
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const inspectionId = randomUUID();
      await context.setOffline(true);
      bytes = await fillOutbox(page, objectId, inspectionId);
      if ((await outboxCount(page)) !== PHOTOS + 1) throw new Error('The outbox was not filled');
      const started = performance.now();
      await context.setOffline(false);
      await drained(page);
      times.push(performance.now() - started);
      const held = (await (
        await fetch(`${server.url}/api/maintenancereport/${inspectionId}`, { headers })
      ).json()) as { uploadedPhotoIds: string[] };
      if (held.uploadedPhotoIds.length !== PHOTOS)
        throw new Error(`The server holds ${held.uploadedPhotoIds.length} photos, not ${PHOTOS}`);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)];
    say(
      `| outbox drain: ${PHOTOS} queued photos (${(bytes / PHOTOS / 1024).toFixed(0)} kB each) to the local server | median of ${RUNS}: ${(median / 1000).toFixed(2)} s | ${(bytes / 1024 / 1024 / (median / 1000)).toFixed(1)} MB/s |`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
