import { benchData } from './data';
import { benchIdentity } from './identity';

const say = (line: string) => process.stdout.write(`${line}\n`);

say('Service portal benchmarks (one process, loopback only)');
await benchIdentity(say);
say('');
say('Data calls on the large set (npm run seed -- --scale large)');
await benchData(say);
