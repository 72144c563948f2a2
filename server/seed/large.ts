import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { createDemoAccounts, type DemoAccount } from './accounts';
import { isoDay } from './demo-data-format';
import {
  insertAppointmentsToday,
  insertDeliveryAddresses,
  insertGateStateChanges,
  insertJobOrders,
  insertObjectTypesAndCatalogue,
  insertQuotations,
  insertRelations,
  insertSalesInvoices,
  insertServiceObjects,
} from './large-inserts';
import { largeKeys } from './large-scale';

export { largeScale } from './large-scale';

export interface LargeSeedOptions {
  publicUrl: string;
  today?: Date;
  /** Told the time each step took, in milliseconds. */
  onStep?: (step: string, ms: number) => void;
}

/**
 * The benchmark set, written by set-based SQL (insert ... select from generate_series) so a million rows
 * take seconds, not hours: 1,000 relations with 2 to 5 delivery addresses each, 100,000 objects,
 * 1,000,000 invoices, 100,000 job orders and as many quotations (100 of each per relation, one per object) and
 * appointments today, plus the catalogue and the demo accounts (the company user
 * belongs to relation 100001, which has 100 objects and 1,000 invoices). Rows that exist are left alone.
 */
export async function seedLarge(
  db: Db,
  options: LargeSeedOptions,
): Promise<{ accounts: DemoAccount[]; activationLink: string }> {
  const today = options.today ?? new Date();
  const day = isoDay(today);
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate()).toISOString();
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    options.onStep?.(name, performance.now() - started);
    return result;
  };
  const { relation } = largeKeys;
  const result = await db.transaction(async (tx) => {
    await step('relations', () => insertRelations(tx));
    await step('delivery addresses', () => insertDeliveryAddresses(tx));
    await step('object types and catalogue', () => insertObjectTypesAndCatalogue(tx));
    await step('service objects', () => insertServiceObjects(tx, day));
    await step('sales invoices', () => insertSalesInvoices(tx, day));
    await step('job orders', () => insertJobOrders(tx, day));
    await step('quotations', () => insertQuotations(tx, day));
    await step('appointments today', () => insertAppointmentsToday(tx, midnight));
    await step('a gate with thousands of events', () => insertGateStateChanges(tx, midnight));
    return step('demo accounts', () =>
      createDemoAccounts(
        tx,
        {
          admin: [relation + 1, relation + 2, relation + 3],
          user: relation + 1,
          readonly: relation + 4,
        },
        options.publicUrl,
      ),
    );
  });
  // VACUUM as well as ANALYZE: it marks the freshly written pages all-visible, so the lists' index-only scans
  // (every invoice, the page keys) read no table rows. Without it the first runs of `npm run bench` on a new set
  // measured up to half the throughput, until autovacuum came by.
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return result;
}
