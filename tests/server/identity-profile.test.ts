import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '../../contract/identity';
import { permissionKeys } from '../../contract/permissions';
import { type RoleName, rolePermissions } from '../../contract/roles';
import { userPermissions, users } from '../../server/db/schema';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const demoLikeRoles: [RoleName, number[]][] = [
  ['superadmin', []],
  ['dbsadmin', []],
  ['dbsemployee', []],
  ['companyadmin', [1, 2, 3]],
  ['companyuser', [1]],
  ['readonlyuser', [2]],
];

describe.each(databaseKinds)('GET /Identity/Profile and POST /Identity/ChangeProfile on %s', (kind) => {
  let t: TestApp;
  let badUsers = 0;
  const getProfile = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/Identity/Profile', headers: bearer(accessToken) });
  const changeProfile = (accessToken: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/Identity/ChangeProfile', headers: bearer(accessToken), payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const id of [1, 2, 3]) await createRelation(t.database.db, id);
    for (const [role, relationIds] of demoLikeRoles) {
      await createUser(t.database.db, { email: `${role}@example.nl`, role, relationIds });
    }
  });
  afterAll(() => t?.close());

  it.each(demoLikeRoles)(
    'gives a %s the claims of the role and a map of every permission key',
    async (role) => {
      const { accessToken } = await login(t.app, `${role}@example.nl`);
      const res = await getProfile(accessToken);
      expect(res.statusCode).toBe(200);
      const profile = profileSchema.parse(res.json());
      expect(profile).toMatchObject({ email: `${role}@example.nl`, role, status: 'active', language: 'nl' });
      const held = new Set(rolePermissions[role]);
      expect(profile.claims.map((c) => c.key).sort()).toEqual([...held].sort());
      expect(profile.claims.every((c) => c.value === true)).toBe(true);
      expect(Object.keys(profile.permissions).sort()).toEqual([...permissionKeys].sort());
      for (const key of permissionKeys) expect(profile.permissions[key]).toBe(held.has(key));
    },
  );

  it('applies per-user overrides to claims and map', async () => {
    const user = await createUser(t.database.db, { email: 'override@example.nl', role: 'companyuser' });
    await t.database.db.insert(userPermissions).values([
      { userId: user.id, permission: 'Users.Invite', granted: true },
      { userId: user.id, permission: 'ServiceOrders.Create', granted: false },
    ]);
    const profile = profileSchema.parse(
      (await getProfile((await login(t.app, user.email)).accessToken)).json(),
    );
    expect(profile.permissions['Users.Invite']).toBe(true);
    expect(profile.permissions['ServiceOrders.Create']).toBe(false);
    expect(profile.claims.map((c) => c.key)).toContain('Users.Invite');
    expect(profile.claims.map((c) => c.key)).not.toContain('ServiceOrders.Create');
  });

  it('saves name, phone number, function and language and answers the new profile', async () => {
    const user = await createUser(t.database.db, { email: 'editor@example.nl', role: 'companyuser' });
    const { accessToken } = await login(t.app, user.email);
    const res = await changeProfile(accessToken, {
      Name: '  Jan Jansen ',
      PhoneNumber: '+31 (0)20-123 4567',
      Function: 'Facilitair manager',
      Language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toMatchObject({
      name: 'Jan Jansen',
      phoneNumber: '+31 (0)20-123 4567',
      function: 'Facilitair manager',
      language: 'en',
    });
    expect((await getProfile(accessToken)).json()).toMatchObject({ name: 'Jan Jansen', language: 'en' });
  });

  it('keeps the language when none is sent', async () => {
    const user = await createUser(t.database.db, {
      email: 'english@example.nl',
      role: 'companyuser',
      language: 'en',
    });
    const { accessToken } = await login(t.app, user.email);
    const res = await changeProfile(accessToken, { Name: 'Emma', PhoneNumber: '', Function: '' });
    expect(res.json()).toMatchObject({ name: 'Emma', language: 'en' });
  });

  it.each([
    ['a missing name', { PhoneNumber: '0201234567' }, 'body.Name'],
    ['a blank name', { Name: '   ' }, 'body.Name'],
    ['a malformed phone number', { Name: 'Piet', PhoneNumber: 'call me' }, 'body.PhoneNumber'],
    ['an unknown language', { Name: 'Piet', Language: 'de' }, 'body.Language'],
  ])('answers %s with 400 and writes nothing', async (_name, payload, path) => {
    const user = await createUser(t.database.db, {
      email: `bad${++badUsers}@example.nl`,
      role: 'companyuser',
      name: 'Unchanged',
    });
    const res = await changeProfile((await login(t.app, user.email)).accessToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
    expect(res.json().Errors.map((e: { path: string }) => e.path)).toContain(path);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Unchanged', phoneNumber: '', language: 'nl' });
  });

  it('answers 401 to a caller without a token', async () => {
    const res = await changeProfile('', { Name: 'Nobody' });
    expect(res.statusCode).toBe(401);
  });

  describe('POST /Identity/ChangeLanguage (the flag)', () => {
    const changeLanguage = (accessToken: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/Identity/ChangeLanguage',
        headers: bearer(accessToken),
        payload,
      });

    it('keeps the language on the profile, the rest untouched, and the next sign-in gets it', async () => {
      // No name: the flag works for a profile the profile form would refuse.
      const user = await createUser(t.database.db, {
        email: 'flag@example.nl',
        role: 'companyuser',
        name: '',
      });
      const res = await changeLanguage((await login(t.app, user.email)).accessToken, { Language: 'en' });
      expect(res.statusCode).toBe(200);
      expect(profileSchema.parse(res.json())).toMatchObject({
        email: 'flag@example.nl',
        name: '',
        language: 'en',
      });
      const next = await getProfile((await login(t.app, user.email)).accessToken);
      expect(next.json()).toMatchObject({ language: 'en', name: '' });
    });

    it.each([
      ['an unknown language', { Language: 'de' }],
      ['no language', {}],
      ['a language with a NUL', { Language: 'en\u0000' }],
    ])('answers %s with 400 and writes nothing', async (_name, payload) => {
      const user = await createUser(t.database.db, {
        email: `flag${++badUsers}@example.nl`,
        role: 'companyuser',
      });
      const res = await changeLanguage((await login(t.app, user.email)).accessToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
      expect(res.json().Errors.map((e: { path: string }) => e.path)).toContain('body.Language');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.language).toBe('nl');
    });

    it('answers 401 without a token', async () => {
      expect((await changeLanguage('', { Language: 'en' })).statusCode).toBe(401);
    });
  });
});
