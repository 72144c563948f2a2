import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Bindings } from '../db/statements-by-shape';

/**
 * Whether a request's caller is known to be the user as the database holds them now. A caller read for this
 * request, or kept by a process that hears of every change in time (PGlite), is; a caller kept by a process of
 * PostgreSQL, which other processes write to, is not yet: it carries `current`, a condition true only while the
 * user's `access_version` (raised by the triggers of migration 0008 on every change to the user, their
 * permissions, memberships, addresses or sessions) is the one it was read at.
 *
 * A list states `current` in its own statement, so a page with rows proves the caller was current when it was
 * read: no round trip of its own. Anything else (an empty page, a route that states nothing, a refusal) is
 * checked once more before it answers (`authenticate.ts`), and served again for the caller read afresh when the
 * user changed.
 */
export class CallerProof {
  proven: boolean;
  /** A condition true only while the caller is current; none when it is known to be. */
  readonly current: SQL | undefined;

  constructor(private readonly kept?: { id: string; accessVersion: number }) {
    this.proven = kept === undefined;
    this.current = kept && stillAt(kept.id, kept.accessVersion);
  }

  /** `current` with the caller's id and version as placeholders of `bindings`, for a statement kept by shape. */
  currentWith(bindings: Bindings): SQL | undefined {
    return (
      this.kept &&
      stillAt(
        bindings.value('callerId', this.kept.id),
        bindings.value('accessVersion', this.kept.accessVersion),
      )
    );
  }

  /** Rows of a statement that held `current`: any row proves the caller was current when it ran. */
  rows<T>(found: T[]): T[] {
    if (found.length) this.proven = true;
    return found;
  }

  /** Proves the caller current, or not, by a query of its own. */
  async check(db: Db): Promise<boolean> {
    if (this.proven || !this.kept) return true;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, this.kept.id), eq(users.accessVersion, this.kept.accessVersion)));
    this.proven = row !== undefined;
    return this.proven;
  }
}

/** The proof of a caller that needs none. Shared: `rows` only ever sets what is already set. */
export const knownCurrent = new CallerProof();

/** True while the user's access version is still `version`: one primary key probe, run once per statement. */
const stillAt = (userId: string, version: number): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.accessVersion} = ${version})`;
