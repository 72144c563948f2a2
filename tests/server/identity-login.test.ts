import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../contract/identity';
import { verifyAccessToken } from '../../server/identity/access-token';
import { createMemoryAttemptStore, LoginThrottle } from '../../server/identity/login-throttle';
import { type CreatedUser, createUser, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

// The slow-down of an account guessed from many addresses is 1 s at most here (the throttle's own tests count it).
const loginLimits = {
  account: { max: 3, windowS: 900 },
  address: { max: 6, windowS: 900 },
  maxDelayS: 1,
};

describe.each(databaseKinds)('POST /Identity/Login on %s', (kind) => {
  let t: TestApp;
  let user: CreatedUser;
  let address = 0;
  // Each test signs in from its own client address, so the per-address count of one test is not another's.
  const freshAddress = () => `10.0.0.${++address}`;
  const attempt = (email: string, password: string, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/Login',
      remoteAddress,
      payload: { email, password, rememberMe: false },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { loginLimits });
    user = await createUser(t.database.db, { email: 'Anna.de.Vries@example.nl', role: 'companyuser' });
    await createUser(t.database.db, { email: 'invited@example.nl', role: 'companyuser', status: 'invited' });
    await createUser(t.database.db, { email: 'gone@example.nl', role: 'companyuser', status: 'deactivated' });
  });
  afterAll(() => t?.close());

  it('answers tokens whose access token names the user and whose refresh expiry lies ahead', async () => {
    const before = Date.now();
    const res = await attempt(user.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const tokens = tokenResponseSchema.parse(res.json());
    expect((await verifyAccessToken(t.config.jwtSecret, tokens.accessToken)).userId).toBe(user.id);
    expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(40);
    const expires = Date.parse(tokens.refreshTokenExpires);
    expect(expires).toBeGreaterThanOrEqual(before + t.config.refreshTokenTtlS * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + t.config.refreshTokenTtlS * 1000);
  });

  it('matches the email without regard to case or surrounding spaces', async () => {
    const res = await attempt('  anna.DE.vries@EXAMPLE.nl ', PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same status and body', async () => {
    const wrongPassword = await attempt(user.email, 'Wrong!2026');
    const unknownEmail = await attempt('nobody@example.nl', PASSWORD);
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      StatusCode: 400,
      Message: 'E-mail of wachtwoord onjuist',
      Code: 'invalidCredentials',
    });
  });

  it('refuses an invited and a deactivated user with the same answer as a wrong password', async () => {
    const wrong = await attempt('nobody@example.nl', PASSWORD);
    for (const email of ['invited@example.nl', 'gone@example.nl']) {
      const res = await attempt(email, PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(wrong.body);
    }
  });

  it('answers 400 with field errors for a missing email or password, in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/Identity/Login',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email: '', rememberMe: false },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ StatusCode: 400, Message: 'Invalid input', Code: 'invalidInput' });
    expect(body.Errors).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'validation.emailRequired' },
        { path: 'body.password', message: 'validation.passwordRequired' },
      ]),
    );
  });

  it('refuses the address that failed 3 times for an account with 429, even with the right password', async () => {
    const victim = await createUser(t.database.db, { email: 'victim@example.nl', role: 'companyuser' });
    const guesser = freshAddress();
    for (let i = 0; i < 3; i++)
      expect((await attempt(victim.email, 'Wrong!2026', guesser)).statusCode).toBe(400);
    const res = await attempt(victim.email.toUpperCase(), PASSWORD, guesser);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ StatusCode: 429, Code: 'tooManyAttempts' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from an address that did not fail, however many guesses came from elsewhere', async () => {
    const owner = await createUser(t.database.db, { email: 'owner@example.nl', role: 'companyuser' });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(owner.email, 'Wrong!2026', freshAddress())).statusCode).toBe(400);
    }
    expect((await attempt(owner.email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('counts unknown emails like known ones', async () => {
    const guesser = freshAddress();
    for (let i = 0; i < 3; i++) await attempt('ghost@example.nl', 'Wrong!2026', guesser);
    expect((await attempt('ghost@example.nl', 'Wrong!2026', guesser)).statusCode).toBe(429);
  });

  it('refuses an address after 6 failures over many accounts, while other addresses still sign in', async () => {
    const from = freshAddress();
    for (let i = 0; i < 6; i++) {
      expect((await attempt(`spray${i}@example.nl`, 'Wrong!2026', from)).statusCode).toBe(400);
    }
    expect((await attempt(user.email, PASSWORD, from)).statusCode).toBe(429);
    expect((await attempt(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('starts the account count again after a successful login', async () => {
    const forgetful = await createUser(t.database.db, { email: 'forgetful@example.nl', role: 'companyuser' });
    for (let i = 0; i < 2; i++) await attempt(forgetful.email, 'Wrong!2026');
    expect((await attempt(forgetful.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(forgetful.email, 'Wrong!2026')).statusCode).toBe(400);
    expect((await attempt(forgetful.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('the login throttle', () => {
  const limits = { account: { max: 2, windowS: 900 }, address: { max: 100, windowS: 900 }, maxDelayS: 8 };
  const throttleWithClock = () => {
    const waits: number[] = [];
    const throttle = new LoginThrottle(createMemoryAttemptStore(), limits, Date.now, async (ms) => {
      waits.push(ms);
    });
    return { throttle, waits };
  };

  it('slows every answer for an account guessed from many addresses, doubling up to the cap, and never refuses', async () => {
    const { throttle, waits } = throttleWithClock();
    for (let i = 0; i < 7; i++) {
      await throttle.assertAllowed('anna@example.nl', `10.9.0.${i}`);
      await throttle.failed('anna@example.nl', `10.9.0.${i}`);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    // The owner, from an address of their own, waits too but is let through to the password check.
    await expect(throttle.assertAllowed('ANNA@example.nl', '10.9.1.1')).resolves.toBeUndefined();
  });

  it('forgets the slow-down once the owner signs in', async () => {
    const { throttle, waits } = throttleWithClock();
    for (let i = 0; i < 4; i++) await throttle.failed('piet@example.nl', `10.9.2.${i}`);
    await throttle.succeeded('piet@example.nl', '10.9.3.1');
    await throttle.assertAllowed('piet@example.nl', '10.9.3.1');
    expect(waits).toEqual([]);
  });
});

describe('the in-memory attempt store', () => {
  it('counts within a window and forgets when the window ends', async () => {
    let now = 1_000_000;
    const store = createMemoryAttemptStore(() => now);
    await store.add('k', 60);
    expect(await store.add('k', 60)).toEqual({ count: 2, resetsAt: 1_060_000 });
    now += 59_999;
    expect((await store.get('k'))?.count).toBe(2);
    now += 1;
    expect(await store.get('k')).toBeUndefined();
    expect((await store.add('k', 60)).count).toBe(1);
    await store.clear('k');
    expect(await store.get('k')).toBeUndefined();
  });
});
