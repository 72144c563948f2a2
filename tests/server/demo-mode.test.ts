import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSchema } from '../../contract/mail-queue';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { erpImports, mailOutbox } from '../../server/db/schema';
import { decideDemo, loadDemoIfEmpty } from '../../server/seed/demo';
import { bearer, createRelation, createUser, login } from './fixtures';
import { createTestApp, databaseKinds, openTestDatabase, type TestApp } from './harness';

describe('demo mode is asked for, never assumed', () => {
  it('leaves demo mode to the database when neither DEMO nor --demo is given, also without DATABASE_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-demo-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }, []).demo).toBeUndefined();
      expect(loadConfig({ DATA_DIR: dataDir }, ['--demo']).demo).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'true' }, []).demo).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'false' }, ['--demo']).demo).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)('which database runs as a demo, on %s', (kind) => {
  const opened: Database[] = [];
  const dirs: string[] = [];
  const fresh = async () => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an empty embedded database out of demo mode unless asked', async () => {
    const database = await fresh();
    expect(await decideDemo(database.db, undefined)).toEqual({ mode: 'off' });
    expect(await decideDemo(database.db, true)).toEqual({ mode: 'demo' });
    expect(await decideDemo(database.db, false)).toEqual({ mode: 'off' });
  });

  it('runs a database the demo created as a demo on every later start, unless DEMO=false', async () => {
    const database = await fresh();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-demo-'));
    dirs.push(dataDir);
    await loadDemoIfEmpty(database.db, { dataDir, publicUrl: 'http://portal.test' });
    expect(await decideDemo(database.db, undefined)).toEqual({ mode: 'demo' });
    expect(await decideDemo(database.db, false)).toEqual({ mode: 'off' });
  });

  it('refuses demo mode over data the demo did not create', async () => {
    const database = await fresh();
    await createRelation(database.db, 1001);
    const now = new Date();
    await database.db
      .insert(erpImports)
      .values({ source: 'file', startedAt: now, finishedAt: now, counts: '{}' });
    expect(await decideDemo(database.db, true)).toEqual({ mode: 'refused' });
    expect(await decideDemo(database.db, undefined)).toEqual({ mode: 'off' });
  });
});

describe.each(databaseKinds)('the outbox page, on %s', (kind) => {
  let t: TestApp;
  let outsideDemo: TestApp;
  const resetLink = 'http://portal.test/resetpassword?code=SECRET-RESET-CODE&email=victim%40demo.example';

  beforeAll(async () => {
    [t, outsideDemo] = await Promise.all([createTestApp(kind), createTestApp(kind, { demo: false })]);
    for (const app of [t, outsideDemo]) {
      await createRelation(app.database.db, 1001);
      await createUser(app.database.db, { email: 'admin@provider.test', role: 'dbsadmin' });
      await createUser(app.database.db, { email: 'super@provider.test', role: 'superadmin' });
      await createUser(app.database.db, { email: 'engineer@provider.test', role: 'dbsemployee' });
      await createUser(app.database.db, {
        email: 'boss@customer.test',
        role: 'companyadmin',
        relationIds: [1001],
      });
      await app.database.db.insert(mailOutbox).values({
        to: 'victim@demo.example',
        language: 'nl',
        subject: 'Wachtwoord herstellen',
        text: `Herstel uw wachtwoord: ${resetLink}`,
        html: `<a href="${resetLink}">herstel</a>`,
        link: resetLink,
      });
    }
  });
  afterAll(async () => {
    await t?.close();
    await outsideDemo?.close();
  });

  it('answers no one without a token, and never with a code or link', async () => {
    for (const url of ['/api/dev/mail', '/dev/mail']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('SECRET-RESET-CODE');
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses customers and engineers: only a provider administrator reads the outbox', async () => {
    for (const email of ['boss@customer.test', 'engineer@provider.test']) {
      const { accessToken } = await login(t.app, email);
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail', headers: bearer(accessToken) });
      expect(res.statusCode, email).toBe(403);
      expect(res.body).not.toContain('SECRET-RESET-CODE');
    }
  });

  it('lists the mails with their links for provider administrators, newest first', async () => {
    for (const email of ['admin@provider.test', 'super@provider.test']) {
      const { accessToken } = await login(t.app, email);
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail', headers: bearer(accessToken) });
      expect(res.statusCode, email).toBe(200);
      const messages = outboxSchema.parse(res.json());
      expect(messages[0]).toMatchObject({ to: 'victim@demo.example', link: resetLink, status: 'kept' });
    }
  });

  it('has no outbox page outside demo mode, not even for a provider administrator', async () => {
    const { accessToken } = await login(outsideDemo.app, 'admin@provider.test');
    const res = await outsideDemo.app.inject({
      method: 'GET',
      url: '/api/dev/mail',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SECRET-RESET-CODE');
  });
});
