import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { openFileStore } from '../files/open-file-store';
import { DEMO_PASSWORD, type DemoAccount, demoTotpLines } from './accounts';
import { fail, runCli, say } from './cli-output';
import { countRelations, loadDemo } from './demo';
import { largeScale, seedLarge } from './large';

const usage = 'Usage: npm run seed [-- --scale demo|large] [--force]';

function printAccounts(accounts: DemoAccount[], activationLink: string) {
  say(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of accounts) {
    say(`  ${account.email.padEnd(34)} ${account.role}`);
    for (const line of demoTotpLines(account)) say(line);
  }
  say(`Invited user's activation link: ${activationLink}`);
}

/**
 * npm run seed: the demo data set; npm run seed -- --scale large: the benchmark set. Both refuse a database
 * that already holds relations unless --force, and then upsert (demo) or add what is missing (large).
 */
async function main(): Promise<number> {
  let values: { scale?: string; force?: boolean };
  try {
    ({ values } = parseArgs({
      options: { scale: { type: 'string', default: 'demo' }, force: { type: 'boolean', default: false } },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.scale !== 'demo' && values.scale !== 'large') {
    fail(`Unknown scale '${values.scale}'.\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const existing = await countRelations(database.db);
    if (existing > 0 && !values.force) {
      fail(
        `The database already holds ${existing} relations; the seed is meant for an empty database. ` +
          'Run it with --force to write over it (rows are matched by their ERP keys).',
      );
      return 1;
    }
    const started = performance.now();
    if (values.scale === 'demo') {
      // The demo's documents go where the server looks for them (FILE_STORE), not always to the disk.
      const { counts, accounts, activationLink } = await loadDemo(database.db, {
        dataDir: config.dataDir,
        publicUrl: config.publicUrl,
        files: openFileStore(config, database.db),
      });
      say(`Demo data set loaded in ${Math.round(performance.now() - started)} ms:`);
      for (const [kind, n] of Object.entries(counts)) say(`  ${kind.padEnd(20)} ${n}`);
      printAccounts(accounts, activationLink);
    } else {
      say(
        `Benchmark set: ${largeScale.relations} relations, ${largeScale.objects} objects, ` +
          `${largeScale.invoices} invoices, ${largeScale.jobOrders} job orders, ${largeScale.quotations} quotations ` +
          `(${database.kind})`,
      );
      const { accounts, activationLink } = await seedLarge(database.db, {
        publicUrl: config.publicUrl,
        onStep: (step, ms) => say(`  ${step.padEnd(28)} ${(ms / 1000).toFixed(1)} s`),
      });
      say(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      printAccounts(accounts, activationLink);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli('Seed', main);
