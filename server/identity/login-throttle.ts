import { HttpError } from '../errors';

export interface Limit {
  max: number;
  windowS: number;
}

export interface ThrottleLimits {
  account: Limit;
  address: Limit;
}

export interface AttemptCount {
  count: number;
  /** epoch ms at which the window ends and the count starts again at 0 */
  resetsAt: number;
}

/**
 * Where failure counts live. In memory for one process; several processes behind a load balancer share one
 * Redis instead (INCR with an expiry, PTTL, DEL map one to one onto these).
 */
export interface AttemptStore {
  get(key: string): Promise<AttemptCount | undefined>;
  /** Counts one failure; the first failure starts the window. */
  add(key: string, windowS: number): Promise<AttemptCount>;
  clear(key: string): Promise<void>;
}

export function createMemoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const counts = new Map<string, AttemptCount>();
  const current = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetsAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    for (const key of counts.keys()) current(key);
  };
  return {
    async get(key) {
      return current(key);
    },
    async add(key, windowS) {
      // Keeps the map from growing without bound under a spray of made-up emails.
      if (counts.size > 10_000) sweep();
      const entry = current(key) ?? { count: 0, resetsAt: now() + windowS * 1000 };
      entry.count += 1;
      counts.set(key, entry);
      return entry;
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

/**
 * Failed logins are counted per account (guessing one user's password) and per client address (trying many
 * accounts). At the limit the login is refused before the password is checked. Unknown emails are counted
 * like known ones, so the throttle tells nobody which accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

  private keys(email: string, address: string) {
    return [
      { key: this.accountKey(email), limit: this.limits.account },
      { key: `address:${address}`, limit: this.limits.address },
    ];
  }

  /** Throws 429 with Retry-After when the account or the address has reached its limit. */
  async assertAllowed(email: string, address: string): Promise<void> {
    for (const { key, limit } of this.keys(email, address)) {
      const attempts = await this.store.get(key);
      if (attempts && attempts.count >= limit.max) {
        const retryAfterS = Math.max(1, Math.ceil((attempts.resetsAt - this.now()) / 1000));
        throw new HttpError(429, 'tooManyAttempts', { 'retry-after': String(retryAfterS) });
      }
    }
  }

  async failed(email: string, address: string): Promise<void> {
    for (const { key, limit } of this.keys(email, address)) await this.store.add(key, limit.windowS);
  }

  /** A success ends the account's count; the address keeps its count, it may be trying many accounts. */
  async succeeded(email: string): Promise<void> {
    await this.store.clear(this.accountKey(email));
  }
}
