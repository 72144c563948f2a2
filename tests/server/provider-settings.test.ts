import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, erpImports } from '../../server/db/schema';
import { createRelation, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { as, expectRefusal, snapshot } from './users-fixtures';

describe.each(databaseKinds)('provider settings on %s', (kind) => {
  let t: TestApp;
  const accounts: Record<
    'superadmin' | 'dbsadmin' | 'companyadmin' | 'engineer',
    { id: string; token: string }
  > = {} as never;
  const settings = {
    name: 'Poortservice Nederland',
    website: 'https://poortservice.example',
    phone24h: '+31 88 123 4567',
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createRelation(t.database.db, 1);
    const make = async (email: string, role: 'superadmin' | 'dbsadmin' | 'companyadmin' | 'dbsemployee') => {
      const user = await createUser(t.database.db, {
        email,
        role,
        relationIds: role === 'companyadmin' ? [1] : [],
      });
      return { id: user.id, token: (await login(t.app, email)).accessToken };
    };
    accounts.superadmin = await make('super@provider.example', 'superadmin');
    accounts.dbsadmin = await make('admin@provider.example', 'dbsadmin');
    accounts.companyadmin = await make('admin@klant.example', 'companyadmin');
    accounts.engineer = await make('engineer@provider.example', 'dbsemployee');
  });
  afterAll(() => t?.close());

  it('answers the public settings without a token, empty before the provider has set them', async () => {
    const res = await t.app.inject({ url: '/api/providerSettings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: '', website: '', phone24h: '' });
  });

  it('saves the settings for a provider admin, shows them to everyone, and audits it', async () => {
    const res = await as(t, accounts.dbsadmin).post('/api/providerSettings', settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settings);
    expect((await t.app.inject({ url: '/api/providerSettings' })).json()).toEqual(settings);

    const changed = { ...settings, phone24h: '088-7654321' };
    expect((await as(t, accounts.superadmin).post('/api/providerSettings', changed)).json()).toEqual(changed);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'provider.updateSettings'))
      .orderBy(auditLog.id);
    expect(rows).toMatchObject([
      { actorId: accounts.dbsadmin.id, targetType: 'providerSettings', details: settings },
      { actorId: accounts.superadmin.id, targetType: 'providerSettings', details: changed },
    ]);
  });

  it('refuses the save to anyone without Settings.ViewDBSSettings and to bad input, writing nothing', async () => {
    const before = await snapshot(t);
    for (const account of [accounts.companyadmin, accounts.engineer])
      expectRefusal(await as(t, account).post('/api/providerSettings', settings), 403, 'noAccess');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/providerSettings', payload: settings });
    expect(anonymous.statusCode).toBe(401);
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'body.name', 'validation.required'],
      [{ website: 'poortservice' }, 'body.website', 'validation.invalid'],
      [{ website: 'ftp://poortservice.example' }, 'body.website', 'validation.invalid'],
      [{ website: 'javascript:alert(1)' }, 'body.website', 'validation.invalid'],
      [{ phone24h: 'dag en nacht' }, 'body.phone24h', 'validation.phoneInvalid'],
      [{ phone24h: '' }, 'body.phone24h', 'validation.required'],
    ];
    for (const [fields, path, message] of cases) {
      const res = await as(t, accounts.dbsadmin).post('/api/providerSettings', { ...settings, ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Code: 'invalidInput', Errors: [{ path, message }] });
    }
    expect(await snapshot(t)).toBe(before);
  });

  describe('GET /api/providerSettings/erpLink', () => {
    it('lists the latest imports, newest first, with what each loaded', async () => {
      const at = (iso: string) => new Date(iso);
      await t.database.db.insert(erpImports).values([
        {
          source: 'export-maandag.json',
          startedAt: at('2026-03-02T06:00:00Z'),
          finishedAt: at('2026-03-02T06:00:04Z'),
          counts: JSON.stringify({ relations: 12, objects: 140 }),
        },
        {
          source: 'export-dinsdag.json',
          startedAt: at('2026-03-03T06:00:00Z'),
          finishedAt: at('2026-03-03T06:00:02Z'),
          counts: JSON.stringify({ relations: 1, objects: 3 }),
        },
      ]);
      const res = await as(t, accounts.superadmin).get('/api/providerSettings/erpLink');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: expect.any(Number),
          source: 'export-dinsdag.json',
          startedAt: '2026-03-03T06:00:00.000Z',
          finishedAt: '2026-03-03T06:00:02.000Z',
          counts: { relations: 1, objects: 3 },
        },
        {
          id: expect.any(Number),
          source: 'export-maandag.json',
          startedAt: '2026-03-02T06:00:00.000Z',
          finishedAt: '2026-03-02T06:00:04.000Z',
          counts: { relations: 12, objects: 140 },
        },
      ]);
      const one = await as(t, accounts.superadmin).get('/api/providerSettings/erpLink?limit=1');
      expect(one.json().map((r: { source: string }) => r.source)).toEqual(['export-dinsdag.json']);
      expect((await as(t, accounts.superadmin).get('/api/providerSettings/erpLink?limit=0')).statusCode).toBe(
        400,
      );
    });

    it('is for Settings.RiQLink holders only', async () => {
      for (const account of [accounts.dbsadmin, accounts.companyadmin, accounts.engineer])
        expectRefusal(await as(t, account).get('/api/providerSettings/erpLink'), 403, 'noAccess');
      expect((await t.app.inject({ url: '/api/providerSettings/erpLink' })).statusCode).toBe(401);
    });
  });
});
