import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { bearer, type CreatedUser, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds)('POST /Identity/Logout on %s', (kind) => {
  let t: TestApp;
  let user: CreatedUser;
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/Identity/Login/refresh-token', payload: { refreshToken } });
  const logout = (accessToken: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/Identity/Logout', headers: bearer(accessToken), payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await createUser(t.database.db, { email: 'leaving@example.nl', role: 'companyadmin' });
  });
  afterAll(() => t?.close());

  it('revokes the family of the given refresh token, including its successors, and no other', async () => {
    const session = await login(t.app, user.email);
    const otherTab = await login(t.app, user.email);
    const successor = (await refresh(session.refreshToken)).json().refreshToken;
    const res = await logout(session.accessToken, { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await refresh(otherTab.refreshToken)).statusCode).toBe(200);
  });

  it('revokes every session of the caller without a token in the body, and writes it to the audit log', async () => {
    const a = await login(t.app, user.email);
    const b = await login(t.app, user.email);
    const bystander = await createUser(t.database.db, { email: 'staying@example.nl', role: 'companyuser' });
    const theirs = await login(t.app, bystander.email);
    const res = await logout(a.accessToken);
    expect(res.statusCode).toBe(200);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
    expect((await refresh(theirs.refreshToken)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'logout.all'), eq(auditLog.targetId, user.id)));
    expect(audit).toMatchObject([{ actorId: user.id, targetType: 'user' }]);
  });

  it("does not end someone else's session when given their token", async () => {
    const mine = await login(t.app, user.email);
    const other = await createUser(t.database.db, { email: 'victim@example.nl', role: 'companyuser' });
    const theirs = await login(t.app, other.email);
    expect((await logout(mine.accessToken, { refreshToken: theirs.refreshToken })).statusCode).toBe(200);
    expect((await refresh(theirs.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 without an access token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/Identity/Logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ StatusCode: 401, Code: 'unauthorized' });
  });
});
