import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { account, fakeUsersApi, openApp } from '../users/fake-users-api';

const gate = {
  pK_R_SERVICEOBJECT: 9101,
  serviceobjectnumber: 'SO-9101',
  description: 'Slagboom',
  objectType: 'Slagboom',
  locationName: 'Kantoor',
  gateState: 'inService',
  provider: { name: 'Poortservice', phone24h: '088 123 45 67', logoUrl: null },
};
const publicPath = '/object/sticker-key-0001/9101';

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the public page of a gate', () => {
  beforeEach(() => localStorage.clear());

  it('shows the public facts and the 24/7 number, and takes a report without an account', async () => {
    const api = fakeUsersApi({
      'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate,
      'POST /api/Object/public/sticker-key-0001/9101/report': (request) => ({
        id: (request.body as { id: string }).id,
        status: 'new',
      }),
    });
    openApp(publicPath, account('companyuser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Installatie SO-9101' })).toBeTruthy();
    expect(screen.getByText('Kantoor')).toBeTruthy();
    expect(screen.getByRole('link', { name: '088 123 45 67' }).getAttribute('href')).toBe('tel:0881234567');
    expect(screen.queryByRole('link', { name: 'Onderhoud starten' })).toBeNull();
    expect(
      api.requests.find((r) => r.path.startsWith('/api/Object/GetObjectByAccessKey'))?.query.get('id'),
    ).toBe('9101');

    await choose('Verkeerslicht', 'Groen');
    await choose('Is doorgang mogelijk', 'Poort open');
    await choose('Oorzaak', 'Vandalisme');
    await userEvent.type(screen.getByRole('textbox', { name: /Omschrijving/ }), 'Bord eraf getrokken');
    await userEvent.type(screen.getByRole('textbox', { name: /Naam/ }), 'Gert');
    await userEvent.type(screen.getByRole('textbox', { name: /Telefoonnummer/ }), '06-98765432');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('heading', { name: 'Uw melding is verstuurd.' })).toBeTruthy();
    const [sent] = api.sent('POST', '/api/Object/public/sticker-key-0001/9101/report');
    expect(sent.body).toMatchObject({
      kind: 'reportFailure',
      incidentCause: 'vandalism',
      reporterName: 'Gert',
    });
    // The honeypot stays empty and is not sent; the place comes from the sticker, not the body.
    expect(sent.body).not.toHaveProperty('website');
    expect(sent.body).not.toHaveProperty('objectId');
  });

  it('offers provider staff the start of a maintenance of this gate', async () => {
    fakeUsersApi({ 'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => gate });
    openApp(publicPath, account('dbsemployee'));
    expect((await screen.findByRole('link', { name: 'Onderhoud starten' })).getAttribute('href')).toBe(
      '/direct-maintenance?objectId=9101',
    );
  });

  it.each([
    ['an unknown key', '/object/sticker-key-0001/9101'],
    ['a malformed key', '/object/a%20b/9101'],
    ['an id that is no number', '/object/sticker-key-0001/abc'],
  ])(
    "shows for %s the page's not-found text once, with the provider's name and 24/7 number from its settings",
    async (_what, path) => {
      fakeUsersApi({
        'GET /api/providerSettings': () => ({
          name: 'Poortservice',
          website: 'https://poortservice.example',
          phone24h: '088 123 45 67',
          logoUrl: null,
        }),
      });
      openApp(path, account('companyuser'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Deze pagina bestaat niet.' }),
      ).toBeTruthy();
      expect(screen.getByText('Controleer de link of scan de QR-code opnieuw.')).toBeTruthy();
      expect(screen.getAllByText(/Deze pagina bestaat niet/)).toHaveLength(1);
      const phone = await screen.findByRole('link', { name: '088 123 45 67' });
      expect(phone.getAttribute('href')).toBe('tel:0881234567');
      expect(screen.getByText('Poortservice', { selector: '.brand__name' })).toBeTruthy();
      expect(screen.queryByText('DBS')).toBeNull();
    },
  );
});

it('offers a retry, not the not-found text, when the server fails', async () => {
  fakeUsersApi({
    'GET /api/Object/GetObjectByAccessKey/sticker-key-0001': () => ({
      status: 500,
      body: { StatusCode: 500, Message: 'Er ging iets mis op de server', Code: 'serverError' },
    }),
  });
  openApp(publicPath, account('companyuser'));
  expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  expect(screen.queryByText(/Deze pagina bestaat niet/)).toBeNull();
});

describe("the provider's failure reports", () => {
  const report = {
    id: '00000000-0000-4000-8000-0000000000aa',
    kind: 'reportBreakdown',
    status: 'new' as string,
    source: 'public',
    urgent: true,
    relationId: 3,
    relationName: 'Bouwbedrijf Jansen',
    locationId: 301,
    locationName: 'Kantoor',
    objectId: 9101,
    serviceobjectnumber: 'SO-9101',
    description: 'Slagboom blijft dicht',
    trafficLight: 'red',
    trafficPossible: 'closed',
    incidentCause: 'collision',
    incidentDetails: null,
    powerSupplyActive: true,
    reporterName: 'Gert',
    reporterPhone: '06-98765432',
    realizedSolution: null as string | null,
    photoCount: 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    statusChangedAt: null,
  };

  it('marks an urgent report and solves it with the realized solution', async () => {
    let current = { ...report };
    const api = fakeUsersApi({
      'GET /api/contact': () => ({ items: [current], total: 1, page: 1, pageSize: 25 }),
      'POST /api/contact/00000000-0000-4000-8000-0000000000aa/status': (request) => {
        const body = request.body as { status: string; realizedSolution: string };
        current = { ...current, status: body.status, realizedSolution: body.realizedSolution };
        return { id: report.id, status: body.status };
      },
    });
    openApp('/failures', account('dbsemployee'));
    const card = (await screen.findByText('Slagboom blijft dicht')).closest('li') as HTMLElement;
    expect(within(card).getByText('Spoed')).toBeTruthy();
    expect(within(card).getByText('Via QR-sticker')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Opgelost' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan als opgelost' }));
    expect(await within(dialog).findByText('Beschrijf de gerealiseerde oplossing')).toBeTruthy();
    expect(api.sent('POST', `/api/contact/${report.id}/status`)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Gerealiseerde oplossing/ }),
      'Arm vervangen',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan als opgelost' }));
    await waitFor(() => expect(screen.getByText('Arm vervangen')).toBeTruthy());
    expect(api.sent('POST', `/api/contact/${report.id}/status`)[0].body).toEqual({
      status: 'solved',
      realizedSolution: 'Arm vervangen',
    });
  });

  it('is not there for a customer', async () => {
    fakeUsersApi({});
    openApp('/failures', account('companyuser'));
    expect((await screen.findAllByText(/Geen toegang/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Storingsmeldingen' })).toBeNull();
  });
});
