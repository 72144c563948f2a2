import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesInvoices } from '../../server/db/schema';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, type TestApp } from './harness';

interface PreparedStatement {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  /** The statements this connection prepared; requests run one at a time, so they reuse one connection. */
  const prepared = async () =>
    (
      (await t.database.db.execute(
        sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
      )) as unknown as { rows: PreparedStatement[] }
    ).rows;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await createRelation(t.database.db, 1);
    await t.database.db.insert(salesInvoices).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: 100 + i,
        relationId: 1,
        invoiceNumber: `F-${i}`,
        invoiceDate: '2025-01-01',
        amountInclVat: 10,
      })),
    );
    await createUser(t.database.db, { email: 'engineer@provider.example', role: 'dbsemployee' });
    token = (await login(t.app, 'engineer@provider.example')).accessToken;
  });
  afterAll(() => t?.close());

  it('plans each list statement once, for any values, and never again per request', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        url: '/api/salesinvoicesForRelation?relationId=1',
        headers: bearer(token),
      });
      expect(res.json().total).toBe(30);
    }
    // A relation's invoices by date: the walk in date order with its count from invoice_counts (decision 025).
    const list = (await prepared()).find((s) => s.statement.includes('from "invoice_counts"'));
    expect(list).toBeDefined();
    // PostgreSQL's own choice plans the first five runs for their values and may go on doing so.
    expect(list?.custom_plans).toBe(0);
    expect(list?.generic_plans).toBeGreaterThan(5);
  });

  it("writes a page's size into the statement, where a generic plan can see it", async () => {
    const res = await t.app.inject({ url: '/api/salesinvoices?pageSize=7', headers: bearer(token) });
    expect(res.json().items).toHaveLength(7);
    const pages = (await prepared()).filter((s) => /\blimit\b/.test(s.statement));
    expect(pages.some((s) => /\blimit 7\b/.test(s.statement))).toBe(true);
    expect(pages.filter((s) => /\blimit \$\d/.test(s.statement))).toEqual([]);
  });
});
