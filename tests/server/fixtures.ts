import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type TokenResponse, tokenResponseSchema } from '../../contract/identity';
import type { RoleName } from '../../contract/roles';
import { loginAnswerSchema } from '../../contract/second-factor';
import type { Db } from '../../server/db/database';
import { relations, relationUsers, users, userTotp } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/password';
import { SECOND_FACTOR_ROLES } from '../../server/identity/second-factor';
import { codeAt } from '../../server/identity/totp';

/** A password that meets the policy of spec section 5. */
export const PASSWORD = 'Secret!2026';

// argon2id is slow on purpose; a suite hashes each distinct password once.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export interface UserFixture {
  email: string;
  role: RoleName;
  /** `null`: no password yet, as an invited user. Defaults to PASSWORD. */
  password?: string | null;
  status?: 'invited' | 'active' | 'deactivated';
  relationIds?: number[];
  language?: 'nl' | 'en';
  name?: string;
  /**
   * Whether the user has an authenticator (TOTP_SECRET). Defaults to true for the roles that must sign in with
   * one (superadmin, dbsadmin), false for the others.
   */
  secondFactor?: boolean;
}

/** The authenticator secret of every fixture user with a second factor. */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface CreatedUser {
  id: string;
  email: string;
  password: string | null;
}

export async function createUser(db: Db, fixture: UserFixture): Promise<CreatedUser> {
  const status = fixture.status ?? 'active';
  const password = fixture.password === undefined ? PASSWORD : fixture.password;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: fixture.email,
      name: fixture.name ?? fixture.email.split('@')[0],
      role: fixture.role,
      language: fixture.language ?? 'nl',
      status,
      passwordHash: password === null ? null : await hashOnce(password),
      activatedAt: status === 'invited' ? null : now,
      deactivatedAt: status === 'deactivated' ? now : null,
    })
    .returning({ id: users.id });
  if (fixture.relationIds?.length) {
    await db
      .insert(relationUsers)
      .values(fixture.relationIds.map((relationId) => ({ userId: user.id, relationId })));
  }
  const mustUse = (SECOND_FACTOR_ROLES as readonly string[]).includes(fixture.role);
  if (fixture.secondFactor ?? mustUse) {
    await db.insert(userTotp).values({ userId: user.id, secret: TOTP_SECRET, confirmedAt: now });
  }
  return { id: user.id, email: fixture.email, password };
}

/** A relation (customer) to attach users to. */
export async function createRelation(db: Db, id: number, name = `Relatie ${id}`): Promise<number> {
  await db.insert(relations).values({ id, code: `R${id}`, name });
  return id;
}

/**
 * Signs in through the real login calls and returns the stored login. An account with an authenticator answers
 * its second step with a code computed from its stored secret, as the user's app would. Suites sign the same
 * account in many times within one 30-second step, so the step last used is forgotten first: the refusal of a
 * replayed code is tested on its own (second-factor.test.ts).
 */
export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<TokenResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/Identity/Login',
    payload: { email, password, rememberMe: false },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode}: ${res.body}`);
  const answer = loginAnswerSchema.parse(res.json());
  if (!('secondFactor' in answer)) return answer;
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [totp] = await app.db
    .update(userTotp)
    .set({ lastStep: null })
    .where(eq(userTotp.userId, user?.id ?? ''))
    .returning({ secret: userTotp.secret });
  if (answer.secondFactor !== 'code' || !totp?.secret)
    throw new Error(`${email} must enrol a second factor first`);
  const second = await app.inject({
    method: 'POST',
    url: '/Identity/Login/second-factor',
    payload: { ticket: answer.ticket, method: 'totp', code: codeAt(totp.secret, Date.now()) },
  });
  if (second.statusCode !== 200)
    throw new Error(`second step of ${email} answered ${second.statusCode}: ${second.body}`);
  return tokenResponseSchema.parse(second.json());
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
