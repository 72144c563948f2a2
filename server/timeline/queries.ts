import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Readable } from '../../contract/permissions';
import {
  type ConditionPoint,
  dayEvents,
  encodeCursor,
  kindOfEvent,
  MAX_CONDITION_POINTS,
  type TimelineCursor,
  type TimelineEntry,
  type TimelineEvent,
  type TimelineKind,
  type TimelinePage,
  type TimelineQuery,
  timelineEntrySchema,
  timelineKinds,
} from '../../contract/timeline';
import {
  appointmentVisible,
  invoiceVisible,
  jobOrderVisible,
  quotationVisible,
  type Scope,
} from '../access/row-scope';
import type { Db } from '../db/database';
import {
  appointments,
  documents,
  failureReports,
  gateStateChanges,
  inspectionResults,
  inspections,
  jobOrders,
  quotations,
  salesInvoices,
} from '../db/schema';

/** The provider's time zone: an ERP date is an event at its midnight there. */
const ZONE = sql.raw(`'Europe/Amsterdam'`);

/** What a caller may read of the kinds beside the object itself, and whether provider fields are theirs. */
export interface TimelineReader {
  scope: Scope;
  mayRead: (what: Readable) => boolean;
}

/** One kind of event: where its rows are, its time and key, who may read it and what it carries. */
interface Branch {
  event: TimelineEvent;
  table: SQL;
  object: AnyPgColumn;
  time: AnyPgColumn;
  key: AnyPgColumn;
  readers?: Readable;
  /** Rows of the table that are no event (an inspection under way, a declined booking). */
  only?: SQL;
  visible?: (scope: Scope) => SQL | undefined;
  /** The event's fields besides its time and key, as `json_build_object` arguments. */
  fields: (reader: TimelineReader) => SQL;
}

const documentFields = (d: {
  id: AnyPgColumn;
  description: AnyPgColumn;
  extension: AnyPgColumn;
  fileSha256: AnyPgColumn;
}) =>
  sql`json_build_object('id', ${d.id}, 'description', ${d.description}, 'extension', ${d.extension}, 'available', ${d.fileSha256} is not null)`;

const i = inspections;
const f = failureReports;
const branches: Branch[] = [
  {
    event: 'inspection',
    table: sql`${i}`,
    object: i.objectId,
    time: i.completedAt,
    key: i.id,
    only: sql`${i.completedAt} is not null`,
    fields: ({ scope, mayRead }) =>
      sql.join(
        [
          sql`'result', ${i.result}, 'notPossibleReason', ${i.notPossibleReason}`,
          sql`'condition', (select max(${inspectionResults.condition}) from ${inspectionResults} where ${inspectionResults.inspectionId} = ${i.id})`,
          mayRead('documents')
            ? sql`'report', (select ${documentFields(documents)} from ${documents} where ${documents.id} = ${i.reportDocumentId})`
            : sql`'report', null`,
          ...(scope.providerFields ? [sql`'internalRemarks', ${i.internalRemarks}`] : []),
        ],
        sql`, `,
      ),
  },
  {
    event: 'failureReported',
    table: sql`${f}`,
    object: f.objectId,
    time: f.createdAt,
    key: f.id,
    fields: () => sql`'kind', ${f.kind}, 'description', ${f.description}, 'status', ${f.status}`,
  },
  {
    event: 'failureSolved',
    table: sql`${f}`,
    object: f.objectId,
    time: f.resolvedAt,
    key: f.id,
    only: sql`${f.resolvedAt} is not null`,
    fields: () => sql`'description', ${f.description}, 'realizedSolution', ${f.realizedSolution}`,
  },
  {
    event: 'jobOrder',
    table: sql`${jobOrders}`,
    object: jobOrders.objectId,
    time: jobOrders.orderDate,
    key: jobOrders.id,
    readers: 'orders',
    visible: jobOrderVisible,
    fields: ({ scope }) =>
      sql`'day', ${jobOrders.orderDate}, 'jobOrderNumber', ${jobOrders.jobOrderNumber}, 'description', ${jobOrders.description}, 'salesPrice', ${jobOrders.salesPrice}${
        scope.providerFields ? sql`, 'costPrice', ${jobOrders.costPrice}` : sql``
      }`,
  },
  {
    event: 'appointment',
    table: sql`${appointments}`,
    object: appointments.objectId,
    time: appointments.startsAt,
    key: appointments.id,
    readers: 'orders',
    // A declined booking was never a visit; the lists of appointments leave it out too.
    only: sql`${appointments.request} is distinct from 'declined'`,
    visible: appointmentVisible,
    fields: () =>
      sql`'type', ${appointments.type}, 'status', ${appointments.status}, 'request', ${appointments.request}, 'serviceEngineer', ${appointments.engineerName}, 'jobOrderId', ${appointments.jobOrderId}`,
  },
  {
    event: 'quotation',
    table: sql`${quotations}`,
    object: quotations.objectId,
    time: quotations.date,
    key: quotations.id,
    readers: 'orders',
    visible: quotationVisible,
    fields: () =>
      sql`'day', ${quotations.date}, 'quotationNumber', ${quotations.quotationNumber}, 'description', ${quotations.description}, 'amount', ${quotations.amount}, 'status', ${quotations.status}`,
  },
  {
    event: 'invoice',
    table: sql`${salesInvoices}`,
    object: salesInvoices.objectId,
    time: salesInvoices.invoiceDate,
    key: salesInvoices.id,
    readers: 'invoices',
    visible: (scope) => invoiceVisible(scope),
    fields: () =>
      sql`'day', ${salesInvoices.invoiceDate}, 'invoiceNumber', ${salesInvoices.invoiceNumber}, 'description', ${salesInvoices.description}, 'amountInclVat', ${salesInvoices.amountInclVat}, 'openAmount', ${salesInvoices.openAmount}`,
  },
  {
    event: 'document',
    table: sql`${documents}`,
    object: documents.objectId,
    time: documents.createdAt,
    key: documents.id,
    readers: 'documents',
    fields: () => sql`'document', ${documentFields(documents)}`,
  },
  {
    event: 'gateState',
    table: sql`${gateStateChanges}`,
    object: gateStateChanges.objectId,
    time: gateStateChanges.changedAt,
    key: gateStateChanges.id,
    fields: () => sql`'from', ${gateStateChanges.fromState}, 'to', ${gateStateChanges.toState}`,
  },
];

const isUuid = (b: Branch) =>
  b.event === 'inspection' || b.event === 'failureReported' || b.event === 'failureSolved';

/** The event's time as a moment: an ERP date is its midnight in the provider's zone. */
const momentOf = (b: Branch): SQL =>
  dayEvents.has(b.event) ? sql`(${b.time}::timestamp at time zone ${ZONE})` : sql`${b.time}`;

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

const sortKeyOf = (b: Branch) => (isUuid(b) ? sql`${b.key}::text` : sql`lpad(${b.key}::text, 10, '0')`);

/** The branches the caller may read of the kinds asked for. */
function branchesFor(reader: TimelineReader, kinds: readonly TimelineKind[] | undefined): Branch[] {
  const asked = new Set(kinds ?? timelineKinds);
  return branches.filter((b) => asked.has(kindOfEvent[b.event]) && (!b.readers || reader.mayRead(b.readers)));
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

/** The worst condition of each completed inspection with scored items, oldest first: the newest ones. */
export async function conditionsOf(db: Db, scope: Scope, objectId: number): Promise<ConditionPoint[]> {
  const r = inspectionResults;
  const rows = (
    (await db.execute(sql`select p.id, to_char(p.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        (select max(${r.condition}) from ${r} where ${r.inspectionId} = p.id)::int as condition
      from (select ${i.id} as id, ${i.completedAt} as completed_at from ${i}
        where ${i.objectId} = ${objectId} and ${i.completedAt} is not null and ${scope.current ?? sql`true`}
          and exists (select 1 from ${r} where ${r.inspectionId} = ${i.id})
        order by ${i.completedAt} desc, ${i.id} desc limit ${sql.raw(String(MAX_CONDITION_POINTS))}) p
      order by p.completed_at, p.id`)) as { rows: { id: string; at: string; condition: number }[] }
  ).rows;
  return scope.proof
    .rows(rows)
    .map((row) => ({ inspectionId: row.id, at: row.at, condition: row.condition }));
}

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
