/** The long side of a photo after downscaling: sharp enough for a type plate, small enough for a bad network. */
export const PHOTO_MAX_SIDE = 2048;
export const PHOTO_QUALITY = 0.8;

/** Scales an image so its long side is at most `maxSide` and encodes it as JPEG (needs OffscreenCanvas). */
export async function downscaleInContext(blob: Blob, maxSide: number, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d context');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}
