import { describe, expect, it } from 'vitest';
import {
  BETA_NAME,
  INTERNAL_NOTE_ALFA,
  INTERNAL_NOTE_BETA,
  ids,
  itNamesTheBadParameter,
  itRefusesAnotherCustomer,
  NON_PUBLIC_VALUE,
  PROVIDER_ONLY_NUMBER,
  useTwoCustomers,
} from './data-fixtures';
import { databaseKinds } from './harness';

const numbers = (page: { items: { serviceobjectnumber: string }[] }) =>
  page.items.map((o) => o.serviceobjectnumber);

describe.each(databaseKinds)('service objects on %s', (kind) => {
  const f = useTwoCustomers(kind);

  describe('GET /api/Object/Get?locationId', () => {
    it('lists the objects at a building with their state, without provider-only objects for a customer', async () => {
      const res = await f.get('alfa', `/api/Object/Get?locationId=${ids.alfaMain}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      expect(page.items[0]).toMatchObject({
        pK_R_SERVICEOBJECT: 101,
        fK_PT_RELATION: 1,
        fK_PT_RELATIONDELIVERYADDRESS: 11,
        locationName: 'Hoofdkantoor',
        serviceobjectnumber: 'SO-0101',
        objectType: { pK_R_SERVICEOBJECTTYPE: 1, code: 'SPG', description: 'Speedgate' },
        brand: 'Gunnebo',
        gateState: 'inService',
        buildDate: '2019-04-01',
        openFailures: 1,
      });
      expect(res.body).not.toContain(PROVIDER_ONLY_NUMBER);
      expect(res.body).not.toContain(INTERNAL_NOTE_ALFA);
      expect(page.items[0]).not.toHaveProperty('internalNotes');
      expect(page.items[0]).not.toHaveProperty('providerOnly');
    });

    it('gives provider staff the provider-only object and the internal notes', async () => {
      const page = (await f.get('engineer', `/api/Object/Get?locationId=${ids.alfaMain}`)).json();
      expect(numbers(page)).toEqual(['SO-0101', PROVIDER_ONLY_NUMBER]);
      expect(page.items[0]).toMatchObject({ providerOnly: false, internalNotes: INTERNAL_NOTE_ALFA });
      expect(page.items[1]).toMatchObject({ providerOnly: true, internalNotes: null });
    });

    it('keeps provider-only fields from a customer granted ServiceObjects.ViewProperties', async () => {
      const res = await f.get('alfaGranted', `/api/Object/Get?locationId=${ids.alfaMain}`);
      expect(res.body).not.toContain(INTERNAL_NOTE_ALFA);
      expect(res.body).not.toContain(PROVIDER_ONLY_NUMBER);
      expect(res.body).not.toContain('internalNotes');
    });

    it('keeps them from a provider employee whose ServiceObjects.ViewProperties is withheld', async () => {
      const res = await f.get('engineerWithoutProperties', `/api/Object/Get?locationId=${ids.alfaMain}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(INTERNAL_NOTE_ALFA);
      expect(res.body).not.toContain(PROVIDER_ONLY_NUMBER);
    });

    it('refuses a building the user is not bound to', async () => {
      expect((await f.get('alfaLimited', `/api/Object/Get?locationId=${ids.alfaMain}`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/Object/GetForRelation?relationId', () => {
    it('pages, sorts and filters the objects of a relation', async () => {
      const all = (await f.get('alfa', `/api/Object/GetForRelation?relationId=${ids.alfa}`)).json();
      expect(numbers(all)).toEqual(['SO-0101', 'SO-0103']);
      const desc = (
        await f.get('alfa', `/api/Object/GetForRelation?relationId=${ids.alfa}&sort=brand&direction=desc`)
      ).json();
      expect(desc.items.map((o: { brand: string }) => o.brand)).toEqual(['Nice', 'Gunnebo']);
      // By the order of the gate states' list (in service before failure), not by their codes' letters.
      const byState = (
        await f.get('alfa', `/api/Object/GetForRelation?relationId=${ids.alfa}&sort=gateState`)
      ).json();
      expect(byState.items.map((o: { gateState: string }) => o.gateState)).toEqual(['inService', 'failure']);
      const second = (
        await f.get('alfa', `/api/Object/GetForRelation?relationId=${ids.alfa}&pageSize=1&page=2`)
      ).json();
      expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(numbers(second)).toEqual(['SO-0103']);
      const found = (
        await f.get('alfa', `/api/Object/GetForRelation?relationId=${ids.alfa}&q=SLAGBOOM`)
      ).json();
      expect(numbers(found)).toEqual(['SO-0103']);
      const wildcard = (
        await f.get('alfa', `/api/Object/GetForRelation?relationId=${ids.alfa}&q=%25`)
      ).json();
      expect(wildcard.total).toBe(0);
    });

    it('limits a user bound to one building to its objects', async () => {
      const page = (await f.get('alfaLimited', `/api/Object/GetForRelation?relationId=${ids.alfa}`)).json();
      expect(numbers(page)).toEqual(['SO-0103']);
    });

    it('counts the provider-only object for provider staff only', async () => {
      const page = (await f.get('engineer', `/api/Object/GetForRelation?relationId=${ids.alfa}`)).json();
      expect(page.total).toBe(3);
    });
  });

  describe('GET /api/Object/GetSingle?id', () => {
    it('gives a customer the object without its internal notes', async () => {
      const res = await f.get('alfa', `/api/Object/GetSingle?id=${ids.alfaGate}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ serviceobjectnumber: 'SO-0101', accessKey: 'alfa-0101-public' });
      expect(res.body).not.toContain(INTERNAL_NOTE_ALFA);
      expect(res.body).not.toContain('internalNotes');
    });

    it('gives provider staff the internal notes', async () => {
      const res = await f.get('engineer', `/api/Object/GetSingle?id=${ids.alfaGate}`);
      expect(res.json().internalNotes).toBe(INTERNAL_NOTE_ALFA);
    });

    it('refuses a customer the provider-only object of their own relation', async () => {
      const res = await f.get('alfa', `/api/Object/GetSingle?id=${ids.providerOnlyGate}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(PROVIDER_ONLY_NUMBER);
    });

    it('answers 404 for an object that does not exist', async () => {
      expect((await f.get('alfa', '/api/Object/GetSingle?id=424242')).statusCode).toBe(404);
    });
  });

  describe('GET /api/objectswithfailure', () => {
    it('lists the objects with an unresolved failure report the caller may see', async () => {
      expect(numbers((await f.get('alfa', '/api/objectswithfailure')).json())).toEqual(['SO-0101']);
      expect(numbers((await f.get('beta', '/api/objectswithfailure')).json())).toEqual(['SO-0201']);
      expect(numbers((await f.get('engineer', '/api/objectswithfailure')).json())).toEqual([
        'SO-0101',
        PROVIDER_ONLY_NUMBER,
        'SO-0201',
      ]);
      const atBeta = (await f.get('engineer', `/api/objectswithfailure?locationId=${ids.betaMain}`)).json();
      expect(numbers(atBeta)).toEqual(['SO-0201']);
    });
  });

  describe('subtype properties', () => {
    it('gives everyone who sees the object its public properties only', async () => {
      const res = await f.get('alfa', `/api/Object/properties?objectId=${ids.alfaGate}`);
      expect(res.json()).toEqual([{ name: 'openingTime', value: '3 s' }]);
      expect(res.body).not.toContain(NON_PUBLIC_VALUE);
    });

    it('gives provider staff the non-public properties', async () => {
      const res = await f.get('engineer', `/api/Object/propertiesNonPublic?objectId=${ids.alfaGate}`);
      expect(res.json()).toEqual([{ name: 'firmwareVersion', value: NON_PUBLIC_VALUE }]);
    });

    it.each(['alfa', 'alfaGranted', 'engineerWithoutProperties'] as const)(
      'refuses the non-public properties to %s',
      async (user) => {
        const res = await f.get(user, `/api/Object/propertiesNonPublic?objectId=${ids.alfaGate}`);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain(NON_PUBLIC_VALUE);
      },
    );
  });

  describe('GET /api/Object/failures?objectId', () => {
    it("lists the object's failure reports", async () => {
      const res = await f.get('alfa', `/api/Object/failures?objectId=${ids.alfaGate}`);
      expect(res.json()).toEqual([
        expect.objectContaining({
          kind: 'reportFailure',
          description: 'Poort sluit niet',
          trafficLight: 'red',
          resolvedAt: null,
        }),
      ]);
    });
  });

  describe('GET /api/serviceintervals?objectId', () => {
    it("lists the object's service intervals", async () => {
      const res = await f.get('alfa', `/api/serviceintervals?objectId=${ids.alfaGate}`);
      expect(res.json()).toEqual([
        {
          pK_R_SERVICEINTERVAL: 901,
          fK_R_SERVICEOBJECT: 101,
          description: 'Halfjaarlijks onderhoud',
          intervalMonths: 6,
          lastDate: null,
          nextDate: '2026-09-01',
        },
      ]);
    });
  });

  describe('another customer', () => {
    itRefusesAnotherCustomer(
      f,
      [
        `/api/Object/Get?locationId=${ids.betaMain}`,
        `/api/Object/GetForRelation?relationId=${ids.beta}`,
        `/api/Object/GetSingle?id=${ids.betaGate}`,
        `/api/objectswithfailure?relationId=${ids.beta}`,
        `/api/objectswithfailure?locationId=${ids.betaMain}`,
        `/api/Object/properties?objectId=${ids.betaGate}`,
        `/api/Object/failures?objectId=${ids.betaGate}`,
        `/api/serviceintervals?objectId=${ids.betaGate}`,
      ],
      [BETA_NAME, 'SO-0201', INTERNAL_NOTE_BETA, 'Beta defect'],
    );
  });

  describe('bad parameters', () => {
    itNamesTheBadParameter(f, [
      ['/api/Object/Get', 'querystring.locationId', 'locationId is required'],
      [
        '/api/Object/Get?locationId=11&sort=color',
        'querystring.sort',
        'sort must be one of serviceobjectnumber, description, brand, gateState',
      ],
      ['/api/Object/Get?locationId=11&pageSize=1000', 'querystring.pageSize', 'pageSize must be at most 100'],
      [
        '/api/Object/GetForRelation?relationId=one',
        'querystring.relationId',
        'relationId must be a whole number',
      ],
      ['/api/Object/GetSingle?id=-1', 'querystring.id', 'id must be a whole number'],
      ['/api/Object/GetSingle?id=9999999999', 'querystring.id', 'id is too large'],
      [`/api/objectswithfailure?q=${'x'.repeat(101)}`, 'querystring.q', 'q must be at most 100 characters'],
      ['/api/Object/properties', 'querystring.objectId', 'objectId is required'],
      ['/api/Object/failures?objectId=1&objectId=2', 'querystring.objectId', 'objectId must be given once'],
      ['/api/serviceintervals?objectId=', 'querystring.objectId', 'objectId must be a whole number'],
    ]);
  });
});
