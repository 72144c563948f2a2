import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userPermissions, users } from '../db/schema';
import { conflict } from '../errors';

/**
 * An account's version as an administrator sees it: a digest of what they may change of it (role, status, the
 * permission overrides). Not `access_version`, which also moves with every token refresh of the user and would
 * turn a user's own sign-in into a conflict for the admin editing them.
 */
export const userVersion = sql<string>`md5(${users.role} || ':' || ${users.status} || ':' || coalesce((
  select string_agg(up.permission || '=' || up.granted::text, ',' order by up.permission)
  from ${userPermissions} up where up.user_id = ${users.id}), ''))`;

/**
 * Inside a change's transaction: locks the account's row, so two changes of it run one after the other, and
 * refuses with 409 when the caller's `version` is not the account's any more (someone else changed it after
 * the caller read it). Without a version the change goes ahead, as the spec's call has none.
 */
export async function ensureCurrentVersion(tx: Db, userId: string, version: string | undefined) {
  const [row] = await tx
    .select({ version: userVersion })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (version !== undefined && row?.version !== version) throw conflict('userChangedMeanwhile');
}

export async function versionOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ version: userVersion }).from(users).where(eq(users.id, userId));
  return row?.version ?? '';
}
