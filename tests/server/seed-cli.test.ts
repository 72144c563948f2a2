import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database';
import { documents } from '../../server/db/schema';
import { filesDirOf } from '../../server/files/disk-file-store';
import { openFileStore } from '../../server/files/open-file-store';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run seed` as an operator runs it, in a process of its own on the embedded database: the demo's documents
 * go to the store the server will read them from.
 */
describe('npm run seed with FILE_STORE=postgres', () => {
  let dataDir: string;
  let run: ReturnType<typeof spawnSync>;
  let database: Database | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'seed-cli-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, FILE_STORE: 'postgres' };
    delete env.DATABASE_URL;
    run = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/seed-cli.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  }, 130_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the demo and writes its documents into the database, none to the disk', async () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Demo data set loaded in \d+ ms:/);
    expect(existsSync(filesDirOf(dataDir))).toBe(false);

    database = await openDatabase({ dataDir });
    const files = openFileStore({ fileStore: 'postgres', dataDir }, database.db);
    const named = await database.db
      .selectDistinct({ sha256: documents.fileSha256 })
      .from(documents)
      .where(isNotNull(documents.fileSha256));
    expect(named.length).toBeGreaterThan(0);
    for (const { sha256 } of named) expect(await files.exists(sha256!)).toBe(true);
  });
});
