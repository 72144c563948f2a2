import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LocationDetails } from '../../../contract/locations';
import { account, fakeUsersApi, jansen, openApp } from './fake-users-api';

const kantoor: LocationDetails = {
  pK_PT_RELATIONDELIVERYADDRESS: 301,
  fK_PT_RELATION: 3,
  name: 'Kantoor',
  relationName: 'Bouwbedrijf Jansen',
  street: 'Stationsplein 1',
  postalCode: '3511 ED',
  city: 'Utrecht',
  managerCompany: 'CBRE Facility Services',
  managerName: 'Joris Koster',
  managerContactPhone: '030 123 45 67',
  managerNotes: null,
  contactName: 'Receptie',
  contactPhone: '030 765 43 21',
  contactNotes: null,
};

const locationRoutes = {
  'GET /api/locations/301': () => kantoor,
  'GET /api/locations/managers': () => [],
  'GET /api/Object/Get': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
};

describe('edit manager information', () => {
  it('requires the manager company and phone, and checks the phone, before saving anything', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi(locationRoutes);
    openApp('/buildings/3/301/editManagement');
    const company = await screen.findByLabelText(/Bedrijf beheerder/);
    expect((company as HTMLInputElement).value).toBe('CBRE Facility Services');
    await user.clear(company);
    await user.clear(screen.getByLabelText(/Telefoon beheerder/));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Bedrijf beheerder is verplicht')).toBeTruthy();
    expect(screen.getByText('Telefoonnummer beheerder is verplicht')).toBeTruthy();

    await user.type(company, 'Facilitair Bedrijf');
    await user.type(screen.getByLabelText(/Telefoon beheerder/), 'bel mij');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Telefoonnummer is ongeldig')).toBeTruthy();
    expect(screen.queryByText('Bedrijf beheerder is verplicht')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('saves, says info updated and goes back to the building', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      ...locationRoutes,
      'POST /api/RelationDeliveryaddress/Update': (r) => ({ ...(r.body as object), managerName: null }),
    });
    const app = openApp('/buildings/3/301/editManagement');
    const phone = await screen.findByLabelText(/Telefoon beheerder/);
    await user.clear(phone);
    await user.type(phone, '+31 6 1234 5678');
    await user.clear(screen.getByLabelText('Naam beheerder'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Gegevens bijgewerkt.')).toBeTruthy();
    expect(api.sent('POST', '/api/RelationDeliveryaddress/Update')[0].body).toEqual({
      pK_PT_RELATIONDELIVERYADDRESS: 301,
      managerCompany: 'CBRE Facility Services',
      managerName: '',
      managerContactPhone: '+31 6 1234 5678',
      managerNotes: '',
    });
    await waitFor(() => expect(app.path()).toBe('/buildings/3/301'));
  });

  it('says update failed with the error when the save is refused', async () => {
    const user = userEvent.setup();
    fakeUsersApi({
      ...locationRoutes,
      'POST /api/RelationDeliveryaddress/Update': () => ({
        status: 403,
        body: { StatusCode: 403, Message: 'x', Code: 'noAccess' },
      }),
    });
    openApp('/buildings/3/301/editManagement');
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Bijwerken mislukt: Geen toegang tot dit object')).toBeTruthy();
  });

  it('is not for a user without Locations.EditManagement', async () => {
    fakeUsersApi(locationRoutes);
    openApp('/buildings/3/301/editManagement', account('companyuser'));
    expect(await screen.findByText('Geen toegang', { selector: '.empty-state__title' })).toBeTruthy();
  });
});

describe('edit contact at location', () => {
  it('deletes the contact when every field is emptied: contact deleted', async () => {
    const user = userEvent.setup();
    const api = fakeUsersApi({
      ...locationRoutes,
      'POST /api/RelationDeliveryaddress/UpdateContact': () => ({
        pK_PT_RELATIONDELIVERYADDRESS: 301,
        contactName: null,
        contactPhone: null,
        contactNotes: null,
        deleted: true,
      }),
    });
    openApp('/buildings/3/301/editLocationContact');
    await user.clear(await screen.findByLabelText('Naam'));
    await user.clear(screen.getByLabelText('Telefoon'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Contactpersoon verwijderd.')).toBeTruthy();
    expect(api.sent('POST', '/api/RelationDeliveryaddress/UpdateContact')[0].body).toEqual({
      pK_PT_RELATIONDELIVERYADDRESS: 301,
      contactName: '',
      contactPhone: '',
      contactNotes: '',
    });
  });

  it('checks the phone number, and says contact updated after a save', async () => {
    const user = userEvent.setup();
    fakeUsersApi({
      ...locationRoutes,
      'POST /api/RelationDeliveryaddress/UpdateContact': (r) => ({ ...(r.body as object), deleted: false }),
    });
    openApp('/buildings/3/301/editLocationContact');
    const phone = await screen.findByLabelText('Telefoon');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Telefoonnummer is ongeldig')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '030 111 22 33');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Contactpersoon bijgewerkt.')).toBeTruthy();
  });
});

describe('the bottom menu and the footer', () => {
  it('shows settings to a company admin, and provider settings and all users only to provider admins', async () => {
    fakeUsersApi({
      'GET /api/providerSettings': () => ({ name: '', website: '', phone24h: '', logoUrl: null }),
    });
    openApp('/', account('companyadmin'));
    const nav = await screen.findByRole('complementary');
    expect(await within(nav).findByRole('link', { name: 'Instellingen' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Instellingen dienstverlener' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Alle gebruikers' })).toBeNull();
  });

  it('gives a provider admin all three', async () => {
    fakeUsersApi({
      'GET /api/providerSettings': () => ({ name: '', website: '', phone24h: '', logoUrl: null }),
    });
    openApp('/', account('dbsadmin'));
    const nav = await screen.findByRole('complementary');
    for (const name of ['Instellingen', 'Instellingen dienstverlener', 'Alle gebruikers']) {
      expect(await within(nav).findByRole('link', { name })).toBeTruthy();
    }
  });

  it('names the provider and links to its website as it configured them', async () => {
    fakeUsersApi({
      'GET /api/providerSettings': () => ({
        name: 'Poortservice Nederland',
        website: 'https://poortservice.example/',
        phone24h: '088 123 45 67',
        logoUrl: '/api/providerSettings/logo?v=0123456789abcdef',
      }),
    });
    openApp('/', account('companyuser'), [jansen]);
    const footer = await screen.findByRole('contentinfo');
    const link = await within(footer).findByRole('link', { name: /Poortservice Nederland/ });
    expect(link.getAttribute('href')).toBe('https://poortservice.example/');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      '/api/providerSettings/logo?v=0123456789abcdef',
    );
  });
});
