import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { openFileStore } from '../files/open-file-store';
import { fail, runCli, say } from './cli-output';
import { ErpImportError, importErp } from './importer';

/** npm run import -- FILE.json: loads an ERP export; on problems prints them and writes nothing. */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    fail('Usage: npm run import -- FILE.json');
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = performance.now();
    const counts = await importErp(database.db, data, {
      baseDir: dirname(resolve(file)),
      files: openFileStore(config, database.db),
      source: basename(file),
    });
    say(`Imported ${file} in ${Math.round(performance.now() - started)} ms:`);
    for (const [kind, n] of Object.entries(counts)) say(`  ${kind.padEnd(20)} ${n}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ErpImportError)) throw error;
    fail(`${file} was not imported; nothing was written. First problems:`);
    for (const problem of error.problems) fail(`  ${problem}`);
    return 1;
  } finally {
    await database.close();
  }
}

runCli('Import', main);
