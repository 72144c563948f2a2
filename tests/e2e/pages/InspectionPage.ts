import type { Locator, Page } from 'playwright-core';

/** A JPEG as a phone's camera makes it (large, so the app has to make it smaller), drawn by the browser itself. */
export async function cameraJpeg(page: Page, label: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2250;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 3000, 2250);
    gradient.addColorStop(0, '#5d7f8f');
    gradient.addColorStop(1, '#c9d6dc');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2250);
    context.fillStyle = '#1c2b33';
    context.fillRect(300, 900, 2400, 160);
    context.font = 'bold 220px sans-serif';
    context.fillText(text, 300, 600);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) throw new Error('no jpeg');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, label);
  return Buffer.from(base64, 'base64');
}

/** The maintenance inspection wizard as an engineer on a phone uses it, in Dutch. */
export class InspectionPage {
  constructor(private readonly page: Page) {}

  private get main() {
    return this.page.getByRole('main');
  }

  async seeStep(name: string | RegExp): Promise<void> {
    await this.main
      .getByRole('navigation', { name: /Stappen van de inspectie|Steps of the inspection/ })
      .getByText(name)
      .first()
      .waitFor();
  }

  async click(name: string | RegExp): Promise<void> {
    await this.main.getByRole('button', { name, exact: typeof name === 'string' }).click();
  }

  /** Takes a photo for the field with this legend: the camera's file is handed to the file chooser. */
  async addPhoto(field: string, jpeg: Buffer, within: Locator = this.main): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await within
      .getByRole('group', { name: field })
      .getByRole('button', { name: /^Foto maken|^Nog een foto|^Take photo|^Another photo/ })
      .click();
    await (await chooser).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  }

  /** Takes photo `number` of the field again: the new one takes its place. */
  async retakePhoto(field: string, number: number, jpeg: Buffer, within: Locator = this.main): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await within
      .getByRole('group', { name: field })
      .getByRole('button', { name: new RegExp(`^(Foto ${number} opnieuw maken|Retake photo ${number})$`) })
      .click();
    await (await chooser).setFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  }

  /** Waits until every photo of the field says it is saved on the server. */
  async seePhotosSaved(field: string, count: number, within: Locator = this.main): Promise<void> {
    const group = within.getByRole('group', { name: field });
    await group
      .getByRole('img')
      .nth(count - 1)
      .waitFor();
    await group
      .getByText(/^\s*(Opgeslagen|Saved)$/)
      .nth(count - 1)
      .waitFor();
  }

  /** Waits until every photo of the field says it is kept on this device, waiting to be sent. */
  async seePhotosKept(field: string, count: number, within: Locator = this.main): Promise<void> {
    const group = within.getByRole('group', { name: field });
    await group
      .getByRole('img')
      .nth(count - 1)
      .waitFor();
    await group
      .getByText(/^(Op dit apparaat, wacht op verzending|On this device, waiting to be sent)$/)
      .nth(count - 1)
      .waitFor();
  }

  /** The small indicator of the network and the outbox says this. */
  async seeOutbox(text: string | RegExp): Promise<void> {
    await this.main
      .getByRole('region', { name: /^(Verzending|Sending)$/ })
      .getByText(text)
      .first()
      .waitFor();
  }

  item(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  items(): Locator {
    return this.main.locator('section.checklist-item');
  }

  async fill(label: string, value: string, within: Locator = this.main): Promise<void> {
    await within.getByRole('textbox', { name: label, exact: true }).fill(value);
  }

  /** Draws a signature with the mouse (a finger on a phone) on the canvas. */
  async sign(): Promise<void> {
    const canvas = this.main.getByRole('img', { name: /Handtekening|Signature/ });
    // In the middle of the screen, as a person holds it: the step buttons stick to the bottom edge.
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature canvas');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await this.page.mouse.move(...at(0.1, 0.6));
    await this.page.mouse.down();
    for (const [x, y] of [
      [0.2, 0.3],
      [0.3, 0.7],
      [0.4, 0.35],
      [0.5, 0.65],
      [0.6, 0.3],
      [0.75, 0.6],
      [0.9, 0.4],
    ])
      await this.page.mouse.move(...at(x, y), { steps: 6 });
    await this.page.mouse.up();
  }

  /**
   * Whether the drawn signature is kept on the device. The wizard takes a signature once its picture is made and
   * stored, some time after the pen is lifted: a person reads the screen first, a test must wait for it.
   */
  async signatureKept(): Promise<boolean> {
    return this.page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const opening = indexedDB.open('service-portal-inspections');
          opening.onerror = () => resolve(false);
          opening.onsuccess = () => {
            const database = opening.result;
            if (!database.objectStoreNames.contains('signatures')) {
              database.close();
              return resolve(false);
            }
            const counting = database.transaction('signatures').objectStore('signatures').count();
            counting.onsuccess = () => resolve(counting.result > 0);
            counting.onerror = () => resolve(false);
            database.close();
          };
        }),
    );
  }

  /** How many pixels of the canvas are drawn on: a signature is there (and survives a resize). */
  async signatureInk(): Promise<number> {
    return this.main.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let ink = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) ink++;
      return ink;
    });
  }
}
