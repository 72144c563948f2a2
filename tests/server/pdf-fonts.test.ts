import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../server/maintenance/report-pdf';
import { withFontFallback } from '../../server/pdf/font-fallback';
import { fontRuns } from '../../server/pdf/fonts';

/** Each piece of text of the first page, with the embedded font it is drawn in. */
async function piecesOf(pdf: Buffer): Promise<{ text: string; font: string }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  await page.getOperatorList();
  const pieces = (await page.getTextContent()).items.flatMap((piece) =>
    'str' in piece && piece.str.trim()
      ? [{ text: piece.str.trim(), font: (page.commonObjs.get(piece.fontName) as { name: string }).name }]
      : [],
  );
  await document.destroy();
  return pieces;
}

describe('the fonts of the PDFs', () => {
  it('leaves a text Rubik’s Latin face can print as it is', () => {
    expect(fontRuns('Poort 3, Utrecht: €1.250,00', 'Rubik')).toBe('Poort 3, Utrecht: €1.250,00');
  });

  it('sets each character a face lacks in the first face that has it', () => {
    expect(fontRuns('Łukasz 😀', 'Rubik')).toEqual([
      { text: 'Ł', font: 'RubikLatinExt' },
      { text: 'ukasz ' },
      { text: '😀', font: 'Emoji9' },
    ]);
  });

  it('keeps an emoji’s picture form with it, and drops it where the face has no such sign', () => {
    expect(fontRuns('a\u{fe0f}b', 'Rubik')).toBe('ab');
    expect(fontRuns('❤\u{fe0f}', 'Rubik')).toEqual([{ text: '❤\u{fe0f}', font: 'Emoji2' }]);
  });

  it('reaches texts in tables, stacks, inline pieces and the footer', () => {
    const definition = withFontFallback({
      content: [{ table: { body: [['Ł']] } }, { stack: ['Я'] }, { text: ['a', { text: 'ש', bold: true }] }],
      footer: () => ({ text: '😀' }),
    });
    const json = JSON.stringify({ ...definition, footer: (definition.footer as () => unknown)() });
    for (const font of ['RubikLatinExt', 'RubikCyrillic', 'RubikHebrew', 'Emoji9'])
      expect(json).toContain(`"font":"${font}"`);
  });

  it('prints Polish, Russian, Hebrew and emoji in faces that have them, not as empty boxes', async () => {
    const pieces = await piecesOf(
      await renderPdf({
        content: ['Wójcik Łukasz', 'Привет', 'שלום', '😀'],
        defaultStyle: { font: 'Rubik' },
      }),
    );
    const fontOf = (text: string) => pieces.find((piece) => piece.text === text)?.font;
    // One family name, Rubik, for each script's file: pdfmake embeds each under a prefix of its own.
    const latin = fontOf('ukasz');
    expect(latin).toMatch(/Rubik/);
    for (const text of ['Ł', 'Привет', 'שלום']) {
      expect(fontOf(text)).toMatch(/Rubik/);
      expect(fontOf(text)).not.toBe(latin);
    }
    expect(fontOf('😀')).toMatch(/NotoEmoji/);
  });
});
