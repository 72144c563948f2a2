import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginSessions, refreshTokens } from '../db/schema';
import { REFRESH_GRACE_MS } from './settings';

/** Only this digest is stored: a copy of the table signs nobody in. */
export const hashRefreshToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/**
 * The successor of a token is derived from it, not drawn at random, so a replay within the grace window can
 * answer the very same successor without any raw token being stored. Without the secret nobody can derive it.
 */
const successorOf = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(`rotate:${raw}`).digest('base64url');

export interface RefreshSession {
  userId: string;
  /** The login this token descends from; the access tokens issued with it end when it is revoked. */
  familyId: string;
  refreshToken: string;
  /** Absolute: fixed at login, carried over on every rotation, never extended. */
  expiresAt: Date;
}

/** Where a sign-in came from: the browser's description of itself and the network address. */
export interface SessionClient {
  userAgent: string;
  address: string;
}

/** A new family at login, noted with the browser it was opened in (the account screen lists it). */
export async function startFamily(
  db: Db,
  userId: string,
  ttlS: number,
  now = new Date(),
  client?: SessionClient,
): Promise<RefreshSession> {
  const refreshToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlS * 1000);
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt,
  });
  await db.insert(loginSessions).values({
    familyId,
    userId,
    userAgent: client?.userAgent ?? '',
    address: client?.address ?? null,
    createdAt: now,
    lastUsedAt: now,
  });
  return { userId, familyId, refreshToken, expiresAt };
}

/**
 * Trades a refresh token for its successor. The parent is claimed by one conditional update, so of any
 * number of concurrent uses exactly one rotates it (the others wait on its row lock and then see it
 * rotated); the successor is inserted in the same transaction, so whoever sees the parent rotated also
 * sees the successor. A rotated token replayed within the grace window gets the same successor back; later,
 * the replay is taken for a stolen token and the whole family is revoked. `undefined`: not a usable token.
 */
export async function rotateRefreshToken(
  db: Db,
  secret: string,
  raw: string,
  now = new Date(),
): Promise<RefreshSession | undefined> {
  const parentHash = hashRefreshToken(raw);
  const successor = successorOf(secret, raw);
  const successorHash = hashRefreshToken(successor);

  const rotated = await db.transaction(async (tx) => {
    const [parent] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, parentHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
      });
    if (!parent) return undefined;
    await tx.insert(refreshTokens).values({ ...parent, tokenHash: successorHash, createdAt: now });
    return parent;
  });
  if (rotated)
    return {
      userId: rotated.userId,
      familyId: rotated.familyId,
      refreshToken: successor,
      expiresAt: rotated.expiresAt,
    };

  const [parent] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, parentHash));
  if (!parent?.rotatedAt || parent.revokedAt || parent.expiresAt <= now) return undefined;
  if (now.getTime() - parent.rotatedAt.getTime() > REFRESH_GRACE_MS) {
    await revokeFamily(db, parent.familyId, now);
    return undefined;
  }
  const [next] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, successorHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  if (!next) return undefined;
  return {
    userId: parent.userId,
    familyId: parent.familyId,
    refreshToken: successor,
    expiresAt: parent.expiresAt,
  };
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends the family of one of the user's tokens; a token of someone else ends nothing. */
export async function revokeFamilyOf(db: Db, userId: string, raw: string, now = new Date()): Promise<void> {
  const [token] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(raw)), eq(refreshTokens.userId, userId)));
  if (token) await revokeFamily(db, token.familyId, now);
}

/** Ends every other session of a user: a password change signs out their other devices. */
export async function revokeOtherFamilies(
  db: Db,
  userId: string,
  keptFamilyId: string,
  now = new Date(),
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keptFamilyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((row) => row.familyId)).size;
}

/** Ends every session of a user: logout everywhere, a password reset. */
export async function revokeAllFamilies(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
