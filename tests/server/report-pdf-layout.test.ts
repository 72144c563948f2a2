import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../contract/inspection';
import type { MaintenanceProperty } from '../../contract/maintenance';
import { type ReportData, reportDefinition } from '../../server/maintenance/report-pdf';
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

describe('the report PDF', () => {
  it('keeps each checkpoint row of the checklist on one page', () => {
    const checklist = tablesOf(reportDefinition(report('nl')).content).filter((t) => t.headerRows === 1);
    expect(checklist.length).toBeGreaterThan(0);
    for (const table of checklist) expect(table.dontBreakRows).toBe(true);
  });

  it('calls the closed-gate photo what the wizard calls it', () => {
    expect(JSON.stringify(reportDefinition(report('nl')))).toContain('Gesloten installatie');
    expect(JSON.stringify(reportDefinition(report('nl')))).not.toContain('Gesloten poort');
    expect(JSON.stringify(reportDefinition(report('en')))).toContain('Closed gate');
  });
});
