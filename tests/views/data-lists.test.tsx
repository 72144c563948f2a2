import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quotation } from '../../contract/quotations';
import { setLocale } from '../../src/i18n/store';
import { appointment, building, fakeApi, invoice, pageOf, speedgate } from './portal-data/fake-api';
import { customer, engineer, openPortal } from './portal-data/open-portal';

const buildingRoutes = (objects = pageOf([speedgate()])) => ({
  '/api/Object/Get': (url: URL) => (url.searchParams.get('q') ? pageOf([]) : objects),
  '/api/locations/2015': () => building,
  '/api/locations/managers': () => [],
});

const rejected: Quotation = {
  pK_R_OFFER: 60009,
  fK_PT_RELATION: 1005,
  fK_PT_RELATIONDELIVERYADDRESS: 2011,
  fK_R_SERVICEOBJECT: 10024,
  quotationNumber: 'OF26-00159',
  offerrevision: 0,
  version: 1,
  date: '2026-09-10',
  description: 'Nieuwe boomarm met verlichting',
  amount: 1978,
  status: 'Rejected',
  validUntil: null,
};

describe('the building page', () => {
  it('lists the objects at the building with their state, and the manager', async () => {
    fakeApi(buildingRoutes());
    openPortal('/buildings/1005/2015');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bezoekersentree Huizen' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /SO-024031/ });
    expect(within(row).getByText('In bedrijf')).toBeTruthy();
    expect(within(row).getByText('1 open storing')).toBeTruthy();
    const manager = screen.getByRole('region', { name: 'Beheerder' });
    expect(within(manager).getByText('CBRE Facility Services')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Contactpersoon locatie' })).getByText(
        /Er is geen contactpersoon/,
      ),
    ).toBeTruthy();
  });

  it('says so when there are no objects at the building', async () => {
    fakeApi(buildingRoutes(pageOf([])));
    openPortal('/buildings/1005/2015');
    expect(await screen.findByText('Er staan geen installaties op deze locatie.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const api = fakeApi(buildingRoutes());
    const app = openPortal('/buildings/1005/2015');
    await screen.findByRole('row', { name: /SO-024031/ });
    await user.type(screen.getByRole('searchbox', { name: 'Zoek op nummer, omschrijving of merk' }), 'faac');
    expect(await screen.findByText('Geen resultaten voor "faac".')).toBeTruthy();
    const searches = api.asked('/api/Object/Get').filter((url) => url.searchParams.has('q'));
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['faac']);
    expect(app.path()).toBe('/buildings/1005/2015?q=faac');
  });

  it('orders by a column on the server and pages through a long list', async () => {
    const user = userEvent.setup();
    const api = fakeApi(buildingRoutes(pageOf([speedgate()], 60)));
    openPortal('/buildings/1005/2015');
    await screen.findByRole('row', { name: /SO-024031/ });
    expect(screen.getByText('1–25 van 60')).toBeTruthy();
    expect(screen.getByText('Pagina 1 van 3')).toBeTruthy();

    await user.click(screen.getByRole('columnheader', { name: /Merk/ }));
    await waitFor(() => expect(api.asked('/api/Object/Get').at(-1)?.searchParams.get('sort')).toBe('brand'));
    expect(api.asked('/api/Object/Get').at(-1)?.searchParams.get('direction')).toBe('asc');

    await user.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    await waitFor(() => expect(api.asked('/api/Object/Get').at(-1)?.searchParams.get('page')).toBe('2'));
  });
});

describe('the relation page', () => {
  it('keeps the hint and shows the open invoices, all of them on request', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/salesinvoicesForRelation': () => pageOf([{ ...invoice, openAmount: 12.5 }]),
    });
    openPortal('/buildings/1005');
    expect(await screen.findByText('Kies een locatie om de installaties te zien.')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /VF26-00043/ });
    expect(within(row).getByText(/12,50/)).toBeTruthy();
    expect(api.asked('/api/salesinvoicesForRelation')[0].searchParams.get('open')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Alle' }));
    await waitFor(() => expect(api.asked('/api/salesinvoicesForRelation')).toHaveLength(2));
    expect(api.asked('/api/salesinvoicesForRelation')[1].searchParams.has('open')).toBe(false);
  });

  it('shows quotation statuses in the chosen language', async () => {
    fakeApi({ '/api/offers': () => pageOf([rejected]) });
    openPortal('/buildings/1005?tab=quotations');
    const row = await screen.findByRole('row', { name: /OF26-00159/ });
    expect(within(row).getByText('Afgewezen')).toBeTruthy();
    setLocale('en');
    expect(await within(row).findByText('Rejected')).toBeTruthy();
  });

  it('shows an open quotation past its validity date as expired beside its status, in nl and en', async () => {
    const lapsed = { ...rejected, validUntil: '2020-01-31' };
    fakeApi({
      '/api/offers': () =>
        pageOf([
          { ...lapsed, pK_R_OFFER: 60011, quotationNumber: 'OF26-00161', status: 'Submitted' as const },
          { ...lapsed, pK_R_OFFER: 60012, quotationNumber: 'OF26-00162', status: 'Revised' as const },
          { ...lapsed, pK_R_OFFER: 60013, quotationNumber: 'OF26-00163', status: 'Order' as const },
          {
            ...rejected,
            pK_R_OFFER: 60014,
            quotationNumber: 'OF26-00164',
            status: 'Submitted' as const,
            validUntil: '2999-12-31',
          },
        ]),
    });
    openPortal('/buildings/1005?tab=quotations');
    const statusOf = async (number: string) =>
      within(await screen.findByRole('row', { name: new RegExp(number) }))
        .getAllByText(/./, { selector: '.badge' })
        .map((badge) => badge.textContent);
    expect(await statusOf('OF26-00161')).toEqual(['Ingediend', 'Verlopen']);
    expect(await statusOf('OF26-00162')).toEqual(['Herzien', 'Verlopen']);
    expect(await statusOf('OF26-00163')).toEqual(['Order']);
    expect(await statusOf('OF26-00164')).toEqual(['Ingediend']);
    setLocale('en');
    await waitFor(async () => expect(await statusOf('OF26-00161')).toEqual(['Submitted', 'Expired']));
  });

  it('lists quotations with the portal’s version, not the ERP’s revision', async () => {
    fakeApi({ '/api/offers': () => pageOf([{ ...rejected, offerrevision: 2, version: 3 }]) });
    openPortal('/buildings/1005?tab=quotations');
    const row = await screen.findByRole('row', { name: /OF26-00159/ });
    expect(screen.getByRole('columnheader', { name: 'Versie' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Revisie' })).toBeNull();
    expect(within(row).getByText('3')).toBeTruthy();
  });
});

describe('routes under an object', () => {
  it('sends the inspection index back to its object', async () => {
    fakeApi({ '/api/Object/GetSingle': () => speedgate() });
    const app = openPortal('/buildings/1005/2015/10031/inspection');
    await waitFor(() => expect(app.path()).toBe('/buildings/1005/2015/10031'));
  });

  it('opens an invoice of the relation itself, without a building', async () => {
    fakeApi({
      '/api/salesinvoicesdetails/50043': () => ({
        ...invoice,
        relationName: 'Zorggroep Lindenhof',
        contractnumber: null,
        jobordernumber: 'WB26-01213',
        serviceobjectnumber: 'SO-024031',
      }),
      '/api/documents/salesinvoice': () => [],
      '/api/jobordersForInvoice': () => pageOf([]),
    });
    openPortal('/buildings/1005/invoices/50043');
    expect(await screen.findByRole('heading', { level: 1, name: 'Factuur VF26-00043' })).toBeTruthy();
    expect(screen.getByText(/1\.234,50/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WB26-01213' }).getAttribute('href')).toBe(
      '/buildings/1005/orders/40013',
    );
  });
});

describe('my appointments', () => {
  it('is linked from the menu and shows today and the future for a holder of Users.MyAppointments', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/MyAppointments': (url: URL) =>
        url.searchParams.get('when') === 'future' ? pageOf([]) : pageOf([appointment()]),
    });
    const app = openPortal('/', engineer());
    await user.click((await screen.findAllByRole('link', { name: 'Mijn afspraken' }))[0]);
    await waitFor(() => expect(app.path()).toBe('/appointments'));
    const row = await screen.findByRole('row', { name: /21-11-2026, 10:00/ });
    expect(within(row).getByRole('link', { name: 'SO-024031' }).getAttribute('href')).toBe(
      '/buildings/1005/2015/10031',
    );
    await user.click(screen.getByRole('tab', { name: 'Toekomstig' }));
    expect(await screen.findByText('Er zijn geen toekomstige afspraken.')).toBeTruthy();
    // The screen asks for today, then for the future; an engineer's device also keeps the day's work (both
    // lists, in the background), so those may be asked for once more.
    const asked = api.asked('/api/MyAppointments').map((url) => url.searchParams.get('when'));
    expect([...new Set(asked)].sort()).toEqual(['future', 'today']);
  });

  it('is neither linked nor shown without Users.MyAppointments', async () => {
    const api = fakeApi({});
    openPortal('/appointments', customer());
    expect(await screen.findByText('Geen toegang', { selector: '.empty-state__title' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mijn afspraken' })).toBeNull();
    // The footer's provider name and website are public and loaded on any page; no data call is made.
    expect(api.calls.filter((url) => url.pathname !== '/api/providerSettings')).toHaveLength(0);
  });
});
