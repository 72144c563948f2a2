import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import {
  deliveryAddresses,
  invoiceCounts,
  relations,
  salesInvoices,
  serviceObjects,
} from '../../server/db/schema';
import { databaseKinds, openTestDatabase } from './harness';

type Key = { relationId: number; objectId: number | null; n: number };

const byKey = (a: Key, b: Key) => a.relationId - b.relationId || (a.objectId ?? 0) - (b.objectId ?? 0);

const invoice = (id: number, relationId: number, objectId: number | null) => ({
  id,
  relationId,
  objectId,
  invoiceNumber: `F-${id}`,
  invoiceDate: '2026-01-01',
  amountInclVat: 100,
});

describe.each(databaseKinds)('invoice counts per relation and object on %s', (kind) => {
  let database: Database;

  /** The kept counts, without keys whose invoices are all gone, and the invoices counted afresh. */
  async function keptAndCounted(): Promise<{ kept: Key[]; counted: Key[] }> {
    const kept = (await database.db.select().from(invoiceCounts)).filter((row) => row.n !== 0);
    const counted = await database.db
      .select({
        relationId: salesInvoices.relationId,
        objectId: salesInvoices.objectId,
        n: sql<number>`count(*)::int`,
      })
      .from(salesInvoices)
      .groupBy(salesInvoices.relationId, salesInvoices.objectId);
    return { kept: kept.sort(byKey), counted: counted.sort(byKey) };
  }

  async function expectKeptAsCounted(expected: Key[]) {
    const { kept, counted } = await keptAndCounted();
    expect(counted).toEqual(expected);
    expect(kept).toEqual(counted);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    const { db } = database;
    await db.execute(sql`truncate relations cascade`);
    await db.insert(relations).values([
      { id: 1, code: 'R1', name: 'Alfa', city: 'Utrecht' },
      { id: 2, code: 'R2', name: 'Beta', city: 'Amsterdam' },
    ]);
    await db.insert(deliveryAddresses).values([
      { id: 11, relationId: 1, name: 'Hoofdkantoor', city: 'Utrecht' },
      { id: 21, relationId: 2, name: 'Ziekenhuis', city: 'Amsterdam' },
    ]);
    await db.insert(serviceObjects).values([
      { id: 101, relationId: 1, deliveryAddressId: 11, serviceObjectNumber: 'SO-101' },
      { id: 102, relationId: 1, deliveryAddressId: 11, serviceObjectNumber: 'SO-102' },
      { id: 201, relationId: 2, deliveryAddressId: 21, serviceObjectNumber: 'SO-201' },
    ]);
    await db
      .insert(salesInvoices)
      .values([
        invoice(1, 1, 101),
        invoice(2, 1, 101),
        invoice(3, 1, null),
        invoice(4, 1, null),
        invoice(5, 1, 102),
        invoice(6, 2, 201),
      ]);
  });

  it('counts the invoices a statement inserts, those of no object under one key', async () => {
    await expectKeptAsCounted([
      { relationId: 1, objectId: null, n: 2 },
      { relationId: 1, objectId: 101, n: 2 },
      { relationId: 1, objectId: 102, n: 1 },
      { relationId: 2, objectId: 201, n: 1 },
    ]);
    await database.db.insert(salesInvoices).values([invoice(7, 1, null), invoice(8, 2, 201)]);
    await expectKeptAsCounted([
      { relationId: 1, objectId: null, n: 3 },
      { relationId: 1, objectId: 101, n: 2 },
      { relationId: 1, objectId: 102, n: 1 },
      { relationId: 2, objectId: 201, n: 2 },
    ]);
  });

  it('moves an invoice whose object changes, by an update or by an import that upserts it', async () => {
    await database.db.update(salesInvoices).set({ objectId: 102 }).where(eq(salesInvoices.id, 1));
    // The import's upsert: one invoice updated onto no object, one new; the amount alone changes nothing.
    await database.db
      .insert(salesInvoices)
      .values([invoice(2, 1, null), invoice(9, 1, 101), { ...invoice(6, 2, 201), amountInclVat: 5 }])
      .onConflictDoUpdate({
        target: salesInvoices.id,
        set: {
          objectId: sql`excluded.object_id`,
          amountInclVat: sql`excluded.amount_incl_vat`,
        },
      });
    await expectKeptAsCounted([
      { relationId: 1, objectId: null, n: 3 },
      { relationId: 1, objectId: 101, n: 1 },
      { relationId: 1, objectId: 102, n: 2 },
      { relationId: 2, objectId: 201, n: 1 },
    ]);
  });

  it('follows deleted invoices, a deleted object (its invoices keep no object) and a deleted relation', async () => {
    await database.db.delete(salesInvoices).where(inArray(salesInvoices.id, [1, 3]));
    await database.db.delete(serviceObjects).where(eq(serviceObjects.id, 102));
    await expectKeptAsCounted([
      { relationId: 1, objectId: null, n: 2 },
      { relationId: 1, objectId: 101, n: 1 },
      { relationId: 2, objectId: 201, n: 1 },
    ]);
    await database.db.delete(relations).where(eq(relations.id, 2));
    await expectKeptAsCounted([
      { relationId: 1, objectId: null, n: 2 },
      { relationId: 1, objectId: 101, n: 1 },
    ]);
  });

  it('starts again from nothing when the invoices are truncated', async () => {
    await database.db.execute(sql`truncate sales_invoices cascade`);
    expect(await database.db.select().from(invoiceCounts)).toEqual([]);
    await database.db.insert(salesInvoices).values([invoice(10, 2, 201)]);
    await expectKeptAsCounted([{ relationId: 2, objectId: 201, n: 1 }]);
  });
});
