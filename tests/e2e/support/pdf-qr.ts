import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const file = (specifier: string) => readFileSync(require.resolve(specifier));

/** A page of its own origin that renders PDFs with pdf.js and reads QR codes with jsQR, as a phone would. */
const ORIGIN = 'http://pdf-reader.test';
const page = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#fff">
<script src="/jsQR.js"></script>
<script type="module">
  import * as pdfjs from '/pdf.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
  /** Every QR code on every page: each half of a page is read, blanked where a code was found, and read again. */
  window.readQrCodes = async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const pdf = await pdfjs.getDocument({ data: bytes }).promise;
    const codes = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const pdfPage = await pdf.getPage(n);
      const viewport = pdfPage.getViewport({ scale: 2 });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.dataset.page = String(n);
      document.body.append(canvas);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      await pdfPage.render({ canvasContext: context, viewport }).promise;
      const half = Math.floor(canvas.width / 2);
      for (const left of [0, half]) {
        const scratch = document.createElement('canvas');
        scratch.width = half;
        scratch.height = canvas.height;
        const area = scratch.getContext('2d', { willReadFrequently: true });
        area.drawImage(canvas, left, 0, half, canvas.height, 0, 0, half, canvas.height);
        for (let tries = 0; tries < 20; tries++) {
          const image = area.getImageData(0, 0, half, canvas.height);
          const found = jsQR(image.data, half, canvas.height);
          if (!found) break;
          codes.push(found.data);
          const xs = [found.location.topLeftCorner.x, found.location.bottomRightCorner.x];
          const ys = [found.location.topLeftCorner.y, found.location.bottomRightCorner.y];
          area.fillStyle = '#fff';
          area.fillRect(Math.min(...xs) - 20, Math.min(...ys) - 20, Math.abs(xs[1] - xs[0]) + 40, Math.abs(ys[1] - ys[0]) + 40);
        }
      }
    }
    return codes;
  };
  window.ready = true;
</script>`;

/**
 * Renders a PDF in Chromium and returns the text of every QR code on it, page by page, left half before right.
 * With `screenshot`, the first page as rendered is saved there too.
 */
export async function readQrCodes(browser: Browser, pdf: Buffer, screenshot?: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1700 } });
  try {
    const reader = await context.newPage();
    const assets: Record<string, [Buffer, string]> = {
      '/': [Buffer.from(page), 'text/html'],
      '/pdf.mjs': [file('pdfjs-dist/build/pdf.mjs'), 'text/javascript'],
      '/pdf.worker.mjs': [file('pdfjs-dist/build/pdf.worker.mjs'), 'text/javascript'],
      '/jsQR.js': [file('jsqr/dist/jsQR.js'), 'text/javascript'],
    };
    await reader.route(`${ORIGIN}/**`, (route) => {
      const asset = assets[new URL(route.request().url()).pathname];
      return asset
        ? route.fulfill({ body: asset[0], contentType: asset[1] })
        : route.fulfill({ status: 404, body: '' });
    });
    await reader.goto(`${ORIGIN}/`);
    await reader.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    const codes = await reader.evaluate(
      (base64) => (window as unknown as { readQrCodes(b: string): Promise<string[]> }).readQrCodes(base64),
      pdf.toString('base64'),
    );
    if (screenshot) await reader.locator('canvas[data-page="1"]').screenshot({ path: screenshot });
    return codes;
  } finally {
    await context.close();
  }
}
