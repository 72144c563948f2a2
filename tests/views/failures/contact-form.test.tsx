import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactDraftKey } from '../../../src/services/queued-report';
import { account, fakeUsersApi, ids, openApp } from '../users/fake-users-api';

const settings = {
  name: 'Poortservice',
  website: 'https://poort.example/',
  phone24h: '088 123 45 67',
  logoUrl: null,
};
const objects = {
  items: [
    {
      pK_R_SERVICEOBJECT: 9101,
      fK_PT_RELATION: 3,
      fK_PT_RELATIONDELIVERYADDRESS: 301,
      locationName: 'Kantoor',
      serviceobjectnumber: 'SO-9101',
      description: 'Slagboom',
      objectType: null,
      brand: null,
      color: null,
      powerSupply: null,
      fillIn: null,
      walkThroughDoor: null,
      gateState: 'inService',
      buildDate: null,
      warrantyDate: null,
      notes: null,
      remarks: null,
      realizedSolution: null,
      accessKey: null,
      openFailures: 0,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};

/** A select's button is named by its value and its label; choose an option of it. */
async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the contact form', () => {
  beforeEach(() => localStorage.clear());

  it('shows the 24/7 number, preselects the object it was opened from and prefills the reporter', async () => {
    fakeUsersApi({ 'GET /api/providerSettings': () => settings, 'GET /api/Object/Get': () => objects });
    openApp(
      '/contact?locationId=301&objectId=9101',
      account('companyuser', { name: 'Anna de Vries', phoneNumber: '06-11112222' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact en storing melden' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '088 123 45 67' })).getAttribute('href')).toBe(
      'tel:0881234567',
    );
    expect((screen.getByRole('textbox', { name: /Naam/ }) as HTMLInputElement).value).toBe('Anna de Vries');
    await waitFor(() => expect(screen.getByRole('button', { name: /SO-9101, Slagboom/ })).toBeTruthy());
  });

  it('refuses a report without privacy approval and the gate answers, says what is missing, and sends nothing', async () => {
    const api = fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => objects,
    });
    openApp('/contact?locationId=301&objectId=9101', account('companyuser'));
    await userEvent.click(await screen.findByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Kies de stand van het verkeerslicht')).toBeTruthy();
    expect(screen.getByText('Ga akkoord met het gebruik van uw gegevens om door te gaan')).toBeTruthy();
    expect(screen.getByText('Beschrijf wat er aan de hand is')).toBeTruthy();
    expect(api.sent('POST', '/api/contact')).toHaveLength(0);
  });

  it('asks for the location with the other fields, and nothing of the gate before the kind is chosen', async () => {
    const api = fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => objects,
    });
    openApp('/contact', account('companyuser'));
    const send = await screen.findByRole('button', { name: 'Versturen' });
    // The location's list says "Kies een locatie" already; its error says it once more.
    const before = screen.queryAllByText('Kies een locatie').length;
    await userEvent.click(send);
    expect(await screen.findByText('Beschrijf wat er aan de hand is')).toBeTruthy();
    expect(screen.queryAllByText('Kies een locatie')).toHaveLength(before + 1);
    expect(screen.queryByText('Kies de stand van het verkeerslicht')).toBeNull();
    expect(api.sent('POST', '/api/contact')).toHaveLength(0);
  });

  it('sends a complete breakdown once, says so, and forgets the draft', async () => {
    const api = fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => objects,
      'POST /api/contact': (request) => ({ id: (request.body as { id: string }).id, status: 'new' }),
    });
    openApp(
      '/contact?locationId=301&objectId=9101',
      account('companyuser', { name: 'Anna', phoneNumber: '06-11112222' }),
    );
    await choose('Waarover gaat het', 'Defect melden');
    await choose('Verkeerslicht', 'Rood');
    await choose('Is doorgang mogelijk', 'Gesloten');
    await choose('Oorzaak', 'Anders');
    await userEvent.type(screen.getByRole('textbox', { name: /Toelichting op de oorzaak/ }), 'Lus kapot');
    await userEvent.type(screen.getByRole('textbox', { name: /Omschrijving/ }), 'Slagboom blijft dicht');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }));
    expect(localStorage.getItem(contactDraftKey(ids.admin))).toContain('Slagboom blijft dicht');
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));

    expect(await screen.findByRole('heading', { name: 'Uw melding is verstuurd.' })).toBeTruthy();
    const [sent] = api.sent('POST', '/api/contact');
    expect(sent.body).toMatchObject({
      kind: 'reportBreakdown',
      locationId: 301,
      objectId: 9101,
      trafficLight: 'red',
      trafficPossible: 'closed',
      incidentCause: 'other',
      incidentDetails: 'Lus kapot',
      description: 'Slagboom blijft dicht',
      privacyApproved: true,
    });
    expect(localStorage.getItem(contactDraftKey(ids.admin))).toBeNull();
  });

  it('keeps what was typed over a reload', async () => {
    fakeUsersApi({ 'GET /api/providerSettings': () => settings, 'GET /api/Object/Get': () => objects });
    const first = openApp('/contact', account('companyuser'));
    await userEvent.type(await screen.findByRole('textbox', { name: /Omschrijving/ }), 'Half getypt');
    first.unmount();
    openApp('/contact', account('companyuser'));
    expect(
      ((await screen.findByRole('textbox', { name: /Omschrijving/ })) as HTMLTextAreaElement).value,
    ).toBe('Half getypt');
  });

  it('says why sending failed, with a retry', async () => {
    fakeUsersApi({
      'GET /api/providerSettings': () => settings,
      'GET /api/Object/Get': () => objects,
      'POST /api/contact': () => ({
        status: 403,
        body: {
          StatusCode: 403,
          Message: 'Geen toegang tot dit object / No access to this object',
          Code: 'noAccess',
        },
      }),
    });
    openApp(
      '/contact?locationId=301&objectId=9101',
      account('companyuser', { name: 'Anna', phoneNumber: '06-11112222' }),
    );
    await choose('Waarover gaat het', 'Vraag');
    await userEvent.type(screen.getByRole('textbox', { name: /Omschrijving/ }), 'Vraag over het contract');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga ermee akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Opnieuw versturen' })).toBeTruthy();
  });
});
