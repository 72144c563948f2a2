import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** One Redis connection of a process, and whether it answers now. */
export interface RedisConnection {
  redis: Redis;
  reachable(): boolean;
  close(): Promise<void>;
}

/**
 * Connects to the Redis that the counters of every process share. A command sent while Redis is away fails at
 * once instead of waiting in a queue (`enableOfflineQueue: false`), so a request never hangs on a counter; the
 * connection keeps trying in the background. The loss and the return are each logged once, not per command.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let reachable = false;
  redis.on('ready', () => {
    if (!reachable) log.info('Redis reachable: limits are counted across every process');
    reachable = true;
  });
  redis.on('error', (error) => {
    if (reachable) log.warn({ err: error }, 'Redis unreachable: limits fall back as decision 029 says');
    reachable = false;
  });
  redis.on('end', () => {
    reachable = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    log.warn({ err: error }, 'Redis unreachable at start: limits fall back as decision 029 says');
  }
  return {
    redis,
    reachable: () => reachable,
    close: async () => {
      redis.disconnect();
    },
  };
}
