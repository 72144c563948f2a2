import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openPglite, openPostgres } from '../../server/db/database';
import { createPostgresTestDatabase } from './harness';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal: { entries: JournalEntry[] } = JSON.parse(
  readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
);

/**
 * The migrations folder as it stood after the timeline (0016) and the sessions (0018) landed, before quotation
 * approval (0015) and the second factor (0014) joined the journal with earlier times.
 */
function folderBefore0014And0015(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(dir, 'meta'));
  const entries = journal.entries.filter((e) => e.idx <= 13 || e.idx === 16 || e.idx === 18);
  for (const e of entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** Tables that 0014, 0015 and 0019 make, and the migrations the database has recorded. */
async function stateOf(database: Database) {
  const { rows } = (await database.db.execute(
    `select (select count(*)::int from drizzle.__drizzle_migrations) as recorded,
       to_regclass('user_totp') is not null as "secondFactor",
       to_regclass('quotation_versions') is not null as "quotationApproval",
       to_regclass('passkeys') is not null as passkeys`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return rows[0];
}

const complete = {
  recorded: journal.entries.length,
  secondFactor: true,
  quotationApproval: true,
  passkeys: true,
};

describe('the migrations journal', () => {
  it('lists each file once, by its number, at rising times, so a new database migrates in order', () => {
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    for (const e of journal.entries) expect(e.tag.startsWith(String(e.idx).padStart(4, '0'))).toBe(true);
    const times = journal.entries.map((e) => e.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });
});

describe('a database migrated before 0014 and 0015 landed', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('gets them on PGlite, in the journal order, and keeps its data', async () => {
    const old = folderBefore0014And0015();
    const dataDir = mkdtempSync(join(tmpdir(), 'pgdata-'));
    folders.push(old, dataDir);
    const client = new PGlite(join(dataDir, 'pgdata'));
    await migratePglite(drizzlePglite(client), { migrationsFolder: old });
    await client.exec(`insert into relations (id, code, name) values (9001, 'R9001', 'Kept relation')`);
    await client.close();

    const database = await openPglite(join(dataDir, 'pgdata'));
    try {
      expect(await stateOf(database)).toEqual(complete);
      const { rows } = (await database.db.execute(
        `select name, require_second_factor from relations where id = 9001`,
      )) as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ name: 'Kept relation', require_second_factor: false }]);
    } finally {
      await database.close();
    }
    // Opened again, nothing is left to do and nothing is run twice.
    const again = await openPglite(join(dataDir, 'pgdata'));
    expect(await stateOf(again)).toEqual(complete);
    await again.close();
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'gets them on PostgreSQL too',
    async () => {
      const old = folderBefore0014And0015();
      folders.push(old);
      const { url, drop } = await createPostgresTestDatabase();
      try {
        const pool = new pg.Pool({ connectionString: url, max: 1 });
        await migratePg(drizzlePg(pool), { migrationsFolder: old });
        await pool.end();
        const database = await openPostgres(url);
        expect(await stateOf(database)).toEqual(complete);
        await database.close();
      } finally {
        await drop();
      }
    },
    60_000,
  );
});
