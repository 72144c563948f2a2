import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, userTotp } from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import { codeAt, legacyRecoveryCodeHash } from '../../server/identity/totp';
import { bearer, createRelation, createUser, login, PASSWORD, TOTP_SECRET } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const STEP_MS = 30_000;

/**
 * Goal 1 and 3 of issue 30: TOTP as the second step of a sign-in, its recovery codes, the account screen's
 * calls, and who must have one (the provider's administrators always; a relation's users when its company
 * admin asks).
 */
describe.each(databaseKinds)('second factor on %s', (kind) => {
  let t: TestApp;
  const ALFA = 41;
  const BETA = 42;

  beforeAll(async () => {
    t = await createTestApp(kind, { loginLimits: { maxDelayS: 1 } });
    const db = t.database.db;
    await createRelation(db, ALFA, 'Alfa');
    await createRelation(db, BETA, 'Beta');
    await createUser(db, { email: 'new.super@provider.example', role: 'superadmin', secondFactor: false });
    await createUser(db, { email: 'admin@provider.example', role: 'dbsadmin' });
    await createUser(db, { email: 'recovering@provider.example', role: 'dbsadmin' });
    await createUser(db, { email: 'guessed@provider.example', role: 'dbsadmin' });
    await createUser(db, { email: 'user@alfa.example', role: 'companyuser', relationIds: [ALFA] });
    await createUser(db, { email: 'plain@alfa.example', role: 'companyuser', relationIds: [ALFA] });
    await createUser(db, { email: 'admin@alfa.example', role: 'companyadmin', relationIds: [ALFA] });
    await createUser(db, {
      email: 'admin2@alfa.example',
      role: 'companyadmin',
      relationIds: [ALFA],
      secondFactor: true,
    });
    await createUser(db, { email: 'admin@beta.example', role: 'companyadmin', relationIds: [BETA] });
  }, 180_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const password = (email: string, remoteAddress = '198.51.100.1') =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/Login',
      remoteAddress,
      payload: { email, password: PASSWORD, rememberMe: false },
    });
  const secondStep = (ticket: string, code: string, method = 'totp', remoteAddress = '198.51.100.1') =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/Login/second-factor',
      remoteAddress,
      payload: { ticket, method, code },
    });
  const ticketOf = async (email: string, remoteAddress?: string) => {
    const res = await password(email, remoteAddress);
    expect(res.statusCode).toBe(200);
    return res.json().ticket as string;
  };
  /** The mails that told an account's holder their second factor changed. */
  const changeMails = (email: string) =>
    t.mailer.sent.filter((m) => m.to === email && /tweede factor|second factor/i.test(m.subject ?? ''));
  const idOf = async (email: string) =>
    (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) }))!.id;

  it('answers the right password of an account with an authenticator with a ticket, not a session', async () => {
    const res = await password('admin@provider.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      secondFactor: 'code',
      ticket: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('opens the session for a current code, and refuses the same code again (no replay in its window)', async () => {
    const now = Date.now();
    const code = codeAt(TOTP_SECRET, now);
    const first = await secondStep(await ticketOf('admin@provider.example'), code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveProperty('accessToken');
    const replayed = await secondStep(await ticketOf('admin@provider.example'), code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().Code).toBe('invalidSecondFactorCode');
    // One step of clock drift: the next step's code is still taken, once.
    const next = codeAt(TOTP_SECRET, now + STEP_MS);
    expect((await secondStep(await ticketOf('admin@provider.example'), next)).statusCode).toBe(200);
    // An older step than the last one used is refused too.
    const older = codeAt(TOTP_SECRET, now - STEP_MS);
    expect((await secondStep(await ticketOf('admin@provider.example'), older)).statusCode).toBe(400);
  });

  it('still takes, once, a recovery code kept as a plain SHA-256 before codes were keyed', async () => {
    const email = 'guessed@provider.example';
    const userId = await idOf(email);
    await t.database.db
      .insert(recoveryCodes)
      .values({ userId, codeHash: legacyRecoveryCodeHash('oldco-de234') });
    expect((await secondStep(await ticketOf(email), 'OLDCO-DE234', 'recovery')).statusCode).toBe(200);
    expect((await secondStep(await ticketOf(email), 'oldco-de234', 'recovery')).statusCode).toBe(400);
  });

  it('refuses a code two steps away', async () => {
    const far = codeAt(TOTP_SECRET, Date.now() + 3 * STEP_MS);
    expect((await secondStep(await ticketOf('admin@provider.example'), far)).statusCode).toBe(400);
  });

  it('takes a recovery code once', async () => {
    const email = 'recovering@provider.example';
    const tokens = await login(t.app, email);
    const renewed = await post(
      '/Identity/SecondFactor/recovery-codes',
      { Code: codeAt(TOTP_SECRET, Date.now() + STEP_MS) },
      bearer(tokens.accessToken),
    );
    expect(renewed.statusCode).toBe(200);
    const codes = renewed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(changeMails(email).at(-1)?.text).toMatch(/nieuwe herstelcodes/);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed: no code is in the database as it was shown.
    const stored = await t.database.db.query.recoveryCodes.findMany();
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
    // Keyed: the plain SHA-256 of a code, which anyone could tabulate, is not what is kept.
    const hashes = stored.map((row) => row.codeHash);
    for (const code of codes) expect(hashes).not.toContain(legacyRecoveryCodeHash(code));

    const typed = ` ${codes[3]!.toUpperCase()} `;
    expect((await secondStep(await ticketOf(email), typed, 'recovery')).statusCode).toBe(200);
    expect(changeMails(email).at(-1)?.text).toMatch(/met een herstelcode ingelogd/);
    const again = await secondStep(await ticketOf(email), codes[3]!, 'recovery');
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('invalidSecondFactorCode');
    const state = await t.app.inject({
      method: 'GET',
      url: '/Identity/SecondFactor',
      headers: bearer(tokens.accessToken),
    });
    expect(state.json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 9 });
  });

  it('counts wrong codes in the login throttle: the right code is refused once the limit is reached', async () => {
    const email = 'guessed@provider.example';
    const address = '203.0.113.7';
    const ticket = await ticketOf(email, address);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await secondStep(ticket, String(100000 + i), 'totp', address)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await secondStep(ticket, codeAt(TOTP_SECRET, Date.now()), 'totp', address);
    expect(right.statusCode).toBe(429);
    // The password step from that address is locked as well: one throttle for both.
    expect((await password(email, address)).statusCode).toBe(429);
  });

  it('refuses bad input with a 4xx and a clear message, writing nothing', async () => {
    const ticket = await ticketOf('admin@provider.example');
    const cases: [unknown, number][] = [
      [{ ticket, method: 'totp', code: '12\u00003456' }, 400],
      [{ ticket, method: 'totp', code: '' }, 400],
      [{ ticket, method: 'totp', code: 'x'.repeat(33) }, 400],
      [{ ticket, method: 'sms', code: '123456' }, 400],
      [{ ticket, method: 'totp' }, 400],
      [{ method: 'totp', code: '123456' }, 400],
      [{ ticket: 'not-a-ticket', method: 'totp', code: '123456' }, 401],
      [{ ticket: `${ticket}x`, method: 'totp', code: '123456' }, 401],
      [[[[[[]]]]], 400],
    ];
    for (const [payload, status] of cases) {
      const res = await post('/Identity/Login/second-factor', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().Message, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    // A ticket to the code step opens no enrolment.
    expect((await post('/Identity/Login/enrolment', { ticket })).statusCode).toBe(401);
    expect((await post('/Identity/Login/enrolment/confirm', { ticket, code: '123456' })).statusCode).toBe(
      401,
    );
  });

  it('keeps a superadmin without a second factor from every data route until enrolled', async () => {
    const email = 'new.super@provider.example';
    const userId = await idOf(email);
    // A session from before the rule (or an admin's session left open) reaches nothing.
    const old = await openSession(t.database.db, t.app.config, userId);
    const dataRoutes = t.app.routeTable.filter(
      (route) => route.permissions !== undefined && route.method === 'GET' && !route.url.includes(':'),
    );
    expect(dataRoutes.length).toBeGreaterThan(10);
    for (const route of dataRoutes) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: bearer(old.accessToken) });
      expect(res.statusCode, route.url).toBe(401);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/Identity/Profile',
      headers: bearer(old.accessToken),
    });
    expect(refused.json().Code).toBe('secondFactorRequired');

    // The right password leads to the enrolment, and to nothing else.
    const res = await password(email);
    expect(res.json()).toMatchObject({ secondFactor: 'enrol', methods: ['totp'] });
    const ticket = res.json().ticket as string;
    expect((await secondStep(ticket, '123456')).statusCode).toBe(401);

    const enrolment = await post('/Identity/Login/enrolment', { ticket });
    expect(enrolment.statusCode).toBe(200);
    const { secret, uri } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(uri).toContain(secret);

    const wrong = await post('/Identity/Login/enrolment/confirm', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await post('/Identity/Login/enrolment/confirm', {
      ticket,
      code: codeAt(secret, Date.now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/Identity/Profile',
      headers: bearer(confirmed.json().accessToken),
    });
    expect(profile.statusCode).toBe(200);
    // Enrolled: the ticket of the enrolment step is spent.
    expect((await post('/Identity/Login/enrolment', { ticket })).statusCode).toBe(401);
  });

  it('lets any user turn an authenticator on and off with the password and a code', async () => {
    const email = 'plain@alfa.example';
    const tokens = await login(t.app, email);
    const auth = bearer(tokens.accessToken);
    const state = () => t.app.inject({ method: 'GET', url: '/Identity/SecondFactor', headers: auth });
    expect((await state()).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await post('/Identity/SecondFactor/recovery-codes', { Code: '123456' }, auth)).json().Code).toBe(
      'secondFactorOff',
    );

    const { secret } = (await post('/Identity/SecondFactor/enrolment', {}, auth)).json();
    expect(
      (await post('/Identity/SecondFactor/enrolment/confirm', { Code: '000000' }, auth)).statusCode,
    ).toBe(400);
    const now = Date.now();
    const confirmed = await post(
      '/Identity/SecondFactor/enrolment/confirm',
      { Code: codeAt(secret, now) },
      auth,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await state()).json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // The database keeps the authenticator sealed: a copy of it alone holds no usable secret.
    const [stored] = await t.database.db
      .select({ secret: userTotp.secret })
      .from(userTotp)
      .where(eq(userTotp.userId, await idOf(email)));
    expect(stored?.secret).toMatch(/^sealed1:/);
    expect(stored?.secret).not.toContain(secret);
    expect(changeMails(email).map((m) => m.text)).toEqual([
      expect.stringMatching(/authenticator-app als tweede factor ingesteld/),
    ]);
    // The next sign-in asks for a code.
    expect((await password(email)).json().secondFactor).toBe('code');

    const next = codeAt(secret, now + STEP_MS);
    const wrongPassword = await post(
      '/Identity/SecondFactor/disable',
      { Password: 'Wrong!2026', Code: next },
      auth,
    );
    expect(wrongPassword.json().Code).toBe('wrongPassword');
    const badCode = await post(
      '/Identity/SecondFactor/disable',
      { Password: PASSWORD, Code: '12\u00003456' },
      auth,
    );
    expect(badCode.statusCode).toBe(400);
    const off = await post('/Identity/SecondFactor/disable', { Password: PASSWORD, Code: next }, auth);
    expect(off.statusCode).toBe(200);
    expect((await state()).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    // One mail per change, none for the refused attempts.
    expect(changeMails(email)).toHaveLength(2);
    expect(changeMails(email)[1]?.text).toMatch(/als tweede factor uitgeschakeld/);
    expect((await password(email)).json()).toHaveProperty('accessToken');
  });

  it('does not let a provider administrator turn the required second factor off', async () => {
    const tokens = await login(t.app, 'admin@provider.example');
    const res = await post(
      '/Identity/SecondFactor/disable',
      { Password: PASSWORD, Code: codeAt(TOTP_SECRET, Date.now() + STEP_MS) },
      bearer(tokens.accessToken),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('secondFactorCannotDisable');
  });

  it("lets a company admin require a second factor of their relation's users, and no other customer's", async () => {
    const withoutOwn = bearer((await login(t.app, 'admin@alfa.example')).accessToken);
    const admin = bearer((await login(t.app, 'admin2@alfa.example')).accessToken);
    const other = bearer((await login(t.app, 'admin@beta.example')).accessToken);
    const user = bearer((await login(t.app, 'user@alfa.example')).accessToken);

    const rules = await t.app.inject({ method: 'GET', url: '/api/second-factor-rules', headers: admin });
    expect(rules.json()).toEqual([{ relationId: ALFA, name: 'Alfa', required: false }]);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/second-factor-rules', headers: other });
    expect(theirs.json()).toEqual([{ relationId: BETA, name: 'Beta', required: false }]);

    const put = (headers: Record<string, string>, relationId: number | string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/second-factor-rules/${relationId}`,
        headers,
        payload: payload as object,
      });
    expect((await put(other, ALFA, { required: true })).statusCode).toBe(403);
    expect((await put(user, ALFA, { required: true })).statusCode).toBe(403);
    expect((await put(admin, ALFA, { required: 'yes' })).statusCode).toBe(400);
    expect((await put(admin, 'abc', { required: true })).statusCode).toBe(400);
    const profile = () => t.app.inject({ method: 'GET', url: '/Identity/Profile', headers: user });
    expect((await profile()).statusCode).toBe(200);

    // An admin without an authenticator of their own would lock themselves out.
    const ownFirst = await put(withoutOwn, ALFA, { required: true });
    expect(ownFirst.statusCode).toBe(400);
    expect(ownFirst.json().Code).toBe('secondFactorOwnFirst');
    expect((await profile()).statusCode).toBe(200);

    expect((await put(admin, ALFA, { required: true })).statusCode).toBe(200);
    // The relation's user without an authenticator reaches nothing until enrolled, from the next request on.
    expect((await profile()).statusCode).toBe(401);
    expect((await password('user@alfa.example')).json().secondFactor).toBe('enrol');
    // Beta's users are not touched.
    expect((await t.app.inject({ method: 'GET', url: '/Identity/Profile', headers: other })).statusCode).toBe(
      200,
    );
    expect((await put(admin, ALFA, { required: false })).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
  });
});
