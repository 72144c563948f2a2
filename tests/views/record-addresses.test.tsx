import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobOrder } from '../../contract/job-orders';
import { rolePermissions } from '../../contract/roles';
import { setLocale } from '../../src/i18n/store';
import { clearResources } from '../../src/services/resource';
import { fakeApi, forbidden, invoice, speedgate } from './portal-data/fake-api';
import { engineer, openPortal } from './portal-data/open-portal';
import { submitted } from './quotations/records';
import { profile } from './support';

const companyAdmin = () => ({ ...profile([...rolePermissions.companyadmin]), role: 'companyadmin' as const });
const user = '00000000-0000-4000-8000-000000000001';
const inspection = 'b0000000-0000-4000-8000-000000000001';

/**
 * The calls a page made for data: the footer's public provider settings load on any page, and an engineer's
 * device keeps the day's appointments in the background.
 */
const dataCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls
    .map((url) => url.pathname)
    .filter((path) => path !== '/api/providerSettings' && path !== '/api/MyAppointments');

describe('an address whose id could never name a record', () => {
  it.each([
    '/buildings/1005/quotations/abc',
    '/buildings/1005/2015/10031/quotations/12x',
    '/buildings/1005/invoices/0',
    '/buildings/1005/2015/orders/-4',
    '/buildings/1005/contracts/1e3',
    '/buildings/1005/2015/10031/invoices/99999999999',
    '/buildings/1005/2015/abc',
    '/buildings/1005/2015/abc/quotations/60003',
    '/buildings/1005/x2015',
    '/buildings/abc',
    '/buildings/1005/2015/10031/inspection/not-an-id',
    `/buildings/1005/2015/abc/inspection/${inspection}`,
    '/settings/1005/2015/permissions/abc',
    '/settings/abc',
    `/edituser?relationId=abc&userId=${user}`,
    '/edituser?relationId=1005&userId=abc',
  ])('%s is the portal’s not-found page, asked of no server', async (at) => {
    const api = fakeApi({});
    openPortal(at, at.includes('inspection') ? engineer() : companyAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze pagina bestaat niet.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toBeTruthy();
    expect(dataCalls(api)).toEqual([]);
  });
});

/** Job order WB26-01213 of gate SO-024031 (object 10031 at building 2015). */
const jobOrder: JobOrder = {
  pK_R_JOBORDER: 40013,
  fK_PT_RELATION: 1005,
  fK_PT_RELATIONDELIVERYADDRESS: 2015,
  fK_R_SERVICEOBJECT: 10031,
  fK_R_CONTRACT: null,
  locationName: 'Bezoekersentree Huizen',
  serviceobjectnumber: 'SO-024031',
  ordernumber: 'VO26-00412',
  jobordernumber: 'WB26-01213',
  ordercategory: 'maintenance',
  orderDate: '2026-10-02',
  orderAmount: 480,
  reference: null,
  customerOrderNumber: null,
  serviceType: null,
  contact: null,
  description: 'Onderhoud speedgate',
  operationTimeMachine: null,
  operationTimeEmployee: null,
  dateInWip: null,
  salesPrice: 480,
};
const invoiceDetails = {
  ...invoice,
  relationName: 'Zorggroep Lindenhof',
  contractnumber: null,
  jobordernumber: 'WB26-01213',
  serviceobjectnumber: 'SO-024031',
};
/** Quotation OF26-00153 of the same gate. */
const quotation = { ...submitted, fK_PT_RELATIONDELIVERYADDRESS: 2015, fK_R_SERVICEOBJECT: 10031 };

/** What each detail page asks for its record, and what it shows of it. */
const records = [
  { name: 'a quotation', page: 'quotations/60003', api: '/api/offers/60003', record: quotation },
  { name: 'a job order', page: 'orders/40013', api: '/api/joborders/40013', record: jobOrder },
  {
    name: 'an invoice',
    page: 'invoices/50043',
    api: '/api/salesinvoicesdetails/50043',
    record: invoiceDetails,
  },
];

const around = {
  '/api/Object/GetSingle': () => speedgate(),
  '/api/documents/offer': () => [],
  '/api/documents/joborder': () => [],
  '/api/documents/salesinvoice': () => [],
};

/** The labels of the trail, after 'service portal'. */
const trail = () =>
  within(screen.getByRole('navigation', { name: 'Kruimelpad' }))
    .getAllByRole('listitem')
    .slice(1)
    .map((item) => item.textContent);

describe('a record opened under a place that does not hold it', () => {
  it.each(records.slice(0, 2))(
    '$name of another object or building moves to its own object',
    async ({ page, api, record }) => {
      fakeApi({ ...around, [api]: () => record });
      for (const wrong of ['/buildings/1005/2015/10099', '/buildings/1005/2011']) {
        const app = openPortal(`${wrong}/${page}?tab=x`, companyAdmin());
        await waitFor(() => expect(app.path()).toBe(`/buildings/1005/2015/10031/${page}?tab=x`));
        await waitFor(() =>
          expect(trail().slice(0, 3)).toEqual(['Zorggroep Lindenhof', 'Bezoekersentree Huizen', 'SO-024031']),
        );
        app.unmount();
        clearResources();
      }
    },
  );

  it('an invoice of another object moves to its relation (an invoice names no building)', async () => {
    fakeApi({ ...around, '/api/salesinvoicesdetails/50043': () => invoiceDetails });
    const app = openPortal('/buildings/1005/2015/10099/invoices/50043', companyAdmin());
    await waitFor(() => expect(app.path()).toBe('/buildings/1005/invoices/50043'));
    await waitFor(() => expect(trail()).toEqual(['Zorggroep Lindenhof', 'Factuur VF26-00043']));
  });

  it.each(records)(
    '$name stays under its relation, its building and its object',
    async ({ page, api, record }) => {
      fakeApi({ ...around, [api]: () => record });
      for (const place of ['/buildings/1005', '/buildings/1005/2015/10031']) {
        const app = openPortal(`${place}/${page}`, companyAdmin());
        expect(
          await screen.findByRole('heading', { level: 1, name: /OF26-00153|WB26-01213|VF26-00043/ }),
        ).toBeTruthy();
        expect(app.path()).toBe(`${place}/${page}`);
        app.unmount();
        clearResources();
      }
    },
  );

  it('an object of another building moves to its own building', async () => {
    fakeApi(around);
    const app = openPortal('/buildings/1005/2011/10031', companyAdmin());
    await waitFor(() => expect(app.path()).toBe('/buildings/1005/2015/10031'));
    expect(await screen.findByRole('heading', { level: 1, name: /SO-024031/ })).toBeTruthy();
    expect(trail()).toEqual(['Zorggroep Lindenhof', 'Bezoekersentree Huizen', 'SO-024031']);
  });
});

describe('a record the user may not see, or that is not there', () => {
  it.each([
    ['an object', '/buildings/1005/2015/10031', '/api/Object/GetSingle'],
    ['a quotation', '/buildings/1005/quotations/60003', '/api/offers/60003'],
    ['a job order', '/buildings/1005/2015/orders/40013', '/api/joborders/40013'],
    ['an invoice', '/buildings/1005/2015/10031/invoices/50043', '/api/salesinvoicesdetails/50043'],
    ['a contract', '/buildings/1005/contracts/30007', '/api/contracts/30007'],
  ])('%s reads the same for a 403 and a 404, in nl and en, without a retry', async (_, at, api) => {
    const shown: string[] = [];
    for (const answer of [forbidden, undefined]) {
      fakeApi({ ...around, [api]: () => answer });
      const app = openPortal(at, companyAdmin());
      const heading = await screen.findByRole('heading', { level: 1, name: 'Geen toegang tot dit object' });
      expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      setLocale('en');
      await waitFor(() => expect(heading.textContent).toBe('No access to this object'));
      shown.push(screen.getByRole('main').textContent ?? '');
      setLocale('nl');
      app.unmount();
      clearResources();
    }
    expect(shown[0]).toBe(shown[1]);
  });
});
