import { sql } from 'drizzle-orm';

/** The size of the benchmark set. */
export const largeScale = {
  relations: 1_000,
  objects: 100_000,
  invoices: 1_000_000,
  jobOrders: 100_000,
  quotations: 100_000,
  appointmentsToday: 500,
  /** The state changes of one gate of the company user's relation: a timeline of thousands of events. */
  gateStateChanges: 5_000,
};

/**
 * ERP keys of the benchmark set, far above the demo set's, so both can live in one database.
 * Relation r (1..1000) has 2 to 5 delivery addresses (200000 + 10 r + a); object m (1..100000) belongs to
 * relation 1 + (m - 1) % 1000, so every relation has 100 objects and 1,000 invoices.
 */
export const largeKeys = {
  relation: 100_000,
  address: 200_000,
  object: 1_000_000,
  invoice: 10_000_000,
  jobOrder: 20_000_000,
  quotation: 30_000_000,
  appointment: 90_000_000,
};

/** The address of object m (an SQL expression of m), as chosen when the objects are written. */
export const addressOfObject = (m: string) =>
  sql.raw(
    `${largeKeys.address} + (1 + (${m} - 1) % 1000) * 10 + 1 + ((${m} - 1) / 1000) % (2 + (1 + (${m} - 1) % 1000) % 4)`,
  );
