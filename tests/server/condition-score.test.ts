import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectionResults,
  inspections,
  maintenanceGroups,
  maintenanceProperties,
} from '../../server/db/schema';
import { conditionOf } from '../../server/timeline/condition';
import { type DataFixture, ids, seedTwoCustomers } from './data-fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

/** Four inspections of one gate at the edges of the NEN 2767 scale, one a year. */
const EXCELLENT = 'c0000000-0000-4000-8000-000000000001';
const ONE_VERY_BAD_PART = 'c0000000-0000-4000-8000-000000000002';
const NOT_POSSIBLE = 'c0000000-0000-4000-8000-000000000003';
const UNDER_WAY = 'c0000000-0000-4000-8000-000000000004';

describe.each(databaseKinds)('the condition score of an inspection on %s', (kind) => {
  let t: TestApp;
  let f: DataFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
    const db = t.database.db;
    await db.insert(maintenanceGroups).values({ id: 1, nameNl: 'Aandrijving', nameEn: 'Drive' });
    await db
      .insert(maintenanceProperties)
      .values([1, 2, 3].map((id) => ({ id, groupId: 1, nameNl: `Onderdeel ${id}`, nameEn: `Part ${id}` })));
    const at = (year: number) => ({
      startedAt: new Date(`${year}-05-04T08:00:00Z`),
      completedAt: new Date(`${year}-05-04T09:00:00Z`),
    });
    await db.insert(inspections).values([
      { id: EXCELLENT, objectId: ids.alfaGate, step: 'done', result: 'conform', ...at(2021) },
      { id: ONE_VERY_BAD_PART, objectId: ids.alfaGate, step: 'done', result: 'notConform', ...at(2022) },
      { id: NOT_POSSIBLE, objectId: ids.alfaGate, step: 'done', result: 'notPossible', ...at(2023) },
      // Scored items, but not finished: no event and no point yet.
      {
        id: UNDER_WAY,
        objectId: ids.alfaGate,
        step: 'inspection',
        startedAt: new Date('2024-05-04T08:00:00Z'),
      },
    ]);
    await db.insert(inspectionResults).values([
      ...[1, 2, 3].map((propertyId) => ({
        inspectionId: EXCELLENT,
        propertyId,
        condition: 1,
        conform: true,
      })),
      { inspectionId: ONE_VERY_BAD_PART, propertyId: 1, condition: 1, conform: true },
      { inspectionId: ONE_VERY_BAD_PART, propertyId: 2, condition: 3, conform: true },
      { inspectionId: ONE_VERY_BAD_PART, propertyId: 3, condition: 6, conform: false },
      { inspectionId: UNDER_WAY, propertyId: 1, condition: 4, conform: true },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('is the worst item: 1 when every item is 1, 6 when one of them is 6, null without a scored item', async () => {
    const scores = (await t.database.db.execute(
      sql`select ${inspections.id} as id, ${conditionOf(inspections.id)} as score from ${inspections}
        where ${inspections.objectId} = ${ids.alfaGate} order by ${inspections.startedAt}`,
    )) as unknown as { rows: { id: string; score: number | null }[] };
    expect(scores.rows).toEqual([
      { id: EXCELLENT, score: 1 },
      { id: ONE_VERY_BAD_PART, score: 6 },
      { id: NOT_POSSIBLE, score: null },
      { id: UNDER_WAY, score: 4 },
    ]);
  });

  it('draws the finished, scored inspections only, oldest first', async () => {
    const res = await f.get('alfa', `/api/Object/conditions?objectId=${ids.alfaGate}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { inspectionId: EXCELLENT, at: '2021-05-04T09:00:00.000000Z', condition: 1 },
      { inspectionId: ONE_VERY_BAD_PART, at: '2022-05-04T09:00:00.000000Z', condition: 6 },
    ]);
  });

  it('gives the timeline and its export the same score, and none for an inspection without one', async () => {
    const page = (
      await f.get('alfa', `/api/Object/timeline?objectId=${ids.alfaGate}&kinds=inspection&pageSize=10`)
    ).json() as { items: { id: string; condition: number | null }[] };
    expect(page.items.map((e) => [e.id, e.condition])).toEqual([
      [NOT_POSSIBLE, null],
      [ONE_VERY_BAD_PART, 6],
      [EXCELLENT, 1],
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/exports/Object/timeline?objectId=${ids.alfaGate}&kinds=inspection&format=csv`,
      headers: { 'accept-language': 'en', authorization: `Bearer ${f.tokens.alfa}` },
    });
    const [heading, ...rows] = csv.body
      .replace('\uFEFF', '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    const score = heading.indexOf('Condition score');
    expect(score).toBeGreaterThan(0);
    expect(rows.map((r) => r[score])).toEqual(['', '6', '1']);
  });
});
