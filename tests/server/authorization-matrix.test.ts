import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProviderRole } from '../../contract/roles';
import {
  BETA_NAME,
  INTERNAL_NOTE_ALFA,
  INTERNAL_NOTE_BETA,
  NON_PUBLIC_VALUE,
  PROVIDER_ONLY_NUMBER,
} from './data-fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { multipart } from './maintenance-fixtures';
import { type Call, type Entry, matrix, type Outcome } from './matrix/entries';
import { forgeries, forgeToken } from './matrix/forged-tokens';
import { changedTables, snapshotter, type TableSnapshot } from './matrix/snapshot';
import { matrixRoles, type Role, seedWorld, type World } from './matrix/world';

/**
 * The authorization matrix: every route of the server's own route table, for each of the six roles with its own
 * customer's ids and with another customer's, without a token and with forged ones, is answered as its entry in
 * `matrix/entries.ts` says. A route without an entry fails, as does an entry without a route. A refused write
 * leaves every table as it was, and a customer's role never reads another customer's rows or provider-only data.
 */

/** Texts only Beta's rows and the provider's own fields hold: none may reach one of Alfa's people. */
const notForAlfa = [
  BETA_NAME,
  'SO-0201',
  'C-2001',
  'W-4001',
  'F-8001',
  'Q-6001',
  'Beta defect',
  'victim@beta.example',
  INTERNAL_NOTE_BETA,
  INTERNAL_NOTE_ALFA,
  NON_PUBLIC_VALUE,
  PROVIDER_ONLY_NUMBER,
];

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** The built app's catch-all page route is no API route. */
const isApiRoute = (route: { url: string }) => !route.url.includes('*');
const matches = (status: number, expected: Outcome) =>
  expected === '2xx' ? status >= 200 && status < 300 : status === expected;

interface Tally {
  routes: number;
  requests: number;
  outcomes: Map<string, number>;
  refusedWritesChecked: number;
  theirsChecked: number;
  mixedChecked: number;
}

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let snapshot: () => Promise<TableSnapshot>;
  /** The tables as they were after the last refused write, while nothing has been written since. */
  let unchangedSince: TableSnapshot | undefined;
  let addressCounter = 0;
  const tally: Tally = {
    routes: 0,
    requests: 0,
    outcomes: new Map(),
    refusedWritesChecked: 0,
    theirsChecked: 0,
    mixedChecked: 0,
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      rateLimitPerMinute: 1_000_000,
      loginLimits: {
        account: { max: 1_000_000, windowS: 60 },
        address: { max: 1_000_000, windowS: 60 },
        maxDelayS: 0,
      },
    });
    w = await seedWorld(t);
    snapshot = await snapshotter(t.database.db);
  }, 120_000);

  afterAll(async () => {
    const outcomes = [...tally.outcomes].map(([outcome, n]) => `${outcome}: ${n}`).join(', ');
    console.log(
      `authorization matrix on ${kind}: ${tally.routes} routes x ${matrixRoles.length} roles, ${tally.requests} requests (${outcomes}); ` +
        `${tally.theirsChecked} with another customer's ids, ${tally.mixedChecked} mixing both, ${tally.refusedWritesChecked} refused writes checked unchanged`,
    );
    await t?.close();
  });

  it('has an entry for every route of the route table, a route for every entry, and public ones alike', () => {
    const routes = t.app.routeTable.filter(isApiRoute);
    const keys = routes.map(routeKey);
    expect(keys.filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !keys.includes(key))).toEqual([]);
    // A route the server lets through without a token is public in the matrix, and only such a one.
    const publicInTable = routes.filter((route) => route.permissions === undefined).map(routeKey);
    const publicInMatrix = Object.keys(matrix).filter((key) => matrix[key]!.may === 'public');
    expect(publicInMatrix.sort()).toEqual(publicInTable.sort());
  });

  async function send(call: Call, method: string, token: string | null): Promise<LightMyRequestResponse> {
    const multipartBody = call.upload && multipart(call.upload.fields, call.upload.file);
    addressCounter++;
    return t.app.inject({
      method: method as 'GET',
      url: call.url,
      // Every request from an address of its own: the per-address limits of public routes stay out of the way.
      remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
      headers: {
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(multipartBody ? { 'content-type': multipartBody.contentType } : {}),
        ...call.headers,
      },
      ...(multipartBody
        ? { payload: multipartBody.payload }
        : call.body === undefined
          ? {}
          : { payload: call.body as object }),
    });
  }

  it.each(Object.keys(matrix))(
    '%s answers each role, no token and forged tokens as its entry says',
    async (key) => {
      const entry: Entry = matrix[key]!;
      const method = key.split(' ')[0]!;
      const writes = method !== 'GET' || entry.writes === true;
      const problems: string[] = [];
      tally.routes++;

      const check = async (
        label: string,
        call: Call,
        token: string | null,
        expected: Outcome,
        role?: Role,
      ) => {
        const before = writes ? (unchangedSince ?? (await snapshot())) : undefined;
        const res = await send(call, method, token);
        tally.requests++;
        const outcome = res.statusCode >= 200 && res.statusCode < 300 ? '2xx' : String(res.statusCode);
        tally.outcomes.set(outcome, (tally.outcomes.get(outcome) ?? 0) + 1);
        if (!matches(res.statusCode, expected))
          problems.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (role && !isProviderRole(role)) {
          const leaked = notForAlfa.filter((text) => res.body.includes(text));
          if (leaked.length) problems.push(`${label}: ${role} read ${leaked.join(', ')}`);
        }
        if (before && res.statusCode >= 400) {
          tally.refusedWritesChecked++;
          const after = await snapshot();
          const changed = changedTables(before, after);
          if (changed.length)
            problems.push(`${label}: refused with ${res.statusCode} but wrote ${changed.join(', ')}`);
          unchangedSince = after;
        } else if (res.statusCode < 400) {
          unchangedSince = undefined;
        }
      };

      const forgeryVictim = (role: Role) =>
        w.accounts[role === 'superadmin' ? 'dbsadmin' : 'superadmin'].token;
      for (const [index, role] of matrixRoles.entries()) {
        const token = w.accounts[role].token;
        const forgery = forgeries[index % forgeries.length]!;
        const forged = await forgeToken(forgery, token, forgeryVictim(role));
        if (entry.may === 'public') {
          const answer = entry.answer ?? '2xx';
          await check(`${role} own`, entry.own(w, role), token, answer, role);
          await check(`${role} forged (${forgery})`, entry.own(w, role), forged, answer);
          continue;
        }
        const may = entry.may.includes(role);
        const own = entry.except?.[role]?.own ?? (may ? (entry.answer ?? '2xx') : 403);
        await check(`${role} own`, entry.own(w, role), token, own, role);
        if (entry.theirs) {
          tally.theirsChecked++;
          const theirs =
            entry.except?.[role]?.theirs ?? (may && isProviderRole(role) ? (entry.answer ?? '2xx') : 403);
          await check(`${role} theirs`, entry.theirs(w, role), token, theirs, role);
        }
        if (entry.mixed && !isProviderRole(role)) {
          tally.mixedChecked++;
          await check(`${role} mixed`, entry.mixed(w, role), token, 403, role);
        }
        await check(`${role} forged (${forgery})`, entry.own(w, role), forged, 401);
      }
      const anyone = entry.may === 'public' ? (entry.answer ?? '2xx') : 401;
      await check('no token', entry.own(w, 'companyuser'), null, anyone);

      expect(problems).toEqual([]);
    },
  );
});
