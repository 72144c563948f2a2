import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { salesInvoices } from '../../server/db/schema';
import { KeysetWalk, walkInBatches } from '../../server/exports/keyset';
import { BETA_NAME, type DataFixture, ids, seedTwoCustomers, type UserKey } from './data-fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const BOM = '\uFEFF';

/** The file's rows as CSV cells (no field of these fixtures holds a quote or a line break). */
const csvRows = (body: string, separator: string) =>
  body
    .replace(BOM, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(separator));

async function workbookOf(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe.each(databaseKinds)('list exports on %s', (kind) => {
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
  const listed = async (user: UserKey, url: string) => {
    const res = await f.get(user, url);
    expect(res.statusCode).toBe(200);
    return res.json().items as { invoicenumber: string; amountInclVat: number; invoiceDate: string }[];
  };

  const ofAlfa = `relationId=${ids.alfa}`;

  describe('CSV', () => {
    it('writes a BOM, `;`, decimal commas, Dutch dates and Dutch headings for nl', async () => {
      const res = await get('alfa', `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv`, 'nl');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="facturen-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.body.startsWith(BOM)).toBe(true);
      const rows = csvRows(res.body, ';');
      expect(rows[0]).toEqual([
        'Factuurnummer',
        'Factuurdatum',
        'Vervaldatum',
        'Omschrijving',
        'Bedrag incl. btw',
        'Openstaand bedrag',
      ]);
      expect(rows[1]).toEqual([
        'F-7032',
        expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
        expect.any(String),
        expect.any(String),
        expect.stringMatching(/^\d+,\d{2}$/),
        expect.stringMatching(/^\d+,\d{2}$/),
      ]);
      expect(rows).toContainEqual(['F-7030', '30-01-2025', '', 'Termijn 30', '130,00', '130,00']);
      expect(res.headers['export-rows']).toBe('31');
      expect(rows).toHaveLength(32);
    });

    it('writes `,`, decimal points, ISO dates and English headings for en', async () => {
      const res = await get('alfa', `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv`);
      expect(res.headers['content-disposition']).toMatch(/filename="invoices-/);
      expect(res.body.startsWith(BOM)).toBe(true);
      const rows = csvRows(res.body, ',');
      expect(rows[0]).toEqual([
        'Invoice number',
        'Invoice date',
        'Due date',
        'Description',
        'Amount incl. VAT',
        'Open amount',
      ]);
      expect(rows).toContainEqual(['F-7030', '2025-01-30', '', 'Termijn 30', '130.00', '130.00']);
    });

    it('holds the rows the list shows, with its search, filter and order', async () => {
      for (const params of [
        'sort=amountInclVat&direction=asc',
        'sort=invoicenumber&direction=desc',
        'sort=dueDate&direction=asc',
        'sort=dueDate&direction=desc',
        'open=true',
        'q=100%25',
      ]) {
        const list = await listed('alfa', `/api/salesinvoicesForRelation?${ofAlfa}&pageSize=100&${params}`);
        const res = await get('alfa', `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv&${params}`);
        expect(
          csvRows(res.body, ',')
            .slice(1)
            .map((r) => r[0]),
          params,
        ).toEqual(list.map((i) => i.invoicenumber));
      }
    });

    it('leaves out what a user bound to one building may not see, as the list does', async () => {
      const list = await listed('alfaLimited', `/api/salesinvoicesForRelation?${ofAlfa}&pageSize=100`);
      const res = await get('alfaLimited', `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv`);
      expect(
        csvRows(res.body, ',')
          .slice(1)
          .map((r) => r[0]),
      ).toEqual(list.map((i) => i.invoicenumber));
    });

    it('writes a description a spreadsheet would run as a formula as text', async () => {
      await t.database.db.insert(salesInvoices).values({
        id: 7900,
        relationId: ids.alfa,
        invoiceNumber: 'F-7900',
        invoiceDate: '2020-01-01',
        description: '=HYPERLINK("x";"y"), ok',
        amountInclVat: 1,
        openAmount: 0,
      });
      try {
        const res = await get(
          'alfa',
          `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv&q=HYPERLINK`,
        );
        expect(res.body).toContain(`"'=HYPERLINK(""x"";""y""), ok"`);
      } finally {
        await t.database.db.delete(salesInvoices).where(eq(salesInvoices.id, 7900));
      }
    });
  });

  describe('XLSX', () => {
    it('keeps numbers as numbers, dates as dates, euros as currency, headings and a frozen first row', async () => {
      const res = await get('alfa', `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=xlsx`, 'nl');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const sheet = await workbookOf(res);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Factuurnummer',
        'Factuurdatum',
        'Vervaldatum',
        'Omschrijving',
        'Bedrag incl. btw',
        'Openstaand bedrag',
      ]);
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.rowCount).toBe(32);
      const row = [...Array(sheet.rowCount).keys()]
        .map((i) => sheet.getRow(i + 1))
        .find((r) => r.getCell(1).value === 'F-7030');
      if (!row) throw new Error('F-7030 is not in the workbook');
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
      expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2025, 0, 30)));
      expect(row.getCell(2).numFmt).toBe('dd-mm-yyyy');
      expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Null);
      expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(5).value).toBe(130);
      expect(row.getCell(5).numFmt).toContain('€');
      expect(row.getCell(6).value).toBe(130);
    });

    it('sums to the totals of the list', async () => {
      const list = await listed('alfa', `/api/salesinvoicesForRelation?${ofAlfa}&pageSize=100`);
      const sheet = await workbookOf(
        await get('alfa', `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=xlsx`),
      );
      let sum = 0;
      sheet.eachRow((row, n) => {
        if (n > 1) sum += row.getCell(5).value as number;
      });
      expect(sum).toBeCloseTo(
        list.reduce((s, i) => s + i.amountInclVat, 0),
        2,
      );
    });
  });

  describe('scope', () => {
    it('answers another customer 403 and nothing of theirs', async () => {
      for (const url of [
        `/api/exports/salesinvoicesForRelation?relationId=${ids.beta}&format=csv`,
        `/api/exports/salesinvoices?relationId=${ids.beta}&format=csv`,
        `/api/exports/salesinvoicesForContract?contractId=${ids.betaContract}&format=csv`,
        `/api/exports/salesinvoicesForRidderOrder?jobOrderId=${ids.betaJobOrder}&format=xlsx`,
      ]) {
        const res = await get('alfa', url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
        expect(res.body).not.toContain(BETA_NAME);
      }
    });

    it('gives a customer without a relation named only their own invoices', async () => {
      const res = await get('beta', '/api/exports/salesinvoices?format=csv');
      const numbers = csvRows(res.body, ',')
        .slice(1)
        .map((r) => r[0]);
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers.some((n) => n.startsWith('F-70'))).toBe(false);
    });

    it('gives provider staff every invoice by date, and refuses what the list refuses them', async () => {
      const res = await get('engineer', '/api/exports/salesinvoices?format=csv');
      expect(res.statusCode).toBe(200);
      const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(salesInvoices);
      expect(csvRows(res.body, ',')).toHaveLength(n + 1);
      expect(res.headers['export-rows']).toBe(String(n));
      const refused = await get('engineer', '/api/exports/salesinvoices?format=csv&sort=amountInclVat');
      expect(refused.statusCode).toBe(400);
    });

    it('refuses a user without the invoices permission', async () => {
      const res = await get(
        'alfaWithoutReading',
        `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv`,
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('bad input', () => {
    it.each([
      [`/api/exports/salesinvoicesForRelation?${ofAlfa}`, 'format'],
      [`/api/exports/salesinvoicesForRelation?${ofAlfa}&format=pdf`, 'format'],
      [`/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv&sort=relation_id`, 'sort'],
      [`/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv&direction=up`, 'direction'],
      [`/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv&open=maybe`, 'open'],
      ['/api/exports/salesinvoicesForRelation?relationId=abc&format=csv', 'relationId'],
      [`/api/exports/salesinvoicesForRelation?${ofAlfa}&format=csv&q=${'x'.repeat(101)}`, 'q'],
    ])('%s answers 400 naming %s', async (url, path) => {
      const res = await get('alfa', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors?.[0]?.path).toBe(`querystring.${path}`);
    });

    it('answers 400 to a NUL in the search, and nothing 5xx', async () => {
      const res = await get('alfa', `/api/exports/salesinvoicesForRelation?${ofAlfa}&format=xlsx&q=a%00b`);
      expect(res.statusCode).toBe(400);
    });

    it('answers a 4xx for a relation that does not exist', async () => {
      const res = await get('alfa', '/api/exports/salesinvoicesForRelation?relationId=999999&format=csv');
      expect(res.statusCode).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    });
  });

  describe('keyset batches', () => {
    const sorts = [
      ['invoiceDate', salesInvoices.invoiceDate],
      ['dueDate', salesInvoices.dueDate],
      ['amountInclVat', salesInvoices.amountInclVat],
    ] as const;
    it.each(
      sorts.flatMap(([name, column]) => (['asc', 'desc'] as const).map((d) => [name, d, column] as const)),
    )('walks by %s %s in small batches exactly as one ordered read', async (_name, direction, column) => {
      const db = t.database.db;
      const walk = new KeysetWalk(column, salesInvoices.id, direction);
      const where = and(eq(salesInvoices.relationId, ids.alfa));
      const whole = await db
        .select({ id: salesInvoices.id })
        .from(salesInvoices)
        .where(where)
        .orderBy(...walk.orderBy());
      const walked: number[] = [];
      for await (const rows of walkInBatches(
        walk,
        (after, limit) =>
          db
            .select({ id: salesInvoices.id, ...walk.columns })
            .from(salesInvoices)
            .where(and(where, after))
            .orderBy(...walk.orderBy())
            .limit(limit),
        4,
      ))
        walked.push(...rows.map((r) => r.id));
      expect(walked).toEqual(whole.map((r) => r.id));
    });
  });
});
