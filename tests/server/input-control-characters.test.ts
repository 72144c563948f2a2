import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createRelation, createUser, login, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { snapshot } from './users-fixtures';

/**
 * PostgreSQL text cannot hold NUL: before, a NUL in any string reached the database and answered 500 with the
 * SQL in the log. Every string of every call now refuses NUL and the other control characters (tab and line
 * breaks excepted) with 400 naming the field, and a database encoding error that slips through answers 400.
 */
describe.each(databaseKinds)('control characters in input on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => {
      // A query that sends a NUL to the database past every schema, as a future route might.
      app.get('/test/nul-in-sql', async () => {
        await app.db.execute(sql`select ${'a\u0000b'}::text as t`);
        return { ok: true };
      });
    });
    await createRelation(t.database.db, 1);
    const user = await createUser(t.database.db, {
      email: 'dbs@provider.example',
      role: 'dbsadmin',
      relationIds: [],
    });
    token = (await login(t.app, user.email)).accessToken;
  });
  afterAll(() => t?.close());

  const expectInvalid = (res: { statusCode: number; json(): unknown }, path: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      StatusCode: 400,
      Code: 'invalidInput',
      Errors: [{ path, message: 'protection.controlCharacters' }],
    });
  };

  it('refuses a NUL in a path parameter of a public call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Object/GetObjectByAccessKey/%00' });
    expectInvalid(res, 'params.key');
  });

  it('refuses a NUL in the email of a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Identity/Login',
      payload: { email: 'a\u0000b', password: PASSWORD, rememberMe: false },
    });
    expectInvalid(res, 'body.email');
  });

  it.each([
    '/api/salesinvoicesForRelation?relationId=1&q=%00',
    '/api/contracts?relationId=1&q=%00',
    '/api/allusers?q=%00',
    '/api/locations?q=a%01b',
  ])('refuses a control character in the text filter of %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expectInvalid(res, 'querystring.q');
  });

  it('refuses a NUL in the name or function of a profile change, writing nothing', async () => {
    const before = await snapshot(t);
    for (const [field, payload] of [
      ['Name', { Name: 'Piet\u0000', PhoneNumber: '', Function: '' }],
      ['Function', { Name: 'Piet', PhoneNumber: '', Function: 'Chef\u0000' }],
      ['Function', { Name: 'Piet', PhoneNumber: '', Function: 'Chef\u001b[31m' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/Identity/ChangeProfile',
        headers: bearer(token),
        payload,
      });
      expectInvalid(res, `body.${field}`);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('keeps tabs and line breaks, which a text with several lines needs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Identity/ChangeProfile',
      headers: bearer(token),
      payload: { Name: 'Piet\tJansen', PhoneNumber: '', Function: 'Chef\r\nonderhoud' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400, not 500, when the database refuses the encoding of a text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/nul-in-sql' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
    expect(res.body).not.toMatch(/select/i);
  });
});
