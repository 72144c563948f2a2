import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type ConditionPoint, MAX_CONDITION_POINTS } from '../../contract/timeline';
import type { Scope } from '../access/row-scope';
import type { Db } from '../db/database';
import { inspectionResults, inspections } from '../db/schema';

const r = inspectionResults;
const i = inspections;

/**
 * The condition score of an inspection: the worst (highest) NEN 2767 condition of its checklist items, 1
 * excellent ... 6 very bad; null when it scored no item (maintenance was not possible).
 *
 * Why the worst and not NEN 2767's weighted mean: a gate is one machine, and one part in condition 5 (a worn
 * safety edge) stops it however good the rest is. A mean would draw a gate that needs repair as fair, and
 * would move with the length of the checklist. Each checklist item carries its own tolerance
 * (`expectedCondition`); the chart shows the plain score. Decision 037 records this, and the chart's caption
 * says it ("each inspection counts its worst part").
 */
export const conditionOf = (inspectionId: AnyPgColumn | SQL): SQL<number | null> =>
  sql<number | null>`(select max(${r.condition}) from ${r} where ${r.inspectionId} = ${inspectionId})::int`;

/** The condition of each completed inspection with a score, oldest first: the newest ones, at most a chart's worth. */
export async function conditionsOf(db: Db, scope: Scope, objectId: number): Promise<ConditionPoint[]> {
  const rows = (
    (await db.execute(sql`select p.id, to_char(p.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        ${conditionOf(sql`p.id`)} as condition
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
