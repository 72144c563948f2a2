import { type SQL, sql } from 'drizzle-orm';
import {
  dayEvents,
  encodeCursor,
  type TimelineCursor,
  type TimelineEntry,
  type TimelineEvent,
  type TimelineKind,
  type TimelinePage,
  type TimelineQuery,
  timelineEntrySchema,
} from '../../contract/timeline';
import type { Db } from '../db/database';
import { type Branch, branchesFor, isUuid, momentOf, sortKeyOf, type TimelineReader, ZONE } from './branches';

/**
 * Where a page stops: events strictly older (or newer) than `at`; at `at` itself, those after the cursor's event
 * and key in the page's order (none, when the bound is a year's start).
 */
interface Bound {
  toward: 'older' | 'newer';
  at: string;
  after?: { event: TimelineEvent; id: string };
}

/**
 * The condition of one branch for a bound, written on the branch's own time column so its index
 * `(object, time, key)` serves it; a date column is compared with the bound's day in the provider's zone.
 */
function boundOf(b: Branch, bound: Bound): SQL {
  const older = bound.toward === 'older';
  const at = sql`${bound.at}::timestamptz`;
  // At the bound's moment itself: all of this branch's events, none, or those past the cursor's key.
  let tie: SQL | boolean;
  if (!bound.after) tie = false;
  else if (b.event !== bound.after.event)
    tie = older ? b.event < bound.after.event : b.event > bound.after.event;
  else {
    const key = isUuid(b) ? sql`${bound.after.id}::uuid` : sql`${Number(bound.after.id)}::int`;
    tie = older ? sql`${b.key} < ${key}` : sql`${b.key} > ${key}`;
  }
  if (!dayEvents.has(b.event)) {
    const [strict, loose] = older ? [sql`<`, sql`<=`] : [sql`>`, sql`>=`];
    if (tie === true) return sql`${b.time} ${loose} ${at}`;
    if (tie === false) return sql`${b.time} ${strict} ${at}`;
    return sql`${b.time} ${loose} ${at} and (${b.time} ${strict} ${at} or ${tie})`;
  }
  const day = sql`((${at}) at time zone ${ZONE})::date`;
  const midnight = sql`(${day}::timestamp at time zone ${ZONE})`;
  const equalTie = tie === true ? sql`true` : tie === false ? sql`false` : sql`${tie}`;
  return older
    ? sql`${b.time} <= ${day} and (${b.time} < ${day} or ${midnight} < ${at} or (${midnight} = ${at} and ${equalTie}))`
    : sql`${b.time} >= ${day} and (${b.time} > ${day} or (${midnight} = ${at} and ${equalTie}))`;
}

function whereOf(b: Branch, objectId: number, reader: TimelineReader, bound?: Bound): SQL {
  const conditions = [
    sql`${b.object} = ${objectId}`,
    sql`${b.time} is not null`,
    b.only,
    b.visible?.(reader.scope),
    bound && boundOf(b, bound),
  ].filter((c): c is SQL => c !== undefined);
  return sql.join(conditions, sql` and `);
}

interface Row {
  at: string;
  event: TimelineEvent;
  id: string;
  data: Record<string, unknown>;
}

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Up to `limit` events from the bound on (or from the newest or oldest), each branch walked on its own index and
 * cut to `limit` before they are merged: a page costs the same at the start, the middle and the end of a long life.
 */
async function walk(
  db: Db,
  reader: TimelineReader,
  objectId: number,
  chosen: Branch[],
  toward: 'older' | 'newer',
  limit: number,
  bound?: Bound,
): Promise<Row[]> {
  const direction = sql.raw(toward === 'older' ? 'desc' : 'asc');
  const cut = sql.raw(String(Math.trunc(limit)));
  const parts = chosen.map(
    (b) => sql`(select to_char(${momentOf(b)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      ${momentOf(b)} as moment, ${b.event}::text as event, ${b.key}::text as id, ${sortKeyOf(b)} as sort_key,
      json_build_object(${b.fields(reader)}) as data
      from ${b.table} where ${whereOf(b, objectId, reader, bound)}
      order by ${b.time} ${direction}, ${b.key} ${direction} limit ${cut})`,
  );
  const current = reader.scope.current ?? sql`true`;
  const found = rowsOf(
    await db.execute(sql`select e.at, e.event, e.id, e.data from (${sql.join(parts, sql` union all `)}) e
      where ${current}
      order by e.moment ${direction}, e.event collate "C" ${direction}, e.sort_key collate "C" ${direction}
      limit ${cut}`),
  );
  return reader.scope.proof.rows(found);
}

/** The first and last year with an event of the chosen branches, in the provider's zone. */
async function yearsOf(
  db: Db,
  reader: TimelineReader,
  objectId: number,
  chosen: Branch[],
): Promise<number[]> {
  if (!chosen.length) return [];
  const parts = chosen.map(
    (b) =>
      sql`(select min(${momentOf(b)}) as lo, max(${momentOf(b)}) as hi from ${b.table} where ${whereOf(b, objectId, reader)})`,
  );
  const [row] = (
    (await db.execute(
      sql`select extract(year from min(e.lo) at time zone ${ZONE})::int as first,
        extract(year from max(e.hi) at time zone ${ZONE})::int as last
        from (${sql.join(parts, sql` union all `)}) e`,
    )) as { rows: { first: number | null; last: number | null }[] }
  ).rows;
  if (row?.first == null || row.last == null) return [];
  return Array.from({ length: row.last - row.first + 1 }, (_, n) => row.last! - n);
}

const cursorAt = (row: Row, toward: 'older' | 'newer'): string =>
  encodeCursor({ toward, at: row.at, event: row.event, id: row.id });

function entryOf(row: Row): TimelineEntry {
  return timelineEntrySchema.parse({ ...row.data, event: row.event, id: row.id, at: row.at });
}

/** Whether the object has any chosen event beyond `bound` (the page past this one exists). */
async function anyBeyond(db: Db, reader: TimelineReader, objectId: number, chosen: Branch[], bound: Bound) {
  return (await walk(db, reader, objectId, chosen, bound.toward, 1, bound)).length > 0;
}

/** The page the query asks for, newest first, with the cursors of its neighbours. */
export async function timelinePage(
  db: Db,
  reader: TimelineReader,
  query: TimelineQuery,
): Promise<TimelinePage> {
  const chosen = branchesFor(reader, query.kinds);
  const { objectId, pageSize } = query;
  const years = await yearsOf(db, reader, objectId, chosen);
  const empty = { items: [], older: null, newer: null, years };
  if (!chosen.length) return empty;
  const cursor: TimelineCursor | undefined = query.cursor;
  const toward = cursor?.toward ?? (query.end === 'oldest' ? 'newer' : 'older');
  const bound: Bound | undefined = cursor
    ? { toward, at: cursor.at, after: { event: cursor.event, id: cursor.id } }
    : query.year !== undefined
      ? // The first moment of the next year in the provider's zone: always winter time, an hour ahead of UTC.
        { toward, at: `${query.year + 1}-01-01T00:00:00+01:00` }
      : undefined;
  let found = await walk(db, reader, objectId, chosen, toward, pageSize + 1, bound);
  if (toward === 'newer' && bound && found.length <= pageSize) {
    // Paged back to the top: the newest page, full, rather than a short one.
    return timelinePage(db, reader, { ...query, cursor: undefined, end: undefined });
  }
  const more = found.length > pageSize;
  found = found.slice(0, pageSize);
  const rows = toward === 'older' ? found : [...found].reverse();
  if (!rows.length) return empty;
  const newest = rows[0];
  const oldest = rows[rows.length - 1];
  const olderExists =
    toward === 'older' ? more : await anyBeyond(db, reader, objectId, chosen, boundAfter(oldest, 'older'));
  const newerExists =
    toward === 'newer'
      ? more
      : bound !== undefined && (await anyBeyond(db, reader, objectId, chosen, boundAfter(newest, 'newer')));
  return {
    items: rows.map(entryOf),
    older: olderExists ? cursorAt(oldest, 'older') : null,
    newer: newerExists ? cursorAt(newest, 'newer') : null,
    years,
  };
}

const boundAfter = (row: Row, toward: 'older' | 'newer'): Bound => ({
  toward,
  at: row.at,
  after: { event: row.event, id: row.id },
});

/** The timeline as its export reads it: every chosen event, newest first, in batches walked by the page's keys. */
export function timelineExport(
  db: Db,
  reader: TimelineReader,
  objectId: number,
  kinds: readonly TimelineKind[] | undefined,
  batchRows: number,
) {
  const chosen = branchesFor(reader, kinds);
  const total = async () => {
    if (!chosen.length) return 0;
    const parts = chosen.map(
      (b) => sql`(select count(*)::int as n from ${b.table} where ${whereOf(b, objectId, reader)})`,
    );
    const [row] = (
      (await db.execute(sql`select coalesce(sum(e.n), 0)::int as n from (${sql.join(parts, sql` union all `)}) e
        where ${reader.scope.current ?? sql`true`}`)) as { rows: { n: number }[] }
    ).rows;
    return Number(row?.n ?? 0);
  };
  async function* batches() {
    if (!chosen.length) return;
    let bound: Bound | undefined;
    for (;;) {
      const rows = await walk(db, reader, objectId, chosen, 'older', batchRows, bound);
      if (rows.length) yield rows;
      if (rows.length < batchRows) return;
      bound = boundAfter(rows[rows.length - 1], 'older');
    }
  }
  return { total, batches: batches() };
}
