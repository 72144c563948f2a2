import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyDraft, type InspectionDraft } from '../../../contract/inspection';
import type { MaintenanceProperty, ObjectChecklist } from '../../../contract/maintenance';
import { fakeApi, lindenhof, speedgate } from '../portal-data/fake-api';
import { engineer, openPortal } from '../portal-data/open-portal';

vi.mock('../../../src/services/outbox-store', async () => (await import('./memory-outbox')).memoryOutbox);
vi.mock('../../../src/services/device-user', () => ({ deviceUserId: () => 'engineer' }));
// The page's DOM has no IndexedDB: the arrival's photos are on the server, none on this device.
vi.mock('../../../src/services/inspection-store', () => ({
  readSnapshot: async () => undefined,
  writeSnapshot: async () => {},
  writePhoto: async () => {},
  readPhoto: async () => undefined,
  deletePhoto: async () => {},
  writeSignature: async () => {},
  readSignature: async () => undefined,
  forgetInspection: async () => {},
}));

const inspectionId = '5d2c7a10-3f4e-4b2a-9c61-8e0f1a2b3c04';
const wizardPage = `/buildings/1005/2015/10031/inspection/${inspectionId}`;

const item = (id: number, nameNl: string, extra: Partial<MaintenanceProperty> = {}): MaintenanceProperty => ({
  id,
  groupId: 1,
  locationId: null,
  objectTypeId: null,
  nameNl,
  nameEn: nameNl,
  expectationNl: 'Werkt zoals bedoeld',
  expectationEn: 'Works as intended',
  expectedCondition: 3,
  standard: null,
  unit: null,
  valueMin: null,
  valueMax: null,
  limitMin: null,
  limitMax: null,
  lifetimeYears: null,
  ...extra,
});

const checklist: ObjectChecklist = {
  object: {
    pK_R_SERVICEOBJECT: 10031,
    fK_PT_RELATION: 1005,
    fK_PT_RELATIONDELIVERYADDRESS: 2015,
    serviceobjectnumber: 'SO-024031',
    description: 'Speedgate hoofdingang',
    objectType: 'Speedgate',
    brand: 'Poortservice',
    relationName: lindenhof.name,
    locationName: 'Bezoekersentree Huizen',
    gateState: 'inService',
    ownSpeedgate: false,
  },
  groups: [{ id: 1, nameNl: 'Veiligheid', nameEn: 'Safety devices' }],
  locations: [],
  properties: [
    item(11, 'Fotocellen'),
    item(12, 'Krachtmeting klemkracht', { unit: 'N', valueMin: 0, valueMax: 5000, limitMax: 25 }),
    item(13, 'Noodstop'),
  ],
};

/** The arrival is done on the server: both of its photos are there, so "Continue" leads to the checklist. */
const arrived: InspectionDraft = {
  ...emptyDraft,
  photos: [
    { id: '0b0e0a51-0000-4000-8000-000000000001', kind: 'closedGate', propertyId: null },
    { id: '0b0e0a51-0000-4000-8000-000000000002', kind: 'typePlate', propertyId: null },
  ],
};

function inspectionApi() {
  const held = {
    id: inspectionId,
    objectId: 10031,
    step: 'start',
    status: 'open',
    draft: arrived,
    engineerName: 'Jeroen Bos',
    startedAt: '2026-11-23T09:00:00.000Z',
    submittedAt: null,
    result: null,
    reportDocumentId: null,
    uploadedPhotoIds: arrived.photos.map((p) => p.id),
    signatureUploaded: false,
  };
  fakeApi({
    '/api/Object/GetSingle': () => speedgate(),
    '/api/ServiceObjectMaintenanceProperties': () => checklist,
    '/api/maintenancereport': () => held,
    [`/api/maintenancereport/${inspectionId}`]: () => held,
  });
}

/** The engineer opens the inspection and walks to its checklist. */
async function openChecklist() {
  inspectionApi();
  openPortal(wizardPage, engineer());
  await userEvent.click(await screen.findByRole('button', { name: 'Inspectie beginnen' }));
  const trail = screen.getByRole('navigation', { name: 'Stappen van de inspectie' });
  await waitFor(() => expect(trail.textContent).toContain('Aankomst'));
  await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
  await waitFor(() => expect(trail.textContent).toContain('Stap 3 van 6: Inspectie'));
  return trail;
}

const region = (name: string) => screen.getByRole('region', { name });

async function answer(name: string, condition: string, verdict: 'Conform' | 'Niet conform') {
  const section = within(region(name));
  await userEvent.click(section.getByRole('radio', { name: new RegExp(`^${condition}\\b`) }));
  await userEvent.click(section.getByRole('radio', { name: verdict }));
}

describe('the checklist leads the engineer to what holds them', () => {
  it('moves the focus to the first item in error when Continue is refused', async () => {
    await openChecklist();
    await answer('Fotocellen', '1', 'Conform');
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    await screen.findByText('Vul de 5 gemarkeerde velden in.');
    // Not the first item (answered), but the first one in error: the force measurement's condition.
    await waitFor(() =>
      expect(region('Krachtmeting klemkracht').contains(document.activeElement)).toBe(true),
    );
    expect(document.activeElement?.closest('[role="radiogroup"]')?.textContent).toContain('Conditie');
  });

  it('says a measured value over its limit is why the item cannot be conform', async () => {
    await openChecklist();
    await answer('Fotocellen', '1', 'Conform');
    await answer('Noodstop', '1', 'Conform');
    await answer('Krachtmeting klemkracht', '1', 'Conform');
    await userEvent.type(
      within(region('Krachtmeting klemkracht')).getByRole('textbox', { name: /^Gemeten waarde/ }),
      '100',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(
      await screen.findByText(
        'De gemeten waarde ligt boven de grens: kies niet conform en beschrijf de reparatie',
      ),
    ).toBeTruthy();
    // The condition (1) met the expectation (3): the condition's rule is not what failed.
    expect(screen.queryByText('Reparatie is verplicht als de staat minder is dan verwacht')).toBeNull();
  });

  it('goes back to the checklist, not to the start, on "Toch onderhoud uitvoeren"', async () => {
    const trail = await openChecklist();
    await answer('Fotocellen', '2', 'Conform');
    await userEvent.click(screen.getByRole('button', { name: 'Onderhoud niet mogelijk' }));
    await waitFor(() => expect(trail.textContent).toContain('Niet mogelijk'));
    await userEvent.click(screen.getByRole('button', { name: 'Toch onderhoud uitvoeren' }));
    await waitFor(() => expect(trail.textContent).toContain('Stap 3 van 6: Inspectie'));
    const fotocellen = within(region('Fotocellen'));
    expect(fotocellen.getByRole('radio', { name: /^2\b/ })).toHaveProperty('checked', true);
  });
});
