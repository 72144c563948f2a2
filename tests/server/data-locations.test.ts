import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { BETA_NAME, ids, itNamesTheBadParameter, useTwoCustomers } from './data-fixtures';
import { databaseKinds } from './harness';

describe.each(databaseKinds)('relations, locations, employee and perm on %s', (kind) => {
  const f = useTwoCustomers(kind);

  describe('GET /api/relation/{id}', () => {
    it('gives a customer their relation with the buildings they may see', async () => {
      const res = await f.get('alfa', `/api/relation/${ids.alfa}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        pK_PT_RELATION: 1,
        name: 'Bouwbedrijf Alfa',
        city: 'Utrecht',
        deliveryAdresses: [
          { pK_PT_RELATIONDELIVERYADDRESS: 11, fK_PT_RELATION: 1, name: 'Hoofdkantoor' },
          { pK_PT_RELATIONDELIVERYADDRESS: 12, fK_PT_RELATION: 1, name: 'Werf' },
        ],
      });
    });

    it('limits a user bound to one building to that building', async () => {
      const res = await f.get('alfaLimited', `/api/relation/${ids.alfa}`);
      expect(res.json().deliveryAdresses.map((a: { name: string }) => a.name)).toEqual(['Werf']);
    });

    it('gives provider staff any relation', async () => {
      const res = await f.get('engineer', `/api/relation/${ids.beta}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe(BETA_NAME);
    });
  });

  describe('GET /api/locations', () => {
    it('pages the buildings a customer may see, sorted and filtered', async () => {
      const all = (await f.get('alfa', '/api/locations')).json();
      expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect(all.items.map((l: { name: string }) => l.name)).toEqual(['Hoofdkantoor', 'Werf']);
      const byCity = (
        await f.get('alfa', '/api/locations?sort=city&direction=desc&pageSize=1&page=2')
      ).json();
      expect(byCity.items.map((l: { city: string }) => l.city)).toEqual(['Rotterdam']);
      expect(byCity.total).toBe(2);
      const found = (await f.get('alfa', '/api/locations?q=wer')).json();
      expect(found.items.map((l: { name: string }) => l.name)).toEqual(['Werf']);
    });

    it('gives provider staff every building, of one relation when asked', async () => {
      expect((await f.get('engineer', '/api/locations')).json().total).toBe(3);
      const beta = (await f.get('engineer', `/api/locations?relationId=${ids.beta}`)).json();
      expect(beta.items).toEqual([
        {
          pK_PT_RELATIONDELIVERYADDRESS: 21,
          fK_PT_RELATION: 2,
          name: 'Hoofdingang',
          relationName: BETA_NAME,
          street: '',
          postalCode: '',
          city: 'Amsterdam',
        },
      ]);
    });
  });

  describe('GET /api/locationsForRelation', () => {
    it("lists a relation's buildings by name", async () => {
      const res = await f.get('alfa', `/api/locationsForRelation?relationId=${ids.alfa}`);
      expect(
        res.json().map((l: { pK_PT_RELATIONDELIVERYADDRESS: number }) => l.pK_PT_RELATIONDELIVERYADDRESS),
      ).toEqual([11, 12]);
    });
  });

  describe('GET /api/locations/{id}', () => {
    it('gives the manager info and the location contact', async () => {
      const res = await f.get('alfa', `/api/locations/${ids.alfaMain}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Hoofdkantoor',
        relationName: 'Bouwbedrijf Alfa',
        managerCompany: 'Beheer BV',
        managerName: 'Mira Beheer',
        managerContactPhone: '030-1234567',
        managerNotes: null,
        contactName: 'Piet Portier',
        contactPhone: '030-7654321',
        contactNotes: null,
      });
    });

    it('refuses a building of the same relation the user is not bound to', async () => {
      const res = await f.get('alfaLimited', `/api/locations/${ids.alfaMain}`);
      expect(res.statusCode).toBe(403);
    });

    it('answers 404 for a building that does not exist', async () => {
      expect((await f.get('alfa', '/api/locations/999999')).statusCode).toBe(404);
    });
  });

  describe('GET /api/locations/managers', () => {
    it("names the relation's managers with their contact details", async () => {
      const res = await f.get('alfa', `/api/locations/managers?locationId=${ids.alfaMain}`);
      expect(res.json()).toEqual([
        {
          name: 'alfaAdmin naam',
          email: 'alfaadmin@example.test',
          phoneNumber: '06-12345678',
          function: 'Facilitair manager',
        },
      ]);
    });
  });

  describe('another customer', () => {
    it.each([
      `/api/relation/${ids.beta}`,
      `/api/locations?relationId=${ids.beta}`,
      `/api/locationsForRelation?relationId=${ids.beta}`,
      `/api/locations/${ids.betaMain}`,
      `/api/locations/managers?locationId=${ids.betaMain}`,
    ])('gets 403 and nothing of theirs from %s', async (url) => {
      const res = await f.get('alfa', url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ StatusCode: 403, Message: NO_ACCESS_MESSAGE, Code: 'noAccess' });
    });

    it('gives a user of no relation empty lists and 403 for any id', async () => {
      for (const url of [
        '/api/locations',
        '/api/salesinvoices',
        '/api/joborders',
        '/api/offers',
        '/api/objectswithfailure',
      ])
        expect((await f.get('stranger', url)).json()).toMatchObject({ items: [], total: 0 });
      expect((await f.get('stranger', `/api/relation/${ids.alfa}`)).statusCode).toBe(403);
      expect((await f.get('stranger', `/api/Object/GetSingle?id=${ids.alfaGate}`)).statusCode).toBe(403);
    });

    it('never sees the other relation in the unfiltered list', async () => {
      const res = await f.get('alfa', '/api/locations?pageSize=100');
      expect(res.body).not.toContain(BETA_NAME);
      expect(res.body).not.toContain('Hoofdingang');
    });
  });

  describe('bad parameters', () => {
    itNamesTheBadParameter(f, [
      ['/api/relation/abc', 'params.id', 'id must be a whole number'],
      ['/api/locations?pageSize=1000', 'querystring.pageSize', 'pageSize must be at most 100'],
      ['/api/locations?sort=street', 'querystring.sort', 'sort must be one of name, city'],
      ['/api/locations?direction=up', 'querystring.direction', 'direction must be asc or desc'],
      ['/api/locations?page=0', 'querystring.page', 'page must be 1 or more'],
      ['/api/locationsForRelation', 'querystring.relationId', 'relationId is required'],
      ['/api/locations/1.5', 'params.id', 'id must be a whole number'],
      ['/api/locations/managers?locationId=x', 'querystring.locationId', 'locationId must be a whole number'],
    ]);
  });

  describe('GET /api/employee and /api/perm', () => {
    it("gives the caller's own card", async () => {
      const res = await f.get('alfaAdmin', '/api/employee');
      expect(res.json()).toEqual({
        name: 'alfaAdmin naam',
        email: 'alfaadmin@example.test',
        function: 'Facilitair manager',
        phoneNumber: '06-12345678',
      });
    });

    it("gives the caller's permission keys, overrides included", async () => {
      const customer = (await f.get('alfa', '/api/perm')).json();
      expect(customer).toContain('InvoicesObjects.View');
      expect(customer).not.toContain('Relations.ViewAll');
      expect((await f.get('alfaGranted', '/api/perm')).json()).toContain('ServiceObjects.ViewProperties');
      expect((await f.get('engineerWithoutProperties', '/api/perm')).json()).not.toContain(
        'ServiceObjects.ViewProperties',
      );
    });

    it('refuses a caller without a token', async () => {
      expect((await f.get(null, '/api/perm')).statusCode).toBe(401);
      expect((await f.get(null, '/api/employee')).statusCode).toBe(401);
    });
  });
});
