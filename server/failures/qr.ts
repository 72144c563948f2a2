import qrModule from 'pdfmake/js/qrEnc.js';

// A CommonJS module with `exports.default`: Node's own loader hands over the exports object, a bundler the default.
const qrEncoder = (qrModule as typeof qrModule & { default?: typeof qrModule }).default ?? qrModule;

/**
 * The dark modules of a QR code of `text`, row by row, made here (pdfmake's encoder, which the sticker PDF uses
 * too), never by a web service. Error correction M: a sticker outdoors gets scratched.
 */
export function qrMatrix(text: string): boolean[][] {
  const MODULE = 5;
  const node = qrEncoder.measure({ qr: text, eccLevel: 'M' });
  const n = Math.round(node._width / MODULE);
  const matrix = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  // The first rectangle is the background; every other one is one dark module.
  for (const rect of node._canvas.slice(1)) matrix[rect.y / MODULE][rect.x / MODULE] = true;
  return matrix;
}

/** The QR code of `text` as an SVG with the quiet zone of four modules the standard asks for. */
export function qrSvg(text: string): string {
  const matrix = qrMatrix(text);
  const quiet = 4;
  const size = matrix.length + 2 * quiet;
  // One rectangle per run of dark modules in a row keeps the path short.
  let path = '';
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      path += `M${x + quiet} ${y + quiet}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
