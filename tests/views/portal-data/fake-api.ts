import { vi } from 'vitest';
import type { Appointment } from '../../../contract/appointments';
import type { PortalDocument } from '../../../contract/documents';
import type { SalesInvoice } from '../../../contract/invoices';
import type { LocationDetails } from '../../../contract/locations';
import type { ServiceObject } from '../../../contract/objects';
import type { Page } from '../../../contract/paging';
import type { Relation } from '../../../contract/relations';

/** An answer other than 200 with the body as JSON. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
/** What the fake server answers for one path: a body (200), a Reply, or undefined for 404. */
export type Route = (url: URL) => unknown;

/**
 * Stands in for the API behind the app's one HTTP client (which calls the global fetch per request).
 * `calls` lists every address asked for, so a test can say what was (not) requested.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: URL[] = [];
  const sent: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
    calls.push(url);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') {
      const text = input instanceof Request ? await input.clone().text() : init?.body;
      sent.push({
        path: url.pathname,
        method,
        body: typeof text === 'string' && text ? JSON.parse(text) : text,
      });
    }
    const route = routes[url.pathname];
    const result = route ? route(url) : undefined;
    const answer =
      result === undefined
        ? new Reply(404, { StatusCode: 404, Message: 'Not found', Code: 'notFound' })
        : result instanceof Reply
          ? result
          : new Reply(200, result);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    /** Every request that was not a GET, with its JSON body. */
    sent,
    asked: (pathname: string) => calls.filter((url) => url.pathname === pathname),
  };
}

export const forbidden = new Reply(403, {
  StatusCode: 403,
  Message: 'Geen toegang tot dit object / No access to this object',
  Code: 'noAccess',
});

export const serverError = new Reply(500, {
  StatusCode: 500,
  Message: 'Something went wrong on the server',
  Code: 'serverError',
});

export const pageOf = <T>(items: T[], total = items.length): Page<T> => ({
  items,
  total,
  page: 1,
  pageSize: 25,
});

export const lindenhof: Relation = {
  pK_PT_RELATION: 1005,
  name: 'Zorggroep Lindenhof',
  deliveryAdresses: [
    { pK_PT_RELATIONDELIVERYADDRESS: 2011, fK_PT_RELATION: 1005, name: 'Hoofdkantoor Utrecht' },
    { pK_PT_RELATIONDELIVERYADDRESS: 2015, fK_PT_RELATION: 1005, name: 'Bezoekersentree Huizen' },
  ],
};

export function speedgate(extra: Partial<ServiceObject> = {}): ServiceObject {
  return {
    pK_R_SERVICEOBJECT: 10031,
    fK_PT_RELATION: 1005,
    fK_PT_RELATIONDELIVERYADDRESS: 2015,
    locationName: 'Bezoekersentree Huizen',
    serviceobjectnumber: 'SO-024031',
    description: 'Speedgate hoofdingang',
    objectType: { pK_R_SERVICEOBJECTTYPE: 1, code: 'SPEEDGATE', description: 'Speedgate' },
    brand: 'Poortservice',
    color: 'RVS geborsteld',
    powerSupply: '230V AC',
    fillIn: 'Glas 10 mm gehard',
    walkThroughDoor: 'none',
    gateState: 'inService',
    buildDate: '2020-03-17',
    warrantyDate: '2022-03-17',
    notes: 'Sleutel bij de receptie.',
    remarks: null,
    realizedSolution: null,
    accessKey: 'abc',
    openFailures: 1,
    ...extra,
  };
}

export const building: LocationDetails = {
  pK_PT_RELATIONDELIVERYADDRESS: 2015,
  fK_PT_RELATION: 1005,
  name: 'Bezoekersentree Huizen',
  relationName: 'Zorggroep Lindenhof',
  street: 'Havenstraat 75',
  postalCode: '1271 AD',
  city: 'Huizen',
  managerCompany: 'CBRE Facility Services',
  managerName: 'Ruud Jansen',
  managerContactPhone: '06 6182 8487',
  managerNotes: null,
  contactName: null,
  contactPhone: null,
  contactNotes: null,
};

export const invoice: SalesInvoice = {
  pK_R_SALESINVOICE: 50043,
  fK_PT_RELATION: 1005,
  fK_R_CONTRACT: null,
  fK_R_JOBORDER: 40013,
  fK_R_SERVICEOBJECT: 10031,
  invoicenumber: 'VF26-00043',
  invoiceDate: '2026-09-22',
  dueDate: '2026-10-22',
  description: 'Werkbon WB26-01213',
  amountInclVat: 1234.5,
  openAmount: 0,
};

export const documents: PortalDocument[] = [
  { id: 70045, description: 'Foto installatie', extension: 'jpg', available: true },
  { id: 70001, description: 'Gebruikershandleiding speedgate', extension: 'pdf', available: true },
  { id: 70099, description: 'Revisietekening installatie (archief)', extension: 'pdf', available: false },
];

export const signedUrl = (id: number, extension: string) => ({
  url: `/files/documents/${id}.${extension}?expires=1795293779&signature=abc`,
  expiresAt: '2026-11-21T20:42:59.000Z',
});

export const appointment = (extra: Partial<Appointment> = {}): Appointment => ({
  pK_R_APPOINTMENT: 80002,
  fK_PT_RELATION: 1005,
  relationName: 'Zorggroep Lindenhof',
  fK_PT_RELATIONDELIVERYADDRESS: 2015,
  locationName: 'Bezoekersentree Huizen',
  fK_R_SERVICEOBJECT: 10031,
  serviceobjectnumber: 'SO-024031',
  fK_R_JOBORDER: null,
  jobordernumber: null,
  date: '2026-11-21T09:00:00.000Z',
  type: 'repair',
  serviceEngineer: 'Jeroen Bos',
  status: 'open',
  request: null,
  dayPart: null,
  ...extra,
});
