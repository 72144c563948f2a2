import { HttpError } from '../errors';

export interface Limit {
  max: number;
  windowS: number;
}

export interface ThrottleLimits {
  /** Failures of one account from one client address: at the limit, that address is refused for that account. */
  account: Limit;
  /** Failures from one client address over all accounts: at the limit, the address is refused. */
  address: Limit;
  /**
   * Past `account.max` failures of an account from all addresses together, every answer for that account waits
   * twice as long as the one before, up to this many seconds. It slows a guesser spread over many addresses
   * but never locks the owner out.
   */
  maxDelayS: number;
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

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Failed logins are counted per account and client address (guessing one user's password from one place),
 * per address (trying many accounts) and per account over all addresses. The first two refuse at their limit,
 * before the password is checked; the third only slows every answer for that account down, so a guesser
 * cannot lock the owner out and a correct password from an address that did not fail still gets in (OWASP
 * ASVS 2.2.1). Unknown emails are counted like known ones, so the throttle tells nobody which accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = sleepFor,
  ) {}

  private account = (email: string) => email.trim().toLowerCase();
  private pairKey = (email: string, address: string) => `account:${this.account(email)}|${address}`;
  private accountKey = (email: string) => `account:${this.account(email)}`;
  private addressKey = (address: string) => `address:${address}`;
  private deviceKey = (device: string) => `device:${device}`;

  /**
   * Throws 429 with Retry-After when this address has reached its limit for the account or over all accounts;
   * otherwise waits as long as the account's failures from everywhere ask. A known device of the account
   * (`device`, its device token's id) is held to its own count only: the lockouts of the address, which a
   * guesser at the same office fills, are for unknown clients.
   */
  async assertAllowed(email: string, address: string, device?: string): Promise<void> {
    const refusing = device
      ? [{ key: this.deviceKey(device), limit: this.limits.account }]
      : [
          { key: this.pairKey(email, address), limit: this.limits.account },
          { key: this.addressKey(address), limit: this.limits.address },
        ];
    for (const { key, limit } of refusing) {
      const attempts = await this.store.get(key);
      if (attempts && attempts.count >= limit.max) {
        const retryAfterS = Math.max(1, Math.ceil((attempts.resetsAt - this.now()) / 1000));
        throw new HttpError(429, 'tooManyAttempts', { 'retry-after': String(retryAfterS) });
      }
    }
    const delayMs = this.delayMs((await this.store.get(this.accountKey(email)))?.count ?? 0);
    if (delayMs > 0) await this.sleep(delayMs);
  }

  /** The wait before an answer for an account with this many failures over all addresses: 1 s, 2 s, 4 s, ... */
  delayMs(failures: number): number {
    const past = failures - this.limits.account.max;
    if (past < 0) return 0;
    return Math.min(2 ** past, this.limits.maxDelayS) * 1000;
  }

  /** A failure counts for the account everywhere, and for the known device or else the address. */
  async failed(email: string, address: string, device?: string): Promise<void> {
    if (device) {
      await this.store.add(this.deviceKey(device), this.limits.account.windowS);
    } else {
      await this.store.add(this.pairKey(email, address), this.limits.account.windowS);
      await this.store.add(this.addressKey(address), this.limits.address.windowS);
    }
    await this.store.add(this.accountKey(email), this.limits.account.windowS);
  }

  /**
   * A success ends the account's counts; the address keeps its own, it may be trying many accounts. A success on
   * a known device ends that device's count only: the guesser beside it stays locked.
   */
  async succeeded(email: string, address: string, device?: string): Promise<void> {
    if (device) await this.store.clear(this.deviceKey(device));
    else await this.store.clear(this.pairKey(email, address));
    await this.store.clear(this.accountKey(email));
  }
}
