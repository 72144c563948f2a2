import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { expectRefusal, snapshot } from './users-fixtures';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR'),
]);
const part = (boundary: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
  ]);

/** Uploads whose multipart body cannot be read answered 500; they are the sender's mistake: 400, nothing written. */
describe.each(databaseKinds)('a malformed multipart upload on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await createUser(t.database.db, { email: 'admin@provider.example', role: 'dbsadmin' });
    token = (await login(t.app, admin.email)).accessToken;
  });
  afterAll(() => t?.close());

  const cases: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', Buffer.concat([part('x'), Buffer.from('\r\n--x--\r\n')])],
    ['an empty boundary', 'multipart/form-data; boundary=', part('x')],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=other',
      Buffer.concat([part('x'), Buffer.from('\r\n--x--\r\n')]),
    ],
    ['a truncated body', 'multipart/form-data; boundary=x', part('x')],
    [
      'a truncated part header',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\nContent-Disposition: form-da'),
    ],
    ['garbage', 'multipart/form-data; boundary=x', Buffer.from('\u0000\u0001garbage\r\n\r\n--x')],
  ];

  it.each(cases)('answers 400 with a clear message to %s, writing nothing', async (_name, type, payload) => {
    const before = await snapshot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/providerSettings/logo',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expectRefusal(res, 400, res.json().Code);
    expect(['malformedUpload', 'logoMissing']).toContain(res.json().Code);
    expect(await snapshot(t)).toBe(before);
  });
});
