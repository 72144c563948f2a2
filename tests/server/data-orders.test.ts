import { describe, expect, it } from 'vitest';
import {
  BETA_NAME,
  ids,
  itNamesTheBadParameter,
  itRefusesAnotherCustomer,
  useTwoCustomers,
} from './data-fixtures';
import { databaseKinds } from './harness';

const orderNumbers = (page: { items: { ordernumber: string }[] }) => page.items.map((o) => o.ordernumber);
const quotationNumbers = (page: { items: { quotationNumber: string }[] }) =>
  page.items.map((q) => q.quotationNumber);

describe.each(databaseKinds)('job orders and offers on %s', (kind) => {
  const f = useTwoCustomers(kind);

  describe('GET /api/joborders', () => {
    it('gives a customer their job orders newest first, without the cost price', async () => {
      const res = await f.get('alfa', '/api/joborders');
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(orderNumbers(page)).toEqual(['O-3002', 'O-3001']);
      expect(page.items[1]).toMatchObject({
        pK_R_JOBORDER: 3001,
        jobordernumber: 'W-3001',
        locationName: 'Hoofdkantoor',
        serviceobjectnumber: 'SO-0101',
        orderDate: '2025-03-01',
        orderAmount: 250,
        salesPrice: 200,
        reference: 'Storing poort',
      });
      expect(res.body).not.toContain('costPrice');
      expect(res.body).not.toContain('123.45');
    });

    it('gives provider staff the cost price and the provider-only object’s order', async () => {
      const page = (await f.get('engineer', `/api/joborders?relationId=${ids.alfa}`)).json();
      expect(orderNumbers(page)).toEqual(['O-3003', 'O-3002', 'O-3001']);
      expect(page.items[2].costPrice).toBe(123.45);
      expect(page.items[0].costPrice).toBeNull();
    });

    it('never gives a customer granted ServiceObjects.ViewProperties the cost price', async () => {
      const res = await f.get('alfaGranted', `/api/joborders/${ids.alfaJobOrder}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('costPrice');
    });

    it('filters by building, object, text and sorts', async () => {
      expect(orderNumbers((await f.get('alfa', `/api/joborders?locationId=${ids.alfaYard}`)).json())).toEqual(
        ['O-3002'],
      );
      expect(orderNumbers((await f.get('alfa', `/api/joborders?objectId=${ids.alfaGate}`)).json())).toEqual([
        'O-3001',
      ]);
      expect(orderNumbers((await f.get('alfa', '/api/joborders?q=storing')).json())).toEqual(['O-3001']);
      const sorted = (
        await f.get('alfa', '/api/joborders?sort=jobordernumber&direction=asc&pageSize=1&page=2')
      ).json();
      expect(sorted).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(orderNumbers(sorted)).toEqual(['O-3002']);
    });

    it("lists every relation's orders and offers for provider staff", async () => {
      for (const list of ['/api/joborders', '/api/offers']) {
        const perRelation = await Promise.all(
          [ids.alfa, ids.beta].map(
            async (id) => (await f.get('engineer', `${list}?relationId=${id}&pageSize=100`)).json().total,
          ),
        );
        const every = (await f.get('engineer', `${list}?pageSize=100`)).json();
        expect(every.total).toBe(perRelation[0] + perRelation[1]);
        expect(every.total).toBeGreaterThan(1);
        expect(every.items).toHaveLength(every.total);
      }
    });

    it('asks provider staff for a filter to search or narrow every order and offer', async () => {
      for (const [url, order] of [
        ['/api/joborders?q=O-3', 'orderDate'],
        ['/api/joborders?sort=orderAmount', 'orderDate'],
        ['/api/offers?status=New', 'date'],
      ]) {
        const res = await f.get('engineer', url);
        expect(res.statusCode).toBe(400);
        expect(res.json().Errors).toEqual([
          {
            path: 'querystring',
            message: `provider staff give one of relationId, locationId, objectId, or list every row by ${order} without q or other filters`,
          },
        ]);
      }
    });

    it('limits a user bound to one building to its orders', async () => {
      expect(orderNumbers((await f.get('alfaLimited', '/api/joborders')).json())).toEqual(['O-3002']);
      expect((await f.get('alfaLimited', `/api/joborders/${ids.alfaJobOrder}`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/joborders/{id}', () => {
    it('gives the details to the customer without the cost price and to staff with it', async () => {
      const customer = await f.get('alfa', `/api/joborders/${ids.alfaJobOrder}`);
      expect(customer.json()).toMatchObject({ ordernumber: 'O-3001', fK_R_CONTRACT: 1001 });
      expect(customer.json()).not.toHaveProperty('costPrice');
      const staff = (await f.get('engineer', `/api/joborders/${ids.betaJobOrder}`)).json();
      expect(staff).toMatchObject({ ordernumber: 'O-4001', costPrice: 999.99, salesPrice: 1500 });
    });

    it('refuses the order of a provider-only object to a customer', async () => {
      expect((await f.get('alfa', `/api/joborders/${ids.providerOnlyJobOrder}`)).statusCode).toBe(403);
    });

    it('answers 404 for an order that does not exist', async () => {
      expect((await f.get('alfa', '/api/joborders/777777')).statusCode).toBe(404);
    });
  });

  describe('GET /api/jobordersForContract and /api/jobordersForInvoice', () => {
    it('lists the orders of a contract', async () => {
      const page = (await f.get('alfa', `/api/jobordersForContract?contractId=${ids.alfaContract}`)).json();
      expect(orderNumbers(page)).toEqual(['O-3001']);
    });

    it('gives the order an invoice was made for', async () => {
      const page = (await f.get('alfa', `/api/jobordersForInvoice?invoiceId=${ids.alfaYardInvoice}`)).json();
      expect(orderNumbers(page)).toEqual(['O-3002']);
      const none = (await f.get('alfa', `/api/jobordersForInvoice?invoiceId=${ids.alfaFirstInvoice}`)).json();
      expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    });
  });

  describe('GET /api/offers', () => {
    it('lists quotations newest first with their status', async () => {
      const page = (await f.get('alfa', '/api/offers')).json();
      expect(quotationNumbers(page)).toEqual(['Q-5002', 'Q-5001']);
      expect(page.items[1]).toEqual({
        pK_R_OFFER: 5001,
        fK_PT_RELATION: 1,
        fK_PT_RELATIONDELIVERYADDRESS: 11,
        fK_R_SERVICEOBJECT: 101,
        quotationNumber: 'Q-5001',
        offerrevision: 1,
        version: 1,
        date: '2025-02-01',
        description: null,
        amount: 450,
        status: 'New',
        validUntil: null,
      });
    });

    it('filters by status, object and building', async () => {
      expect(quotationNumbers((await f.get('alfa', '/api/offers?status=Order')).json())).toEqual(['Q-5002']);
      expect(quotationNumbers((await f.get('alfa', `/api/offers?objectId=${ids.alfaGate}`)).json())).toEqual([
        'Q-5001',
      ]);
      expect(
        quotationNumbers((await f.get('alfa', `/api/offers?locationId=${ids.alfaYard}`)).json()),
      ).toEqual(['Q-5002']);
      expect(
        quotationNumbers(
          (await f.get('engineer', `/api/offers?relationId=${ids.alfa}&sort=amount&direction=asc`)).json(),
        ),
      ).toEqual(['Q-5003', 'Q-5002', 'Q-5001']);
    });
  });

  describe('GET /api/offers/{id}', () => {
    it('gives the quotation with its lines by pos', async () => {
      const res = await f.get('alfa', `/api/offers/${ids.alfaQuotation}`);
      expect(res.json()).toMatchObject({
        quotationNumber: 'Q-5001',
        relationName: 'Bouwbedrijf Alfa',
        lines: [
          { pK_R_OFFERDETAIL: 5102, pos: 1, description: 'Motor', quantity: 1, price: 300 },
          { pK_R_OFFERDETAIL: 5101, pos: 2, description: 'Arbeid', quantity: 3, price: 50 },
        ],
      });
    });

    it('refuses the quotation of a provider-only object to a customer', async () => {
      expect((await f.get('alfa', `/api/offers/${ids.providerOnlyQuotation}`)).statusCode).toBe(403);
    });
  });

  describe('another customer', () => {
    itRefusesAnotherCustomer(
      f,
      [
        `/api/joborders?relationId=${ids.beta}`,
        `/api/joborders?locationId=${ids.betaMain}`,
        `/api/joborders?objectId=${ids.betaGate}`,
        `/api/joborders/${ids.betaJobOrder}`,
        `/api/jobordersForContract?contractId=${ids.betaContract}`,
        `/api/jobordersForInvoice?invoiceId=${ids.betaInvoice}`,
        `/api/offers?relationId=${ids.beta}`,
        `/api/offers?objectId=${ids.betaGate}`,
        `/api/offers?locationId=${ids.betaMain}`,
        `/api/offers/${ids.betaQuotation}`,
      ],
      [BETA_NAME, 'O-4001', 'Q-6001', '999.99'],
    );
  });

  describe('bad parameters', () => {
    itNamesTheBadParameter(f, [
      [
        '/api/joborders?sort=costPrice',
        'querystring.sort',
        'sort must be one of orderDate, ordernumber, jobordernumber, orderAmount',
      ],
      ['/api/joborders?pageSize=101', 'querystring.pageSize', 'pageSize must be at most 100'],
      ['/api/joborders?relationId=1x', 'querystring.relationId', 'relationId must be a whole number'],
      ['/api/joborders/abc', 'params.id', 'id must be a whole number'],
      ['/api/jobordersForContract', 'querystring.contractId', 'contractId is required'],
      ['/api/jobordersForInvoice?invoiceId=0', 'querystring.invoiceId', 'invoiceId must be 1 or more'],
      [
        '/api/offers?status=Accepted',
        'querystring.status',
        'status must be one of New, Submitted, Revised, Rejected, Order',
      ],
      ['/api/offers?direction=sideways', 'querystring.direction', 'direction must be asc or desc'],
      ['/api/offers/1.0', 'params.id', 'id must be a whole number'],
    ]);
  });
});
