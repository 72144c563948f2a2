import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../contract/errors';
import { auditLog, users } from '../../server/db/schema';
import { ACTIVATION_CODE_TTL_S, issueCode } from '../../server/identity/codes';
import { invitationMail } from '../../server/mail/templates';
import { createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const PASSWORD = 'Welkom#2026';

describe.each(databaseKinds)('activation of an invited account on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  /** An invited user and the code of their invitation link. */
  const invite = async () => {
    const user = await createUser(t.database.db, {
      email: `invited${++n}@example.nl`,
      role: 'companyuser',
      status: 'invited',
      password: null,
      name: 'Sanne Bakker',
    });
    return { user, code: await issueCode(t.database.db, user.id, 'activation', ACTIVATION_CODE_TTL_S) };
  };
  const confirmUser = (code: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/Identity/ConfirmEmail/GetConfirmUser?code=${encodeURIComponent(code)}`,
      headers,
    });
  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/Identity/User', payload });
  const form = (code: string) => ({
    Code: code,
    Name: 'Sanne de Bakker',
    PhoneNumber: '06-12345678',
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
  });
  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('tells who an invitation is for, activates the account once, and lets the user sign in', async () => {
    const { user, code } = await invite();
    const who = await confirmUser(code);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ email: user.email, name: 'Sanne Bakker' });

    const res = await register(form(code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ status: 'active', name: 'Sanne de Bakker', phoneNumber: '06-12345678' });
    expect(row.activatedAt).toBeInstanceOf(Date);
    await login(t.app, user.email, PASSWORD);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.activate'), eq(auditLog.targetId, user.id)));
    expect(audit).toMatchObject([{ actorId: user.id, targetType: 'user' }]);

    // the link is used up
    expect((await confirmUser(code)).json()).toMatchObject({ Code: 'invalidActivationCode' });
    expect((await register(form(code))).json()).toMatchObject({ Code: 'invalidActivationCode' });
  });

  it('answers an invalid code with the message to ask for a new invitation, in either language', async () => {
    const nl = await confirmUser('made-up-code');
    expect(nl.statusCode).toBe(400);
    expect(nl.json()).toEqual({
      StatusCode: 400,
      Code: 'invalidActivationCode',
      Message: errorMessages.invalidActivationCode.nl,
    });
    expect(nl.json().Message).toContain('Vraag uw contactpersoon om een nieuwe uitnodiging');
    const en = await confirmUser('made-up-code', { 'accept-language': 'en' });
    expect(en.json().Message).toContain('Ask your contact for a new invitation');
  });

  it('refuses a superseded code and the code of an account that is no longer invited, writing nothing', async () => {
    const { user, code: superseded } = await invite();
    const current = await issueCode(t.database.db, user.id, 'activation', ACTIVATION_CODE_TTL_S);
    const res = await register(form(superseded));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'invalidActivationCode' });
    expect(await userRow(user.id)).toMatchObject({
      status: 'invited',
      passwordHash: null,
      name: 'Sanne Bakker',
    });

    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    expect((await confirmUser(current)).statusCode).toBe(400);
    expect((await register(form(current))).statusCode).toBe(400);
    expect((await userRow(user.id)).passwordHash).toBeNull();
  });

  it.each([
    ['a weak password', { Password: 'password', ConfirmPassword: 'password' }, 'body.Password'],
    ['a mismatched confirmation', { ConfirmPassword: 'Welkom#2027' }, 'body.ConfirmPassword'],
    ['a missing name', { Name: '' }, 'body.Name'],
    ['a malformed phone number', { PhoneNumber: '12ab' }, 'body.PhoneNumber'],
    ['a missing code', { Code: undefined }, 'body.Code'],
  ])('answers %s with 400, writes nothing and keeps the code usable', async (_name, change, path) => {
    const { user, code } = await invite();
    const res = await register({ ...form(code), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
    expect(res.json().Errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await userRow(user.id)).toMatchObject({ status: 'invited', passwordHash: null });
    expect((await confirmUser(code)).statusCode).toBe(200);
  });

  it('answers GetConfirmUser without a code with 400 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Identity/ConfirmEmail/GetConfirmUser' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
  });
});

describe('the invitation mail', () => {
  const link = 'http://localhost:3000/registration?code=abc&x=<1>';

  it('names who invites and for which relations, in Dutch', () => {
    const mail = invitationMail('nl', {
      link,
      invitedByName: 'Piet Pieters',
      relationNames: ['Acme BV', 'Gemeente Utrecht'],
    });
    expect(mail.subject).toBe('Uitnodiging voor het serviceportaal');
    expect(mail.text).toContain(
      'Piet Pieters nodigt u uit voor het serviceportaal van Acme BV en Gemeente Utrecht',
    );
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('14 dagen');
    expect(mail.link).toBe(link);
  });

  it('says the same in English and escapes what it puts in HTML', () => {
    const mail = invitationMail('en', { link, invitedByName: 'Anna <Admin>', relationNames: ['Acme BV'] });
    expect(mail.subject).toBe('Invitation to the service portal');
    expect(mail.text).toContain('Anna <Admin> invites you to the service portal for Acme BV');
    expect(mail.text).toContain('14 days');
    expect(mail.html).toContain('Anna &lt;Admin&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/registration?code=abc&amp;x=&lt;1&gt;"');
    expect(mail.html).not.toContain('<Admin>');
  });
});
