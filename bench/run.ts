import { benchIdentity } from './identity';

const say = (line: string) => process.stdout.write(`${line}\n`);

say('Service portal benchmarks (one process, loopback only)');
await benchIdentity(say);
