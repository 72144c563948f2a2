import type { FastifyInstance } from 'fastify';
import { type TokenResponse, tokenResponseSchema } from '../../contract/identity';
import type { RoleName } from '../../contract/roles';
import type { Db } from '../../server/db/database';
import { relations, relationUsers, users } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/password';

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
}

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
  return { id: user.id, email: fixture.email, password };
}

/** A relation (customer) to attach users to. */
export async function createRelation(db: Db, id: number, name = `Relatie ${id}`): Promise<number> {
  await db.insert(relations).values({ id, code: `R${id}`, name });
  return id;
}

/** Signs in through the real login call and returns the stored login. */
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
  return tokenResponseSchema.parse(res.json());
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
