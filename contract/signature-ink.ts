/**
 * How much a drawn signature holds, in CSS pixels (the same on every screen density, unlike the canvas's own
 * pixels): the length of all its strokes together and the larger side of the box around them. A tap leaves a
 * dot and a slip a short line; neither is a signature. A typed name, or a signature kept from before a reload,
 * is a picture without strokes: it has no measure (null) and is not held to one.
 */
export interface SignatureInk {
  length: number;
  extent: number;
}

/** At least a short scribble: a stroke as long as a thumb is wide, twice over. */
export const SIGNATURE_MIN_INK: SignatureInk = { length: 60, extent: 30 };

export const hasEnoughInk = (ink: SignatureInk | null | undefined) =>
  !ink || (ink.length >= SIGNATURE_MIN_INK.length && ink.extent >= SIGNATURE_MIN_INK.extent);

/** The measure of strokes as the signature pad gives them (its points are in CSS pixels of the canvas). */
export function inkOf(strokes: readonly { points: readonly { x: number; y: number }[] }[]): SignatureInk {
  let length = 0;
  let [left, top] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  let [right, bottom] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const { points } of strokes)
    points.forEach((p, i) => {
      const before = points[i - 1];
      if (before) length += Math.hypot(p.x - before.x, p.y - before.y);
      left = Math.min(left, p.x);
      right = Math.max(right, p.x);
      top = Math.min(top, p.y);
      bottom = Math.max(bottom, p.y);
    });
  const extent = right >= left ? Math.max(right - left, bottom - top) : 0;
  return { length: Math.round(length), extent: Math.round(extent) };
}
