import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Who may call a route is a named guard of server/access/route-guards.ts (`staffOnly`, `customersOnly`, with
 * the route's permission keys), declared in its options; a route file that checked the caller's role itself
 * would be the sixth hand-written copy of "provider staff only", with its own idea of who that is.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** A role test of the caller: `isProviderRole(caller.role)`, `callerOf(request).role`, `role === 'dbsadmin'`. */
const handWritten = /isProviderRole\(\s*(caller|callerOf\(request\))\.role|\brole\s*===?\s*'/;

const roleChecksIn = (sources: Record<string, string>) =>
  Object.entries(sources)
    .filter(([, text]) => handWritten.test(text))
    .map(([file]) => file);

describe('route guards are named, in server/access', () => {
  it('finds no route file that checks the caller’s role itself', () => {
    const dir = path.join(root, 'server/routes');
    const sources = Object.fromEntries(
      readdirSync(dir).map((name) => [`server/routes/${name}`, readFileSync(path.join(dir, name), 'utf8')]),
    );
    expect(roleChecksIn(sources)).toEqual([]);
  });

  it('would fail on a preValidation hook that lets provider staff in by hand', () => {
    const hook =
      'preValidation: async (request) => {\n  if (!isProviderRole(callerOf(request).role)) throw noAccess();\n}';
    const admins = "staffOnly((role) => role === 'superadmin' || role === 'dbsadmin')";
    expect(
      roleChecksIn({ 'a.ts': hook, 'b.ts': admins, 'c.ts': "...staffOnly(['Maintenance.Inspect'])" }),
    ).toEqual(['a.ts', 'b.ts']);
  });
});
