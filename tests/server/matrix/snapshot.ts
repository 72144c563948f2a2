import type { Db } from '../../../server/db/database';

/** Every table of the database with its row count and a hash of its rows, for "nothing was written". */
export type TableSnapshot = Map<string, string>;

async function tableNames(db: Db): Promise<string[]> {
  const result = (await db.execute(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

/** Takes snapshots of one database: the list of tables is read once, each snapshot is one query. */
export async function snapshotter(db: Db): Promise<() => Promise<TableSnapshot>> {
  const names = await tableNames(db);
  // Rows as text, sorted, so the hash does not depend on the order the database returns them in.
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${name}" t`,
    )
    .join(' union all ');
  return async () => {
    const result = (await db.execute(query)) as unknown as { rows: { name: string; n: number; h: string }[] };
    return new Map(result.rows.map((row) => [row.name, `${row.n}:${row.h}`]));
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
}
