import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyDraft } from '../../../contract/inspection';
import type { ObjectChecklist } from '../../../contract/maintenance';
import { fakeApi, lindenhof, Reply, speedgate } from '../portal-data/fake-api';
import { customer, engineer, openPortal } from '../portal-data/open-portal';
import { memoryOutbox as outbox } from './memory-outbox';

vi.mock('../../../src/services/outbox-store', async () => (await import('./memory-outbox')).memoryOutbox);
vi.mock('../../../src/services/device-user', () => ({ deviceUserId: () => 'engineer' }));
vi.mock('../../../src/services/image-downscale', () => ({ downscalePhoto: async (blob: Blob) => blob }));
// The bytes this phone keeps (the page's DOM has no IndexedDB): none of those taken on another phone.
const kept = new Map<string, Blob>();
vi.mock('../../../src/services/inspection-store', () => ({
  readSnapshot: async () => undefined,
  writeSnapshot: async () => {},
  writePhoto: async (_inspectionId: string, id: string, blob: Blob) => void kept.set(id, blob),
  readPhoto: async (id: string) => kept.get(id),
  deletePhoto: async (id: string) => void kept.delete(id),
  writeSignature: async () => {},
  readSignature: async () => undefined,
  forgetInspection: async () => {},
}));

const inspectionId = '7c0e8f0e-4b1a-4c39-9d51-2f8a3c1d9e01';
const objectPage = '/buildings/1005/2015/10031';
const wizardPage = `${objectPage}/inspection/${inspectionId}`;

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
    ownSpeedgate: true,
  },
  groups: [{ id: 1, nameNl: 'Veiligheid', nameEn: 'Safety devices' }],
  locations: [],
  properties: [
    {
      id: 11,
      groupId: 1,
      locationId: null,
      objectTypeId: null,
      nameNl: 'Fotocellen',
      nameEn: 'Photocells',
      expectationNl: 'Stoppen en keren de beweging bij onderbreking',
      expectationEn: 'Stop and reverse the movement when interrupted',
      expectedCondition: 3,
      standard: 'EN 12453',
      unit: null,
      valueMin: null,
      valueMax: null,
      limitMin: null,
      limitMax: null,
      lifetimeYears: null,
    },
    {
      id: 12,
      groupId: 1,
      locationId: null,
      objectTypeId: null,
      nameNl: 'Krachtmeting piek',
      nameEn: 'Force measurement peak',
      expectationNl: 'Piekkracht binnen de grens',
      expectationEn: 'Peak force within the limit',
      expectedCondition: 3,
      standard: 'EN 12453 5.1.1',
      unit: 'N',
      valueMin: 0,
      valueMax: 5000,
      limitMin: null,
      limitMax: 400,
      lifetimeYears: null,
    },
  ],
};

const created = {
  id: inspectionId,
  objectId: 10031,
  step: 'start',
  status: 'open',
  draft: emptyDraft,
  engineerName: 'Jeroen Bos',
  startedAt: '2026-11-23T09:00:00.000Z',
  submittedAt: null,
  result: null,
  reportDocumentId: null,
  uploadedPhotoIds: [],
  signatureUploaded: false,
};

const notFound = new Reply(404, { StatusCode: 404, Message: 'Not found', Code: 'notFound' });

/** The server of a new inspection: not there until it is created. */
function inspectionApi() {
  let exists = false;
  return fakeApi({
    '/api/Object/GetSingle': () => speedgate(),
    '/api/Object/properties': () => [],
    '/api/Object/propertiesNonPublic': () => [],
    '/api/ServiceObjectMaintenanceProperties': () => checklist,
    '/api/maintenancereport': () => {
      exists = true;
      return created;
    },
    [`/api/maintenancereport/${inspectionId}`]: () => (exists ? created : notFound),
  });
}

const closedGateField = 'Foto’s van de gesloten installatie';
/** Two photos of the closed gate taken on the other phone: the server holds them, this phone has no bytes. */
const theirs = [
  { id: '5d1e3c2a-0b4f-4e6a-8c7d-9f0a1b2c3d21', kind: 'closedGate', propertyId: null },
  { id: '5d1e3c2a-0b4f-4e6a-8c7d-9f0a1b2c3d22', kind: 'closedGate', propertyId: null },
] as const;
const signed = (photoId: string) => ({
  url: `/files/inspection-photos/${photoId}?expires=1795293779&signature=s-${photoId.slice(-2)}`,
  expiresAt: '2026-11-21T20:42:59.000Z',
});

/** The server of an inspection begun on the other phone, on arrival with its photos. */
function begunOnTheOtherPhone() {
  return fakeApi({
    '/api/Object/GetSingle': () => speedgate(),
    '/api/ServiceObjectMaintenanceProperties': () => checklist,
    [`/api/maintenancereport/${inspectionId}`]: () => ({
      ...created,
      step: 'arrival',
      draft: { ...emptyDraft, photos: theirs },
      uploadedPhotoIds: theirs.map((p) => p.id),
    }),
    ...Object.fromEntries(
      theirs.map((p) => [`/api/maintenancereport/${inspectionId}/photos/${p.id}/url`, () => signed(p.id)]),
    ),
  });
}

const jpeg = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });
/** The file input behind a photo button (react-aria's FileTrigger puts it right after its button). */
const fileInputOf = (button: HTMLElement) => button.nextElementSibling as HTMLInputElement;
const removals = () =>
  outbox.entries.flatMap((e) => (e.kind === 'deletePhoto' ? [(e as { photoId: string }).photoId] : []));

describe('the maintenance inspection wizard', () => {
  it('offers Start maintenance on the object page to provider staff only', async () => {
    inspectionApi();
    openPortal(objectPage, engineer());
    const start = await screen.findByRole('link', { name: 'Onderhoud starten' });
    expect(start.getAttribute('href')).toBe('/direct-maintenance?objectId=10031');
  });

  it('shows no Start maintenance to a customer', async () => {
    inspectionApi();
    openPortal(objectPage, customer());
    await screen.findByRole('heading', { level: 1, name: /SO-024031/ });
    expect(screen.queryByRole('link', { name: 'Onderhoud starten' })).toBeNull();
  });

  it('refuses the wizard to a customer', async () => {
    inspectionApi();
    openPortal(wizardPage, customer());
    expect((await screen.findAllByText('U heeft geen rechten om deze pagina te bekijken.')).length).toBe(1);
  });

  it('starts with the object and the step trail, creates the inspection through the outbox and holds arrival on its rules', async () => {
    const api = inspectionApi();
    openPortal(wizardPage, engineer());
    const trail = await screen.findByRole('navigation', { name: 'Stappen van de inspectie' });
    expect(trail.textContent).toContain('Stap 1 van 6: Start');
    expect(within(trail).getByText('1').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('2 controlepunten')).toBeTruthy();
    expect(screen.getByText(/SO-024031 · Speedgate hoofdingang/, { selector: 'dd' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Inspectie beginnen' }));
    await waitFor(() => expect(trail.textContent).toContain('Stap 2 van 6: Aankomst'));
    // Sent by the outbox, which empties once the server confirmed it.
    await waitFor(() =>
      expect(api.calls.some((url) => url.pathname === '/api/maintenancereport')).toBe(true),
    );
    await waitFor(() => expect(outbox.entries).toEqual([]));
    expect((await screen.findByRole('region', { name: 'Verzending' })).textContent).toContain(
      'Alles verzonden',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(await screen.findByText('Foto van de gesloten installatie is verplicht')).toBeTruthy();
    expect(screen.getByText('Foto van het typeplaatje is verplicht')).toBeTruthy();
    expect(screen.getByText('Cyclusteller voor is verplicht')).toBeTruthy();
    expect(screen.getByText('Vul de 3 gemarkeerde velden in.')).toBeTruthy();
    expect(trail.textContent).toContain('Aankomst');
    const closedGate = screen.getByRole('group', { name: 'Foto’s van de gesloten installatie' });
    expect(within(closedGate).getByRole('button', { name: /Foto maken/ })).toBeTruthy();
  });

  it('takes maintenance not possible from the start and asks for the internal remarks and a photo', async () => {
    inspectionApi();
    openPortal(wizardPage, engineer());
    await userEvent.click(await screen.findByRole('button', { name: 'Onderhoud niet mogelijk' }));
    const trail = screen.getByRole('navigation', { name: 'Stappen van de inspectie' });
    expect(trail.textContent).toContain('Stap 2 van 3: Niet mogelijk');

    await userEvent.click(screen.getByRole('button', { name: 'Melden: onderhoud niet mogelijk' }));
    expect(
      await screen.findByText('Interne opmerkingen zijn verplicht als onderhoud niet mogelijk is'),
    ).toBeTruthy();
    expect(screen.getByText('Voeg minstens 1 foto toe')).toBeTruthy();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Interne opmerkingen (alleen voor de serviceverlener)' }),
      'Terrein dicht',
    );
    expect(
      screen.queryByText('Interne opmerkingen zijn verplicht als onderhoud niet mogelijk is'),
    ).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Toch onderhoud uitvoeren' }));
    expect(trail.textContent).toContain('Stap 1 van 6: Start');
  });

  it('shows the wizard in English with its own texts', async () => {
    inspectionApi();
    const { setLocale } = await import('../../../src/i18n/store');
    setLocale('en');
    openPortal(wizardPage, engineer());
    expect(await screen.findByRole('button', { name: 'Begin inspection' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Steps of the inspection' }).textContent).toContain(
      'Step 1 of 6: Start',
    );
  });

  it('goes from the QR link into the open inspection of the object', async () => {
    const open = { ...created, engineerName: 'Jeroen Bos' };
    const list = [
      { ...open, id: 'b7a1c2d3-0000-4000-8000-000000000001', status: 'submitted', result: 'conform' },
      open,
    ].map(({ draft, uploadedPhotoIds, signatureUploaded, objectId, ...summary }) => summary);
    fakeApi({
      '/api/Object/GetSingle': () => speedgate(),
      '/api/maintenancereport': () => list,
      '/api/ServiceObjectMaintenanceProperties': () => checklist,
      [`/api/maintenancereport/${inspectionId}`]: () => created,
    });
    const portal = openPortal('/direct-maintenance?objectId=10031', engineer());
    await waitFor(() => expect(portal.path()).toBe(wizardPage));
  });

  it('starts a new inspection from the QR link when the object has no open one', async () => {
    fakeApi({
      '/api/Object/GetSingle': () => speedgate(),
      '/api/maintenancereport': () => [],
      '/api/ServiceObjectMaintenanceProperties': () => checklist,
    });
    const portal = openPortal('/direct-maintenance?objectId=10031', engineer());
    await waitFor(() =>
      expect(portal.path()).toMatch(/^\/buildings\/1005\/2015\/10031\/inspection\/[0-9a-f-]{36}$/),
    );
    expect(portal.path()).not.toBe(wizardPage);
  });

  it('says a link to the wizard with a malformed id does not exist', async () => {
    inspectionApi();
    openPortal(`${objectPage}/inspection/not-a-uuid`, engineer());
    expect(await screen.findByText('Deze pagina bestaat niet.')).toBeTruthy();
  });

  it('opens on a second phone at the step the server keeps, with the photos saved there', async () => {
    const photos = [
      { id: '5d1e3c2a-0b4f-4e6a-8c7d-9f0a1b2c3d11', kind: 'closedGate', propertyId: null },
      { id: '5d1e3c2a-0b4f-4e6a-8c7d-9f0a1b2c3d12', kind: 'typePlate', propertyId: null },
    ];
    const begunElsewhere = {
      ...created,
      step: 'inspection',
      draft: { ...emptyDraft, cycleCountBefore: 4521, photos },
      uploadedPhotoIds: photos.map((p) => p.id),
    };
    fakeApi({
      '/api/Object/GetSingle': () => speedgate(),
      '/api/ServiceObjectMaintenanceProperties': () => checklist,
      [`/api/maintenancereport/${inspectionId}`]: () => begunElsewhere,
    });
    // This phone has no copy of its own: only the server knows the inspection.
    openPortal(wizardPage, engineer());
    const trail = await screen.findByRole('navigation', { name: 'Stappen van de inspectie' });
    await waitFor(() => expect(trail.textContent).toContain('Stap 3 van 6: Inspectie'));
    await userEvent.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(trail.textContent).toContain('Stap 2 van 6: Aankomst'));
    for (const field of ['Foto’s van de gesloten installatie', 'Foto’s van het typeplaatje'])
      expect(within(screen.getByRole('group', { name: field })).getByText('Opgeslagen')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Cyclusteller bij aankomst' })).toHaveProperty(
      'value',
      '4521',
    );
  });

  it("shows a thumbnail of each photo taken on the other phone, from the server's signed address", async () => {
    const api = begunOnTheOtherPhone();
    openPortal(wizardPage, engineer());
    const field = await screen.findByRole('group', { name: closedGateField });
    for (const [index, photo] of theirs.entries()) {
      const image = await within(field).findByRole('img', { name: `Foto ${index + 1}` });
      expect(image.getAttribute('src')).toBe(signed(photo.id).url);
    }
    // Each asked for once: the address is not fetched again on every render.
    for (const photo of theirs)
      expect(api.asked(`/api/maintenancereport/${inspectionId}/photos/${photo.id}/url`)).toHaveLength(1);
  });

  // Issue 28: a photo added on this phone wiped every photo of its slot that the other phone had taken.
  it('keeps the other phone’s photos when one is added on this phone', async () => {
    const api = begunOnTheOtherPhone();
    openPortal(wizardPage, engineer());
    const field = await screen.findByRole('group', { name: closedGateField });
    await within(field).findByRole('img', { name: 'Foto 2' });

    await userEvent.upload(
      fileInputOf(within(field).getByRole('button', { name: `Foto maken: ${closedGateField}` })),
      jpeg('mine.jpg'),
    );
    await waitFor(() => expect(within(field).getAllByRole('listitem')).toHaveLength(3));
    for (const [index, photo] of theirs.entries())
      expect(
        within(field)
          .getByRole('img', { name: `Foto ${index + 1}` })
          .getAttribute('src'),
      ).toBe(signed(photo.id).url);
    expect(removals()).toEqual([]);
    expect(api.sent.filter((s) => s.method === 'DELETE')).toEqual([]);
  });

  it('replaces one of the other phone’s photos, in its place, only when that photo is retaken', async () => {
    begunOnTheOtherPhone();
    openPortal(wizardPage, engineer());
    const field = await screen.findByRole('group', { name: closedGateField });
    await within(field).findByRole('img', { name: 'Foto 2' });

    await userEvent.upload(
      fileInputOf(within(field).getByRole('button', { name: 'Foto 1 opnieuw maken' })),
      jpeg('again.jpg'),
    );
    await waitFor(() => expect(removals()).toEqual([theirs[0].id]));
    expect(within(field).getAllByRole('listitem')).toHaveLength(2);
    // The retake is photo 1, from this phone's store; the other phone's second photo stays photo 2.
    expect((await within(field).findByRole('img', { name: 'Foto 1' })).getAttribute('src')).toMatch(/^blob:/);
    expect(within(field).getByRole('img', { name: 'Foto 2' }).getAttribute('src')).toBe(
      signed(theirs[1].id).url,
    );
  });
});
