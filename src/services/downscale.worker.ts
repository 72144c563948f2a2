/// <reference lib="webworker" />
import { downscaleInContext } from './image-downscale-core';

/** Downscales one image off the main thread: { blob, maxSide, quality } in, a JPEG blob (or an error) out. */
self.onmessage = async (event: MessageEvent<{ blob: Blob; maxSide: number; quality: number }>) => {
  try {
    const blob = await downscaleInContext(event.data.blob, event.data.maxSide, event.data.quality);
    (self as unknown as Worker).postMessage({ blob });
  } catch (error) {
    (self as unknown as Worker).postMessage({ error: String(error) });
  }
};
