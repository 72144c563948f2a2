import { inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesInvoices } from '../../server/db/schema';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds)("provider staff's list of every invoice, on %s", (kind) => {
  let t: TestApp;
  let token: string;
  const invoice = (id: number, relationId: number) => ({
    id,
    relationId,
    invoiceNumber: `F-${id}`,
    invoiceDate: `2025-01-${String(1 + (id % 28)).padStart(2, '0')}`,
    amountInclVat: 10,
  });
  const everyInvoice = async (query = '') => {
    const res = await t.app.inject({
      url: `/api/salesinvoices?pageSize=100${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; items: { pK_R_SALESINVOICE: number }[] };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createRelation(t.database.db, 1);
    await createRelation(t.database.db, 2);
    await createUser(t.database.db, { email: 'engineer@provider.example', role: 'dbsemployee' });
    token = (await login(t.app, 'engineer@provider.example')).accessToken;
  });
  afterAll(() => t?.close());

  it('counts what is added and removed, in the statement that does it', async () => {
    expect((await everyInvoice()).total).toBe(0);
    await t.database.db
      .insert(salesInvoices)
      .values(Array.from({ length: 30 }, (_, i) => invoice(100 + i, 1 + (i % 2))));
    const whole = await everyInvoice();
    expect(whole.total).toBe(30);
    expect(whole.items).toHaveLength(30);
    await t.database.db.delete(salesInvoices).where(lt(salesInvoices.id, 110));
    expect((await everyInvoice()).total).toBe(20);
    // A transaction that is rolled back leaves the count as it was.
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.delete(salesInvoices).where(inArray(salesInvoices.id, [110, 111]));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect((await everyInvoice()).total).toBe(20);
  });

  it('walks the last pages from the other end in the same order', async () => {
    const whole = (await everyInvoice()).items.map((i) => i.pK_R_SALESINVOICE);
    const paged: number[] = [];
    for (let page = 1; page <= 7; page++) {
      const res = await t.app.inject({
        url: `/api/salesinvoices?pageSize=3&page=${page}`,
        headers: bearer(token),
      });
      paged.push(...res.json().items.map((i: { pK_R_SALESINVOICE: number }) => i.pK_R_SALESINVOICE));
    }
    expect(paged).toEqual(whole);
  });
});
