/** Enough for every signed-in user of a busy day; past it the cache starts over. */
const MAX_CALLERS = 10_000;

interface Entry<T> {
  value: T;
  /** When the session's last live refresh token expires (ms): past it the session has ended. */
  sessionUntil: number;
}

/**
 * Callers read by the caller query, kept per process. A database that tells this process of every change to
 * users, permissions, memberships or sessions before the change's statement returns (`Database.onAccessChange`,
 * PGlite) clears them, so a kept caller is current. With PostgreSQL, other processes change the same rows and a
 * notification could arrive after the next request: there a kept caller is only served once a statement has
 * shown its access version current (`caller-proof.ts`), and a caller read afresh replaces it.
 *
 * `generation` guards a read that was under way while a change landed: it is not stored, so a caller read
 * before a deactivation cannot be put back after it.
 */
export class CallerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;

  /** Forgets every caller; called on every change. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.sessionUntil > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Reads a caller with `read` and keeps it, unless something changed while it was read. */
  async read(
    key: string,
    read: () => Promise<{ value: T; sessionUntil: number } | undefined>,
  ): Promise<T | undefined> {
    const started = this.generation;
    const found = await read();
    if (!found) return undefined;
    if (started === this.generation) {
      if (this.entries.size >= MAX_CALLERS) this.entries.clear();
      this.entries.set(key, found);
    }
    return found.value;
  }
}
