import { fileURLToPath } from 'node:url';
import { benchBrowser } from './browser';
import { benchControlFloors } from './control-floors';
import { benchData } from './data';
import { benchBare, benchIdentity } from './identity';
import { benchLighthouse } from './lighthouse';
import { benchOutbox } from './outbox';
import { benchReport, benchRouteBundles } from './report';
import { benchScaleOut } from './scale-out';

const say = (line: string) => process.stdout.write(`${line}\n`);
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run bench` runs every part; `npm run bench -- data lighthouse` only those named (identity, scale-out,
 * data, app, browser, lighthouse, outbox). BENCH_ROWS=objects,invoices of 3 keeps only the data rows named so.
 */
const named = new Set(process.argv.slice(2));
const parts = ['identity', 'scale-out', 'data', 'app', 'browser', 'lighthouse', 'outbox'];
const unknown = [...named].filter((part) => !parts.includes(part));
if (unknown.length) throw new Error(`No bench part ${unknown.join(', ')}; the parts: ${parts.join(', ')}`);
const wants = (part: string) => named.size === 0 || named.has(part);

say(
  'Service portal benchmarks (server in this process, load from another process, loopback only; ' +
    'ratio: req/s over the bare route of this run)',
);
const bare = wants('identity') || wants('scale-out') || wants('data') ? await benchBare(say) : undefined;
if (bare && wants('identity')) await benchIdentity(say, bare);
if (bare && wants('scale-out')) {
  say('');
  say('Past one machine: PostgreSQL, Redis, nginx round robin (same run)');
  await benchScaleOut(say, bare);
}
if (bare && wants('data')) {
  say('');
  say('Data calls on the large set (npm run seed -- --scale large)');
  await benchData(say, bare);
}
if (wants('app')) {
  say('');
  say('The browser app and the inspection report (no server involved)');
  say('| what | measure | size |');
  say('|---|---|---|');
  benchRouteBundles(say, root);
  await benchControlFloors(say);
  await benchReport(say);
}
if (wants('browser')) {
  say('');
  say('In Chromium, against the server in its own process');
  say('| what | measure | runs |');
  say('|---|---|---|');
  await benchBrowser(say);
}
if (wants('lighthouse')) {
  say('');
  say('Lighthouse 12.2.3, mobile (its default throttling), on the demo data');
  say('| page | performance / accessibility / best practices / SEO | measures |');
  say('|---|---|---|');
  await benchLighthouse(say, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
}
if (wants('outbox')) {
  say('');
  say('Field work: the outbox of the browser app (Chromium, the real server on loopback)');
  say('| what | time | throughput |');
  say('|---|---|---|');
  await benchOutbox(say, root);
}
