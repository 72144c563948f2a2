import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

/**
 * OWASP's device cookies against the two scanner cases: a guesser at the office address fills the lockouts of
 * one account, or of the address itself; the owners, on browsers they signed in from before, keep working.
 */
describe.each(databaseKinds)('known devices on %s', (kind) => {
  let t: TestApp;
  const office = '192.0.2.10';
  const owner = 'owner@customer.example';
  let ownersDevice = '';

  beforeAll(async () => {
    // The per-account delay stays; one second at most keeps the test short.
    t = await createTestApp(kind, { loginLimits: { maxDelayS: 1 }, trustProxy: true });
    await createUser(t.database.db, { email: owner, role: 'companyuser' });
    for (let i = 0; i < 21; i++)
      await createUser(t.database.db, { email: `colleague${i}@customer.example`, role: 'companyuser' });
  }, 60_000);
  afterAll(() => t?.close());

  const signIn = (email: string, password: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/Login',
      remoteAddress: office,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      payload: { email, password, rememberMe: false },
    });
  const deviceCookieOf = (res: Awaited<ReturnType<typeof signIn>>) =>
    String(res.headers['set-cookie']).split(';')[0]!;

  it('gives a browser that signed in a device cookie it cannot read or send elsewhere', async () => {
    const res = await signIn(`colleague20@customer.example`, PASSWORD, undefined, {
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_device_[0-9a-f]{12}=[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/Identity/Login');
    expect(cookie).toContain('Secure');
  });

  it('keeps the owner signing in on a known device while a scanner guesses their password', async () => {
    const device = deviceCookieOf(await signIn(owner, PASSWORD));
    ownersDevice = device;
    const scanner: number[] = [];
    for (let i = 0; i < 8; i++) scanner.push((await signIn(owner, `' or 1=1 -- ${i}`)).statusCode);
    expect(scanner).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);

    expect((await signIn(owner, PASSWORD, device)).statusCode).toBe(200);
    // The owner's success does not unlock the address for the scanner.
    expect((await signIn(owner, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(owner, 'guess again')).statusCode).toBe(429);
  });

  it('keeps the office signing in on known devices while one address guesses twenty accounts', async () => {
    const first = 'colleague0@customer.example';
    const device = deviceCookieOf(await signIn(first, PASSWORD));
    for (let i = 1; i <= 20; i++) await signIn(`colleague${i}@customer.example`, 'Wrong!2026x');
    expect((await signIn('colleague1@customer.example', PASSWORD)).statusCode).toBe(429);

    expect((await signIn(first, PASSWORD, device)).statusCode).toBe(200);
    expect((await signIn(first, PASSWORD)).statusCode).toBe(429);
  });

  it('does not take a device cookie of one account for another, nor a forged one', async () => {
    const [name, value] = ownersDevice.split('=');
    const forged = `${name}=${value!.split('.')[0]}.${'A'.repeat(43)}`;
    // colleague1 is locked at this address (the case above): neither cookie opens it.
    expect((await signIn('colleague1@customer.example', PASSWORD, ownersDevice)).statusCode).toBe(429);
    expect((await signIn('colleague1@customer.example', PASSWORD, forged)).statusCode).toBe(429);
  });

  it('locks a known device that guesses itself', async () => {
    const email = 'colleague19@customer.example';
    const elsewhere = (password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/Identity/Login',
        remoteAddress: '198.51.100.7',
        headers: cookie ? { cookie } : {},
        payload: { email, password, rememberMe: false },
      });
    const res = await elsewhere(PASSWORD);
    expect(res.statusCode).toBe(200);
    const device = deviceCookieOf(res);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push((await elsewhere('Wrong!2026x', device)).statusCode);
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
