import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../server/identity/password';
import { createUser } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

// Every password check of the server is counted, and still done for real.
vi.mock('../../server/identity/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/identity/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/**
 * An unknown email must cost the server what a wrong password costs, or the time of the answer tells which
 * addresses have an account. Counted, not timed: each answer runs exactly one full argon2id check.
 */
describe.each(databaseKinds)('POST /Identity/Login on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  const attempt = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/Login',
      remoteAddress: `10.1.0.${++address}`,
      payload: { email, password: 'Wrong!2026', rememberMe: false },
    });
  const checks = vi.mocked(verifyPassword);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.database.db, { email: 'known@example.nl', role: 'companyuser' });
  });
  afterAll(() => t?.close());

  it('checks one argon2id hash for an unknown email, as for a wrong password', async () => {
    checks.mockClear();
    expect((await attempt('known@example.nl')).statusCode).toBe(400);
    expect(checks).toHaveBeenCalledTimes(1);
    const known = checks.mock.calls[0][0];

    checks.mockClear();
    expect((await attempt('nobody@example.nl')).statusCode).toBe(400);
    expect(checks).toHaveBeenCalledTimes(1);
    const unknown = checks.mock.calls[0][0];

    // The same algorithm and cost: the stand-in hash costs what the user's does.
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(unknown).toMatch(/^\$argon2id\$/);
    expect(parameters(unknown)).toBe(parameters(known));
  });
});
