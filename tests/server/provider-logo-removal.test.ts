import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, providerSettings } from '../../server/db/schema';
import { createRelation, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR a logo to remove'),
]);

function multipart(bytes: Buffer) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds)('removing the provider logo on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<'dbsadmin' | 'companyadmin' | 'engineer', string> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createRelation(t.database.db, 1);
    const make = async (email: string, role: 'dbsadmin' | 'companyadmin' | 'dbsemployee') => {
      await createUser(t.database.db, { email, role, relationIds: role === 'companyadmin' ? [1] : [] });
      return (await login(t.app, email)).accessToken;
    };
    tokens.dbsadmin = await make('admin@provider.example', 'dbsadmin');
    tokens.companyadmin = await make('admin@klant.example', 'companyadmin');
    tokens.engineer = await make('engineer@provider.example', 'dbsemployee');
  });
  afterAll(() => t?.close());

  const remove = (token: string | null) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/providerSettings/logo',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const logoOf = async () =>
    (await t.database.db.select().from(providerSettings).where(eq(providerSettings.id, 1)))[0]?.logoSha256 ??
    null;

  it('shows the default logo again: the settings name no logo, its address answers 404', async () => {
    const body = multipart(png);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/providerSettings/logo',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens.dbsadmin}` },
    });
    expect(uploaded.json().logoUrl).toMatch(/^\/api\/providerSettings\/logo\?v=/);

    const res = await remove(tokens.dbsadmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toBeNull();
    expect(await logoOf()).toBeNull();
    expect((await t.app.inject({ url: '/api/providerSettings' })).json().logoUrl).toBeNull();
    expect((await t.app.inject({ url: '/api/providerSettings/logo' })).statusCode).toBe(404);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'provider.removeLogo'));
    expect(audited).toHaveLength(1);

    // Again, with no logo: the same answer, nothing more written.
    expect((await remove(tokens.dbsadmin)).json().logoUrl).toBeNull();
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.removeLogo')),
    ).toHaveLength(1);
  });

  it('refuses anyone but the provider administrators, and keeps the logo', async () => {
    const body = multipart(png);
    await t.app.inject({
      method: 'POST',
      url: '/api/providerSettings/logo',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens.dbsadmin}` },
    });
    const before = await logoOf();
    expect(before).not.toBeNull();
    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(tokens.companyadmin)).statusCode).toBe(403);
    expect((await remove(tokens.engineer)).statusCode).toBe(403);
    expect(await logoOf()).toBe(before);
  });
});
