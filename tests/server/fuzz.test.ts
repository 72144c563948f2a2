import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteEntry } from '../../server/route-table';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

/**
 * Schema-derived fuzzing: every route of the server's own route table gets bad inputs derived from its zod
 * schemas (wrong types, missing fields, control characters, huge strings, `__proto__`, arrays for objects,
 * malformed JSON, wrong content types, odd path parameters), sent by the most powerful account. Not one may
 * answer 5xx, and a refused request writes nothing.
 */

/** Values of the wrong kind, or of the right kind but poisonous, for any one field. */
const badValues: unknown[] = [
  null,
  123456789012,
  -1,
  true,
  'a\u0000b',
  'x\u001bz',
  'é'.repeat(20_000),
  '',
  ' ',
  '💥',
  [],
  ['a', 1],
  {},
  { __proto__: { admin: true } },
  '2026-02-30',
  '../../etc/passwd',
];

/** Odd values of a path parameter (already URL-encoded). */
const badParams = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '%00',
  '%E0%A4%A',
  "'%20or%201=1",
  'x'.repeat(300),
];

const zodShape = (schema: unknown): Record<string, unknown> | null =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : null;

/** A body or query whose fields are all bad in one way, and one per field with only that field bad. */
function badObjects(schema: unknown): unknown[] {
  const shape = zodShape(schema);
  const keys = shape ? Object.keys(shape) : ['id'];
  const objects: unknown[] = [{}];
  for (const value of badValues) objects.push(Object.fromEntries(keys.map((key) => [key, value])));
  for (const key of keys)
    for (const value of [null, 'a\u0000b', 42, [], 'é'.repeat(20_000)]) objects.push({ [key]: value });
  objects.push(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'));
  return objects;
}

const pathWith = (url: string, value: string) => url.replace(/:(\w+)\??/g, value);

/** Routes that would end the fuzzer's own session or are not the API. */
const skipped = (route: RouteEntry) =>
  route.url === '/Identity/Logout' || route.url === '/api/openapi.json' || route.url.includes('*');

describe.each(databaseKinds)('schema-derived fuzzing of every route on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let sent = 0;
  const statuses = new Map<number, number>();

  const rowCount = async (): Promise<number> => {
    const tables = (await t.database.db.execute(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    )) as unknown as { rows: { table_name: string }[] };
    const counts = tables.rows
      .map((row) => `select count(*)::int as c from "${row.table_name}"`)
      .join(' union all ');
    const total = (await t.database.db.execute(
      `select sum(c)::int as total from (${counts}) as counts`,
    )) as unknown as {
      rows: { total: number }[];
    };
    return Number(total.rows[0].total);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 1_000_000 });
    await createRelation(t.database.db, 1);
    const superadmin = await createUser(t.database.db, {
      email: 'fuzz@provider.example',
      role: 'superadmin',
    });
    token = (await login(t.app, superadmin.email)).accessToken;
  }, 60_000);
  afterAll(() => t?.close());

  it('answers no bad input of any route with 5xx, and writes nothing for a refused one', async () => {
    const routes = t.app.routeTable.filter((route) => !skipped(route));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const send = async (method: string, url: string, payload?: string, contentType = 'application/json') => {
      const before = method === 'GET' ? 0 : await rowCount();
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': contentType }) },
        payload,
      });
      sent++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const where = `${method} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ''}`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}`);
      if (method !== 'GET' && res.statusCode >= 400 && (await rowCount()) !== before)
        failures.push(`wrote rows with ${res.statusCode}: ${where}`);
    };

    for (const route of routes) {
      const schema = route.schema as { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
      const hasParams = route.url.includes(':');
      const paths = hasParams ? badParams.map((p) => pathWith(route.url, p)) : [route.url];
      for (const path of paths) await send(route.method, path);
      const url = hasParams ? pathWith(route.url, '1') : route.url;
      if (schema?.querystring || route.method === 'GET') {
        for (const query of badObjects(schema?.querystring)) {
          const entries = Object.entries(query as Record<string, unknown>).map(
            ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`,
          );
          await send(route.method, `${url}?${entries.join('&')}`);
        }
      }
      if (route.method !== 'GET') {
        for (const body of badObjects(schema?.body)) await send(route.method, url, JSON.stringify(body));
        for (const raw of ['{', '[1,', '"text"', '12', 'null', '\u0000']) await send(route.method, url, raw);
        await send(route.method, url, 'a=1&b=2', 'application/x-www-form-urlencoded');
        await send(route.method, url, '<x/>', 'text/xml');
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // The inputs reached the routes' own checks: most are refused as bad input, not for want of a session.
    expect(statuses.get(401) ?? 0).toBeLessThan(sent / 20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 2);
  }, 600_000);
});
