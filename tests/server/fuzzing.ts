import { z } from 'zod';
import type { RouteEntry } from '../../server/route-table';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, type DatabaseKind, type TestApp } from './harness';

/**
 * Schema-derived fuzzing: every route of the server's own route table gets bad inputs derived from its zod
 * schemas (wrong types, missing fields, control characters, huge strings, `__proto__`, arrays for objects,
 * malformed JSON, wrong content types, odd path parameters), sent by the most powerful account. Not one may
 * answer 5xx, and a refused request writes nothing. `npm test` sends the quick set (a few thousand), `npm run
 * fuzz` the thorough one (over ten thousand).
 */
export type FuzzDepth = 'quick' | 'thorough';

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

/** More of them for the thorough run: edge numbers, lone surrogates, deep nesting, injections. */
const moreBadValues: unknown[] = [
  0,
  1.5,
  -2_147_483_649,
  2 ** 53 + 1,
  '1e309',
  'NaN',
  '-0',
  'null',
  'true',
  '\ud800',
  '\u202etxt.exe',
  '\uffff',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  'a'.repeat(300),
  Array.from({ length: 1000 }, () => 'a'),
  JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`),
  { constructor: { prototype: { admin: true } } },
  '00000000-0000-0000-0000-000000000000',
  '2026-13-01T25:61:00Z',
];

/** Bodies nested far deeper than any call takes: arrays in arrays, and objects in objects. */
export const deepBodies = [
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
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
const moreBadParams = [
  '1.5',
  '1e3',
  '%20',
  '..%2F..%2Fetc',
  '00000000-0000-0000-0000-000000000000',
  '%F0%9F%92%A5',
];

// The core class: an object schema of zod's classic API and one of zod/mini (decision 018) are both one.
const zodShape = (schema: unknown): Record<string, unknown> | null =>
  schema instanceof z.core.$ZodObject ? (schema._zod.def.shape as Record<string, unknown>) : null;

/** A body or query whose fields are all bad in one way, and per field ones with only that field bad. */
function badObjects(schema: unknown, depth: FuzzDepth): unknown[] {
  const shape = zodShape(schema);
  const keys = shape ? Object.keys(shape) : ['id'];
  const values = depth === 'quick' ? badValues : [...badValues, ...moreBadValues];
  const perField = depth === 'quick' ? [null, 'a\u0000b', 42, [], 'é'.repeat(20_000)] : values;
  const objects: unknown[] = [{}];
  for (const value of values) objects.push(Object.fromEntries(keys.map((key) => [key, value])));
  for (const key of keys) for (const value of perField) objects.push({ [key]: value });
  objects.push(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'));
  return objects;
}

/** A query value URL-encoded; a lone surrogate, which encodeURIComponent refuses, as the bytes it would be. */
const queryValue = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const pathWith = (url: string, value: string) => url.replace(/:(\w+)\??/g, value);

/** Routes that would end the fuzzer's own session or are not the API. */
const skipped = (route: RouteEntry) =>
  route.url === '/Identity/Logout' || route.url === '/api/openapi.json' || route.url.includes('*');

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** The bad requests for the routes of a route table. */
export function fuzzRequests(routeTable: readonly RouteEntry[], depth: FuzzDepth) {
  const routes = routeTable.filter((route) => !skipped(route));
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const { method } = route;
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    const hasParams = route.url.includes(':');
    const params = depth === 'quick' ? badParams : [...badParams, ...moreBadParams];
    const paths = hasParams ? params.map((p) => pathWith(route.url, p)) : [route.url];
    for (const url of paths) requests.push({ method, url });
    const url = hasParams ? pathWith(route.url, '1') : route.url;
    if (schema?.querystring || method === 'GET') {
      for (const query of badObjects(schema?.querystring, depth)) {
        const entries = Object.entries(query as Record<string, unknown>).map(
          ([key, value]) => `${encodeURIComponent(key)}=${queryValue(String(value))}`,
        );
        requests.push({ method, url: `${url}?${entries.join('&')}` });
      }
    }
    if (method !== 'GET') {
      for (const body of badObjects(schema?.body, depth))
        requests.push({ method, url, payload: JSON.stringify(body) });
      for (const raw of ['{', '[1,', '"text"', '12', 'null', '\u0000'])
        requests.push({ method, url, payload: raw });
      for (const raw of deepBodies) requests.push({ method, url, payload: raw });
      requests.push({ method, url, payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
      requests.push({ method, url, payload: '<x/>', contentType: 'text/xml' });
      if (depth === 'thorough') {
        requests.push({ method, url, payload: '{}', contentType: 'multipart/form-data; boundary=x' });
        requests.push({
          method,
          url,
          payload: '--x\r\n\r\n--x--',
          contentType: 'multipart/form-data; boundary=x',
        });
        requests.push({ method, url, payload: '{"a":1}', contentType: 'application/json; charset=utf-16' });
      }
    }
  }
  return { routes, requests };
}

/** Counts the rows of every table together: a refused request must leave the sum as it was. */
async function rowCounter(t: TestApp): Promise<() => Promise<number>> {
  const tables = (await t.database.db.execute(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  )) as unknown as { rows: { table_name: string }[] };
  const counts = tables.rows
    .map((row) => `select count(*)::int as c from "${row.table_name}"`)
    .join(' union all ');
  const query = `select sum(c)::int as total from (${counts}) as counts`;
  return async () => {
    const total = (await t.database.db.execute(query)) as unknown as { rows: { total: number }[] };
    return Number(total.rows[0]!.total);
  };
}

export interface FuzzTotals {
  routes: number;
  requests: number;
  statuses: Map<number, number>;
  /** Requests answered 5xx, and refused requests that wrote rows, each with what was sent. */
  serverErrors: string[];
  rowsWritten: string[];
}

/** An app on `kind` with one relation and the signed-in superadmin who sends the bad inputs. */
export async function fuzzTarget(kind: DatabaseKind): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp(kind, { rateLimitPerMinute: 1_000_000 });
  await createRelation(t.database.db, 1);
  const superadmin = await createUser(t.database.db, { email: 'fuzz@provider.example', role: 'superadmin' });
  return { t, token: (await login(t.app, superadmin.email)).accessToken };
}

/** Sends the bad requests for every route of `t`'s route table. */
export async function fuzz(t: TestApp, token: string, depth: FuzzDepth): Promise<FuzzTotals> {
  const { routes, requests } = fuzzRequests(t.app.routeTable, depth);
  const rowCount = await rowCounter(t);
  const totals: FuzzTotals = {
    routes: routes.length,
    requests: 0,
    statuses: new Map(),
    serverErrors: [],
    rowsWritten: [],
  };
  for (const { method, url, payload, contentType = 'application/json' } of requests) {
    const before = method === 'GET' ? 0 : await rowCount();
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      // Each request from an address of its own, so the per-address limits (a few an hour on the public
      // report, the password reset) let every input through to the route's own checks.
      remoteAddress: `10.${(totals.requests >> 16) & 255}.${(totals.requests >> 8) & 255}.${totals.requests & 255}`,
      headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': contentType }) },
      payload,
    });
    totals.requests++;
    totals.statuses.set(res.statusCode, (totals.statuses.get(res.statusCode) ?? 0) + 1);
    const where = `${method} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ''}`;
    if (res.statusCode >= 500) totals.serverErrors.push(`${res.statusCode} ${where}`);
    if (method !== 'GET' && res.statusCode >= 400 && (await rowCount()) !== before)
      totals.rowsWritten.push(`wrote rows with ${res.statusCode}: ${where}`);
  }
  return totals;
}
