import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { Contract } from '../../contract/contracts';
import type { Profile } from '../../contract/identity';
import type { JobOrder } from '../../contract/job-orders';
import type { failureReportSchema } from '../../contract/objects';
import type { Quotation } from '../../contract/quotations';
import { rolePermissions } from '../../contract/roles';
import type { DirectoryUser } from '../../contract/users';
import type { ExportTable } from '../../server/exports/columns';
import {
  appointmentTable,
  contractTable,
  failureTable,
  invoiceTable,
  jobOrderTable,
  objectTable,
  quotationTable,
  userTable,
} from '../../server/exports/tables';
import { setLocale } from '../../src/i18n/store';
import { appointment, building, fakeApi, invoice, pageOf, speedgate } from './portal-data/fake-api';
import { customer, engineer, openPortal } from './portal-data/open-portal';
import { profile } from './support';

const objectPage = '/buildings/1005/2015/10031';

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
  reference: 'Jaarlijks onderhoud',
  customerOrderNumber: null,
  serviceType: null,
  contact: null,
  description: 'Onderhoud speedgate',
  operationTimeMachine: null,
  operationTimeEmployee: null,
  dateInWip: null,
  salesPrice: 480,
};

const contract: Contract = {
  pK_R_CONTRACT: 30007,
  fK_PT_RELATION: 1005,
  contractnumber: 'CO-2020-007',
  description: 'Onderhoudscontract speedgates',
  startDate: '2020-01-01',
  endDate: null,
  nextInvoice: '2027-01-01',
  amount: 2400,
  serviceInterval: '12 maanden',
  responseTime: '4 uur',
};

const quotation: Quotation = {
  pK_R_OFFER: 60009,
  fK_PT_RELATION: 1005,
  fK_PT_RELATIONDELIVERYADDRESS: 2015,
  fK_R_SERVICEOBJECT: 10031,
  quotationNumber: 'OF26-00159',
  offerrevision: 0,
  version: 1,
  date: '2026-09-10',
  description: 'Nieuwe boomarm',
  amount: 1978,
  status: 'New',
  validUntil: null,
};

const failure: z.infer<typeof failureReportSchema> = {
  id: 'b0000000-0000-4000-8000-000000000001',
  kind: 'reportBreakdown',
  description: 'Arm afgebroken',
  powerSupplyActive: true,
  trafficLight: 'red',
  trafficPossible: 'closed',
  incidentCause: 'collision',
  incidentDetails: 'Bestelbus',
  createdAt: '2026-11-02T09:00:00.000Z',
  resolvedAt: null,
  status: 'new',
  source: 'portal',
  realizedSolution: null,
  urgent: true,
};

const directoryUser: DirectoryUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'piet@klant.example',
  name: 'Piet Bakker',
  phoneNumber: '',
  function: '',
  role: 'companyuser',
  roleNumber: 5,
  status: 'active',
  language: 'nl',
  invitedAt: '2026-03-01T09:00:00.000Z',
  version: 'b'.repeat(32),
  activatedAt: null,
  deactivatedAt: null,
  relations: [{ pK_PT_RELATION: 1005, name: 'Zorggroep Lindenhof', isManager: false }],
};

const providerAdmin = (): Profile => ({ ...profile([...rolePermissions.dbsadmin]), role: 'dbsadmin' });

const objectRoutes = {
  '/api/Object/GetSingle': () => speedgate(),
  '/api/Object/failures': () => [failure],
  '/api/salesinvoices': () => pageOf([invoice]),
  '/api/joborders': () => pageOf([jobOrder]),
  '/api/contracts': () => [contract],
  '/api/offers': () => pageOf([quotation]),
  '/api/appointmentaction/today': () => pageOf([appointment()]),
  '/api/appointmentaction/future': () => pageOf([]),
};

/**
 * One list screen with an export: where it is, who looks, the export's table, and the columns the export
 * carries beyond the screen's, each with its reason. Everything else must be the screen's columns, in its order.
 */
interface ListScreen {
  name: string;
  at: string;
  user?: () => Profile;
  routes: Record<string, () => unknown>;
  table: ExportTable<never>;
  extra: Record<'nl' | 'en', string[]>;
  /** Screen columns that are no data (row actions), so no export has them. */
  notData?: Record<'nl' | 'en', string[]>;
}

const screens: ListScreen[] = [
  {
    name: 'objects at a building',
    at: '/buildings/1005/2015',
    routes: {
      '/api/Object/Get': () => pageOf([speedgate()]),
      '/api/locations/2015': () => building,
      '/api/locations/managers': () => [],
    },
    table: objectTable,
    // The screen is of one building; its gate state badge holds the open failures, a count of its own here.
    extra: { nl: ['Locatie', 'Open storingen'], en: ['Location', 'Open failures'] },
  },
  {
    name: 'invoices of an object',
    at: `${objectPage}?tab=invoices`,
    routes: objectRoutes,
    table: invoiceTable,
    extra: { nl: [], en: [] },
  },
  {
    name: 'job orders of an object',
    at: `${objectPage}?tab=orders`,
    routes: objectRoutes,
    table: jobOrderTable,
    // The screen leaves the description to the job order's page; a spreadsheet filters on it.
    extra: { nl: ['Omschrijving'], en: ['Description'] },
  },
  {
    name: 'contracts of an object',
    at: `${objectPage}?tab=contracts`,
    routes: objectRoutes,
    table: contractTable,
    extra: { nl: [], en: [] },
  },
  {
    name: 'quotations of an object',
    at: `${objectPage}?tab=quotations`,
    routes: objectRoutes,
    table: quotationTable,
    extra: { nl: [], en: [] },
  },
  {
    name: 'failures of an object',
    at: `${objectPage}?tab=failures`,
    routes: objectRoutes,
    table: failureTable,
    // The screen puts the solution after the description and the day solved in the status badge.
    extra: { nl: ['Oplossing', 'Opgelost op'], en: ['Solution', 'Solved on'] },
  },
  {
    name: 'appointments of an object',
    at: `${objectPage}?tab=appointments`,
    routes: objectRoutes,
    table: appointmentTable,
    // One export for every appointment list: whose and where, which a list of one object leaves out.
    extra: { nl: ['Relatie', 'Locatie', 'Installatie'], en: ['Relation', 'Location', 'Gate'] },
  },
  {
    name: 'my appointments',
    at: '/appointments',
    user: engineer,
    routes: {
      '/api/MyAppointments': () => pageOf([appointment()]),
    },
    table: appointmentTable,
    // A list of one's own appointments leaves out the engineer: the export names them.
    extra: { nl: ['Monteur'], en: ['Service engineer'] },
  },
  {
    name: 'all users',
    at: '/allusers',
    user: providerAdmin,
    routes: { '/api/allusers': () => pageOf([directoryUser]) },
    table: userTable,
    // The screen shows the email under the name; a spreadsheet wants it in a column of its own.
    extra: { nl: ['E-mailadres'], en: ['Email address'] },
    notData: { nl: ['Acties'], en: ['Actions'] },
  },
];

/** The headings of the first table on screen, as a screen reader reads its column headers. */
async function screenColumns(): Promise<string[]> {
  const table = (await screen.findAllByRole('grid'))[0];
  await within(table).findAllByRole('row');
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim() ?? '');
}

describe('each list exports the columns it shows, headed as on screen', () => {
  it.each(screens)('$name', async (list) => {
    fakeApi(list.routes);
    openPortal(list.at, (list.user ?? customer)());
    for (const language of ['nl', 'en'] as const) {
      setLocale(language);
      const expected = list.table.columns.map((c) => c.heading[language]);
      await waitFor(async () => {
        const shown = (await screenColumns()).filter((h) => !list.notData?.[language].includes(h));
        expect(expected.filter((h) => !list.extra[language].includes(h))).toEqual(shown);
      });
      for (const heading of list.extra[language]) expect(expected).toContain(heading);
    }
    setLocale('nl');
  });
});

describe('an open quotation past its validity date', () => {
  it('reads expired in the export as beside its status on screen, in nl and en', async () => {
    const lapsed: Quotation = { ...quotation, status: 'Submitted', validUntil: '2020-01-31' };
    fakeApi({ ...objectRoutes, '/api/offers': () => pageOf([lapsed]) });
    openPortal(`${objectPage}?tab=quotations`, customer());
    const status = quotationTable.columns.find((c) => c.heading.en === 'Status')!;
    for (const language of ['nl', 'en'] as const) {
      setLocale(language);
      const row = await screen.findByRole('row', { name: /OF26-00159/ });
      const [word, expired] = await waitFor(() => {
        const badges = [...row.querySelectorAll('.badge')].map((badge) => badge.textContent ?? '');
        expect(badges).toHaveLength(2);
        expect(badges[0]).toBe(language === 'nl' ? 'Ingediend' : 'Submitted');
        return badges;
      });
      expect(status.value(lapsed, language)).toBe(`${word} (${expired.toLowerCase()})`);
    }
    setLocale('nl');
  });
});
