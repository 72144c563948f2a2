import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { fail, runCli, say } from '../seed/cli-output';
import { moveFiles } from './move-files';
import { openFileStore } from './open-file-store';

/**
 * npm run files:move -- --to postgres|disk: copies this installation's stored files into the other store
 * (DATA_DIR/files and PostgreSQL's file_chunks), then FILE_STORE can name it. Safe to run again.
 */
async function main(): Promise<number> {
  const [flag, to, ...rest] = process.argv.slice(2);
  if (flag !== '--to' || (to !== 'postgres' && to !== 'disk') || rest.length > 0) {
    fail('Usage: npm run files:move -- --to postgres|disk');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const from = openFileStore(
      { dataDir: config.dataDir, fileStore: to === 'postgres' ? 'disk' : 'postgres' },
      database.db,
    );
    const target = openFileStore({ dataDir: config.dataDir, fileStore: to }, database.db);
    const counts = await moveFiles(from, target, (c) => say(`  ${c.copied} copied ...`));
    say(`Files in the ${to} store: ${counts.copied} copied, ${counts.alreadyThere} already there.`);
    say(`Start the servers with FILE_STORE=${to} to use it.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli('Moving files', main);
