import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationUsers, quotationLines, quotations, userPermissions } from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import { providerToday } from '../../server/quotations/content';
import { seedTwoCustomers } from './data-fixtures';
import { createUser } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const dayFromToday = (days: number) => {
  const [y, m, d] = providerToday(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

/**
 * A revised version is for the customer to decide on: each of the customer's users who may decide hears of it,
 * once, in their own language, with a link to it; nobody else does.
 */
describe.each(databaseKinds)('a revised version of a quotation on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  const to = {
    admin: 'anna@alfa.test',
    adminNl: 'bert@alfa.test',
    granted: 'greet@alfa.test',
    user: 'user@alfa.test',
    readonlyGranted: 'ro@alfa.test',
    elsewhere: 'werf@alfa.test',
    gone: 'gone@alfa.test',
    beta: 'admin@beta.test',
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    await seedTwoCustomers(t);
    const user = (email: string, role: 'companyadmin' | 'companyuser' | 'readonlyuser', extra = {}) =>
      createUser(db, { email, role, relationIds: [1], ...extra });
    await user(to.admin, 'companyadmin', { name: 'Anna Alfa', language: 'en' });
    await user(to.adminNl, 'companyadmin', { name: 'Bert Alfa' });
    const granted = await user(to.granted, 'companyuser', { name: 'Greet Alfa', language: 'en' });
    await user(to.user, 'companyuser');
    const readonly = await user(to.readonlyGranted, 'readonlyuser');
    // An admin of the relation bound to its yard only: the quotation is for the main building.
    const elsewhere = await user(to.elsewhere, 'companyadmin');
    await user(to.gone, 'companyadmin', { status: 'deactivated' });
    await createUser(db, { email: to.beta, role: 'companyadmin', relationIds: [2] });
    await db.insert(userPermissions).values([
      { userId: granted.id, permission: 'Quotations.Accept', granted: true },
      { userId: readonly.id, permission: 'Quotations.Accept', granted: true },
    ]);
    await db.insert(locationUsers).values({ userId: elsewhere.id, deliveryAddressId: 12 });
    const dirk = await createUser(db, { email: 'dirk@poort.test', name: 'Dirk Admin', role: 'dbsadmin' });
    staff = (await openSession(db, t.config, dirk.id)).accessToken;
  }, 60_000);
  afterAll(() => t?.close());

  async function quotation(id: number) {
    await t.database.db.insert(quotations).values({
      id,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      quotationNumber: `OF-${id}`,
      date: dayFromToday(-5),
      description: 'Vervanging aandrijving',
      amount: 1480,
      status: 'Submitted',
      validUntil: dayFromToday(30),
      erpStatus: 'Submitted',
      erpVersion: 1,
    });
    await t.database.db.insert(quotationLines).values({
      id: id * 10,
      quotationId: id,
      pos: 10,
      description: 'Aandrijfmotor',
      quantity: 1,
      price: 1480,
    });
  }

  const revise = (id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/offers/${id}/revise`,
      headers: { 'accept-language': 'nl', authorization: `Bearer ${staff}` },
      payload,
    });
  const revision = {
    version: 1,
    lines: [{ pos: 10, description: 'Aandrijfmotor 24V DC', quantity: 1, price: 1350 }],
    validUntil: '2099-12-31',
    note: 'Goedkopere motor, zelfde garantie.',
  };
  const about = (id: number) => t.mailer.sent.filter((m) => m.link?.endsWith(`/quotations/${id}`));

  it('mails each user who may decide once, in their language, with a link to the quotation', async () => {
    await quotation(7201);
    const res = await revise(7201, revision);
    expect(res.statusCode, res.body).toBe(200);
    const mails = about(7201);
    // The two customers' fixture has one admin of Alfa too; its other users may not decide.
    expect(mails.map((m) => m.to).sort()).toEqual(
      [to.admin, to.adminNl, to.granted, 'alfaadmin@example.test'].sort(),
    );
    const link = `${t.config.publicUrl}/buildings/1/11/101/quotations/7201`;
    const en = mails.find((m) => m.to === to.admin)!;
    expect(en).toMatchObject({ language: 'en', subject: 'Revised quotation OF-7201 (version 2)', link });
    expect(en.text).toContain('Dear Anna Alfa,');
    expect(en.text).toContain('Note: Goedkopere motor, zelfde garantie.');
    expect(en.text).toContain('valid until 31 December 2099');
    expect(en.text).toContain(link);
    expect(mails.find((m) => m.to === to.granted)).toMatchObject({ language: 'en' });
    const nl = mails.find((m) => m.to === to.adminNl)!;
    expect(nl).toMatchObject({ language: 'nl', subject: 'Herziene offerte OF-7201 (versie 2)', link });
    expect(nl.text).toContain('Beste Bert Alfa,');
    expect(nl.text).toContain('geldig tot en met 31 december 2099');
  });

  it('mails no one who may not decide on it or not see it, nor another customer', async () => {
    await quotation(7202);
    await revise(7202, revision);
    const reached = about(7202).map((m) => m.to);
    for (const never of [to.user, to.readonlyGranted, to.elsewhere, to.gone, to.beta])
      expect(reached).not.toContain(never);
    expect(t.mailer.sent.filter((m) => m.to === to.beta)).toEqual([]);
  });

  it('mails nothing for a revision it refuses', async () => {
    await quotation(7203);
    const stale = await revise(7203, { ...revision, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(about(7203)).toEqual([]);
  });
});
