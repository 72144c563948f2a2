import { count, eq, sql } from 'drizzle-orm';
import type { ErpImportCounts } from '../../contract/erp';
import { providerDay } from '../appointments/provider-day';
import type { Db } from '../db/database';
import { erpImports, relations } from '../db/schema';
import { createDiskFileStore, filesDirOf } from '../files/disk-file-store';
import type { FileStore } from '../files/file-store';
import {
  createDemoAccounts,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoMemberships,
  listDemoAccounts,
} from './accounts';
import { seedProviderSettings } from './catalogue';
import { buildDemoImport, demoBaseDir } from './demo-data';
import { seedDemoFailureReports } from './demo-failure-reports';
import { seedDemoInspections } from './demo-inspections';
import { seedDemoQuotations } from './demo-quotations';
import { demoRelationKeys } from './demo-vocabulary';
import { importErp } from './importer';

export interface DemoOptions {
  dataDir: string;
  /** Where the demo's documents are kept; the disk under `dataDir` by default. */
  files?: FileStore;
  publicUrl: string;
  /** The day the data is made relative to; today by default. */
  today?: Date;
}

export interface DemoLoad {
  loaded: boolean;
  /** The demo accounts that can sign in, all with `password`. */
  accounts: DemoAccount[];
  password: string;
  /** Only when freshly loaded: the code behind it is stored hashed and cannot be read back. */
  activationLink?: string;
}

const demoMemberships: DemoMemberships = {
  admin: [demoRelationKeys.withSeveralAddresses, demoRelationKeys.withOneAddress, demoRelationKeys.other],
  user: demoRelationKeys.withSeveralAddresses,
  readonly: demoRelationKeys.readOnly,
};

/** Key of the advisory lock that lets one of two servers starting at once load the demo set. */
const DEMO_LOCK_KEY = 72_616_001;

/** The source name the demo's import run is recorded under: it marks a database the demo created. */
const DEMO_SOURCE = 'demo';

export async function countRelations(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(relations);
  return row.n;
}

async function writeDemo(db: Db, options: DemoOptions) {
  // The demo's today is the provider's: its visits of today are in the engineers' list of today at any hour.
  const today = options.today ?? providerDay();
  const counts = await importErp(db, buildDemoImport(today), {
    baseDir: demoBaseDir,
    files: options.files ?? createDiskFileStore(filesDirOf(options.dataDir)),
    source: DEMO_SOURCE,
  });
  await seedProviderSettings(db);
  const { accounts, activationLink } = await createDemoAccounts(db, demoMemberships, options.publicUrl);
  // Portal data, not the ERP's: reported by the demo's customers, so after their accounts.
  await seedDemoFailureReports(db, today);
  await seedDemoInspections(db, today);
  await seedDemoQuotations(db, today);
  return { counts, accounts, activationLink };
}

/**
 * Loads the demo data set through the ERP importer, with the maintenance catalogue, the provider settings
 * and the demo accounts, in one transaction. Over existing data it upserts by ERP key. It holds the lock a
 * server starting in demo mode takes, so that server waits and then finds the data instead of loading it too.
 */
export function loadDemo(
  db: Db,
  options: DemoOptions,
): Promise<{ counts: ErpImportCounts; accounts: DemoAccount[]; activationLink: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    return writeDemo(tx, options);
  });
}

async function createdByDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(erpImports).where(eq(erpImports.source, DEMO_SOURCE));
  return row.n > 0;
}

export type DemoDecision =
  | { mode: 'demo' }
  | { mode: 'off' }
  /** Asked for, but the database holds data the demo did not create: the demo never mixes with real data. */
  | { mode: 'refused' };

/**
 * Demo mode publishes passwords and mail, so an installation is never a demo by accident: only when asked for
 * (`asked` true) on an empty database or one the demo created, or without asking on a database the demo created.
 */
export async function decideDemo(db: Db, asked: boolean | undefined): Promise<DemoDecision> {
  if (asked === false) return { mode: 'off' };
  if (await createdByDemo(db)) return { mode: 'demo' };
  if (!asked) return { mode: 'off' };
  return (await countRelations(db)) === 0 ? { mode: 'demo' } : { mode: 'refused' };
}

/** Loads the demo data set into a database without relations; leaves any other database alone. */
export async function loadDemoIfEmpty(db: Db, options: DemoOptions): Promise<DemoLoad> {
  if ((await countRelations(db)) === 0) {
    const written = await db.transaction(async (tx) => {
      // Two servers starting at once on one PostgreSQL: the second waits here, then finds the data.
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
      if ((await countRelations(tx)) > 0) return null;
      return writeDemo(tx, options);
    });
    if (written) {
      return {
        loaded: true,
        accounts: written.accounts,
        password: DEMO_PASSWORD,
        activationLink: written.activationLink,
      };
    }
  }
  return { loaded: false, accounts: await listDemoAccounts(db), password: DEMO_PASSWORD };
}
