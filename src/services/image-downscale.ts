import { downscaleInContext, PHOTO_MAX_SIDE, PHOTO_QUALITY } from './image-downscale-core';

/**
 * A camera photo made small before it is stored and sent: long side about 2048 px, JPEG at 0.8, in a worker
 * so the page stays responsive. Where workers cannot draw (no OffscreenCanvas), it is done here; where the
 * browser cannot decode the file at all, the original is kept and the server judges it.
 */
export async function downscalePhoto(blob: Blob): Promise<Blob> {
  try {
    if (typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined') {
      const worker = new Worker(new URL('./downscale.worker.ts', import.meta.url), { type: 'module' });
      try {
        return await new Promise<Blob>((resolve, reject) => {
          worker.onmessage = (e: MessageEvent<{ blob?: Blob; error?: string }>) =>
            e.data.blob ? resolve(e.data.blob) : reject(new Error(e.data.error));
          worker.onerror = (e) => reject(new Error(e.message));
          worker.postMessage({ blob, maxSide: PHOTO_MAX_SIDE, quality: PHOTO_QUALITY });
        });
      } finally {
        worker.terminate();
      }
    }
    return await downscaleInContext(blob, PHOTO_MAX_SIDE, PHOTO_QUALITY);
  } catch {
    return blob;
  }
}
