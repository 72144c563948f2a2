import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userCodes, users } from '../../server/db/schema';
import { bearer, createUser, login, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const NEW_PASSWORD = 'Nieuw#2027';

describe.each(databaseKinds)('password change, forgot and reset on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const newUser = (fixture: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(t.database.db, { email: `user${++n}@example.nl`, role: 'companyuser', ...fixture });
  const passwordHash = async (id: string) =>
    (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0].h;
  let requests = 0;
  // Forgot password is limited per client address; each request here comes from its own.
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers,
      remoteAddress: remoteAddress ?? `10.1.0.${++requests}`,
    });
  const signIn = (email: string, password: string) =>
    post('/Identity/Login', { email, password, rememberMe: false });
  const refresh = (refreshToken: string) => post('/Identity/Login/refresh-token', { refreshToken });
  const audited = async (action: string, userId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)));
  /** Asks for a reset and returns the code and email of the link in the mail. */
  const mailedReset = async (email: string) => {
    expect((await post('/Identity/ForgotPassword', { Email: email })).statusCode).toBe(200);
    const link = new URL(t.mailer.last(email)!.link!);
    return { code: link.searchParams.get('code')!, email: link.searchParams.get('email')! };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  describe('POST /Identity/ChangePassword', () => {
    const change = (accessToken: string, payload: object) =>
      post('/Identity/ChangePassword', payload, bearer(accessToken));

    it('sets the new password, keeps the session working and writes the audit log', async () => {
      const user = await newUser();
      const session = await login(t.app, user.email);
      const res = await change(session.accessToken, {
        OldPassword: PASSWORD,
        NewPassword: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await signIn(user.email, PASSWORD)).statusCode).toBe(400);
      expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
      expect(await audited('password.change', user.id)).toMatchObject([
        { actorId: user.id, targetType: 'user' },
      ]);
    });

    it("signs out the user's other devices and keeps the one that changed it", async () => {
      const user = await newUser();
      const here = await login(t.app, user.email);
      const phone = await login(t.app, user.email);
      const profileOf = (accessToken: string) =>
        t.app.inject({ method: 'GET', url: '/Identity/Profile', headers: bearer(accessToken) });
      expect((await profileOf(phone.accessToken)).statusCode).toBe(200);
      const res = await change(here.accessToken, {
        OldPassword: PASSWORD,
        NewPassword: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      // The other device: its access token is refused at once and its refresh token renews nothing.
      expect((await profileOf(phone.accessToken)).statusCode).toBe(401);
      expect((await refresh(phone.refreshToken)).statusCode).not.toBe(200);
      // This device carries on.
      expect((await profileOf(here.accessToken)).statusCode).toBe(200);
      expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    });

    it('answers a wrong old password with 400 wrongPassword and changes nothing', async () => {
      const user = await newUser();
      const before = await passwordHash(user.id);
      const res = await change((await login(t.app, user.email)).accessToken, {
        OldPassword: 'Wrong!2026',
        NewPassword: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        StatusCode: 400,
        Message: 'Het huidige wachtwoord is onjuist',
        Code: 'wrongPassword',
      });
      expect(await passwordHash(user.id)).toBe(before);
    });

    it.each([
      [
        'a weak password',
        { OldPassword: PASSWORD, NewPassword: 'abcdef', ConfirmPassword: 'abcdef' },
        'body.NewPassword',
        'validation.passwordRequirements',
      ],
      [
        'a short password',
        { OldPassword: PASSWORD, NewPassword: 'A1!a', ConfirmPassword: 'A1!a' },
        'body.NewPassword',
        'validation.passwordRequirements',
      ],
      [
        'a mismatched confirmation',
        { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: 'Nieuw#2028' },
        'body.ConfirmPassword',
        'validation.passwordsMustMatch',
      ],
      [
        'a missing old password',
        { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
        'body.OldPassword',
        'validation.passwordRequired',
      ],
      [
        'a missing confirmation',
        { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD },
        'body.ConfirmPassword',
        'validation.confirmPasswordRequired',
      ],
    ])('answers %s with 400 and changes nothing', async (_name, payload, path, message) => {
      const user = await newUser();
      const before = await passwordHash(user.id);
      const res = await change((await login(t.app, user.email)).accessToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
      expect(res.json().Errors).toContainEqual({ path, message });
      expect(await passwordHash(user.id)).toBe(before);
    });
  });

  describe('POST /Identity/ForgotPassword', () => {
    it('mails an active user a reset link in their own language', async () => {
      const user = await newUser({ language: 'en', name: 'Emma' });
      const res = await post('/Identity/ForgotPassword', { Email: user.email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const mail = t.mailer.last(user.email)!;
      expect(mail).toMatchObject({ language: 'en', subject: 'Reset your password' });
      expect(mail.link).toMatch(
        new RegExp(
          `^${t.config.publicUrl}/resetpassword\\?code=[\\w-]+&email=${encodeURIComponent(user.email)}$`,
        ),
      );
      expect(mail.text).toContain(mail.link);
      expect(mail.text).toContain('Dear Emma');
      expect(mail.html).toContain('href="');
    });

    it('answers an unknown, an invited and a deactivated address the same, and mails none of them', async () => {
      const known = await post('/Identity/ForgotPassword', { Email: (await newUser()).email });
      const sent = t.mailer.sent.length;
      const invited = await newUser({ status: 'invited', password: null });
      const gone = await newUser({ status: 'deactivated' });
      for (const email of ['nobody@example.nl', invited.email, gone.email]) {
        const res = await post('/Identity/ForgotPassword', { Email: email });
        expect(res.statusCode).toBe(known.statusCode);
        expect(res.body).toBe(known.body);
      }
      expect(t.mailer.sent.length).toBe(sent);
    });

    it('limits the requests of one client address to 10 in 15 minutes', async () => {
      const user = await newUser();
      for (let i = 0; i < 10; i++) {
        expect(
          (await post('/Identity/ForgotPassword', { Email: user.email }, {}, '10.2.0.1')).statusCode,
        ).toBe(200);
      }
      const res = await post('/Identity/ForgotPassword', { Email: user.email }, {}, '10.2.0.1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ StatusCode: 429, Code: 'tooManyRequests' });
    });

    it.each([
      ['a missing email', {}, 'validation.emailRequired'],
      ['a malformed email', { Email: 'not-an-email' }, 'validation.emailInvalid'],
    ])('answers %s with 400 and mails nothing', async (_name, payload, message) => {
      const sent = t.mailer.sent.length;
      const res = await post('/Identity/ForgotPassword', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toContainEqual({ path: 'body.Email', message });
      expect(t.mailer.sent.length).toBe(sent);
    });
  });

  describe('POST /Identity/ResetPassword', () => {
    const reset = (payload: object) => post('/Identity/ResetPassword', payload);

    it('sets the password with the mailed code once, ends every session and writes the audit log', async () => {
      const user = await newUser();
      const session = await login(t.app, user.email);
      const { code, email } = await mailedReset(user.email);
      const body = { Email: email, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, Code: code };
      const res = await reset(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect(await audited('password.reset', user.id)).toHaveLength(1);
      // The owner hears of it, as of a change on the account screen.
      expect(t.mailer.sent.filter((m) => m.to === user.email).map((m) => m.subject)).toContain(
        'Uw wachtwoord is gewijzigd',
      );

      const again = await reset({ ...body, Password: 'Derde#2028', ConfirmPassword: 'Derde#2028' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ StatusCode: 400, Code: 'invalidResetCode' });
      expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a code with another email, an expired code and a superseded code, and writes nothing', async () => {
      const user = await newUser();
      const other = await newUser();
      const before = await passwordHash(user.id);
      const body = (code: string, email = user.email) => ({
        Email: email,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
        Code: code,
      });
      const expectRefused = async (payload: object) => {
        const res = await reset(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ Code: 'invalidResetCode' });
      };

      const superseded = (await mailedReset(user.email)).code;
      const current = (await mailedReset(user.email)).code;
      await expectRefused(body(superseded));
      await expectRefused(body(current, other.email));
      await expectRefused(body('made-up-code'));
      await t.database.db
        .update(userCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(userCodes.userId, user.id), eq(userCodes.purpose, 'reset')));
      await expectRefused(body(current));
      expect(await passwordHash(user.id)).toBe(before);
      expect(await audited('password.reset', user.id)).toHaveLength(0);
    });

    it.each([
      ['a weak password', { Password: 'weakpass', ConfirmPassword: 'weakpass' }, 'body.Password'],
      ['a mismatched confirmation', { ConfirmPassword: 'Anders#2027' }, 'body.ConfirmPassword'],
      ['a missing code', { Code: undefined }, 'body.Code'],
      ['a malformed email', { Email: 'user@' }, 'body.Email'],
    ])('answers %s with 400 and keeps the code usable', async (_name, change, path) => {
      const user = await newUser();
      const { code } = await mailedReset(user.email);
      const good = { Email: user.email, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, Code: code };
      const res = await reset({ ...good, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ StatusCode: 400, Code: 'invalidInput' });
      expect(res.json().Errors.map((e: { path: string }) => e.path)).toContain(path);
      expect((await reset(good)).statusCode).toBe(200);
    });
  });
});
