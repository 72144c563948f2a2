import { encode } from 'uqr';

/**
 * The dark modules of a QR code of `text`, row by row, made here (uqr), never by a web service; the sticker PDF
 * draws its codes with pdfmake's own public `qr` node. Error correction M: a sticker outdoors gets scratched.
 */
const qrMatrix = (text: string): boolean[][] => encode(text, { ecc: 'M', border: 0 }).data;

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
