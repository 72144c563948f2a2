import { describe, expect, it } from 'vitest';
import {
  BETA_NAME,
  ids,
  itRefusesAnotherCustomer,
  PROVIDER_ONLY_NUMBER,
  useTwoCustomers,
} from './data-fixtures';
import { databaseKinds } from './harness';

const invoiceNumbers = (page: { items: { invoicenumber: string }[] }) =>
  page.items.map((i) => i.invoicenumber);

describe.each(databaseKinds)('sales invoices and contracts on %s', (kind) => {
  const f = useTwoCustomers(kind);

  describe('GET /api/salesinvoicesForRelation', () => {
    it('pages the invoices newest first', async () => {
      const res = await f.get('alfa', `/api/salesinvoicesForRelation?relationId=${ids.alfa}&pageSize=5`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      // 30 numbered invoices and the one of Alfa's yard; the invoice of the provider-only object is not counted.
      expect(page).toMatchObject({ total: 31, page: 1, pageSize: 5 });
      expect(invoiceNumbers(page)).toEqual(['F-7032', 'F-7030', 'F-7029', 'F-7028', 'F-7027']);
      expect(page.items[1]).toEqual({
        pK_R_SALESINVOICE: 7030,
        fK_PT_RELATION: 1,
        fK_R_CONTRACT: null,
        fK_R_JOBORDER: null,
        fK_R_SERVICEOBJECT: null,
        invoicenumber: 'F-7030',
        invoiceDate: '2025-01-30',
        dueDate: null,
        description: 'Termijn 30',
        amountInclVat: 130,
        openAmount: 130,
      });
    });

    it('reaches the last page and sorts by any allowed column both ways', async () => {
      const last = (
        await f.get('alfa', `/api/salesinvoicesForRelation?relationId=${ids.alfa}&pageSize=10&page=4`)
      ).json();
      expect(invoiceNumbers(last)).toEqual(['F-7001']);
      const asc = (
        await f.get(
          'alfa',
          `/api/salesinvoicesForRelation?relationId=${ids.alfa}&sort=amountInclVat&direction=asc&pageSize=3`,
        )
      ).json();
      expect(asc.items.map((i: { amountInclVat: number }) => i.amountInclVat)).toEqual([96.8, 101, 102]);
      const byNumber = (
        await f.get(
          'alfa',
          `/api/salesinvoicesForRelation?relationId=${ids.alfa}&sort=invoicenumber&direction=desc&pageSize=2`,
        )
      ).json();
      expect(invoiceNumbers(byNumber)).toEqual(['F-7032', 'F-7030']);
    });

    it('still tells the total on a page past the end', async () => {
      const page = (
        await f.get('alfa', `/api/salesinvoicesForRelation?relationId=${ids.alfa}&page=9`)
      ).json();
      expect(page).toEqual({ items: [], total: 31, page: 9, pageSize: 25 });
    });

    it('filters by text and by open amount', async () => {
      const text = (
        await f.get('alfa', `/api/salesinvoicesForRelation?relationId=${ids.alfa}&q=100%25`)
      ).json();
      expect(invoiceNumbers(text)).toEqual(['F-7007']);
      const open = (
        await f.get('alfa', `/api/salesinvoicesForRelation?relationId=${ids.alfa}&open=true`)
      ).json();
      expect(invoiceNumbers(open)).toEqual(['F-7030', 'F-7020', 'F-7010']);
    });

    it('limits a user bound to one building to invoices not tied to objects elsewhere', async () => {
      const page = (
        await f.get('alfaLimited', `/api/salesinvoicesForRelation?relationId=${ids.alfa}&pageSize=100`)
      ).json();
      expect(page.total).toBe(21);
      expect(invoiceNumbers(page)).toContain('F-7032');
      expect(invoiceNumbers(page)).not.toContain('F-7001');
    });

    it("counts only the asked relation's invoices of a customer of two, on a page past the last too", async () => {
      const url = `/api/salesinvoicesForRelation?relationId=${ids.beta}&pageSize=2`;
      const first = (await f.get('alfaAndBeta', url)).json();
      expect(first).toMatchObject({ total: 3, page: 1 });
      expect(invoiceNumbers(first)).toEqual(['F-8003', 'F-8002']);
      expect(invoiceNumbers((await f.get('alfaAndBeta', `${url}&page=2`)).json())).toEqual(['F-8001']);
      expect((await f.get('alfaAndBeta', `${url}&page=3`)).json()).toEqual({
        items: [],
        total: 3,
        page: 3,
        pageSize: 2,
      });
    });

    it("counts the provider-only object's invoice for provider staff", async () => {
      const page = (await f.get('engineer', `/api/salesinvoicesForRelation?relationId=${ids.alfa}`)).json();
      expect(page.total).toBe(32);
    });
  });

  describe('GET /api/salesinvoices', () => {
    it("gives a customer only their own relation's invoices", async () => {
      const page = (await f.get('beta', '/api/salesinvoices')).json();
      expect(invoiceNumbers(page)).toEqual(['F-8003', 'F-8002', 'F-8001']);
    });

    it('filters by object', async () => {
      const page = (await f.get('alfa', `/api/salesinvoices?objectId=${ids.alfaGate}`)).json();
      expect(page.total).toBe(10);
    });

    it("lists every relation's invoices for provider staff, the same from either end", async () => {
      const whole = (await f.get('engineer', '/api/salesinvoices?pageSize=100')).json();
      // Alfa's 32 (the provider-only object's included) and Beta's 3.
      expect(whole.total).toBe(35);
      expect(invoiceNumbers(whole).slice(0, 4)).toEqual(['F-8003', 'F-8002', 'F-8001', 'F-7032']);
      const paged: string[] = [];
      for (let page = 1; page <= 9; page++) {
        const res = (await f.get('engineer', `/api/salesinvoices?pageSize=4&page=${page}`)).json();
        expect(res).toMatchObject({ total: 35, page, pageSize: 4 });
        paged.push(...invoiceNumbers(res));
      }
      expect(paged).toEqual(invoiceNumbers(whole));
      const oldestFirst = (await f.get('engineer', '/api/salesinvoices?pageSize=100&direction=asc')).json();
      expect(invoiceNumbers(oldestFirst)).toEqual(invoiceNumbers(whole).reverse());
      const past = (await f.get('engineer', '/api/salesinvoices?page=3&pageSize=25')).json();
      expect(past).toEqual({ items: [], total: 35, page: 3, pageSize: 25 });
    });

    it('merges the invoices of a customer of two relations, page by page from either end as in one list', async () => {
      type Invoice = { invoicenumber: string; invoiceDate: string; pK_R_SALESINVOICE: number };
      const ofRelation = async (id: number): Promise<Invoice[]> =>
        (await f.get('alfaAndBeta', `/api/salesinvoicesForRelation?relationId=${id}&pageSize=100`)).json()
          .items;
      const newestFirst = [...(await ofRelation(ids.alfa)), ...(await ofRelation(ids.beta))]
        .sort(
          (a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.pK_R_SALESINVOICE - a.pK_R_SALESINVOICE,
        )
        .map((invoice) => invoice.invoicenumber);
      // Alfa's 31 (not the provider-only object's) and Beta's 3.
      expect(newestFirst).toHaveLength(34);
      const whole = (await f.get('alfaAndBeta', '/api/salesinvoices?pageSize=100')).json();
      expect(whole.total).toBe(34);
      expect(invoiceNumbers(whole)).toEqual(newestFirst);
      for (const direction of ['desc', 'asc']) {
        const paged: string[] = [];
        for (let page = 1; page <= 9; page++) {
          const res = (
            await f.get('alfaAndBeta', `/api/salesinvoices?pageSize=4&page=${page}&direction=${direction}`)
          ).json();
          expect(res).toMatchObject({ total: 34, page, pageSize: 4 });
          expect(res.items).toHaveLength(page < 9 ? 4 : 2);
          paged.push(...invoiceNumbers(res));
        }
        expect(paged).toEqual(direction === 'desc' ? newestFirst : [...newestFirst].reverse());
      }
      const past = (await f.get('alfaAndBeta', '/api/salesinvoices?page=3&pageSize=25')).json();
      expect(past).toEqual({ items: [], total: 34, page: 3, pageSize: 25 });
    });

    it('counts in the merged invoices of two relations only those of the buildings a customer is limited to', async () => {
      const whole = (await f.get('alfaYardAndBeta', '/api/salesinvoices?pageSize=100')).json();
      // Alfa's 20 invoices of no object and the yard's gate's one (not the 10 of the main building's
      // speedgate, nor the provider-only object's), and Beta's 3.
      expect(whole.total).toBe(24);
      expect(whole.items).toHaveLength(24);
      expect(invoiceNumbers(whole)).not.toContain('F-7001');
      expect(invoiceNumbers(whole)).toContain('F-7032');
      const last = (await f.get('alfaYardAndBeta', '/api/salesinvoices?pageSize=10&page=3')).json();
      expect(last).toMatchObject({ total: 24, page: 3 });
      expect(invoiceNumbers(last)).toEqual(invoiceNumbers(whole).slice(20));
    });

    it.each([
      '/api/salesinvoices?q=F-70',
      '/api/salesinvoices?open=true',
      '/api/salesinvoices?sort=amountInclVat',
    ])('asks provider staff for a filter to search or sort every invoice: %s', async (url) => {
      const res = await f.get('engineer', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([
        {
          path: 'querystring',
          message:
            'provider staff give one of relationId, objectId, or list every row by invoiceDate without q or other filters',
        },
      ]);
      expect((await f.get('engineer', `/api/salesinvoices?objectId=${ids.betaGate}`)).json().total).toBe(1);
    });
  });

  describe('GET /api/salesinvoicesForContract and /api/salesinvoicesForRidderOrder', () => {
    it('lists the invoices of a contract', async () => {
      const page = (
        await f.get('alfa', `/api/salesinvoicesForContract?contractId=${ids.alfaContract}`)
      ).json();
      expect(invoiceNumbers(page)).toEqual(['F-7015', 'F-7014', 'F-7013', 'F-7012', 'F-7011']);
    });

    it('lists the invoices of a job order', async () => {
      const page = (
        await f.get('alfa', `/api/salesinvoicesForRidderOrder?jobOrderId=${ids.alfaJobOrder}`)
      ).json();
      expect(invoiceNumbers(page)).toEqual(['F-7020']);
    });
  });

  describe('GET /api/salesinvoicesdetails/{id}', () => {
    it('gives the invoice with the names of what it belongs to', async () => {
      const res = await f.get('beta', `/api/salesinvoicesdetails/${ids.betaInvoice}`);
      expect(res.json()).toMatchObject({
        pK_R_SALESINVOICE: 8001,
        relationName: BETA_NAME,
        contractnumber: 'C-2001',
        jobordernumber: 'W-4001',
        serviceobjectnumber: 'SO-0201',
        amountInclVat: 1815,
        openAmount: 1815,
      });
    });

    it('refuses a customer the invoice of a provider-only object', async () => {
      const res = await f.get('alfa', `/api/salesinvoicesdetails/${ids.providerOnlyInvoice}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(PROVIDER_ONLY_NUMBER);
    });

    it('answers 404 for an invoice that does not exist', async () => {
      expect((await f.get('alfa', '/api/salesinvoicesdetails/123456')).statusCode).toBe(404);
    });
  });

  describe('contracts', () => {
    it("lists a relation's contracts", async () => {
      const res = await f.get('alfa', `/api/contracts?relationId=${ids.alfa}`);
      expect(res.json()).toEqual([
        {
          pK_R_CONTRACT: 1001,
          fK_PT_RELATION: 1,
          contractnumber: 'C-1001',
          description: 'Onderhoud Alfa',
          startDate: '2024-01-01',
          endDate: null,
          nextInvoice: null,
          amount: 1200,
          serviceInterval: null,
          responseTime: null,
        },
      ]);
    });

    it('lists the contracts with a line for an object', async () => {
      const res = await f.get('alfa', `/api/contracts?objectId=${ids.alfaBarrier}`);
      expect(res.json().map((c: { contractnumber: string }) => c.contractnumber)).toEqual(['C-1001']);
    });

    it('gives the lines of objects the customer may see, and every line to provider staff', async () => {
      const customer = await f.get('alfa', `/api/contracts/${ids.alfaContract}`);
      expect(
        customer.json().lines.map((l: { serviceobjectnumber: string }) => l.serviceobjectnumber),
      ).toEqual(['SO-0101', 'SO-0103']);
      expect(customer.body).not.toContain(PROVIDER_ONLY_NUMBER);
      const limited = (await f.get('alfaLimited', `/api/contracts/${ids.alfaContract}`)).json();
      expect(limited.lines.map((l: { pK_R_CONTRACTLINE: number }) => l.pK_R_CONTRACTLINE)).toEqual([1102]);
      const staff = (await f.get('engineer', `/api/contracts/${ids.alfaContract}`)).json();
      expect(staff).toMatchObject({ relationName: 'Bouwbedrijf Alfa', contractnumber: 'C-1001' });
      expect(staff.lines).toHaveLength(3);
    });
  });

  describe('another customer', () => {
    itRefusesAnotherCustomer(
      f,
      [
        `/api/salesinvoices?relationId=${ids.beta}`,
        `/api/salesinvoices?objectId=${ids.betaGate}`,
        `/api/salesinvoicesForRelation?relationId=${ids.beta}`,
        `/api/salesinvoicesForContract?contractId=${ids.betaContract}`,
        `/api/salesinvoicesForRidderOrder?jobOrderId=${ids.betaJobOrder}`,
        `/api/salesinvoicesdetails/${ids.betaInvoice}`,
        `/api/contracts?relationId=${ids.beta}`,
        `/api/contracts?objectId=${ids.betaGate}`,
        `/api/contracts/${ids.betaContract}`,
      ],
      [BETA_NAME, 'F-8001', 'C-2001'],
    );

    it('never finds their invoices in an unfiltered list', async () => {
      const res = await f.get('alfa', '/api/salesinvoices?pageSize=100');
      expect(res.json().total).toBe(31);
      expect(res.body).not.toContain('F-80');
    });
  });

  describe('permissions', () => {
    it('refuses a caller without a token', async () => {
      expect((await f.get(null, '/api/salesinvoices')).statusCode).toBe(401);
    });
  });

  describe('bad parameters', () => {
    it.each([
      ['/api/salesinvoicesForRelation', 'querystring.relationId', 'relationId is required'],
      [
        '/api/salesinvoicesForRelation?relationId=1&sort=description',
        'querystring.sort',
        'sort must be one of invoiceDate, invoicenumber, dueDate, amountInclVat, openAmount',
      ],
      ['/api/salesinvoices?pageSize=1000', 'querystring.pageSize', 'pageSize must be at most 100'],
      ['/api/salesinvoices?pageSize=0', 'querystring.pageSize', 'pageSize must be 1 or more'],
      ['/api/salesinvoices?open=yes', 'querystring.open', 'open must be true or false'],
      [
        '/api/salesinvoicesForContract?contractId=C-1001',
        'querystring.contractId',
        'contractId must be a whole number',
      ],
      ['/api/salesinvoicesForRidderOrder', 'querystring.jobOrderId', 'jobOrderId is required'],
      ['/api/salesinvoicesdetails/abc', 'params.id', 'id must be a whole number'],
      ['/api/contracts', 'querystring', 'give exactly one of relationId, objectId'],
      ['/api/contracts?relationId=1&objectId=101', 'querystring', 'give exactly one of relationId, objectId'],
      ['/api/contracts/x', 'params.id', 'id must be a whole number'],
    ])('%s answers 400 naming %s', async (url, path, message) => {
      const res = await f.get('alfa', url);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
      expect(body.Errors).toEqual([
        { path: expect.stringMatching(new RegExp(`^${path.replace('.', '\\.')}\\.?$`)), message },
      ]);
    });
  });
});
