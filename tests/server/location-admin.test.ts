import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryAddresses } from '../../server/db/schema';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { as, createUsersWorld, expectRefusal, loc, snapshot, type UsersWorld } from './users-fixtures';

const UPDATE = '/api/RelationDeliveryaddress/Update';
const UPDATE_CONTACT = '/api/RelationDeliveryaddress/UpdateContact';

describe.each(databaseKinds)('manager info and location contact on %s', (kind) => {
  let t: TestApp;
  let w: UsersWorld;
  const locationRow = async (id: number) =>
    (await t.database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id)))[0];
  const auditRows = (action: string, id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
  const management = (id: number, fields: object = {}) => ({
    pK_PT_RELATIONDELIVERYADDRESS: id,
    managerCompany: 'Facilitair Beheer BV',
    managerName: 'Joost Beheer',
    managerContactPhone: '+31 20 123 4567',
    managerNotes: 'Sleutel bij de receptie',
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createUsersWorld(t);
  });
  afterAll(() => t?.close());

  describe('POST /api/RelationDeliveryaddress/Update', () => {
    it('saves the manager info of the admin’s location, shows it on the location, and audits it', async () => {
      const res = await as(t, w.alfaAdmin).post(UPDATE, management(loc.alfaMain, { managerNotes: '  ' }));
      expect(res.statusCode).toBe(200);
      const saved = {
        pK_PT_RELATIONDELIVERYADDRESS: loc.alfaMain,
        managerCompany: 'Facilitair Beheer BV',
        managerName: 'Joost Beheer',
        managerContactPhone: '+31 20 123 4567',
        managerNotes: null,
      };
      expect(res.json()).toEqual(saved);
      expect(await locationRow(loc.alfaMain)).toMatchObject({
        managerCompany: 'Facilitair Beheer BV',
        managerContactPhone: '+31 20 123 4567',
        managerNotes: null,
      });
      const details = await as(t, w.alfaUser).get(`/api/locations/${loc.alfaMain}`);
      expect(details.json()).toMatchObject({
        managerCompany: 'Facilitair Beheer BV',
        managerName: 'Joost Beheer',
      });
      expect(await auditRows('location.updateManagement', loc.alfaMain)).toMatchObject([
        {
          actorId: w.alfaAdmin.id,
          targetType: 'deliveryAddress',
          details: { managerCompany: 'Facilitair Beheer BV' },
        },
      ]);
    });

    it('leaves the optional fields out as none', async () => {
      const res = await as(t, w.alfaAdmin).post(UPDATE, {
        pK_PT_RELATIONDELIVERYADDRESS: loc.alfaYard,
        managerCompany: 'Werfbeheer',
        managerContactPhone: '010-7654321',
      });
      expect(res.json()).toMatchObject({ managerName: null, managerNotes: null });
    });

    it('requires manager company and phone, checks the phone, and writes nothing on bad input', async () => {
      const before = await snapshot(t);
      const cases: [object, string, string][] = [
        [{ managerCompany: '' }, 'body.managerCompany', 'validation.managerCompanyRequired'],
        [{ managerCompany: undefined }, 'body.managerCompany', 'validation.managerCompanyRequired'],
        [{ managerContactPhone: ' ' }, 'body.managerContactPhone', 'validation.managerPhoneRequired'],
        [{ managerContactPhone: undefined }, 'body.managerContactPhone', 'validation.managerPhoneRequired'],
        [{ managerContactPhone: 'bel Joost' }, 'body.managerContactPhone', 'validation.phoneInvalid'],
        [{ managerContactPhone: '12 34' }, 'body.managerContactPhone', 'validation.phoneInvalid'],
      ];
      for (const [fields, path, message] of cases) {
        const res = await as(t, w.alfaAdmin).post(UPDATE, management(loc.alfaMain, fields));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ Code: 'invalidInput', Errors: [{ path, message }] });
      }
      const noKey = await as(t, w.alfaAdmin).post(UPDATE, {
        ...management(0),
        pK_PT_RELATIONDELIVERYADDRESS: 'elf',
      });
      expect(noKey.statusCode).toBe(400);
      expect(await snapshot(t)).toBe(before);
    });

    it('refuses another customer’s location, a location outside the admin’s own, and callers without the permission', async () => {
      const before = await snapshot(t);
      expectRefusal(await as(t, w.alfaAdmin).post(UPDATE, management(loc.betaMain)), 403, 'noAccess');
      expectRefusal(await as(t, w.alfaYardAdmin).post(UPDATE, management(loc.alfaMain)), 403, 'noAccess');
      for (const account of [w.alfaUser, w.alfaReader, w.engineer])
        expectRefusal(await as(t, account).post(UPDATE, management(loc.alfaMain)), 403, 'noAccess');
      expect((await as(t, w.alfaAdmin).post(UPDATE, management(999))).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: UPDATE, payload: management(loc.alfaMain) })).statusCode,
      ).toBe(401);
      expect(await snapshot(t)).toBe(before);
    });

    it('lets a provider admin save any customer’s location', async () => {
      const res = await as(t, w.dbsadmin).post(UPDATE, management(loc.betaMain));
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /api/RelationDeliveryaddress/UpdateContact', () => {
    it('saves the location contact, then deletes it when every field is empty, each audited', async () => {
      const saved = await as(t, w.alfaAdmin).post(UPDATE_CONTACT, {
        pK_PT_RELATIONDELIVERYADDRESS: loc.alfaYard,
        contactName: 'Piet Portier',
        contactPhone: '06 12345678',
        contactNotes: '',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        pK_PT_RELATIONDELIVERYADDRESS: loc.alfaYard,
        contactName: 'Piet Portier',
        contactPhone: '06 12345678',
        contactNotes: null,
        deleted: false,
      });
      expect(await locationRow(loc.alfaYard)).toMatchObject({ contactName: 'Piet Portier' });

      const deleted = await as(t, w.alfaAdmin).post(UPDATE_CONTACT, {
        pK_PT_RELATIONDELIVERYADDRESS: loc.alfaYard,
        contactName: '',
        contactPhone: '',
        contactNotes: '',
      });
      expect(deleted.json()).toEqual({
        pK_PT_RELATIONDELIVERYADDRESS: loc.alfaYard,
        contactName: null,
        contactPhone: null,
        contactNotes: null,
        deleted: true,
      });
      expect(await locationRow(loc.alfaYard)).toMatchObject({ contactName: null, contactPhone: null });
      expect((await auditRows('location.updateContact', loc.alfaYard)).length).toBe(1);
      expect(await auditRows('location.deleteContact', loc.alfaYard)).toMatchObject([
        { actorId: w.alfaAdmin.id },
      ]);
    });

    it('checks the phone, and refuses what the caller may not edit, writing nothing', async () => {
      const before = await snapshot(t);
      const bad = await as(t, w.alfaAdmin).post(UPDATE_CONTACT, {
        pK_PT_RELATIONDELIVERYADDRESS: loc.alfaMain,
        contactName: 'Piet',
        contactPhone: 'geen nummer',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        Errors: [{ path: 'body.contactPhone', message: 'validation.phoneInvalid' }],
      });
      const contact = { pK_PT_RELATIONDELIVERYADDRESS: loc.betaMain, contactName: 'Piet' };
      expectRefusal(await as(t, w.alfaAdmin).post(UPDATE_CONTACT, contact), 403, 'noAccess');
      expectRefusal(
        await as(t, w.alfaReader).post(UPDATE_CONTACT, {
          ...contact,
          pK_PT_RELATIONDELIVERYADDRESS: loc.alfaMain,
        }),
        403,
        'noAccess',
      );
      expect(await snapshot(t)).toBe(before);
    });
  });
});
