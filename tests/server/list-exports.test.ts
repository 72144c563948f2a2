import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { failureReports, quotations } from '../../server/db/schema';
import { BETA_NAME, type DataFixture, ids, seedTwoCustomers, type UserKey } from './data-fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const BOM = '\uFEFF';

/** The file's rows as CSV cells, quoted fields unquoted (RFC 4180). */
function csvRows(body: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(BOM, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

async function sheetOf(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/**
 * One exported list: its list call (its query, without paging), the column of the file that names a row and the
 * field of the list's item that holds the same, the orders and searches to compare, and calls naming another
 * customer's parent.
 */
interface ExportedList {
  name: string;
  user?: UserKey;
  list: string;
  column: number;
  key(item: Record<string, unknown>): unknown;
  variants: string[];
  theirs: string[];
  headings: { nl: string[]; en: string[] };
  /** An unpaged list (a plain array), asked for without a page size. */
  paged?: false;
  /** A cell of the workbook's second row: its column (1-based) and kind. */
  cells: [column: number, type: 'number' | 'date' | 'text'][];
}

const lists: ExportedList[] = [
  {
    name: 'job orders',
    list: `/api/joborders?relationId=${ids.alfa}`,
    column: 0,
    key: (o) => o.jobordernumber,
    variants: ['', 'sort=orderAmount&direction=asc', 'sort=jobordernumber&direction=desc', 'q=3001'],
    theirs: [
      `/api/joborders?relationId=${ids.beta}`,
      `/api/jobordersForContract?contractId=${ids.betaContract}`,
      `/api/jobordersForInvoice?invoiceId=${ids.betaInvoice}`,
    ],
    headings: {
      nl: [
        'Werkbonnummer',
        'Ordernummer',
        'Orderdatum',
        'Ordercategorie',
        'Referentie',
        'Omschrijving',
        'Orderbedrag',
      ],
      en: [
        'Job order number',
        'Order number',
        'Order date',
        'Order category',
        'Reference',
        'Description',
        'Order amount',
      ],
    },
    cells: [
      [1, 'text'],
      [3, 'date'],
    ],
  },
  {
    name: 'job orders of a contract',
    list: `/api/jobordersForContract?contractId=${ids.alfaContract}`,
    column: 0,
    key: (o) => o.jobordernumber,
    variants: ['', 'sort=ordernumber&direction=asc'],
    theirs: [],
    headings: { nl: [], en: [] },
    cells: [],
  },
  {
    name: 'quotations',
    list: `/api/offers?relationId=${ids.alfa}`,
    column: 0,
    key: (q) => q.quotationNumber,
    variants: ['', 'sort=amount&direction=asc', 'sort=status&direction=desc', 'status=New', 'q=500'],
    theirs: [`/api/offers?relationId=${ids.beta}`, `/api/offers?objectId=${ids.betaGate}`],
    headings: {
      nl: ['Offertenummer', 'Datum', 'Omschrijving', 'Versie', 'Bedrag', 'Status'],
      en: ['Quotation number', 'Date', 'Description', 'Version', 'Amount', 'Status'],
    },
    cells: [
      [1, 'text'],
      [2, 'date'],
      [4, 'number'],
      [5, 'number'],
    ],
  },
  {
    name: 'objects of a building',
    list: `/api/Object/Get?locationId=${ids.alfaMain}`,
    column: 0,
    key: (o) => o.serviceobjectnumber,
    variants: ['', 'sort=gateState&direction=desc', 'sort=brand&direction=asc', 'sort=description', 'q=gate'],
    theirs: [
      `/api/Object/Get?locationId=${ids.betaMain}`,
      `/api/Object/GetForRelation?relationId=${ids.beta}`,
      `/api/objectswithfailure?relationId=${ids.beta}`,
    ],
    headings: {
      nl: [
        'Objectnummer',
        'Omschrijving',
        'Locatie',
        'Soort',
        'Merk',
        'Status installatie',
        'Open storingen',
      ],
      en: ['Object number', 'Description', 'Location', 'Type', 'Brand', 'Gate state', 'Open failures'],
    },
    cells: [
      [1, 'text'],
      [7, 'number'],
    ],
  },
  {
    name: 'objects of a relation',
    list: `/api/Object/GetForRelation?relationId=${ids.alfa}`,
    column: 0,
    key: (o) => o.serviceobjectnumber,
    variants: ['', 'sort=serviceobjectnumber&direction=desc'],
    theirs: [],
    headings: { nl: [], en: [] },
    cells: [],
  },
  {
    name: "today's appointments",
    list: `/api/appointmentaction/today?relationId=${ids.alfa}`,
    column: 6,
    key: (a) => a.jobordernumber,
    variants: [''],
    theirs: [
      `/api/appointmentaction/today?relationId=${ids.beta}`,
      `/api/appointmentaction/future?objectId=${ids.betaGate}`,
      `/api/appointmentaction/joborder?jobOrderId=${ids.betaJobOrder}`,
    ],
    headings: {
      nl: ['Datum en tijd', 'Soort', 'Relatie', 'Locatie', 'Installatie', 'Monteur', 'Werkbon', 'Status'],
      en: [
        'Date and time',
        'Type',
        'Relation',
        'Location',
        'Gate',
        'Service engineer',
        'Job order',
        'Status',
      ],
    },
    cells: [
      [1, 'date'],
      [2, 'text'],
    ],
  },
  {
    name: 'appointments of a job order',
    list: `/api/appointmentaction/joborder?jobOrderId=${ids.alfaJobOrder}`,
    column: 6,
    key: (a) => a.jobordernumber,
    variants: [''],
    theirs: [],
    headings: { nl: [], en: [] },
    cells: [],
  },
  {
    name: "an engineer's own appointments",
    user: 'engineer',
    list: '/api/MyAppointments?when=future',
    column: 2,
    key: (a) => a.relationName,
    variants: [''],
    theirs: [],
    headings: { nl: [], en: [] },
    cells: [],
  },
  {
    name: 'contracts of a relation',
    paged: false,
    list: `/api/contracts?relationId=${ids.alfa}`,
    column: 0,
    key: (c) => c.contractnumber,
    variants: [''],
    theirs: [`/api/contracts?relationId=${ids.beta}`, `/api/contracts?objectId=${ids.betaGate}`],
    headings: {
      nl: [
        'Contractnummer',
        'Omschrijving',
        'Begindatum',
        'Einddatum',
        'Volgende factuur',
        'Onderhoudsinterval',
        'Bedrag',
      ],
      en: [
        'Contract number',
        'Description',
        'Start date',
        'End date',
        'Next invoice',
        'Service interval',
        'Amount',
      ],
    },
    cells: [
      [1, 'text'],
      [3, 'date'],
      [7, 'number'],
    ],
  },
  {
    name: "a gate's failure reports",
    paged: false,
    list: `/api/Object/failures?objectId=${ids.alfaGate}`,
    column: 2,
    key: (r) => r.description,
    variants: [''],
    theirs: [`/api/Object/failures?objectId=${ids.betaGate}`],
    headings: {
      nl: [
        'Gemeld op',
        'Soort melding',
        'Omschrijving',
        'Oplossing',
        'Verkeerslicht',
        'Doorgang mogelijk',
        'Oorzaak',
        'Voeding aanwezig',
        'Status',
        'Opgelost op',
      ],
      en: [
        'Reported on',
        'Kind of report',
        'Description',
        'Solution',
        'Traffic light',
        'Traffic possible',
        'Incident cause',
        'Power supply active',
        'Status',
        'Solved on',
      ],
    },
    cells: [
      [1, 'date'],
      [2, 'text'],
    ],
  },
];

/** The parts of a timeline entry on screen, a column each, as every caller gets them. */
const timelineHeadings = [
  'Datum en tijd',
  'Gebeurtenis',
  'Nummer',
  'Soort',
  'Omschrijving',
  'Status',
  'Conditiescore',
  'Oplossing',
  'Monteur',
  'Bedrag',
  'Openstaand bedrag',
];

describe.each(databaseKinds)('exports of the other lists on %s', (kind) => {
  let t: TestApp;
  let f: DataFixture;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
  }, 180_000);
  afterAll(() => t?.close());

  const get = (user: UserKey, url: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': language, authorization: `Bearer ${f.tokens[user]}` },
    });
  const exportOf = (url: string, format: 'csv' | 'xlsx') => {
    const path = url.replace(/^\/api\//, '/api/exports/');
    return `${path}${path.includes('?') ? '&' : '?'}format=${format}`;
  };
  const withParams = (url: string, params: string) =>
    params ? `${url}${url.includes('?') ? '&' : '?'}${params}` : url;

  describe.each(lists)('$name', (l) => {
    const user = l.user ?? 'alfa';

    it('holds the rows the list shows, in its order, with its search and filter', async () => {
      for (const params of l.variants) {
        const listed = await f.get(
          user,
          withParams(l.list, `${params}${params ? '&' : ''}${l.paged === false ? '' : 'pageSize=100'}`),
        );
        expect(listed.statusCode, params).toBe(200);
        const body = listed.json();
        const items = (Array.isArray(body) ? body : (body.items ?? [])) as Record<string, unknown>[];
        const total = Array.isArray(body) ? body.length : body.total;
        if (!params) expect(items.length, 'the list itself is not empty').toBeGreaterThan(0);
        const res = await get(user, exportOf(withParams(l.list, params), 'csv'));
        expect(res.statusCode, params).toBe(200);
        expect(res.headers['export-rows'], params).toBe(String(total));
        if (total) expect(Number(res.headers['export-size']), params).toBeGreaterThan(0);
        const rows = csvRows(res.body, ',').slice(1);
        expect(
          rows.map((r) => r[l.column]),
          params,
        ).toEqual(items.map((item) => String(l.key(item) ?? '')));
      }
    });

    it.runIf(l.headings.nl.length)('heads the file in the caller language, `;` for nl', async () => {
      const nl = await get(user, exportOf(l.list, 'csv'), 'nl');
      expect(nl.body.startsWith(BOM)).toBe(true);
      expect(csvRows(nl.body, ';')[0]).toEqual(l.headings.nl);
      const en = await get(user, exportOf(l.list, 'csv'));
      expect(csvRows(en.body, ',')[0]).toEqual(l.headings.en);
    });

    it.runIf(l.cells.length)(
      'writes numbers as numbers and dates as dates, under a frozen first row',
      async () => {
        const res = await get(user, exportOf(l.list, 'xlsx'), 'nl');
        expect(res.statusCode).toBe(200);
        const sheet = await sheetOf(res);
        expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
        expect(sheet.getRow(1).values).toEqual([undefined, ...l.headings.nl]);
        expect(sheet.rowCount).toBeGreaterThan(1);
        const types = {
          number: ExcelJS.ValueType.Number,
          date: ExcelJS.ValueType.Date,
          text: ExcelJS.ValueType.String,
        };
        for (const [column, type] of l.cells)
          expect(sheet.getRow(2).getCell(column).type, `column ${column}`).toBe(types[type]);
      },
    );

    it.runIf(l.theirs.length)('answers another customer 403 and nothing of theirs', async () => {
      for (const url of l.theirs) {
        const res = await get('alfa', exportOf(url, 'csv'));
        expect(res.statusCode, url).toBe(403);
        expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
        expect(res.body).not.toContain(BETA_NAME);
      }
    });

    it('refuses a missing or unknown format, a NUL and a bad order with 400, naming the parameter', async () => {
      const path = exportOf(l.list, 'csv');
      const cases: [string, string][] = [
        [path.replace(/[?&]format=csv/, ''), 'format'],
        [path.replace('format=csv', 'format=pdf'), 'format'],
        [path.replace('format=csv', 'format=csv%00'), 'format'],
      ];
      if (l.variants.some((v) => v.startsWith('q='))) cases.push([`${path}&q=a%00b`, 'q']);
      if (l.variants.some((v) => v.startsWith('sort='))) cases.push([`${path}&direction=up`, 'direction']);
      for (const [url, field] of cases) {
        const res = await get(user, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().Errors?.[0]?.path, url).toBe(`querystring.${field}`);
      }
    });
  });

  it('gives a user bound to one building only what the list gives them', async () => {
    for (const list of [`/api/joborders?relationId=${ids.alfa}`, `/api/offers?relationId=${ids.alfa}`]) {
      const listed = await f.get('alfaLimited', `${list}&pageSize=100`);
      const res = await get('alfaLimited', exportOf(list, 'csv'));
      expect(csvRows(res.body, ',').length - 1).toBe(listed.json().total);
    }
  });

  it('refuses a user without the orders permission', async () => {
    const res = await get('alfaWithoutReading', exportOf(`/api/joborders?relationId=${ids.alfa}`, 'csv'));
    expect(res.statusCode).toBe(403);
  });

  it('translates codes of fixed lists into the caller language', async () => {
    const nl = csvRows(
      (await get('alfa', exportOf(`/api/offers?relationId=${ids.alfa}`, 'csv'), 'nl')).body,
      ';',
    );
    const en = csvRows((await get('alfa', exportOf(`/api/offers?relationId=${ids.alfa}`, 'csv'))).body, ',');
    const statusNl = nl.slice(1).map((r) => r[5]);
    const statusEn = en.slice(1).map((r) => r[5]);
    expect(statusNl.every((s) => ['Nieuw', 'Ingediend', 'Herzien', 'Afgewezen', 'Order'].includes(s))).toBe(
      true,
    );
    expect(statusEn.every((s) => ['New', 'Submitted', 'Revised', 'Rejected', 'Order'].includes(s))).toBe(
      true,
    );
  });

  describe('timeline of a gate', () => {
    const timeline = `/api/Object/timeline?objectId=${ids.alfaGate}`;
    it('holds every event the pages show, newest first, of the kinds asked for', async () => {
      for (const kinds of ['', '&kinds=failure', '&kinds=jobOrder,invoice']) {
        const seen: { event: string; at: string }[] = [];
        let url: string | null = `${timeline}${kinds}&pageSize=5`;
        while (url) {
          const page: { items: { event: string; at: string }[]; older: string | null } = (
            await f.get('alfa', url)
          ).json();
          seen.push(...page.items);
          url = page.older ? `${timeline}${kinds}&pageSize=5&cursor=${encodeURIComponent(page.older)}` : null;
        }
        if (!kinds) expect(seen.length, 'the timeline itself is not empty').toBeGreaterThan(2);
        const res = await get('alfa', exportOf(`${timeline}${kinds}`, 'xlsx'));
        expect(res.statusCode, kinds).toBe(200);
        expect(res.headers['export-rows'], kinds).toBe(String(seen.length));
        const sheet = await sheetOf(res);
        expect(sheet.rowCount - 1, kinds).toBe(seen.length);
        const times = [...Array(seen.length).keys()].map((i) => sheet.getRow(i + 2).getCell(1));
        for (const cell of times) expect(cell.type).toBe(ExcelJS.ValueType.Date);
        const values = times.map((c) => (c.value as Date).getTime());
        expect(values).toEqual([...values].sort((a, b) => b - a));
      }
    });

    it('heads the file in the caller language and names the events in it', async () => {
      const nl = csvRows((await get('alfa', exportOf(timeline, 'csv'), 'nl')).body, ';');
      expect(nl[0]).toEqual(timelineHeadings);
      expect(nl.slice(1).map((r) => r[1])).toContain('Storing gemeld');
      const en = csvRows((await get('alfa', exportOf(timeline, 'csv'))).body, ',');
      expect(en.slice(1).map((r) => r[1])).toContain('Failure reported');
    });

    it('gives each part an entry shows a column: kind, solution, engineer, open amount', async () => {
      const rows = csvRows((await get('alfa', exportOf(timeline, 'csv'), 'nl')).body, ';');
      const column = (heading: string) => rows.slice(1).map((r) => r[rows[0].indexOf(heading)]);
      const events = column('Gebeurtenis');
      const at = (event: string, heading: string) =>
        events.flatMap((e, n) => (e === event ? [column(heading)[n]] : []));
      expect(at('Storing gemeld', 'Soort')).toContain('Storing melden');
      expect(at('Storing gemeld', 'Status')).toContain('Open');
      expect(at('Afspraak', 'Monteur')).toContain('Eric Monteur');
      expect(at('Factuur', 'Openstaand bedrag').some((cell) => /\d/.test(cell))).toBe(true);
    });

    it('gives provider staff the internal remark and cost price they see, and no one else', async () => {
      const staff = csvRows((await get('engineer', exportOf(timeline, 'csv'), 'nl')).body, ';');
      expect(staff[0]).toEqual([...timelineHeadings, 'Interne opmerking', 'Kostprijs']);
      const en = csvRows((await get('alfa', exportOf(timeline, 'csv'))).body, ',');
      expect(en[0]).not.toContain('Internal remark');
      expect(en[0]).not.toContain('Cost price');
    });

    it('ignores the page parameters of the screen and refuses bad input', async () => {
      const whole = await get('alfa', exportOf(timeline, 'csv'));
      const withPage = await get('alfa', `${exportOf(timeline, 'csv')}&pageSize=5&year=2020`);
      expect(withPage.body).toBe(whole.body);
      for (const [url, field] of [
        [exportOf(`${timeline}&kinds=nothing`, 'csv'), 'kinds'],
        [exportOf('/api/Object/timeline?objectId=abc', 'csv'), 'objectId'],
        [`${exportOf(timeline, 'csv')}%00`, 'format'],
      ]) {
        const res = await get('alfa', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().Errors?.[0]?.path, url).toMatch(new RegExp(`^querystring\\.${field}`));
      }
    });

    it('answers another customer 403, and leaves out what the caller may not read', async () => {
      const res = await get('alfa', exportOf(`/api/Object/timeline?objectId=${ids.betaGate}`, 'csv'));
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(BETA_NAME);
      const limited = await get('alfaWithoutReading', exportOf(timeline, 'csv'));
      expect(limited.statusCode).toBe(403);
    });
  });

  it('writes what the reporter saw at the gate, and an urgent report, in the words of the list', async () => {
    await t.database.db.insert(failureReports).values({
      relationId: ids.alfa,
      deliveryAddressId: ids.alfaMain,
      objectId: ids.alfaGate,
      kind: 'reportBreakdown',
      description: 'Aanrijding bestelbus',
      trafficLight: 'off',
      trafficPossible: 'closed',
      incidentCause: 'collision',
      incidentDetails: 'Bestelbus',
    });
    const url = exportOf(`/api/Object/failures?objectId=${ids.alfaGate}`, 'csv');
    const nl = csvRows((await get('alfa', url, 'nl')).body, ';');
    const row = nl.find((r) => r[2] === 'Aanrijding bestelbus');
    const cell = (heading: string) => row?.[nl[0].indexOf(heading)];
    expect([cell('Verkeerslicht'), cell('Doorgang mogelijk'), cell('Oorzaak'), cell('Status')]).toEqual([
      'Uit',
      'Gesloten',
      'Aanrijding: Bestelbus',
      'Spoed',
    ]);
    const en = csvRows((await get('alfa', url)).body, ',');
    expect(en.find((r) => r[2] === 'Aanrijding bestelbus')?.slice(4, 7)).toEqual([
      'Off',
      'Closed',
      'Collision: Bestelbus',
    ]);
    expect(en.find((r) => r[2] === 'Poort sluit niet')?.[4]).toBe('Red');
  });

  it('says an open quotation past its validity date is expired: list, export and the timeline export', async () => {
    const db = t.database.db;
    // Q-5001 (New) is sent to the customer and lapses; Q-5002 became an order before its date passed.
    const lapse = (status: 'New' | 'Submitted', validUntil: string | null) =>
      Promise.all([
        db.update(quotations).set({ status, validUntil }).where(eq(quotations.id, 5001)),
        db.update(quotations).set({ validUntil }).where(eq(quotations.id, 5002)),
      ]);
    await lapse('Submitted', '2020-01-31');
    try {
      const listed = (await f.get('alfa', `/api/offers?objectId=${ids.alfaGate}`)).json();
      expect(listed.items).toContainEqual(
        expect.objectContaining({ quotationNumber: 'Q-5001', status: 'Submitted', validUntil: '2020-01-31' }),
      );
      const statusOf = (rows: string[][], number: string) =>
        rows.find((r) => r.includes(number))?.[rows[0].indexOf('Status')];
      const list = exportOf(`/api/offers?relationId=${ids.alfa}`, 'csv');
      const nl = csvRows((await get('alfa', list, 'nl')).body, ';');
      const en = csvRows((await get('alfa', list)).body, ',');
      expect([statusOf(nl, 'Q-5001'), statusOf(en, 'Q-5001')]).toEqual([
        'Ingediend (verlopen)',
        'Submitted (expired)',
      ]);
      expect([statusOf(nl, 'Q-5002'), statusOf(en, 'Q-5002')]).toEqual(['Order', 'Order']);
      const timeline = exportOf(`/api/Object/timeline?objectId=${ids.alfaGate}`, 'csv');
      const events = csvRows((await get('alfa', timeline)).body, ',');
      expect(statusOf(events, 'Q-5001')).toBe('Submitted (expired)');
    } finally {
      await lapse('New', null);
    }
  });

  it('refuses a contracts export naming both or neither parent', async () => {
    for (const url of [
      '/api/exports/contracts?format=csv',
      `/api/exports/contracts?relationId=${ids.alfa}&objectId=${ids.alfaGate}&format=csv`,
    ]) {
      const res = await get('alfa', url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
