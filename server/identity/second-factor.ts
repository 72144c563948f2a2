import { and, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SecondFactorChallenge } from '../../contract/login';
import type { Db } from '../db/database';
import { recoveryCodes, relations, relationUsers, users, userTotp } from '../db/schema';
import type { TicketStep } from './login-ticket';
import { seal, unseal } from './secret-box';
import {
  legacyRecoveryCodeHash,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from './totp';

/** The roles that see every customer's data: they always sign in with a second factor. */
export const SECOND_FACTOR_ROLES = ['superadmin', 'dbsadmin'] as const;

/**
 * The signed-in user's row in a statement on `users`: written out with its table, because drizzle names a
 * column bare inside a `sql` template and a subquery on `relations` has an "id" of its own.
 */
const userRow = sql.raw('"users"."id"');

/** SQL, in a statement on `users`: whether the user must sign in with a second factor (by role, or a relation). */
export const mustUseSecondFactor: SQL<boolean> = sql<boolean>`("users"."role" in ('superadmin', 'dbsadmin') or exists (select 1 from "relation_users" join "relations" on "relations"."id" = "relation_users"."relation_id" where "relation_users"."user_id" = ${userRow} and "relations"."require_second_factor"))`;

/** SQL, in a statement on `users`: whether the user has a confirmed authenticator. */
const hasAuthenticator: SQL<boolean> = sql<boolean>`exists (select 1 from "user_totp" where "user_totp"."user_id" = ${userRow} and "user_totp"."confirmed_at" is not null)`;

/** SQL, in a statement on `users`: whether the user has a second factor: a confirmed authenticator or a passkey. */
export const hasSecondFactor: SQL<boolean> = sql<boolean>`(${hasAuthenticator} or exists (select 1 from "passkeys" where "passkeys"."user_id" = ${userRow}))`;

const passkeyCount = sql<number>`(select count(*) from "passkeys" where "passkeys"."user_id" = ${userRow})::int`;

export interface SecondFactorState {
  /** The authenticator (TOTP) is on. */
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
}

export type SecondFactorMethod = SecondFactorChallenge['methods'][number];

/**
 * What a right password leads to: the second step and the ways it takes (`code`), an enrolment (`enrol`), or
 * null for a session at once. An authenticator always asks the second step; a passkey asks it only of an
 * account that must have a second factor: for anyone else a passkey is a way in of its own, not a lock on the
 * password (it has no recovery codes, so losing it must not lock the account).
 */
export function secondStepOf(
  state: SecondFactorState,
): { step: TicketStep; methods: SecondFactorMethod[] } | null {
  const passkey = state.passkeys > 0 ? (['passkey'] as const) : [];
  if (state.enabled) return { step: 'code', methods: ['totp', 'recovery', ...passkey] };
  if (state.required && state.passkeys > 0) return { step: 'code', methods: ['passkey'] };
  if (state.required) return { step: 'enrol', methods: ['totp'] };
  return null;
}

export async function secondFactorState(db: Db, userId: string): Promise<SecondFactorState> {
  const [row] = await db
    .select({
      enabled: hasAuthenticator,
      passkeys: passkeyCount,
      required: mustUseSecondFactor,
      recoveryCodesLeft: sql<number>`(select count(*) from "recovery_codes" where "recovery_codes"."user_id" = ${userRow} and "recovery_codes"."used_at" is null)::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    enabled: row.enabled,
    required: row.required,
    recoveryCodesLeft: Number(row.recoveryCodesLeft),
    passkeys: Number(row.passkeys),
  };
}

/**
 * A kept caller is current while the user's access version stands (migration 0008): a second factor turned on
 * or off, or required, changes whether the caller may be served, so it raises the version.
 */
const raiseAccessVersion = (db: Db, userIds: SQL | string[]) =>
  db
    .update(users)
    .set({ accessVersion: sql`${users.accessVersion} + 1` })
    .where(inArray(users.id, userIds));

/**
 * Starts (or starts again) an enrolment: a new secret, kept beside any confirmed one until a code confirms it.
 * It is kept sealed under the server's secret (`secret-box.ts`); the user is shown it once, in the clear.
 */
export async function startEnrolment(db: Db, serverSecret: string, userId: string, email: string) {
  const secret = newTotpSecret();
  const pendingSecret = seal(serverSecret, secret);
  await db
    .insert(userTotp)
    .values({ userId, pendingSecret })
    .onConflictDoUpdate({ target: userTotp.userId, set: { pendingSecret } });
  return { secret, uri: totpUri(secret, email) };
}

async function replaceRecoveryCodes(db: Db, serverSecret: string, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(serverSecret, code) })));
  return codes;
}

/**
 * Confirms the pending secret with its first code: it becomes the user's authenticator, the code's step is used
 * up, and ten new recovery codes replace any old ones. Null when there is no pending secret or the code is wrong.
 */
export async function confirmEnrolment(
  db: Db,
  serverSecret: string,
  userId: string,
  code: string,
  now = Date.now(),
) {
  const [row] = await db
    .select({ pendingSecret: userTotp.pendingSecret })
    .from(userTotp)
    .where(eq(userTotp.userId, userId));
  const pending = row?.pendingSecret ? unseal(serverSecret, row.pendingSecret) : null;
  if (!pending) return null;
  const step = matchingStep(pending, code, now);
  if (step === null) return null;
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(userTotp)
      .set({ secret: row.pendingSecret, pendingSecret: null, confirmedAt: new Date(now), lastStep: step })
      .where(and(eq(userTotp.userId, userId), eq(userTotp.pendingSecret, row.pendingSecret as string)))
      .returning({ userId: userTotp.userId });
    if (!confirmed) return null;
    const codes = await replaceRecoveryCodes(tx, serverSecret, userId);
    await raiseAccessVersion(tx, [userId]);
    return codes;
  });
}

/**
 * Whether `code` is a current code of the user's authenticator that was not used before: its step must come
 * after the last accepted one, claimed in one statement, so the same code (or an older one) is refused even when
 * two requests race.
 */
export async function acceptTotp(
  db: Db,
  serverSecret: string,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ secret: userTotp.secret })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  const secret = row?.secret ? unseal(serverSecret, row.secret) : null;
  if (!secret) return false;
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const claimed = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return claimed.length === 1;
}

/** Uses up one recovery code: true only the first time a valid one is given. */
export async function spendRecoveryCode(
  db: Db,
  serverSecret: string,
  userId: string,
  code: string,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        inArray(recoveryCodes.codeHash, [recoveryCodeHash(serverSecret, code), legacyRecoveryCodeHash(code)]),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length === 1;
}

/** A code of the authenticator or, when `recovery`, a recovery code: the second factor of a sign-in. */
export const acceptSecondFactor = (
  db: Db,
  serverSecret: string,
  userId: string,
  code: string,
  recovery: boolean,
) =>
  recovery ? spendRecoveryCode(db, serverSecret, userId, code) : acceptTotp(db, serverSecret, userId, code);

/** Ten new recovery codes; the old ones stop working. */
export const renewRecoveryCodes = (db: Db, serverSecret: string, userId: string) =>
  db.transaction((tx) => replaceRecoveryCodes(tx, serverSecret, userId));

/** Turns the second factor off: the authenticator and the recovery codes go. */
export async function disableSecondFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await raiseAccessVersion(tx, [userId]);
  });
}

/** The relations a company admin manages, with whether each asks its users for a second factor. */
export async function secondFactorRules(db: Db, relationIds: number[]) {
  if (relationIds.length === 0) return [];
  return db
    .select({ relationId: relations.id, name: relations.name, required: relations.requireSecondFactor })
    .from(relations)
    .where(inArray(relations.id, relationIds))
    .orderBy(relations.name, relations.id);
}

/** Sets whether a relation's users must sign in with a second factor; their kept callers are read afresh. */
export async function setSecondFactorRule(db: Db, relationId: number, required: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(relations).set({ requireSecondFactor: required }).where(eq(relations.id, relationId));
    await raiseAccessVersion(
      tx,
      sql`(select ${relationUsers.userId} from ${relationUsers} where ${relationUsers.relationId} = ${relationId})`,
    );
  });
}
