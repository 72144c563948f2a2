import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, erpImports, providerSettings, storedFiles } from '../../server/db/schema';
import { createRelation, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { as, expectRefusal, snapshot } from './users-fixtures';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR logo of the provider'),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF a second logo')]);

/** A multipart body with one file part, as a browser sends a chosen file. */
function multipart(bytes: Buffer, fileName: string, type: string) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

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
    expect(res.json()).toEqual({ name: '', website: '', phone24h: '', logoUrl: null });
  });

  it('saves the settings for a provider admin, shows them to everyone, and audits it', async () => {
    const res = await as(t, accounts.dbsadmin).post('/api/providerSettings', settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...settings, logoUrl: null });
    expect((await t.app.inject({ url: '/api/providerSettings' })).json()).toEqual({
      ...settings,
      logoUrl: null,
    });

    const changed = { ...settings, phone24h: '088-7654321' };
    expect((await as(t, accounts.superadmin).post('/api/providerSettings', changed)).json()).toEqual({
      ...changed,
      logoUrl: null,
    });
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

  describe('the logo', () => {
    const upload = (account: { token: string } | null, body: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/providerSettings/logo',
        payload: body.payload,
        headers: { ...body.headers, ...(account ? { authorization: `Bearer ${account.token}` } : {}) },
      });
    const storedFileNames = () => {
      const dir = join(t.config.dataDir, 'files');
      return existsSync(dir) ? readdirSync(dir).sort() : [];
    };
    const unchanged = async () => ({
      rows: await snapshot(t),
      stored: await t.database.db.select().from(storedFiles),
      files: storedFileNames(),
    });

    it('answers 404 while no logo is set', async () => {
      const res = await t.app.inject({ url: '/api/providerSettings/logo' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ StatusCode: 404, Code: 'notFound' });
    });

    it('takes a PNG from a provider admin, serves the same bytes to anyone, and audits it', async () => {
      const res = await upload(accounts.dbsadmin, multipart(png, 'logo.png', 'image/png'));
      expect(res.statusCode).toBe(200);
      const { logoUrl } = res.json();
      expect(logoUrl).toMatch(/^\/api\/providerSettings\/logo\?v=[0-9a-f]{16}$/);
      expect((await t.app.inject({ url: '/api/providerSettings' })).json()).toMatchObject({ logoUrl });

      const logo = await t.app.inject({ url: logoUrl });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['cache-control']).toBe('public, max-age=300');
      expect(logo.rawPayload.equals(png)).toBe(true);

      const [row] = await t.database.db.select().from(providerSettings);
      expect(
        await t.database.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.sha256, row.logoSha256 ?? '')),
      ).toMatchObject([{ size: png.length, mimeType: 'image/png' }]);
      expect(storedFileNames()).toContain(row.logoSha256);
      expect(
        await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.updateLogo')),
      ).toMatchObject([
        { actorId: accounts.dbsadmin.id, details: { logoSha256: row.logoSha256, mimeType: 'image/png' } },
      ]);
    });

    it('replaces the logo with a JPEG under a new address', async () => {
      const before = (await t.app.inject({ url: '/api/providerSettings' })).json().logoUrl;
      const res = await upload(accounts.superadmin, multipart(jpeg, 'logo.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(200);
      expect(res.json().logoUrl).not.toBe(before);
      const logo = await t.app.inject({ url: '/api/providerSettings/logo' });
      expect(logo.headers['content-type']).toBe('image/jpeg');
      expect(logo.rawPayload.equals(jpeg)).toBe(true);
    });

    it('refuses anyone without Settings.ViewDBSSettings, writing nothing', async () => {
      const before = await unchanged();
      for (const account of [accounts.companyadmin, accounts.engineer])
        expectRefusal(
          await upload(account, multipart(png.subarray(0, 12), 'x.png', 'image/png')),
          403,
          'noAccess',
        );
      expect((await upload(null, multipart(png, 'x.png', 'image/png'))).statusCode).toBe(401);
      expect(await unchanged()).toEqual(before);
    });

    it('refuses a file that is not a PNG or JPEG by its bytes, too large, or missing, writing nothing', async () => {
      const before = await unchanged();
      const text = Buffer.from('not an image at all, whatever its name says');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const pdf = Buffer.from('%PDF-1.7 a document');
      for (const [bytes, name] of [
        [text, 'logo.png'],
        [svg, 'logo.svg'],
        [pdf, 'logo.jpg'],
      ] as const)
        expectRefusal(
          await upload(accounts.dbsadmin, multipart(bytes, name, 'image/png')),
          400,
          'logoNotAnImage',
        );

      const tooLarge = Buffer.concat([png, Buffer.alloc(512 * 1024)]);
      const large = await upload(accounts.dbsadmin, multipart(tooLarge, 'logo.png', 'image/png'));
      expectRefusal(large, 400, 'logoTooLarge');
      expect(large.json().Message).toBe('Het logo mag hoogstens 512 KB groot zijn');

      expectRefusal(
        await upload(accounts.dbsadmin, multipart(Buffer.alloc(0), 'logo.png', 'image/png')),
        400,
        'logoMissing',
      );
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/providerSettings/logo',
        headers: {
          authorization: `Bearer ${accounts.dbsadmin.token}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload: '--x--\r\n',
      });
      expectRefusal(noFile, 400, 'logoMissing');
      expectRefusal(
        await as(t, accounts.dbsadmin).post('/api/providerSettings/logo', { logo: 'x' }),
        400,
        'logoMissing',
      );
      expect(await unchanged()).toEqual(before);
    });
  });
});
