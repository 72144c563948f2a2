import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import { deliveryAddresses, locationUsers, relations, relationUsers, users } from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds)('GET /api/myRelations on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  async function user(key: string, role: RoleName, relationIds: number[], addressIds: number[] = []) {
    const [row] = await t.database.db
      .insert(users)
      .values({ email: `${key}@example.test`, role, status: 'active' })
      .returning({ id: users.id });
    for (const relationId of relationIds)
      await t.database.db.insert(relationUsers).values({ userId: row.id, relationId });
    for (const deliveryAddressId of addressIds)
      await t.database.db.insert(locationUsers).values({ userId: row.id, deliveryAddressId });
    tokens[key] = (await openSession(t.database.db, t.config, row.id)).accessToken;
  }

  const get = (key: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/myRelations',
      headers: { authorization: `Bearer ${tokens[key]}` },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.database.db.insert(relations).values([
      { id: 1, code: 'R1', name: 'Bouwbedrijf Alfa' },
      { id: 2, code: 'R2', name: 'Ziekenhuis Beta' },
      { id: 3, code: 'R3', name: 'Gemeente Gamma' },
    ]);
    await t.database.db.insert(deliveryAddresses).values([
      { id: 11, relationId: 1, name: 'Hoofdkantoor' },
      { id: 21, relationId: 2, name: 'Hoofdingang' },
      { id: 22, relationId: 2, name: 'Parkeergarage' },
      { id: 31, relationId: 3, name: 'Stadhuis' },
    ]);
    await user('customer', 'companyuser', [2]);
    await user('limited', 'companyuser', [2], [22]);
    await user('admin', 'companyadmin', [1, 3]);
    await user('engineer', 'dbsemployee', []);
    await user('nobody', 'companyuser', []);
  }, 60_000);
  afterAll(() => t?.close());

  it('gives a customer only their own relation with its delivery addresses', async () => {
    const res = await get('customer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        pK_PT_RELATION: 2,
        name: 'Ziekenhuis Beta',
        deliveryAdresses: [
          { pK_PT_RELATIONDELIVERYADDRESS: 21, fK_PT_RELATION: 2, name: 'Hoofdingang' },
          { pK_PT_RELATIONDELIVERYADDRESS: 22, fK_PT_RELATION: 2, name: 'Parkeergarage' },
        ],
      },
    ]);
  });

  it('limits a user bound to one location to that delivery address', async () => {
    const [relation] = (await get('limited')).json();
    expect(relation.deliveryAdresses.map((a: { name: string }) => a.name)).toEqual(['Parkeergarage']);
  });

  it('never gives a user of another customer a relation that is not theirs', async () => {
    const names = (await get('admin')).json().map((r: { name: string }) => r.name);
    expect(names).toEqual(['Bouwbedrijf Alfa', 'Gemeente Gamma']);
    expect(names).not.toContain('Ziekenhuis Beta');
  });

  it('gives provider staff every relation, sorted by name', async () => {
    const names = (await get('engineer')).json().map((r: { name: string }) => r.name);
    expect(names).toEqual(['Bouwbedrijf Alfa', 'Gemeente Gamma', 'Ziekenhuis Beta']);
  });

  it('gives a user without relations an empty list', async () => {
    expect((await get('nobody')).json()).toEqual([]);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/myRelations' });
    expect(res.statusCode).toBe(401);
  });
});
