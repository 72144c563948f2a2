import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../contract/timeline';
import {
  failureReports,
  gateStateChanges,
  inspectionResults,
  inspections,
  maintenanceGroups,
  maintenanceProperties,
  serviceObjects,
} from '../../server/db/schema';
import { BETA_NAME, type DataFixture, ids, PROVIDER_ONLY_NUMBER, seedTwoCustomers } from './data-fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const INTERNAL_REMARK = 'INTERN: veer bijna op';
const INSPECTION_OLD = 'a0000000-0000-4000-8000-000000000001';
const INSPECTION_NEW = 'a0000000-0000-4000-8000-000000000002';
const SOLVED_FAILURE = 'b0000000-0000-4000-8000-000000000001';

type Entry = { event: string; id: string; at: string } & Record<string, unknown>;
type Page = { items: Entry[]; older: string | null; newer: string | null; years: number[] };

const timeline = (query: Record<string, string | number>) =>
  `/api/Object/timeline?${new URLSearchParams(Object.entries({ objectId: ids.alfaGate, ...query }).map(([k, v]) => [k, String(v)]))}`;

/** The order of the timeline: newest first, ties by event, then key. */
const keyOf = (e: Entry) => `${e.at}|${e.event}|${e.id}`;

describe.each(databaseKinds)('a gate’s timeline on %s', (kind) => {
  let t: TestApp;
  let f: DataFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
    const db = t.database.db;
    await db.insert(maintenanceGroups).values({ id: 1, nameNl: 'Aandrijving', nameEn: 'Drive' });
    await db.insert(maintenanceProperties).values([
      { id: 1, groupId: 1, nameNl: 'Motor', nameEn: 'Motor' },
      { id: 2, groupId: 1, nameNl: 'Veer', nameEn: 'Spring' },
    ]);
    await db.insert(inspections).values([
      {
        id: INSPECTION_OLD,
        objectId: ids.alfaGate,
        step: 'done',
        result: 'conform',
        startedAt: new Date('2023-04-03T08:00:00Z'),
        completedAt: new Date('2023-04-03T09:00:00Z'),
      },
      {
        id: INSPECTION_NEW,
        objectId: ids.alfaGate,
        step: 'done',
        result: 'notConform',
        internalRemarks: INTERNAL_REMARK,
        startedAt: new Date('2024-04-03T08:00:00Z'),
        completedAt: new Date('2024-04-03T09:00:00Z'),
      },
      // Under way: no event yet.
      { objectId: ids.alfaGate, step: 'inspection', startedAt: new Date('2025-06-01T08:00:00Z') },
    ]);
    await db.insert(inspectionResults).values([
      { inspectionId: INSPECTION_OLD, propertyId: 1, condition: 2, conform: true },
      { inspectionId: INSPECTION_OLD, propertyId: 2, condition: 1, conform: true },
      { inspectionId: INSPECTION_NEW, propertyId: 1, condition: 2, conform: true },
      { inspectionId: INSPECTION_NEW, propertyId: 2, condition: 5, conform: false },
    ]);
    await db.insert(failureReports).values({
      id: SOLVED_FAILURE,
      relationId: ids.alfa,
      deliveryAddressId: ids.alfaMain,
      objectId: ids.alfaGate,
      kind: 'reportBreakdown',
      description: 'Arm afgebroken',
      createdAt: new Date('2024-02-01T10:00:00Z'),
      status: 'solved',
      resolvedAt: new Date('2024-02-02T15:00:00Z'),
      realizedSolution: 'Nieuwe arm geplaatst',
    });
    // A change of state through the trigger, then many more of them, some at the same moment, for the paging.
    await db.update(serviceObjects).set({ gateState: 'failure' }).where(eq(serviceObjects.id, ids.alfaGate));
    await db.execute(sql`insert into gate_state_changes (object_id, changed_at, from_state, to_state)
      select ${ids.alfaGate}, timestamptz '2019-01-01T12:00:00Z' + (n / 3) * interval '9 days', 'inService', 'failure'
      from generate_series(1, 150) n`);
  }, 180_000);
  afterAll(() => t?.close());

  it('shows a customer every kind of event, newest first, without provider-only fields', async () => {
    const res = await f.get(
      'alfa',
      timeline({
        pageSize: 100,
        kinds: 'inspection,failure,jobOrder,quotation,invoice,document,appointment',
      }),
    );
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    const events = new Set(page.items.map((e) => e.event));
    for (const event of [
      'inspection',
      'failureReported',
      'failureSolved',
      'jobOrder',
      'quotation',
      'invoice',
      'appointment',
    ])
      expect(events).toContain(event);
    const times = page.items.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = page.items.find((e) => e.id === INSPECTION_NEW);
    expect(newest).toMatchObject({ result: 'notConform', condition: 5 });
    expect(newest).not.toHaveProperty('internalRemarks');
    expect(page.items.find((e) => e.id === INSPECTION_OLD)).toMatchObject({ condition: 2 });
    expect(page.items.filter((e) => e.event === 'inspection')).toHaveLength(2);
    expect(page.items.find((e) => e.event === 'failureSolved')).toMatchObject({
      realizedSolution: 'Nieuwe arm geplaatst',
    });
    const jobOrder = page.items.find((e) => e.event === 'jobOrder' && e.id === String(ids.alfaJobOrder));
    expect(jobOrder).toMatchObject({ day: '2025-03-01', jobOrderNumber: 'W-3001', salesPrice: 200 });
    expect(jobOrder).not.toHaveProperty('costPrice');
    expect(res.body).not.toContain(INTERNAL_REMARK);
    expect(res.body).not.toContain('123.45');
    expect(res.body).not.toContain(BETA_NAME);
    expect(res.body).not.toContain('Testpoort');
  });

  it('records a change of the gate state by a trigger', async () => {
    const page: Page = (await f.get('alfa', timeline({ kinds: 'gateState', pageSize: 1 }))).json();
    expect(page.items[0]).toMatchObject({ event: 'gateState', from: 'inService', to: 'failure' });
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gateStateChanges)
      .where(eq(gateStateChanges.objectId, ids.alfaGate));
    expect(row.n).toBe(151);
  });

  it('gives provider staff the internal remarks and the cost price', async () => {
    const page: Page = (
      await f.get('engineer', timeline({ pageSize: 100, kinds: 'inspection,jobOrder' }))
    ).json();
    expect(page.items.find((e) => e.id === INSPECTION_NEW)).toMatchObject({
      internalRemarks: INTERNAL_REMARK,
    });
    expect(page.items.find((e) => e.id === String(ids.alfaJobOrder))).toMatchObject({ costPrice: 123.45 });
  });

  it('filters by kind', async () => {
    const page: Page = (await f.get('alfa', timeline({ kinds: 'invoice', pageSize: 100 }))).json();
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((e) => e.event))).toEqual(new Set(['invoice']));
  });

  it('pages by keys to the oldest event and back, every event once, in one order', async () => {
    const all: Page = (await f.get('alfa', timeline({ pageSize: 100 }))).json();
    const everything: Entry[] = [];
    for (let cursor: string | null = null, pages = 0; pages < 100; pages++) {
      const page: Page = (
        await f.get('alfa', timeline(cursor ? { pageSize: 7, cursor } : { pageSize: 7 }))
      ).json();
      everything.push(...page.items);
      cursor = page.older;
      if (!cursor) break;
    }
    expect(everything.length).toBeGreaterThan(150);
    expect(new Set(everything.map(keyOf)).size).toBe(everything.length);
    expect(everything.slice(0, 100).map(keyOf)).toEqual(all.items.map(keyOf));

    const last: Page = (await f.get('alfa', timeline({ pageSize: 7, end: 'oldest' }))).json();
    expect(last.older).toBeNull();
    expect(last.items.map(keyOf)).toEqual(everything.slice(-7).map(keyOf));
    const backwards: Entry[] = [...last.items];
    for (let cursor = last.newer, pages = 0; cursor && pages < 100; pages++) {
      const page: Page = (await f.get('alfa', timeline({ pageSize: 7, cursor }))).json();
      backwards.unshift(...page.items.filter((e) => !backwards.some((b) => keyOf(b) === keyOf(e))));
      cursor = page.newer;
    }
    expect(backwards.map(keyOf)).toEqual(everything.map(keyOf));
  });

  it('jumps to a year: its newest events first, with the years to choose from', async () => {
    const page: Page = (await f.get('alfa', timeline({ year: 2020, pageSize: 5 }))).json();
    expect(page.items.length).toBe(5);
    expect(page.items[0].at.slice(0, 4)).toBe('2020');
    expect(page.newer).not.toBeNull();
    expect(page.older).not.toBeNull();
    expect(page.years[page.years.length - 1]).toBe(2019);
    expect(page.years).toContain(2024);
  });

  it('gives the worst condition of each inspection, oldest first', async () => {
    const res = await f.get('alfa', `/api/Object/conditions?objectId=${ids.alfaGate}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { inspectionId: INSPECTION_OLD, at: '2023-04-03T09:00:00.000000Z', condition: 2 },
      { inspectionId: INSPECTION_NEW, at: '2024-04-03T09:00:00.000000Z', condition: 5 },
    ]);
  });

  it.each([
    ['beta', ids.alfaGate],
    ['stranger', ids.alfaGate],
    ['alfa', ids.providerOnlyGate],
    ['alfa', ids.betaGate],
  ] as const)('answers %s 403 and nothing for gate %s', async (user, objectId) => {
    for (const path of ['timeline', 'conditions']) {
      const res = await f.get(user, `/api/Object/${path}?objectId=${objectId}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Nieuwe arm');
      expect(res.body).not.toContain(PROVIDER_ONLY_NUMBER);
      expect(res.body).not.toContain('"items"');
    }
  });

  it('answers 404 for a gate that does not exist', async () => {
    expect((await f.get('alfa', '/api/Object/timeline?objectId=999999')).statusCode).toBe(404);
  });

  const badCursor = encodeCursor({ toward: 'older', at: '2024-01-01T00:00:00Z', event: 'invoice', id: 'x' });
  const uuidForInt = encodeCursor({
    toward: 'older',
    at: '2024-01-01T00:00:00Z',
    event: 'jobOrder',
    id: INSPECTION_OLD,
  });
  it.each([
    ['cursor=%00', 'cursor'],
    ['cursor=abc', 'cursor'],
    [`cursor=${badCursor}`, 'cursor'],
    [`cursor=${uuidForInt}`, 'cursor'],
    [`cursor=${'A'.repeat(500)}`, 'cursor'],
    [`cursor=${btoa('["o","yesterday","invoice","1"]')}`, 'cursor'],
    ['kinds=invoice,salary', 'kinds'],
    ['kinds=invoice%00', 'kinds'],
    ['kinds=', 'kinds'],
    ['year=1800', 'year'],
    ['year=20x4', 'year'],
    ['year=2024&end=oldest', ''],
    ['end=newest', 'end'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['objectId=1%00', 'objectId'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const url = query.startsWith('objectId=')
      ? `/api/Object/timeline?${query}`
      : `/api/Object/timeline?objectId=${ids.alfaGate}&${query}`;
    const res = await f.get('alfa', url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.StatusCode).toBe(400);
    if (path) expect(body.Errors?.[0]?.path).toMatch(new RegExp(`^querystring\\.${path}(\\.|$)`));
  });
});
