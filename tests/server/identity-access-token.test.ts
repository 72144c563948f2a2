import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { signAccessToken } from '../../server/identity/access-token';
import { startFamily } from '../../server/identity/refresh-tokens';
import { bearer, type CreatedUser, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(databaseKinds)('access tokens on GET /Identity/Profile on %s', (kind) => {
  let t: TestApp;
  let user: CreatedUser;
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/Identity/Profile', headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await createUser(t.database.db, { email: 'token@example.nl', role: 'companyuser' });
  });
  afterAll(() => t?.close());

  it('lets a signed-in user in with the access token of the login', async () => {
    const { accessToken } = await login(t.app, user.email);
    expect((await profile(bearer(accessToken))).statusCode).toBe(200);
  });

  it('answers an expired token with 401 and the header token-expired: true', async () => {
    const past = new Date(Date.now() - 2 * t.config.accessTokenTtlS * 1000);
    const session = await startFamily(t.database.db, user.id, t.config.refreshTokenTtlS);
    const expired = await signAccessToken(t.config.jwtSecret, session, t.config.accessTokenTtlS, past);
    const res = await profile(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.headers['token-expired']).toBe('true');
    expect(res.json()).toMatchObject({ StatusCode: 401, Code: 'tokenExpired' });
  });

  it.each([
    [
      'signed with another secret',
      async () =>
        signAccessToken(
          randomBytes(32).toString('hex'),
          await startFamily(t.database.db, user.id, t.config.refreshTokenTtlS),
          900,
        ),
    ],
    [
      'with algorithm none',
      async () => {
        const now = Math.floor(Date.now() / 1000);
        return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, iss: 'service-portal', iat: now, exp: now + 900 })}.`;
      },
    ],
    [
      'with a changed subject',
      async () => {
        const other = await createUser(t.database.db, {
          email: `other${Date.now()}@example.nl`,
          role: 'superadmin',
        });
        const session = await startFamily(t.database.db, user.id, t.config.refreshTokenTtlS);
        const [header, , signature] = (await signAccessToken(t.config.jwtSecret, session, 900)).split('.');
        const now = Math.floor(Date.now() / 1000);
        return `${header}.${b64({ sub: other.id, iss: 'service-portal', iat: now, exp: now + 900 })}.${signature}`;
      },
    ],
    ['that is no token at all', async () => 'not-a-jwt'],
  ])('answers a token %s with 401 without token-expired', async (_name, token) => {
    const res = await profile(bearer(await token()));
    expect(res.statusCode).toBe(401);
    expect(res.headers['token-expired']).toBeUndefined();
    expect(res.json()).toMatchObject({ StatusCode: 401, Code: 'unauthorized' });
  });

  it('answers a missing token with 401 without token-expired', async () => {
    const res = await profile({});
    expect(res.statusCode).toBe(401);
    expect(res.headers['token-expired']).toBeUndefined();
  });

  it('answers a valid token of a user deactivated since with 401', async () => {
    const leaver = await createUser(t.database.db, { email: 'leaver@example.nl', role: 'companyuser' });
    const { accessToken: token } = await login(t.app, leaver.email);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, leaver.id));
    expect((await profile(bearer(token))).statusCode).toBe(401);
  });

  it('answers a token signed without its login session with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('service-portal')
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await profile(bearer(token))).statusCode).toBe(401);
  });

  it('refuses the access token at once after logout, not when it expires', async () => {
    const { accessToken, refreshToken } = await login(t.app, user.email);
    expect((await profile(bearer(accessToken))).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/Identity/Logout',
      headers: bearer(accessToken),
      payload: { refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const res = await profile(bearer(accessToken));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ Code: 'unauthorized' });
  });

  it('keeps the access tokens of the other sessions when one logs out', async () => {
    const phone = await login(t.app, user.email);
    const laptop = await login(t.app, user.email);
    await t.app.inject({
      method: 'POST',
      url: '/Identity/Logout',
      headers: bearer(phone.accessToken),
      payload: { refreshToken: phone.refreshToken },
    });
    expect((await profile(bearer(laptop.accessToken))).statusCode).toBe(200);
  });
});
