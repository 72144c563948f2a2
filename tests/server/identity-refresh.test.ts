import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../contract/identity';
import { refreshTokens, users } from '../../server/db/schema';
import { verifyAccessToken } from '../../server/identity/access-token';
import { hashRefreshToken } from '../../server/identity/refresh-tokens';
import { type CreatedUser, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds)('POST /Identity/Login/refresh-token on %s', (kind) => {
  let t: TestApp;
  let user: CreatedUser;
  const refresh = (refreshToken: string, accessToken = '') =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/Login/refresh-token',
      payload: { accessToken, refreshToken },
    });
  const tokenRow = async (raw: string) => {
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(raw)));
    return row;
  };
  /** Moves a token's rotation into the past, as if the replay came that much later. */
  const rotatedAgo = (raw: string, ms: number) =>
    t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ms) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(raw)));
  const expectInvalid = (res: Awaited<ReturnType<typeof refresh>>) => {
    expect(res.statusCode).toBe(401);
    expect(res.headers['token-expired']).toBeUndefined();
    expect(res.json()).toMatchObject({ StatusCode: 401, Code: 'invalidRefreshToken' });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await createUser(t.database.db, { email: 'tabs@example.nl', role: 'companyuser' });
  });
  afterAll(() => t?.close());

  it('stores only the digest of a refresh token', async () => {
    const { refreshToken } = await login(t.app, user.email);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.some((r) => r.tokenHash === hashRefreshToken(refreshToken))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });

  it('rotates: a new refresh token, a fresh access token, and the same absolute expiry', async () => {
    const first = await login(t.app, user.email);
    const res = await refresh(first.refreshToken, first.accessToken);
    expect(res.statusCode).toBe(200);
    const next = tokenResponseSchema.parse(res.json());
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.refreshTokenExpires).toBe(first.refreshTokenExpires);
    expect((await verifyAccessToken(t.config.jwtSecret, next.accessToken)).userId).toBe(user.id);
    expect((await tokenRow(first.refreshToken)).rotatedAt).not.toBeNull();
    const successor = await tokenRow(next.refreshToken);
    expect(successor.familyId).toBe((await tokenRow(first.refreshToken)).familyId);
    // and the successor rotates in its turn
    const third = tokenResponseSchema.parse((await refresh(next.refreshToken)).json());
    expect(third.refreshTokenExpires).toBe(first.refreshTokenExpires);
  });

  it('needs no valid access token beside the refresh token', async () => {
    const { refreshToken } = await login(t.app, user.email);
    expect((await refresh(refreshToken, 'expired.or.garbage')).statusCode).toBe(200);
  });

  it('answers a replay within the grace window with the same successor and a fresh access token', async () => {
    const { refreshToken } = await login(t.app, user.email);
    const first = tokenResponseSchema.parse((await refresh(refreshToken)).json());
    await rotatedAgo(refreshToken, 8_000);
    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(200);
    const second = tokenResponseSchema.parse(replay.json());
    expect(second.refreshToken).toBe(first.refreshToken);
    expect(second.refreshTokenExpires).toBe(first.refreshTokenExpires);
    expect((await verifyAccessToken(t.config.jwtSecret, second.accessToken)).userId).toBe(user.id);
    // both tabs keep working: the shared successor rotates on
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('gives 20 simultaneous refreshes of one token one and the same successor', async () => {
    const { refreshToken } = await login(t.app, user.email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(refreshToken)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map((r) => tokenResponseSchema.parse(r.json()).refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(refreshToken);
    const family = (await tokenRow(refreshToken)).familyId;
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, family));
    expect(rows).toHaveLength(2);
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const { refreshToken } = await login(t.app, user.email);
    const successor = tokenResponseSchema.parse((await refresh(refreshToken)).json()).refreshToken;
    const other = await login(t.app, user.email);
    await rotatedAgo(refreshToken, 11_000);
    expectInvalid(await refresh(refreshToken));
    expectInvalid(await refresh(successor));
    expect((await tokenRow(successor)).revokedAt).not.toBeNull();
    // another login of the same user is another family and keeps working
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('ends at the absolute expiry, however often it was rotated', async () => {
    const { refreshToken } = await login(t.app, user.email);
    const successor = tokenResponseSchema.parse((await refresh(refreshToken)).json()).refreshToken;
    const family = (await tokenRow(refreshToken)).familyId;
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, family));
    expectInvalid(await refresh(successor));
  });

  it('refuses an unknown token and a token of a deactivated user', async () => {
    expectInvalid(await refresh('made-up-token'));
    const leaver = await createUser(t.database.db, { email: 'leaver@example.nl', role: 'companyuser' });
    const { refreshToken } = await login(t.app, leaver.email);
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, leaver.id));
    expectInvalid(await refresh(refreshToken));
  });

  it('answers 400 in the error shape without a refresh token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/Identity/Login/refresh-token', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
  });
});
