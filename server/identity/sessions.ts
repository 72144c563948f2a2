import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LoginSession } from '../../contract/sessions';
import type { Db } from '../db/database';
import { loginSessions, refreshTokens } from '../db/schema';
import { revokeFamily, type SessionClient } from './refresh-tokens';
import { describeUserAgent } from './user-agent';

/** A browser's description of itself is kept only this long: enough to name it, no room to store a book. */
const USER_AGENT_KEPT = 512;

export const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_KEPT),
  address: request.ip,
});

/** Notes a use of a session (a token refresh): when, and from where. */
export async function touchSession(db: Db, familyId: string, client: SessionClient, now = new Date()) {
  await db
    .update(loginSessions)
    .set({ lastUsedAt: now, address: client.address })
    .where(eq(loginSessions.familyId, familyId));
}

/** A session lives while one of its refresh tokens does (not revoked, not expired). */
const alive = (now: Date) =>
  sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${loginSessions.familyId}
    and ${refreshTokens.userId} = ${loginSessions.userId} and ${isNull(refreshTokens.revokedAt)}
    and ${gt(refreshTokens.expiresAt, now)})`;

/** The user's live sessions, the most recently used first; `currentFamilyId` is the caller's own. */
export async function listSessions(
  db: Db,
  userId: string,
  currentFamilyId: string,
  now = new Date(),
): Promise<LoginSession[]> {
  const rows = await db
    .select()
    .from(loginSessions)
    .where(and(eq(loginSessions.userId, userId), alive(now)))
    .orderBy(desc(loginSessions.lastUsedAt), desc(loginSessions.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.familyId,
    current: row.familyId === currentFamilyId,
    ...describeUserAgent(row.userAgent),
    address: row.address,
    firstUsedAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  }));
}

/**
 * Ends one of the user's sessions: its refresh tokens are revoked, and with them its access tokens (they name
 * the session; `authenticate` refuses them on the next request). False when the user has no such live session.
 */
export async function endSession(
  db: Db,
  userId: string,
  familyId: string,
  now = new Date(),
): Promise<boolean> {
  const [session] = await db
    .select({ familyId: loginSessions.familyId })
    .from(loginSessions)
    .where(and(eq(loginSessions.familyId, familyId), eq(loginSessions.userId, userId), alive(now)));
  if (!session) return false;
  await revokeFamily(db, familyId, now);
  return true;
}
