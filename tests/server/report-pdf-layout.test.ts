import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../contract/inspection';
import type { MaintenanceProperty } from '../../contract/maintenance';
import { type ReportData, renderReportPdf, reportDefinition } from '../../server/maintenance/report-pdf';
import { JPEG } from './maintenance-fixtures';

const item = (id: number): MaintenanceProperty => ({
  id,
  groupId: 1,
  locationId: null,
  objectTypeId: null,
  nameNl: `Controlepunt ${id}`,
  nameEn: `Checkpoint ${id}`,
  expectationNl: 'Werkt',
  expectationEn: 'Works',
  expectedCondition: 3,
  standard: null,
  unit: null,
  valueMin: null,
  valueMax: null,
  limitMin: null,
  limitMax: null,
  lifetimeYears: null,
});

const report = (language: 'nl' | 'en'): ReportData => ({
  language,
  provider: { name: 'Poortservice', logo: null },
  object: {
    serviceobjectnumber: 'SO-0101',
    description: 'Speedgate',
    objectType: 'Speedgate',
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
  result: 'notConform',
  draft: {
    ...emptyDraft,
    approval: 'withoutApproval',
    answers: Object.fromEntries(
      [1, 2].map((id) => [
        String(id),
        {
          conform: id === 1,
          condition: 2,
          value: null,
          lifetime: null,
          remarks: 'Gereinigd. '.repeat(40),
          repairRemarks: id === 2 ? 'Scharnier vervangen. '.repeat(40) : '',
        },
      ]),
    ),
  },
  groups: [{ id: 1, nameNl: 'Veiligheid', nameEn: 'Safety' }],
  properties: [item(1), item(2)],
  photos: [{ kind: 'closedGate', propertyId: null, bytes: JPEG, mimeType: 'image/jpeg' }],
  signature: null,
});

/** Every table of the report's definition, wherever it stands. */
function tablesOf(node: unknown): { body: unknown[]; dontBreakRows?: boolean; headerRows?: number }[] {
  if (Array.isArray(node)) return node.flatMap(tablesOf);
  if (node === null || typeof node !== 'object') return [];
  const own = (node as { table?: { body: unknown[] } }).table;
  return [...(own ? [own] : []), ...Object.values(node).flatMap(tablesOf)];
}

/** Each piece of text on the report's pages, with the name of the font it is drawn in. */
async function textWithFonts(pdf: Buffer): Promise<{ text: string; font: string }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pieces: { text: string; font: string }[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    await page.getOperatorList();
    for (const piece of (await page.getTextContent()).items) {
      if (!('str' in piece) || !piece.str.trim()) continue;
      const font = page.commonObjs.get(piece.fontName) as { name?: string };
      pieces.push({ text: piece.str, font: font.name ?? '' });
    }
  }
  await document.destroy();
  return pieces;
}

describe('the report PDF', () => {
  it('keeps each checkpoint row of the checklist on one page', () => {
    const checklist = tablesOf(reportDefinition(report('nl')).content).filter((t) => t.headerRows === 1);
    expect(checklist.length).toBeGreaterThan(0);
    for (const table of checklist) expect(table.dontBreakRows).toBe(true);
  });

  it("prints a limit's '≤' in a font that has it, not as Rubik's empty box", async () => {
    const base = report('nl');
    const measured = { ...item(1), unit: 'N', limitMax: 400 };
    const answer = { ...base.draft.answers['1']!, value: 350 };
    const pieces = await textWithFonts(
      await renderReportPdf({
        ...base,
        properties: [measured],
        photos: [],
        draft: { ...base.draft, answers: { '1': answer } },
      }),
    );
    expect(pieces.map((piece) => piece.text)).toEqual(
      expect.arrayContaining(['350', '(grens', '≤', '400', 'N)']),
    );
    expect(pieces.find((piece) => piece.text === '≤')!.font).toMatch(/Roboto/);
  });

  it('calls the closed-gate photo what the wizard calls it', () => {
    expect(JSON.stringify(reportDefinition(report('nl')))).toContain('Gesloten installatie');
    expect(JSON.stringify(reportDefinition(report('nl')))).not.toContain('Gesloten poort');
    expect(JSON.stringify(reportDefinition(report('en')))).toContain('Closed gate');
  });
});
