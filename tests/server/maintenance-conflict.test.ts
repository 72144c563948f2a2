import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import type { InspectionDraft } from '../../contract/inspection';
import { inspectedMeanwhileSchema } from '../../contract/maintenance';
import { documents, inspections, serviceObjects } from '../../server/db/schema';
import type { UserKey } from './data-fixtures';
import { databaseKinds } from './harness';
import { useMaintenance } from './maintenance-fixtures';

/** Object 103: a barrier both engineers may inspect, with no cycle counters. */
const OBJECT = 103;

describe.each(databaseKinds)('two inspections of one object on %s', (kind) => {
  const f = useMaintenance(kind);
  const db = () => f.t.database.db;
  const rowOf = async (id: string) =>
    (await db().select().from(inspections).where(eq(inspections.id, id)))[0];
  const documentCount = async () =>
    Number((await db().select({ n: sql<number>`count(*)::int` }).from(documents))[0].n);

  const startAs = async (user: UserKey, objectId = OBJECT, startedAt?: string) => {
    const id = randomUUID();
    const res = await f.call(user, 'POST', '/api/maintenancereport', { id, objectId, startedAt });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  const submitAs = (user: UserKey, id: string, draft: InspectionDraft, alsoAfter?: string, language = 'en') =>
    f.call(
      user,
      'POST',
      `/api/maintenancereport/${id}/submit`,
      { draft, ...(alsoAfter === undefined ? {} : { alsoAfter }) },
      { 'idempotency-key': randomUUID(), 'accept-language': language },
    );
  /** Two inspections of the object, both open; the other engineer completes the second. */
  async function oneCompletedMeanwhile() {
    const mine = await startAs('engineer');
    const mineDraft = await f.completeDraft(mine, OBJECT);
    const theirs = await startAs('engineerWithoutProperties');
    const theirsDraft = await f.completeDraft(theirs, OBJECT);
    const done = await submitAs('engineerWithoutProperties', theirs, theirsDraft);
    expect(done.statusCode, done.body).toBe(200);
    return { mine, mineDraft, theirs, theirsOutcome: done.json() };
  }

  it('refuses the second completed inspection with who completed the first, when, and its result', async () => {
    const { mine, mineDraft, theirs, theirsOutcome } = await oneCompletedMeanwhile();
    const documentsBefore = await documentCount();
    const res = await submitAs('engineer', mine, mineDraft);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.Code).toBe('objectInspectedMeanwhile');
    expect(inspectedMeanwhileSchema.parse(body.Details)).toEqual({
      objectNumber: 'SO-0103',
      objectDescription: 'Slagboom werf',
      inspectionId: theirs,
      engineerName: 'engineerWithoutProperties naam',
      completedAt: theirsOutcome.submittedAt,
      result: 'conform',
    });
    expect(body.Message).toMatch(
      /^Gate SO-0103 was inspected by engineerWithoutProperties naam on \d+ \w+ \d{4}/,
    );
    expect(body.Message).toContain('(result: conform)');
    expect(body.Message).toContain(`alsoAfter ${theirs}`);
    const dutch = (await submitAs('engineer', mine, mineDraft, undefined, 'nl')).json();
    expect(dutch.Message).toMatch(
      /^Installatie SO-0103 is op .* door engineerWithoutProperties naam geïnspecteerd/,
    );
    expect(await rowOf(mine)).toMatchObject({ result: null, completedAt: null, submitKey: null });
    expect(await documentCount()).toBe(documentsBefore);
  });

  it('records the second as well when the engineer confirms the one completed meanwhile', async () => {
    const { mine, mineDraft, theirs } = await oneCompletedMeanwhile();
    expect((await submitAs('engineer', mine, mineDraft)).statusCode).toBe(409);
    const res = await submitAs('engineer', mine, mineDraft, theirs);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: mine, result: 'conform' });
    const completed = await db().select().from(inspections).where(eq(inspections.objectId, OBJECT));
    expect(completed.filter((r) => r.id === mine || r.id === theirs).map((r) => r.result)).toEqual([
      'conform',
      'conform',
    ]);
  });

  it('refuses a confirmation that names another inspection than the one completed meanwhile', async () => {
    const { mine, mineDraft, theirs } = await oneCompletedMeanwhile();
    for (const named of [randomUUID(), mine]) {
      const res = await submitAs('engineer', mine, mineDraft, named);
      expect(res.statusCode).toBe(409);
      expect(res.json().Details.inspectionId).toBe(theirs);
    }
    expect((await rowOf(mine)).result).toBeNull();
  });

  it('refuses a confirmation of an older one when a third was completed after it, naming the third', async () => {
    const { mine, mineDraft, theirs } = await oneCompletedMeanwhile();
    const third = await startAs('engineerWithoutProperties');
    const thirdDraft = await f.completeDraft(third, OBJECT);
    expect((await submitAs('engineerWithoutProperties', third, thirdDraft, theirs)).statusCode).toBe(200);
    const res = await submitAs('engineer', mine, mineDraft, theirs);
    expect(res.statusCode).toBe(409);
    expect(res.json().Details.inspectionId).toBe(third);
    expect((await rowOf(mine)).result).toBeNull();
    expect((await submitAs('engineer', mine, mineDraft, third)).statusCode).toBe(200);
  });

  it('takes an inspection started after the other was completed without a question', async () => {
    const first = await startAs('engineerWithoutProperties');
    expect(
      (await submitAs('engineerWithoutProperties', first, await f.completeDraft(first, OBJECT))).statusCode,
    ).toBe(200);
    const later = await startAs('engineer');
    expect((await submitAs('engineer', later, await f.completeDraft(later, OBJECT))).statusCode).toBe(200);
  });

  it('judges an inspection started offline by when the device started it, not when its create arrived', async () => {
    const startedOffline = new Date(Date.now() - 60_000).toISOString();
    const online = await startAs('engineerWithoutProperties');
    expect(
      (await submitAs('engineerWithoutProperties', online, await f.completeDraft(online, OBJECT))).statusCode,
    ).toBe(200);
    const offline = await startAs('engineer', OBJECT, startedOffline);
    expect((await rowOf(offline)).startedAt.toISOString()).toBe(startedOffline);
    const res = await submitAs('engineer', offline, await f.completeDraft(offline, OBJECT));
    expect(res.statusCode).toBe(409);
    expect(res.json().Details.inspectionId).toBe(online);
  });

  it('never dates an inspection in the future or more than a month back, whatever the device clock says', async () => {
    const before = Date.now();
    const ahead = await startAs('engineer', OBJECT, new Date(before + 3_600_000).toISOString());
    expect((await rowOf(ahead)).startedAt.getTime()).toBeLessThanOrEqual(Date.now());
    const behind = await startAs('engineer', OBJECT, '2001-01-01T00:00:00Z');
    expect((await rowOf(behind)).startedAt.getTime()).toBeGreaterThanOrEqual(before - 31 * 24 * 3_600_000);
  });

  it('completes exactly one of two inspections of one object submitted at once; the other hears of it', async () => {
    const a = await startAs('engineer');
    const b = await startAs('engineerWithoutProperties');
    const drafts = [await f.completeDraft(a, OBJECT), await f.completeDraft(b, OBJECT)];
    const answers = await Promise.all([
      submitAs('engineer', a, drafts[0]),
      submitAs('engineerWithoutProperties', b, drafts[1]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    const loser = answers.find((r) => r.statusCode === 409)!.json();
    expect(loser.Details.inspectionId).toBe(winner.id);
    const rows = await Promise.all([rowOf(a), rowOf(b)]);
    expect(rows.filter((r) => r.result !== null).map((r) => r.id)).toEqual([winner.id]);
    const reports = await db().select().from(documents).where(eq(documents.id, winner.reportDocumentId));
    expect(reports).toHaveLength(1);
    const [object] = await db().select().from(serviceObjects).where(eq(serviceObjects.id, OBJECT));
    expect(object.gateState).toBe('inService');
  });

  it('gives a user of another customer nothing: 403 without a word of the other inspection', async () => {
    const { mine, mineDraft, theirs } = await oneCompletedMeanwhile();
    const users: UserKey[] = ['alfa', 'alfaAdmin', 'alfaGranted', 'beta', 'stranger'];
    for (const user of users) {
      const res = await submitAs(user, mine, mineDraft, theirs);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
      expect(res.json().Details).toBeUndefined();
      expect(res.body).not.toContain(theirs);
    }
    expect((await rowOf(mine)).result).toBeNull();
  });

  it.each([
    ['not a UUID', 'inspection-1'],
    ['a number', 42],
    ['a control character', `${randomUUID().slice(0, 35)}\u0000`],
    ['a line break', `${randomUUID()}\n`],
    ['null', null],
  ])('refuses alsoAfter as %s with 400 naming it, and writes nothing', async (_, alsoAfter) => {
    const { mine, mineDraft } = await oneCompletedMeanwhile();
    const documentsBefore = await documentCount();
    const res = await f.call(
      'engineer',
      'POST',
      `/api/maintenancereport/${mine}/submit`,
      { draft: mineDraft, alsoAfter },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.map((e: { path: string }) => e.path)).toContain('body.alsoAfter');
    expect((await rowOf(mine)).result).toBeNull();
    expect(await documentCount()).toBe(documentsBefore);
  });

  it.each([
    ['no date', 'yesterday'],
    ['a control character', '2026-11-26T08:00:00Z\u0007'],
    ['a date without its offset', '2026-11-26T08:00:00'],
    ['a number', 1_764_144_000_000],
  ])('refuses startedAt as %s with 400 naming it, and makes no inspection', async (_, startedAt) => {
    const id = randomUUID();
    const res = await f.call('engineer', 'POST', '/api/maintenancereport', {
      id,
      objectId: OBJECT,
      startedAt,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.map((e: { path: string }) => e.path)).toContain('body.startedAt');
    expect(await rowOf(id)).toBeUndefined();
  });
});
