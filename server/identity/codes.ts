import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_VALID_DAYS } from '../../contract/users';
import type { Db } from '../db/database';
import { userCodes } from '../db/schema';

export type CodePurpose = 'activation' | 'reset' | 'changeEmail';

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Issues a single-use code for a mail link and invalidates the user's earlier codes of the same purpose,
 * so only the newest link works. Only its hash is stored.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  ttlS: number,
  newEmail?: string,
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const now = new Date();
  await db
    .update(userCodes)
    .set({ usedAt: now })
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
  await db.insert(userCodes).values({
    userId,
    purpose,
    codeHash: hashCode(code),
    newEmail: newEmail ?? null,
    expiresAt: new Date(now.getTime() + ttlS * 1000),
  });
  return code;
}

/** The unused, unexpired code row for a raw code and purpose, without using it up. */
export async function findCode(db: Db, code: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(userCodes)
    .where(
      and(
        eq(userCodes.codeHash, hashCode(code)),
        eq(userCodes.purpose, purpose),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Uses a code up by one conditional update: of two concurrent uses exactly one wins. */
export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userCodes.id, id), isNull(userCodes.usedAt)))
    .returning({ id: userCodes.id });
  return used.length === 1;
}

export const ACTIVATION_CODE_TTL_S = INVITATION_VALID_DAYS * 24 * 3600;
export const RESET_CODE_TTL_S = 3600;
export const EMAIL_CODE_TTL_S = 24 * 3600;
