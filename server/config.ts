import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { ThrottleLimits } from './identity/login-throttle';

const isAddressOrRange = (text: string) => {
  const [address, bits, ...rest] = text.split('/');
  if (rest.length > 0 || !address) return false;
  const kind = isIP(address);
  if (!kind) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
};

const trustProxyOf = (value: string): boolean | string[] =>
  value === 'true' ? true : value === 'false' ? false : value.split(',').map((p) => p.trim());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Wait before mail that could not be sent is tried again; it doubles with each try, up to 60 times this. */
  MAIL_RETRY_S: z.coerce.number().int().min(1).default(60),
  /** Tries the SMTP server refuses for good (5xx) before a message is given up as failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(10).default(900),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /**
   * Demo mode (demo data in an empty database, demo accounts with a published password, the outbox page):
   * only when asked for (`true`, or `--demo` as `npm start` passes), or for a database the demo created.
   * `false` refuses it even then.
   */
  DEMO: z.enum(['true', 'false']).optional(),
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For (only then: anyone can send that
   * header). `true` believes it from anyone; the proxy's addresses (comma-separated, CIDR allowed) believe it
   * only from those proxies, so a client that reaches a process directly cannot name its own address. (A hop
   * count is not offered: this Fastify believes nobody's header with one.)
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) =>
        /^(true|false)$/.test(value) || value.split(',').every((part) => isAddressOrRange(part.trim())),
      "must be true, false or the proxies' addresses (comma-separated, CIDR allowed)",
    ),
  /** Requests per minute per client address, for every route. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Counters that limit (rate limits, failed sign-ins) shared by every process; unset: this process's memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of this portal's keys in Redis: several portals (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and :._- only, at most 64')
    .default('portal:'),
  /** Where uploaded and generated files live: this machine's DATA_DIR/files, or PostgreSQL for many processes. */
  FILE_STORE: z.enum(['disk', 'postgres']).default('disk'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /** First wait before a message that could not be sent is tried again, in milliseconds. */
  mailRetryMs: number;
  /** Refusals (5xx) of one message before it is given up. */
  mailMaxAttempts: number;
  publicUrl: string;
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /**
   * Whether demo mode was asked for (true), refused (false) or left to the database (undefined: only a
   * database the demo created runs as a demo). `server/main.ts` settles it before `buildApp` sees it.
   */
  demo?: boolean;
  logLevel: string;
  rateLimitPerMinute: number;
  /** As Fastify takes it: believe X-Forwarded-For from anyone, from nobody, or from these proxies only. */
  trustProxy: boolean | string[];
  /** Where stored files live (decision 029); unset: the disk. */
  fileStore?: 'disk' | 'postgres';
  /** Redis for the counters that limit, shared by every process (decision 029). */
  redisUrl?: string;
  /** Prefix of this portal's keys in Redis; tests keep their counts apart with it. */
  redisKeyPrefix?: string;
  /** Limits of failed sign-ins; not from the environment: the defaults suit production, tests lower them. */
  loginLimits?: Partial<ThrottleLimits>;
  /** Where the built browser app is served from; absent in API-only tests. */
  staticDir?: string;
}

export class ConfigError extends Error {}

/** Parses the environment once. A wrong value throws one line naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  args: readonly string[] = process.argv.slice(2),
): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailRetryMs: e.MAIL_RETRY_S * 1000,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? keptSecret(dataDir),
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: e.REFRESH_TOKEN_TTL_S,
    demo: e.DEMO === 'false' ? false : e.DEMO === 'true' || args.includes('--demo') ? true : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    fileStore: e.FILE_STORE,
    staticDir: resolve('dist'),
  };
}

/** Without JWT_SECRET a secret is generated once and kept beside the data, readable by its owner only. */
function keptSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
