import { benchData } from './data';
import { benchBare, benchIdentity } from './identity';

const say = (line: string) => process.stdout.write(`${line}\n`);

say('Service portal benchmarks (server in this process, load from another process, loopback only)');
const bare = await benchBare(say);
await benchIdentity(say, bare);
say('');
say('Data calls on the large set (npm run seed -- --scale large)');
await benchData(say, bare);
