import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../server/failures/qr';

/** The SVG's dark runs painted into pixels, `scale` to a module, as a camera would see the sticker. */
function pixelsOf(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < Number(run) * scale; dx++) {
        const at = ((Number(y) * scale + dy) * size + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  }
  return { data, size };
}

describe('the QR code of a sticker', () => {
  it('reads back as the address it encodes, with a quiet zone of four modules', () => {
    const url = 'https://portal.example/object/alfa-0101-public_Key-xyz/10020';
    const svg = qrSvg(url);
    const { data, size } = pixelsOf(svg);
    expect(jsQR(data, size, size)?.data).toBe(url);
    const first = /M(\d+) (\d+)h/.exec(svg)!;
    expect(Number(first[1])).toBe(4);
    expect(Number(first[2])).toBe(4);
  });
});
