import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, migratedPgliteCopy, openPglite } from '../../server/db/database';
import { relations } from '../../server/db/schema';

// Each test makes a cluster and runs every migration from nothing: seconds alone, past half a minute while the
// whole run loads both cores, and more with every migration.
describe('the embedded database', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    dirs.push(dir);
    return join(dir, 'pgdata');
  };

  it('refuses a second opening of the same folder with a clear message', async () => {
    const dir = folder();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrowError(DatabaseLockedError);
    await expect(openPglite(dir)).rejects.toThrowError(/in use by another process/);
    await first.close();
  });

  it('keeps its data across a clean close and reopen', async () => {
    const dir = folder();
    const first = await openPglite(dir);
    await first.db.insert(relations).values({ id: 7, code: 'R7', name: 'Blijvend BV' });
    await first.close();
    const second = await openPglite(dir);
    expect(await second.db.select({ name: relations.name }).from(relations)).toEqual([
      { name: 'Blijvend BV' },
    ]);
    await second.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = folder();
    writeFileSync(join(dir, '..', 'pgdata.lock'), '999999');
    const database = await openPglite(dir);
    await database.close();
  });

  it("starts in memory from the copy it is given, with the copy's rows", async () => {
    const source = new PGlite('memory://', { loadDataDir: await migratedPgliteCopy() });
    await source.exec(`insert into relations (id, code, name) values (8, 'R8', 'Gekopieerd BV')`);
    const copy = await source.dumpDataDir('none');
    await source.close();
    const database = await openPglite(undefined, copy);
    expect(await database.db.select({ name: relations.name }).from(relations)).toEqual([
      { name: 'Gekopieerd BV' },
    ]);
    await database.close();
  });
});
