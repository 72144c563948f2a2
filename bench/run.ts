import { fileURLToPath } from 'node:url';
import { benchBrowser } from './browser';
import { benchControlFloors } from './control-floors';
import { benchData } from './data';
import { benchBare, benchIdentity } from './identity';
import { benchOutbox } from './outbox';
import { benchReport, benchRouteBundles } from './report';
import { benchScaleOut } from './scale-out';

const say = (line: string) => process.stdout.write(`${line}\n`);

say(
  'Service portal benchmarks (server in this process, load from another process, loopback only; ' +
    'ratio: req/s over the bare route of this run)',
);
const bare = await benchBare(say);
await benchIdentity(say, bare);
say('');
say('Past one machine: PostgreSQL, Redis, nginx round robin (same run)');
await benchScaleOut(say, bare);
say('');
say('Data calls on the large set (npm run seed -- --scale large)');
await benchData(say, bare);
say('');
say('The browser app and the inspection report (no server involved)');
say('| what | measure | size |');
say('|---|---|---|');
benchRouteBundles(say, fileURLToPath(new URL('..', import.meta.url)));
await benchControlFloors(say);
await benchReport(say);
say('');
say('In Chromium, against the server in its own process');
say('| what | measure | runs |');
say('|---|---|---|');
await benchBrowser(say);
say('');
say('Field work: the outbox of the browser app (Chromium, the real server on loopback)');
say('| what | time | throughput |');
say('|---|---|---|');
await benchOutbox(say, fileURLToPath(new URL('..', import.meta.url)));
