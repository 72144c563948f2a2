/** The part of the Web Locks API the refresh uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { signal: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshLockOptions {
  locks?: LockManagerLike | null;
  /** How long to wait for another tab's lock before going on without it. */
  timeoutMs?: number;
}

const LOCK_NAME = 'token-refresh';
const LOCK_TIMEOUT_MS = 10_000;

const browserLocks = (): LockManagerLike | null =>
  (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null;

/**
 * Runs `work` while holding the cross-tab refresh lock, so one tab refreshes and the others wait for it.
 * A tab that never releases the lock (hung, or a browser bug) costs at most the timeout: then the work runs
 * anyway, which is no worse than having no lock.
 */
export async function withRefreshLock<T>(
  work: () => Promise<T>,
  options: RefreshLockOptions = {},
): Promise<T> {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  if (!locks) return work();

  const controller = new AbortController();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const acquired = new Promise<'acquired' | 'unavailable'>((resolve) => {
    locks
      .request(LOCK_NAME, { signal: controller.signal }, () => {
        resolve('acquired');
        return held;
      })
      .catch(() => resolve('unavailable'));
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? LOCK_TIMEOUT_MS);
  });

  const outcome = await Promise.race([acquired, timedOut]);
  clearTimeout(timer);
  // Withdraw a request still queued; a lock granted meanwhile is released below like any other.
  if (outcome !== 'acquired') controller.abort();
  try {
    return await work();
  } finally {
    release();
  }
}
