import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { type AttemptStore, createMemoryAttemptStore } from '../identity/login-throttle';
import { createRedisAttemptStore } from './redis-attempt-store';
import { connectRedis } from './redis-connection';

/** Where the counters that limit live, as `/health` and `/ready` tell it. */
export type CountersState = { store: 'memory' } | { store: 'redis'; reachable: boolean };

/** The counters of one process: failed sign-ins, and the Redis that the API's rate limits count in, if any. */
export interface Counters {
  attempts: AttemptStore;
  /** Given to @fastify/rate-limit as its store; absent: it counts in this process's memory. */
  rateLimitRedis?: Redis;
  /** The prefix of every key of this portal in Redis. */
  prefix: string;
  state(): CountersState;
  close(): Promise<void>;
}

/**
 * Memory when `REDIS_URL` is unset (one process: the embedded default), Redis when it is set, so that any
 * number of processes behind a load balancer count every limit once.
 */
export async function openCounters(config: Config, log: FastifyBaseLogger): Promise<Counters> {
  const memory = createMemoryAttemptStore();
  const prefix = config.redisKeyPrefix ?? 'portal:';
  if (!config.redisUrl) {
    return { attempts: memory, prefix, state: () => ({ store: 'memory' }), close: async () => {} };
  }
  const connection = await connectRedis(config.redisUrl, log);
  return {
    attempts: createRedisAttemptStore(connection.redis, memory, prefix),
    rateLimitRedis: connection.redis,
    prefix,
    state: () => ({ store: 'redis', reachable: connection.reachable() }),
    close: connection.close,
  };
}
