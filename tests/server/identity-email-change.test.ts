import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userCodes, users } from '../../server/db/schema';
import { bearer, createUser, login, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

describe.each(databaseKinds)('POST /Identity/ChangeEmail and /Identity/ConfirmEmail on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const newUser = (language: 'nl' | 'en' = 'nl') =>
    createUser(t.database.db, { email: `old${++n}@example.nl`, role: 'companyuser', language, name: 'Kees' });
  const changeEmail = async (email: string, NewEmail: string, Password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/ChangeEmail',
      headers: bearer((await login(t.app, email)).accessToken),
      payload: { NewEmail, Password },
    });
  const confirmLink = (to: string) => new URL(t.mailer.last(to)!.link!);
  // Each call signs in afresh from a browser without a device cookie, which mails a sign-in notice (issue 30).
  const mailsBesidesSignIns = () =>
    t.mailer.sent.filter(
      (m) => !['Nieuwe aanmelding op uw account', 'New sign-in to your account'].includes(m.subject),
    ).length;
  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('keeps the old address until the link mailed to the new one is followed, then switches', async () => {
    const user = await newUser();
    const res = await changeEmail(user.email, 'New.Address@example.nl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await userRow(user.id)).toMatchObject({
      email: user.email,
      pendingEmail: 'New.Address@example.nl',
    });

    const mail = t.mailer.last('New.Address@example.nl')!;
    expect(mail).toMatchObject({ language: 'nl', subject: 'Bevestig uw nieuwe e-mailadres' });
    expect(mail.text).toContain('New.Address@example.nl');
    // The old address is warned at once, while it is still the login, and told how to stop a change it did not ask for.
    const warning = t.mailer.last(user.email)!;
    expect(warning).toMatchObject({ language: 'nl', subject: 'Uw e-mailadres wordt gewijzigd' });
    expect(warning.text).toContain('New.Address@example.nl');
    expect(warning.link).toBe(`${t.config.publicUrl}/forgotpassword`);
    const link = confirmLink('New.Address@example.nl');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/Identity/ConfirmEmail`);
    // until confirmed, the old address is the login
    await login(t.app, user.email);

    const confirmed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/login?emailConfirmed=1');
    expect(await userRow(user.id)).toMatchObject({ email: 'New.Address@example.nl', pendingEmail: null });
    await login(t.app, 'new.address@example.nl');
    await expect(login(t.app, user.email)).rejects.toThrow(/400/);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.change'), eq(auditLog.targetId, user.id)));
    expect(audit).toMatchObject([{ actorId: user.id, targetType: 'user' }]);

    // the link works once
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/login?emailConfirmed=0');
  });

  it('writes the confirmation and the warning to the old address in the English of an English user', async () => {
    const user = await newUser('en');
    await changeEmail(user.email, 'english@example.nl');
    expect(t.mailer.last('english@example.nl')).toMatchObject({
      language: 'en',
      subject: 'Confirm your new email address',
    });
    expect(t.mailer.last(user.email)).toMatchObject({
      language: 'en',
      subject: 'Your email address is being changed',
    });
  });

  it("refuses an address of another account, whatever its case, and the user's own address", async () => {
    const user = await newUser();
    const other = await newUser();
    const sent = mailsBesidesSignIns();
    for (const address of [other.email.toUpperCase(), user.email]) {
      const res = await changeEmail(user.email, address);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        StatusCode: 400,
        Code: 'emailInUse',
        Message: 'Dit e-mailadres is al in gebruik',
      });
    }
    expect((await userRow(user.id)).pendingEmail).toBeNull();
    expect(mailsBesidesSignIns()).toBe(sent);
  });

  it('refuses a malformed or missing address with 400 and writes nothing', async () => {
    const user = await newUser();
    for (const payload of ['not-an-email', '']) {
      const res = await changeEmail(user.email, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Code: 'invalidInput' });
      expect(res.json().Errors[0].path).toBe('body.NewEmail');
    }
    expect((await userRow(user.id)).pendingEmail).toBeNull();
  });

  it('refuses a wrong or missing current password with 400, sends no mail and writes nothing', async () => {
    const user = await newUser();
    const sent = mailsBesidesSignIns();
    const wrong = await changeEmail(user.email, 'thief@example.nl', 'Guess!2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      Code: 'wrongPassword',
      Message: 'Het huidige wachtwoord is onjuist',
    });
    const missing = await changeEmail(user.email, 'thief@example.nl', '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors[0]).toEqual({
      path: 'body.Password',
      message: 'validation.passwordRequired',
    });
    expect((await userRow(user.id)).pendingEmail).toBeNull();
    expect(mailsBesidesSignIns()).toBe(sent);
  });

  it('does not confirm when another account took the address in the meantime', async () => {
    const user = await newUser();
    await changeEmail(user.email, 'contested@example.nl');
    const link = confirmLink('contested@example.nl');
    await createUser(t.database.db, { email: 'Contested@example.nl', role: 'companyuser' });
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.headers.location).toBe('/login?emailConfirmed=0');
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('redirects an unknown, a missing and an expired code to emailConfirmed=0', async () => {
    const user = await newUser();
    await changeEmail(user.email, 'late@example.nl');
    const link = confirmLink('late@example.nl');
    await t.database.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userCodes.userId, user.id), eq(userCodes.purpose, 'changeEmail')));
    for (const url of [
      '/Identity/ConfirmEmail?code=made-up',
      '/Identity/ConfirmEmail',
      `${link.pathname}${link.search}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?emailConfirmed=0');
    }
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('confirms by POST {code} for API clients: 200 once, then 400 invalidEmailCode', async () => {
    const user = await newUser();
    await changeEmail(user.email, 'api@example.nl');
    const code = confirmLink('api@example.nl').searchParams.get('code');
    const confirm = () => t.app.inject({ method: 'POST', url: '/Identity/ConfirmEmail', payload: { code } });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await userRow(user.id)).email).toBe('api@example.nl');
    const second = await confirm();
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ StatusCode: 400, Code: 'invalidEmailCode' });
  });
});
