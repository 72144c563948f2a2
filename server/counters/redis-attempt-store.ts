import type { Redis } from 'ioredis';
import type { AttemptCount, AttemptStore } from '../identity/login-throttle';

/** INCR, and the window's expiry set by the first failure only; answers the count and the time left. */
const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/**
 * Failed sign-ins counted in Redis, one count for every process. While Redis cannot be reached the counts
 * go on in `fallback` (this process's memory): each process then limits on its own, as one process did before,
 * rather than letting every guess through or refusing every owner (decision 029).
 */
export function createRedisAttemptStore(
  redis: Redis,
  fallback: AttemptStore,
  prefix: string,
  now: () => number = Date.now,
): AttemptStore {
  const key = (k: string) => `${prefix}attempts:${k}`;
  const count = (n: unknown, ttlMs: unknown): AttemptCount => ({
    count: Number(n),
    resetsAt: now() + Math.max(0, Number(ttlMs)),
  });
  return {
    async get(k) {
      try {
        const [[, n], [, ttl]] = (await redis.multi().get(key(k)).pttl(key(k)).exec()) as [
          [unknown, string | null],
          [unknown, number],
        ];
        return n === null ? undefined : count(n, ttl);
      } catch {
        return fallback.get(k);
      }
    },
    async add(k, windowS) {
      try {
        const [n, ttl] = (await redis.eval(ADD, 1, key(k), String(windowS * 1000))) as [number, number];
        return count(n, ttl);
      } catch {
        return fallback.add(k, windowS);
      }
    },
    async clear(k) {
      await Promise.all([redis.del(key(k)).catch(() => 0), fallback.clear(k)]);
    },
  };
}
