import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * Applies, in the journal's order, the migrations a database skipped, and records them as drizzle does.
 *
 * drizzle's migrator runs only the migrations whose journal time (`when`) is later than the newest one the
 * database recorded. Migration numbers are handed out per piece of work, and a piece can land after a higher
 * number: 0016 (the timeline) and 0018 (sessions) were in the journal before 0015 (quotation approval) and 0014
 * (second factor) joined it with earlier times. A database migrated in between would never get 0014 and 0015
 * from the migrator, and 0019 assumes them. A migration is known by its time, not its hash: a file edited after
 * it ran is not run twice. A new database has no journal yet and is left to the migrator.
 */
export async function applySkippedMigrations(db: AnyDb, migrationsFolder: string): Promise<void> {
  const [table] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return;
  const applied = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  ).map((row) => Number(row.created_at));
  if (!applied.length) return;
  const newest = Math.max(...applied);
  const done = new Set(applied);
  const skipped = readMigrationFiles({ migrationsFolder }).filter(
    (m) => m.folderMillis <= newest && !done.has(m.folderMillis),
  );
  if (!skipped.length) return;
  await db.transaction(async (tx) => {
    for (const migration of skipped) {
      for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
