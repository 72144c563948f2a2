import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../contract/inspection';
import type { MaintenanceProperty } from '../../contract/maintenance';
import { type ReportData, renderReportPdf } from '../../server/maintenance/report-pdf';

const measured: MaintenanceProperty = {
  id: 1,
  groupId: 1,
  locationId: null,
  objectTypeId: null,
  nameNl: 'Sluitkracht',
  nameEn: 'Closing force',
  expectationNl: 'Binnen de grens',
  expectationEn: 'Within the limit',
  expectedCondition: 3,
  standard: 'EN 12453',
  unit: 'N',
  valueMin: null,
  valueMax: null,
  limitMin: null,
  limitMax: 400,
  lifetimeYears: null,
};

const report: ReportData = {
  language: 'nl',
  provider: { name: 'Poortservice', logo: null },
  object: {
    serviceobjectnumber: 'SO-0101',
    description: 'Schuifpoort',
    objectType: 'Schuifpoort',
    brand: null,
    relationName: 'Alfa',
    locationName: 'Hoofdkantoor',
    street: '',
    postalCode: '',
    city: 'Utrecht',
    ownSpeedgate: false,
  },
  engineerName: 'Eric',
  date: new Date('2026-03-02T10:00:00Z'),
  result: 'conform',
  draft: {
    ...emptyDraft,
    approval: 'withoutApproval',
    answers: {
      '1': { conform: true, condition: 2, value: 350, lifetime: null, remarks: '', repairRemarks: '' },
    },
  },
  groups: [{ id: 1, nameNl: 'Veiligheid', nameEn: 'Safety' }],
  properties: [measured],
  photos: [],
  signature: null,
};

/** Each piece of text on the report's pages, with the name of the font it is drawn in. */
async function textWithFonts(pdf: Buffer): Promise<{ text: string; font: string }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pieces: { text: string; font: string }[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    await page.getOperatorList();
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const font = page.commonObjs.get(item.fontName) as { name?: string };
      pieces.push({ text: item.str, font: font.name ?? '' });
    }
  }
  await document.destroy();
  return pieces;
}

describe("the report PDF's signs", () => {
  it("prints a limit's '≤' in a font that has it, not in Rubik's Latin subset", async () => {
    const pieces = await textWithFonts(await renderReportPdf(report));
    const sign = pieces.find((piece) => piece.text.includes('≤'));
    expect(sign, JSON.stringify(pieces.map((p) => p.text))).toBeDefined();
    expect(sign!.font).toMatch(/Roboto/);
    expect(pieces.map((piece) => piece.text)).toEqual(
      expect.arrayContaining(['350', '(grens', '≤', '400', 'N)']),
    );
  });
});
