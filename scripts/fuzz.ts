import { fuzz, fuzzTarget } from '../tests/server/fuzzing';
import type { DatabaseKind } from '../tests/server/harness';

/**
 * `npm run fuzz`: the schema-derived fuzzing of `npm test` at full depth, over ten thousand bad requests to every
 * route of the route table. On PGlite; with TEST_DATABASE_URL on PostgreSQL, in a database made for the run and
 * dropped after. Prints the totals; exits 1 when a request was answered 5xx or a refused one wrote rows.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const kind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

say(`Schema-derived fuzzing of every route on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
const started = Date.now();
const { t, token } = await fuzzTarget(kind);
let totals: Awaited<ReturnType<typeof fuzz>>;
try {
  totals = await fuzz(t, token, 'thorough');
} finally {
  await t.close();
}

const byClass = new Map<string, number>();
for (const [status, n] of totals.statuses) {
  const group = `${Math.floor(status / 100)}xx`;
  byClass.set(group, (byClass.get(group) ?? 0) + n);
}
const classes = [...byClass].sort(([a], [b]) => a.localeCompare(b));
const statuses = [...totals.statuses].sort(([a], [b]) => a - b);
const serverErrors = totals.serverErrors.length;
say(`routes: ${totals.routes}`);
say(`requests: ${totals.requests} in ${Math.round((Date.now() - started) / 1000)} s`);
say(`answers by class: ${classes.map(([group, n]) => `${group} ${n}`).join(', ')}`);
say(`answers by status: ${statuses.map(([status, n]) => `${status} ${n}`).join(', ')}`);
say(`5xx: ${serverErrors}`);
say(`refused requests that wrote rows: ${totals.rowsWritten.length}`);
for (const line of [...totals.serverErrors, ...totals.rowsWritten].slice(0, 50)) say(`  ${line}`);
process.exitCode = serverErrors + totals.rowsWritten.length > 0 ? 1 : 0;
