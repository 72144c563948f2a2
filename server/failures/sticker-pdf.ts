import pdfmake from 'pdfmake';
import type { Language } from '../errors';
// The report's module registers the Rubik font with pdfmake and shuts its file and URL access; stickers share both.
import '../maintenance/report-pdf';

export interface Sticker {
  objectNumber: string;
  kind: string;
  /** The public page of the gate, encoded in the QR code. */
  url: string;
}

const texts = {
  nl: { scan: 'Storing? Scan de code of bel 24/7', title: 'QR-stickers' },
  en: { scan: 'Failure? Scan the code or call 24/7', title: 'QR stickers' },
};

/** Dashed grey lines to cut along. */
const cutLines = {
  hLineStyle: () => ({ dash: { length: 4 } }),
  vLineStyle: () => ({ dash: { length: 4 } }),
  hLineColor: () => '#999',
  vLineColor: () => '#999',
};

/** An A4 sheet (or more) of stickers, two across: number, kind, QR code of the public page, the 24/7 number. */
export function renderStickerPdf(
  language: Language,
  provider: { name: string; phone24h: string },
  locationName: string,
  stickers: Sticker[],
): Promise<Buffer> {
  const t = texts[language];
  const cell = (s: Sticker) => ({
    stack: [
      { text: s.objectNumber, style: 'number' },
      { text: s.kind, style: 'kind' },
      { qr: s.url, eccLevel: 'M', fit: 150, margin: [0, 12, 0, 12] },
      { text: t.scan, style: 'small' },
      { text: provider.phone24h, style: 'phone' },
      { text: provider.name, style: 'small' },
    ],
    alignment: 'center',
    margin: [0, 10, 0, 10],
  });
  const rows: unknown[][] = [];
  for (let i = 0; i < stickers.length; i += 2)
    rows.push([cell(stickers[i]), stickers[i + 1] ? cell(stickers[i + 1]) : { text: '' }]);
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [30, 40, 30, 40],
      info: { title: `${t.title} ${locationName}` },
      defaultStyle: { font: 'Rubik', fontSize: 10 },
      styles: {
        heading: { fontSize: 12, bold: true, margin: [0, 0, 0, 10] },
        number: { fontSize: 16, bold: true },
        kind: { fontSize: 11 },
        phone: { fontSize: 14, bold: true },
        small: { fontSize: 9 },
      },
      content: [
        { text: `${t.title} ${locationName}`, style: 'heading' },
        rows.length
          ? { table: { widths: ['*', '*'], dontBreakRows: true, body: rows }, layout: cutLines }
          : { text: '' },
      ],
    })
    .getBuffer();
}
