import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzz, fuzzTarget } from './fuzzing';
import { databaseKinds, type TestApp } from './harness';

/**
 * Schema-derived fuzzing of every route of the server's own route table (see `fuzzing.ts`), the quick set of a
 * few thousand bad inputs: not one answers 5xx, and a refused one writes nothing. `npm run fuzz` sends more.
 */
describe.each(databaseKinds)('schema-derived fuzzing of every route on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await fuzzTarget(kind));
  }, 60_000);
  afterAll(() => t?.close());

  it('answers no bad input of any route with 5xx, and writes nothing for a refused one', async () => {
    const totals = await fuzz(t, token, 'quick');
    expect(totals.routes).toBeGreaterThan(60);
    expect(totals.serverErrors).toEqual([]);
    expect(totals.rowsWritten).toEqual([]);
    expect(totals.requests).toBeGreaterThan(2000);
    // The inputs reached the routes' own checks: most are refused as bad input, not for want of a session.
    expect(totals.statuses.get(401) ?? 0).toBeLessThan(totals.requests / 20);
    expect(totals.statuses.get(400) ?? 0).toBeGreaterThan(totals.requests / 2);
  }, 600_000);
});
