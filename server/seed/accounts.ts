import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { RoleName } from '../../contract/roles';
import type { Db } from '../db/database';
import { relationUsers, users, userTotp } from '../db/schema';
import { ACTIVATION_CODE_TTL_S, issueCode } from '../identity/codes';
import { hashPassword } from '../identity/password';
import { SECOND_FACTOR_ROLES } from '../identity/second-factor';
import { totpUri } from '../identity/totp';
import { demoEngineer } from './demo-vocabulary';

/** Meets the password policy of spec section 5. */
export const DEMO_PASSWORD = 'Demo!2026';

export interface DemoAccount {
  email: string;
  role: RoleName;
}

/**
 * The demo's provider accounts must sign in with a second factor, so they come with an authenticator whose
 * secret is published beside the password (printed at start, as text and as an otpauth:// URI): anyone can add
 * it to an authenticator app or compute a code. Derived from the email, so every demo start prints the same.
 */
export function demoTotpSecret(account: DemoAccount): string | null {
  if (!(SECOND_FACTOR_ROLES as readonly string[]).includes(account.role)) return null;
  return demoAuthenticatorSecret(account.email);
}

/** The authenticator secret the demo gives `email`, as the browser tests compute their codes with. */
export function demoAuthenticatorSecret(email: string): string {
  const bytes = createHash('sha256').update(`service portal demo authenticator|${email}`).digest();
  return new Secret({ buffer: new Uint8Array(bytes.subarray(0, 20)).buffer }).base32;
}

/** The lines that publish a demo account's authenticator, or none for an account without one. */
export function demoTotpLines(account: DemoAccount): string[] {
  const secret = demoTotpSecret(account);
  if (!secret) return [];
  return [`    authenticator secret ${secret}`, `    ${totpUri(secret, account.email)}`];
}

/** Which relations the customer accounts belong to. */
export interface DemoMemberships {
  /** The company admin's relations (three). */
  admin: number[];
  /** The company user's one relation; also the one the invited user is invited to. */
  user: number;
  readonly: number;
}

interface AccountSeed extends DemoAccount {
  name: string;
  phoneNumber: string;
  function: string;
  language: 'nl' | 'en';
  relations: (m: DemoMemberships) => number[];
  isManager?: boolean;
}

/** One account per role; the provider staff belong to no relation: their role lets them see every one. */
const accountSeeds: AccountSeed[] = [
  {
    email: 'superadmin@demo.example',
    role: 'superadmin',
    name: 'Marieke de Wit',
    phoneNumber: '+31 30 799 24 00',
    function: 'Applicatiebeheerder',
    language: 'nl',
    relations: () => [],
  },
  {
    email: 'provider.admin@demo.example',
    role: 'dbsadmin',
    name: 'Pieter Jansen',
    phoneNumber: '+31 30 799 24 10',
    function: 'Hoofd service',
    language: 'nl',
    relations: () => [],
  },
  {
    email: demoEngineer.email,
    role: 'dbsemployee',
    name: demoEngineer.name,
    phoneNumber: '06 4127 8830',
    function: 'Servicemonteur',
    language: 'nl',
    relations: () => [],
  },
  {
    email: 'customer.admin@demo.example',
    role: 'companyadmin',
    name: 'Sophie van Dijk',
    phoneNumber: '06 2231 4570',
    function: 'Facilitair manager',
    language: 'nl',
    relations: (m) => m.admin,
    isManager: true,
  },
  {
    email: 'customer.user@demo.example',
    role: 'companyuser',
    name: 'James Carter',
    phoneNumber: '06 5310 2284',
    function: 'Facility coordinator',
    language: 'en',
    relations: (m) => [m.user],
  },
  {
    email: 'customer.readonly@demo.example',
    role: 'readonlyuser',
    name: 'Fatima El Amrani',
    phoneNumber: '06 1874 9021',
    function: 'Controller',
    language: 'nl',
    relations: (m) => [m.readonly],
  },
];

const invitedSeed = {
  email: 'invited.user@demo.example',
  role: 'companyuser' as const,
  name: 'Lotte Smit',
  language: 'nl' as const,
};

const demoEmails = [...accountSeeds.map((a) => a.email), invitedSeed.email];

/** Creates the account, or resets it to its demo state when it exists (seeding again with --force). */
async function putUser(db: Db, values: typeof users.$inferInsert): Promise<string> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${values.email.toLowerCase()}`);
  if (existing) {
    await db.update(users).set(values).where(eq(users.id, existing.id));
    return existing.id;
  }
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  return created.id;
}

async function putAuthenticator(db: Db, userId: string, secret: string | null, now: Date) {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  if (secret) await db.insert(userTotp).values({ userId, secret, confirmedAt: now });
}

async function putMemberships(db: Db, userId: string, relationIds: number[], isManager: boolean) {
  await db.delete(relationUsers).where(eq(relationUsers.userId, userId));
  if (relationIds.length) {
    await db
      .insert(relationUsers)
      .values(relationIds.map((relationId) => ({ userId, relationId, isManager })));
  }
}

/**
 * The demo accounts, all with DEMO_PASSWORD (hashed once: argon2id is slow on purpose), and one invited user
 * who has not activated yet. Returns the invited user's activation link: only its hash is stored.
 */
export async function createDemoAccounts(
  db: Db,
  memberships: DemoMemberships,
  publicUrl: string,
): Promise<{ accounts: DemoAccount[]; activationLink: string }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  let adminId = '';
  for (const seed of accountSeeds) {
    const id = await putUser(db, {
      email: seed.email,
      name: seed.name,
      phoneNumber: seed.phoneNumber,
      function: seed.function,
      role: seed.role,
      language: seed.language,
      passwordHash,
      status: 'active',
      pendingEmail: null,
      activatedAt: now,
      deactivatedAt: null,
    });
    await putMemberships(db, id, seed.relations(memberships), seed.isManager ?? false);
    await putAuthenticator(db, id, demoTotpSecret(seed), now);
    if (seed.role === 'companyadmin') adminId = id;
  }
  const invitedId = await putUser(db, {
    ...invitedSeed,
    passwordHash: null,
    status: 'invited',
    invitedById: adminId,
    activatedAt: null,
    deactivatedAt: null,
  });
  await putMemberships(db, invitedId, [memberships.user], false);
  const code = await issueCode(db, invitedId, 'activation', ACTIVATION_CODE_TTL_S);
  return {
    accounts: accountSeeds.map(({ email, role }) => ({ email, role })),
    activationLink: `${publicUrl}/registration?code=${encodeURIComponent(code)}`,
  };
}

/** The demo accounts that can sign in, as stored: printed at every start, not only the first. */
export async function listDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.email, demoEmails), eq(users.status, 'active')));
  const order = (email: string) => demoEmails.indexOf(email);
  return rows
    .sort((a, b) => order(a.email) - order(b.email))
    .map((row) => ({ email: row.email, role: row.role as RoleName }));
}
