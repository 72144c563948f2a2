import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { CeremonyOptions } from '../../contract/passkeys';
import type { Db } from '../db/database';
import { passkeyChallenges, passkeys, users } from '../db/schema';

/** The name the browser shows beside a passkey of this portal (as the authenticator app shows its codes). */
const RP_NAME = 'Service portal';
/** A ceremony's challenge lives as long as the browser's own prompt waits. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/**
 * Where passkeys of this portal belong: the address it is published at (`PUBLIC_URL`). A passkey is bound to
 * that host name; a browser on another address of the same server cannot use it, by WebAuthn's design.
 */
export interface RelyingParty {
  rpID: string;
  origin: string;
}
export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  // WebAuthn takes domain names only: a portal published at the loopback address (as the tests start it) has
  // its passkeys on the same machine's name for it, and is opened there to use them.
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin };
};

export async function listPasskeys(db: Db, userId: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

async function keepChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | null) {
  const now = Date.now();
  // Old challenges go as new ones come: nobody answered them, and none may be answered any more.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(now)));
  await db
    .insert(passkeyChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(now + CHALLENGE_TTL_MS) });
}

/**
 * Takes the challenge a browser's answer signed: true once, for a live challenge of this purpose (and user, when
 * it was made for one). A second answer to the same challenge finds it gone.
 */
async function takeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | null) {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? sql`${passkeyChallenges.userId} is null` : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken.length === 1;
}

/** The challenge inside a browser's answer (its client data), to find and take the one that was handed out. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

const transportsOf = (values: string[]) => values as AuthenticatorTransport[];

/** The options to make a new passkey of this user: discoverable, so it can sign in without an email typed. */
export async function registrationOptions(
  db: Db,
  party: RelyingParty,
  user: { id: string; email: string; name: string },
) {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.rpID,
    userName: user.email,
    userDisplayName: user.name || user.email,
    // The user handle a discoverable passkey gives back at sign-in: the user's id, which names nothing.
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', user.id);
  const json: CeremonyOptions = { ...options };
  return json;
}

/** Checks and keeps a new passkey; false when the answer is not one to this user's live challenge. */
export async function addPasskey(
  db: Db,
  party: RelyingParty,
  userId: string,
  name: string,
  credential: RegistrationResponseJSON,
): Promise<boolean> {
  const challenge = challengeOf(credential.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, 'register', userId))) return false;
  const verified = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return false;
  const { id, publicKey, counter, transports } = verified.registrationInfo.credential;
  const added = await db
    .insert(passkeys)
    .values({ id, userId, name, publicKey: Buffer.from(publicKey), counter, transports: transports ?? [] })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  return added.length === 1;
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return renamed.length === 1;
}

export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length === 1;
}

/**
 * The options to sign in with a passkey: for a sign-in with a passkey alone, none is named (the browser offers
 * the passkeys it holds for this portal); for the second step, the user's own.
 */
export async function authenticationOptions(db: Db, party: RelyingParty, userId: string | null) {
  const own = userId
    ? await db
        .select({ id: passkeys.id, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
    : [];
  const options = await generateAuthenticationOptions({
    rpID: party.rpID,
    allowCredentials: own.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    userVerification: 'required',
  });
  await keepChallenge(db, options.challenge, userId ? 'secondFactor' : 'signIn', userId);
  const json: CeremonyOptions = { ...options };
  return json;
}

/** A stored passkey with its user's email: what its signature is checked against, and whose failures count. */
export async function findPasskey(db: Db, credentialId: string) {
  const [stored] = await db
    .select({
      userId: passkeys.userId,
      email: users.email,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, credentialId));
  return stored;
}
export type StoredPasskey = NonNullable<Awaited<ReturnType<typeof findPasskey>>>;

/**
 * Whether `stored`'s signature answers a live challenge of this purpose (and, for the second step, `stored` is a
 * passkey of `userId`). The passkey's counter and last use are kept.
 */
export async function verifyPasskey(
  db: Db,
  party: RelyingParty,
  credential: AuthenticationResponseJSON,
  stored: StoredPasskey,
  userId: string | null,
): Promise<boolean> {
  const challenge = challengeOf(credential.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, userId ? 'secondFactor' : 'signIn', userId)))
    return false;
  if (userId && stored.userId !== userId) return false;
  const verified = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    credential: {
      id: credential.id,
      publicKey: new Uint8Array(stored.publicKey),
      counter: stored.counter,
      transports: transportsOf(stored.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return false;
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, credential.id));
  return true;
}
