import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSessionsResponseSchema } from '../../contract/sessions';
import { bearer, createUser, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Where a user is signed in (issue 30, goal 5): the list, ending one or all others, and the mails. */
describe.each(databaseKinds)('sessions and account mails on %s', (kind) => {
  let t: TestApp;
  const owner = 'sessions@customer.example';
  const other = 'other@customer.example';

  beforeAll(async () => {
    t = await createTestApp(kind, { trustProxy: true });
    await createUser(t.database.db, { email: owner, role: 'companyuser', language: 'en', name: 'Sam' });
    await createUser(t.database.db, { email: other, role: 'companyuser' });
  }, 180_000);
  afterAll(() => t?.close());

  const signIn = async (email: string, userAgent: string, address: string, cookie?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Identity/Login',
      headers: { 'user-agent': userAgent, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      payload: { email, password: PASSWORD, rememberMe: false },
    });
    expect(res.statusCode).toBe(200);
    return {
      ...(res.json() as { accessToken: string; refreshToken: string }),
      device: String(res.headers['set-cookie']).split(';')[0]!,
    };
  };
  const sessionsOf = async (accessToken: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/Identity/Sessions',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(200);
    return loginSessionsResponseSchema.parse(res.json()).sessions;
  };
  const post = (url: string, accessToken: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });

  it('lists each browser with its device, address and first and last use, this one marked', async () => {
    const laptop = await signIn(owner, FIREFOX_WINDOWS, '198.51.100.7');
    const phone = await signIn(owner, SAFARI_IPHONE, '203.0.113.9');
    const sessions = await sessionsOf(phone.accessToken);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Safari',
      device: 'iPhone',
      address: '203.0.113.9',
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Firefox',
      device: 'Windows',
      address: '198.51.100.7',
    });
    // A refresh is a use: the laptop's last use moves on, from its new address; its first use stays.
    const before = sessions[1]!;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/Identity/Login/refresh-token',
      headers: { 'user-agent': FIREFOX_WINDOWS, 'x-forwarded-for': '198.51.100.8' },
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const after = (await sessionsOf(phone.accessToken)).find((s) => s.id === before.id)!;
    expect(after.firstUsedAt).toBe(before.firstUsedAt);
    expect(after.address).toBe('198.51.100.8');
    expect(new Date(after.lastUsedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(before.lastUsedAt).getTime(),
    );
  });

  it('ends one session: its access and refresh tokens stop at once', async () => {
    const victim = await signIn(owner, FIREFOX_WINDOWS, '198.51.100.20');
    const me = await signIn(owner, SAFARI_IPHONE, '203.0.113.9');
    const target = (await sessionsOf(me.accessToken)).find(
      (s) => !s.current && s.address === '198.51.100.20',
    )!;
    expect((await post('/Identity/Sessions/End', me.accessToken, { id: target.id })).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/Identity/Profile',
      headers: bearer(victim.accessToken),
    });
    expect(profile.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/Identity/Login/refresh-token',
      payload: { refreshToken: victim.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await sessionsOf(me.accessToken)).map((s) => s.id)).not.toContain(target.id);
    // Ending it again finds nothing.
    expect((await post('/Identity/Sessions/End', me.accessToken, { id: target.id })).statusCode).toBe(404);
  });

  it("cannot end another user's session, and learns nothing of it", async () => {
    const theirs = await signIn(other, FIREFOX_WINDOWS, '192.0.2.44');
    const [theirSession] = await sessionsOf(theirs.accessToken);
    const me = await signIn(owner, SAFARI_IPHONE, '203.0.113.9');
    const res = await post('/Identity/Sessions/End', me.accessToken, { id: theirSession!.id });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('192.0.2.44');
    const stillThere = await t.app.inject({
      method: 'GET',
      url: '/Identity/Profile',
      headers: bearer(theirs.accessToken),
    });
    expect(stillThere.statusCode).toBe(200);
    expect(JSON.stringify(await sessionsOf(me.accessToken))).not.toContain('192.0.2.44');
  });

  it('ends all other sessions and keeps this one', async () => {
    const elsewhere = await signIn(owner, FIREFOX_WINDOWS, '198.51.100.30');
    const me = await signIn(owner, SAFARI_IPHONE, '203.0.113.9');
    const res = await post('/Identity/Sessions/EndOthers', me.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(1);
    const left = await sessionsOf(me.accessToken);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/Identity/Profile',
      headers: bearer(elsewhere.accessToken),
    });
    expect(gone.statusCode).toBe(401);
  });

  it.each([
    ['no id', {}],
    ['not a uuid', { id: 'abc' }],
    ['a NUL', { id: '00000000-0000-4000-8000-00000000000\u0000' }],
    ['a number', { id: 7 }],
  ])('refuses ending a session with %s: 400, nothing ends', async (_name, payload) => {
    const me = await signIn(owner, SAFARI_IPHONE, '203.0.113.9');
    const before = await sessionsOf(me.accessToken);
    const res = await post('/Identity/Sessions/End', me.accessToken, payload);
    expect(res.statusCode).toBe(400);
    expect(await sessionsOf(me.accessToken)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/Identity/Sessions' })).statusCode).toBe(401);
    const end = await t.app.inject({
      method: 'POST',
      url: '/Identity/Sessions/EndOthers',
    });
    expect(end.statusCode).toBe(401);
  });

  it('mails a sign-in from a new browser in the user language, and not from a known one', async () => {
    const first = await signIn(owner, FIREFOX_WINDOWS, '198.51.100.50');
    const mail = t.mailer.last(owner)!;
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('New sign-in to your account');
    expect(mail.text).toContain('Firefox on Windows');
    expect(mail.text).toContain('198.51.100.50');
    expect(mail.link).toBe(`${t.config.publicUrl}/account`);
    const count = t.mailer.sent.length;
    await signIn(owner, FIREFOX_WINDOWS, '198.51.100.50', first.device);
    expect(t.mailer.sent.length).toBe(count);
  });

  it('mails a new-browser sign-in in Dutch to a Dutch user', async () => {
    await signIn(other, SAFARI_IPHONE, '192.0.2.45');
    const mail = t.mailer.last(other)!;
    expect(mail.language).toBe('nl');
    expect(mail.subject).toBe('Nieuwe aanmelding op uw account');
    expect(mail.text).toContain('Safari op iPhone');
  });

  it('mails a password change, and not a refused one', async () => {
    const me = await signIn(owner, SAFARI_IPHONE, '203.0.113.9');
    const count = t.mailer.sent.length;
    const wrong = await post('/Identity/ChangePassword', me.accessToken, {
      OldPassword: 'Not!theRight1',
      NewPassword: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(t.mailer.sent.length).toBe(count);
    const res = await post('/Identity/ChangePassword', me.accessToken, {
      OldPassword: PASSWORD,
      NewPassword: PASSWORD,
      ConfirmPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(count + 1);
    expect(t.mailer.last(owner)).toMatchObject({ language: 'en', subject: 'Your password was changed' });
  });
});
