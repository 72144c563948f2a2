import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/store';
import {
  appointment,
  documents,
  fakeApi,
  forbidden,
  invoice,
  pageOf,
  Reply,
  serverError,
  speedgate,
} from './portal-data/fake-api';
import { customer, engineer, openPortal } from './portal-data/open-portal';

const objectPage = '/buildings/1005/2015/10031';

const objectRoutes = (object = speedgate()) => ({
  '/api/Object/GetSingle': () => object,
  '/api/Object/properties': () => [{ name: 'passageWidth', value: '1000 mm' }],
  '/api/Object/propertiesNonPublic': () => [{ name: 'breakawayCoupling', value: 'Nee' }],
  '/api/serviceintervals': () => [],
  '/api/Object/failures': () => [],
  '/api/documents/serviceobjecttype': () => documents,
  '/api/salesinvoices': () => pageOf([invoice]),
  '/api/appointmentaction/today': () => pageOf([appointment()]),
  '/api/appointmentaction/future': () => pageOf([]),
});

describe('object details', () => {
  it('shows the general and technical properties and every part as a tab, with the place in the trail', async () => {
    const api = fakeApi(objectRoutes());
    openPortal(objectPage);

    expect(await screen.findByRole('heading', { level: 1, name: /SO-024031/ })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Eigenschappen',
      'Tijdlijn',
      'Conditie',
      'Onderhoudsintervallen',
      'Documenten',
      'Facturen',
      'Werkbonnen',
      'Contracten',
      'Offertes',
      'Storingen',
      'Afspraken',
    ]);
    const general = screen.getByRole('region', { name: 'Algemeen' });
    expect(within(general).getByText('17-03-2020')).toBeTruthy();
    expect(within(general).getByText('Sleutel bij de receptie.')).toBeTruthy();
    const technical = screen.getByRole('region', { name: 'Technisch' });
    expect(within(technical).getByText('Poortservice')).toBeTruthy();
    expect(await within(technical).findByText('1000 mm')).toBeTruthy();
    expect(within(technical).getByText('Doorgangsbreedte')).toBeTruthy();
    expect(within(technical).getByText('Nee')).toBeTruthy();
    expect(within(general).getByText('In bedrijf')).toBeTruthy();
    expect(screen.getByText('1 open storing')).toBeTruthy();

    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['service portal', 'Zorggroep Lindenhof', 'Bezoekersentree Huizen', 'SO-024031']);
    expect(document.title).toBe('service portal / Zorggroep Lindenhof / Bezoekersentree Huizen / SO-024031');
    expect(api.asked('/api/Object/GetSingle')[0].searchParams.get('id')).toBe('10031');
  });

  it('shows Report a failure as a button, styled like Book a visit beside it', async () => {
    fakeApi(objectRoutes());
    openPortal(objectPage);
    const page = await screen.findByRole('main');
    const report = await within(page).findByRole('link', { name: 'Storing melden' });
    const book = within(page).getByRole('link', { name: 'Bezoek aanvragen' });
    expect(book.classList).toContain('button--secondary');
    expect(report.classList).toContain('button');
    expect(report.classList).toContain('button--secondary');
  });

  it('never shows or asks for provider-only fields for a customer', async () => {
    const api = fakeApi(objectRoutes());
    openPortal(objectPage, customer());
    await screen.findByText('1000 mm');
    expect(screen.queryByText('Interne notities')).toBeNull();
    expect(screen.queryByText('Niet-openbare eigenschappen')).toBeNull();
    expect(api.asked('/api/Object/propertiesNonPublic')).toHaveLength(0);
  });

  it('shows internal notes and non-public properties to provider staff', async () => {
    const object = speedgate({
      providerOnly: false,
      internalNotes: 'Onderdelen op voorraad in servicebus 3.',
    });
    fakeApi(objectRoutes(object));
    openPortal(objectPage, engineer());
    const providerOnly = await screen.findByRole('region', {
      name: 'Alleen zichtbaar voor medewerkers van de dienstverlener',
    });
    expect(within(providerOnly).getByText('Onderdelen op voorraad in servicebus 3.')).toBeTruthy();
    expect(await within(providerOnly).findByText('Breekkoppeling')).toBeTruthy();
  });

  it('loads a tab when it is opened, and a row of its list opens the invoice under the object', async () => {
    const user = userEvent.setup();
    const api = fakeApi(objectRoutes());
    const app = openPortal(objectPage);
    await screen.findByRole('heading', { level: 1, name: /SO-024031/ });
    expect(api.asked('/api/salesinvoices')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Facturen' }));
    const row = await screen.findByRole('row', { name: /VF26-00043/ });
    expect(within(row).getByText(/1\.234,50/)).toBeTruthy();
    expect(within(row).getByText('Betaald')).toBeTruthy();
    expect(api.asked('/api/salesinvoices')[0].searchParams.get('objectId')).toBe('10031');
    expect(app.path()).toBe(`${objectPage}?tab=invoices`);

    await user.click(row);
    await waitFor(() => expect(app.path()).toBe(`${objectPage}/invoices/50043`));
  });

  it('shows today and future appointments, and an empty part says so', async () => {
    const user = userEvent.setup();
    fakeApi(objectRoutes());
    openPortal(`${objectPage}?tab=appointments`);
    const today = await screen.findByRole('region', { name: 'Vandaag' });
    expect(await within(today).findByText('Reparatie')).toBeTruthy();
    const future = screen.getByRole('region', { name: 'Toekomstig' });
    expect(await within(future).findByText('Er zijn geen toekomstige afspraken.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Storingen' }));
    expect(await screen.findByText('Er zijn geen storingen gemeld.')).toBeTruthy();
  });

  it('shows a requested visit with the part of the day asked for, not the hour it was filed under', async () => {
    const requested = appointment({
      request: 'requested',
      dayPart: 'morning',
      date: '2026-11-24T07:00:00.000Z',
    });
    fakeApi({
      ...objectRoutes(),
      '/api/appointmentaction/today': () => pageOf([]),
      '/api/appointmentaction/future': () => pageOf([requested]),
    });
    openPortal(`${objectPage}?tab=appointments`);
    const future = await screen.findByRole('region', { name: 'Toekomstig' });
    const row = await within(future).findByRole('row', { name: /Ochtend/ });
    expect(row.textContent).toContain('24-11-2026, Ochtend');
    expect(row.textContent).not.toContain('08:00');
    setLocale('en');
    expect(await within(future).findByText(/24\/11\/2026, Morning/)).toBeTruthy();
  });

  it('offers a retry after a failed load, and shows the object once the retry succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({ ...objectRoutes(), '/api/Object/GetSingle': () => (fail ? serverError : speedgate()) });
    openPortal(objectPage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Er ging iets mis op de server');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: /SO-024031/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a 403 as the page's no access in the portal's language only, without a retry", async () => {
    fakeApi({ ...objectRoutes(), '/api/Object/GetSingle': () => forbidden });
    openPortal(objectPage);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Geen toegang tot dit object' });
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    setLocale('en');
    await waitFor(() => expect(heading.textContent).toBe('No access to this object'));
  });

  it('shows a 500 whose body is not an API error in its own words, never the body', async () => {
    fakeApi({
      ...objectRoutes(),
      '/api/Object/GetSingle': () =>
        new Reply(500, 'Error: connect ECONNREFUSED 10.0.0.7:5432 at pool.js:41'),
    });
    openPortal(objectPage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Er ging iets mis op de server');
    expect(alert.textContent).not.toContain('ECONNREFUSED');
  });

  it('says no access, as for a 403, for an unknown object id, without a retry or the raw id', async () => {
    fakeApi({ ...objectRoutes(), '/api/Object/GetSingle': () => undefined });
    openPortal('/buildings/1005/2015/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Geen toegang tot dit object' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(trail.textContent).not.toContain('999999');
    expect(within(trail).getByText('Installatie')).toBeTruthy();
  });

  it('does not show an object under a building it is not at, but under its own', async () => {
    fakeApi(objectRoutes());
    const app = openPortal('/buildings/1005/2011/10031');
    await waitFor(() => expect(app.path()).toBe(objectPage));
    expect(await screen.findByRole('heading', { level: 1, name: /SO-024031/ })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(trail.textContent).toContain('Bezoekersentree Huizen');
    expect(trail.textContent).not.toContain('Hoofdkantoor Utrecht');
  });

  it('shows Not authorized to a user who may not see objects', async () => {
    const api = fakeApi(objectRoutes());
    openPortal(objectPage, { ...customer(), permissions: { 'Relations.View': true } });
    expect(await screen.findByText('Geen toegang', { selector: '.empty-state__title' })).toBeTruthy();
    // The footer's provider name and website are public and loaded on any page; no data call is made.
    expect(api.calls.filter((url) => url.pathname !== '/api/providerSettings')).toHaveLength(0);
  });
});
