import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Passkey } from '../../contract/passkeys';
import { bearer, createRelation, createUser, login, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { createPasskey, type SoftPasskey } from './soft-authenticator';

/**
 * Goal 2 of issue 30: passkeys. Added on the account screen after the password, named and removed there; a
 * sign-in with a passkey alone, or a passkey as the second step after the password. Each challenge is answered
 * once; a passkey answers only for its own user, its own portal address and a live challenge.
 */
describe.each(databaseKinds)('passkeys on %s', (kind) => {
  let t: TestApp;
  const ALFA = 51;
  const BETA = 52;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { loginLimits: { maxDelayS: 1 } });
    const db = t.database.db;
    await createRelation(db, ALFA, 'Alfa');
    await createRelation(db, BETA, 'Beta');
    for (const email of ['user@alfa.example', 'other@alfa.example', 'removed@alfa.example']) {
      await createUser(db, { email, role: 'companyuser', relationIds: [ALFA] });
    }
    await createUser(db, { email: 'user@beta.example', role: 'companyuser', relationIds: [BETA] });
    await createUser(db, {
      email: 'both@alfa.example',
      role: 'companyuser',
      relationIds: [ALFA],
      secondFactor: true,
    });
    await createUser(db, { email: 'admin@provider.example', role: 'dbsadmin' });
    for (const email of [
      'user@alfa.example',
      'other@alfa.example',
      'user@beta.example',
      'both@alfa.example',
    ]) {
      tokens[email] = (await login(t.app, email)).accessToken;
    }
    tokens['admin@provider.example'] = (await login(t.app, 'admin@provider.example')).accessToken;
  }, 180_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const asUser = (email: string) => bearer(tokens[email]);
  const mailsTo = (email: string, text: RegExp) =>
    t.mailer.sent.filter((m) => m.to === email && text.test(m.text ?? ''));
  const listOf = async (email: string) =>
    (await t.app.inject({ method: 'GET', url: '/Identity/Passkeys', headers: asUser(email) })).json()
      .passkeys as Passkey[];

  /** Adds a passkey the way the account screen does: the password, the options, the authenticator's answer. */
  async function addPasskey(email: string, name = 'Laptop'): Promise<SoftPasskey> {
    const options = await post(
      '/Identity/Passkeys/options',
      { Password: PASSWORD, name: 'Laptop' },
      asUser(email),
    );
    expect(options.statusCode).toBe(200);
    const { registration, passkey } = createPasskey(options.json());
    const added = await post('/Identity/Passkeys', { name, credential: registration }, asUser(email));
    expect(added.statusCode).toBe(200);
    return passkey;
  }
  const signInOptions = async () => (await post('/Identity/Login/passkey-options', {})).json();

  it('adds a passkey after the password, lists it under its name and mails the holder', async () => {
    await addPasskey('user@alfa.example', 'Werklaptop');
    expect(await listOf('user@alfa.example')).toEqual([
      { id: expect.any(String), name: 'Werklaptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(mailsTo('user@alfa.example', /een passkey toegevoegd/)).toHaveLength(1);
  });

  it('refuses to start a passkey without the right password, and keeps nothing', async () => {
    const res = await post(
      '/Identity/Passkeys/options',
      { Password: 'wrong', name: 'Laptop' },
      asUser('other@alfa.example'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('wrongPassword');
    const empty = await post('/Identity/Passkeys/options', {}, asUser('other@alfa.example'));
    expect(empty.statusCode).toBe(400);
    expect(await listOf('other@alfa.example')).toEqual([]);
  });

  it('refuses a name with a NUL before the browser is asked to make a passkey', async () => {
    const res = await post(
      '/Identity/Passkeys/options',
      { Password: PASSWORD, name: 'Lap\u0000top' },
      asUser('other@alfa.example'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('challenge');
  });

  it('refuses a new passkey made for another challenge, another address, or sent twice', async () => {
    const email = 'other@alfa.example';
    const options = (
      await post('/Identity/Passkeys/options', { Password: PASSWORD, name: 'Laptop' }, asUser(email))
    ).json();
    const madeUp = createPasskey({ ...options, challenge: 'bm90LWhhbmRlZC1vdXQ' });
    expect(
      (await post('/Identity/Passkeys', { name: 'X', credential: madeUp.registration }, asUser(email))).json()
        .Code,
    ).toBe('passkeyRefused');
    const fresh = (
      await post('/Identity/Passkeys/options', { Password: PASSWORD, name: 'Laptop' }, asUser(email))
    ).json();
    const elsewhere = createPasskey(fresh, 'https://portal.attacker.example');
    expect(
      (await post('/Identity/Passkeys', { name: 'X', credential: elsewhere.registration }, asUser(email)))
        .statusCode,
    ).toBe(400);
    // The challenge was taken by the refused answer: even a right answer to it is refused now.
    const late = createPasskey(fresh);
    expect(
      (await post('/Identity/Passkeys', { name: 'X', credential: late.registration }, asUser(email)))
        .statusCode,
    ).toBe(400);
    expect(await listOf(email)).toEqual([]);
  });

  it("refuses a passkey answered to another user's challenge", async () => {
    const theirs = (
      await post(
        '/Identity/Passkeys/options',
        { Password: PASSWORD, name: 'Laptop' },
        asUser('user@beta.example'),
      )
    ).json();
    const { registration } = createPasskey(theirs);
    const res = await post(
      '/Identity/Passkeys',
      { name: 'X', credential: registration },
      asUser('other@alfa.example'),
    );
    expect(res.statusCode).toBe(400);
    expect(await listOf('other@alfa.example')).toEqual([]);
  });

  it('signs in with a passkey alone, and refuses the same answer a second time', async () => {
    const passkey = await addPasskey('other@alfa.example', 'Telefoon');
    const answer = passkey.sign(await signInOptions());
    const res = await post('/Identity/Login/passkey', { credential: answer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      refreshTokenExpires: expect.any(String),
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/Identity/Profile',
      headers: bearer(res.json().accessToken),
    });
    expect(me.json().email ?? me.json().Email).toBe('other@alfa.example');
    const again = await post('/Identity/Login/passkey', { credential: answer });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('passkeyRefused');
    const [listed] = await listOf('other@alfa.example');
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('refuses a sign-in signed for another address, an unknown passkey, and a deactivated account', async () => {
    const email = 'removed@alfa.example';
    tokens[email] = (await login(t.app, email)).accessToken;
    const passkey = await addPasskey(email);
    expect(
      (
        await post('/Identity/Login/passkey', {
          credential: passkey.sign(await signInOptions(), 'https://phish.example'),
        })
      ).statusCode,
    ).toBe(400);
    const stranger = createPasskey({ challenge: 'eA', rp: { id: 'localhost' }, user: { id: 'eA' } }).passkey;
    expect(
      (await post('/Identity/Login/passkey', { credential: stranger.sign(await signInOptions()) }))
        .statusCode,
    ).toBe(400);
    await t.database.db.execute(sql`update users set status = 'deactivated' where email = ${email}`);
    const res = await post('/Identity/Login/passkey', { credential: passkey.sign(await signInOptions()) });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('passkeyRefused');
  });

  it('offers the passkey as a way of the second step, beside the code, and opens the session with it', async () => {
    const email = 'both@alfa.example';
    const passkey = await addPasskey(email);
    const first = (await post('/Identity/Login', { email, password: PASSWORD })).json();
    expect(first).toMatchObject({ secondFactor: 'code', methods: ['totp', 'recovery', 'passkey'] });
    const options = await post('/Identity/Login/second-factor/passkey-options', { ticket: first.ticket });
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
    const res = await post('/Identity/Login/second-factor/passkey', {
      ticket: first.ticket,
      credential: passkey.sign(options.json()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).toEqual(expect.any(String));
  });

  it("refuses another user's passkey at the second step, and a passkey-only account asks no second step", async () => {
    const theirs = await addPasskey('user@beta.example');
    const first = (await post('/Identity/Login', { email: 'both@alfa.example', password: PASSWORD })).json();
    const options = (
      await post('/Identity/Login/second-factor/passkey-options', { ticket: first.ticket })
    ).json();
    const res = await post('/Identity/Login/second-factor/passkey', {
      ticket: first.ticket,
      credential: theirs.sign(options),
    });
    expect(res.statusCode).toBe(400);
    // A passkey is a way in of its own for an account that need not have a second factor: the password still is.
    const plain = (await post('/Identity/Login', { email: 'user@beta.example', password: PASSWORD })).json();
    expect(plain.accessToken).toEqual(expect.any(String));
  });

  it('asks a passkey-only account that must have a second factor for its passkey, and keeps its last one', async () => {
    const email = 'admin@provider.example';
    const passkey = await addPasskey(email);
    // Without the authenticator (gone here in the database), the passkey is the second step.
    await t.database.db.execute(
      sql`delete from user_totp where user_id = (select id from users where email = ${email})`,
    );
    const first = (await post('/Identity/Login', { email, password: PASSWORD })).json();
    expect(first).toMatchObject({ secondFactor: 'code', methods: ['passkey'] });
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/Identity/Passkeys/${passkey.id}`,
      headers: asUser(email),
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().Code).toBe('lastPasskeyRequired');
    expect(await listOf(email)).toHaveLength(1);
  });

  it('renames and removes only the caller’s own passkeys: another user’s are not found, and stay', async () => {
    const [own] = await listOf('user@alfa.example');
    const rename = (email: string, name: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/Identity/Passkeys/${own.id}`,
        headers: asUser(email),
        payload: { name },
      });
    expect((await rename('user@beta.example', 'Stolen')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/Identity/Passkeys/${own.id}`,
          headers: asUser('user@beta.example'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await listOf('user@beta.example')).map((p) => p.id)).not.toContain(own.id);
    expect((await listOf('user@alfa.example'))[0].name).toBe('Werklaptop');

    expect((await rename('user@alfa.example', 'Thuis')).statusCode).toBe(200);
    expect((await listOf('user@alfa.example'))[0].name).toBe('Thuis');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/Identity/Passkeys/${own.id}`,
      headers: asUser('user@alfa.example'),
    });
    expect(removed.statusCode).toBe(200);
    expect(await listOf('user@alfa.example')).toEqual([]);
    expect(mailsTo('user@alfa.example', /een passkey verwijderd/)).toHaveLength(1);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'validation.nameRequired'],
    ['a name too long', { name: 'x'.repeat(61) }, undefined],
    ['a NUL in the name', { name: 'Lap\u0000top' }, undefined],
    ['no name', {}, undefined],
  ])('refuses %s with a 400, and renames nothing', async (_, payload, message) => {
    const passkey = await addPasskey('other@alfa.example', 'Kantoor');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/Identity/Passkeys/${passkey.id}`,
      headers: asUser('other@alfa.example'),
      payload,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(res.json())).toContain(message.split('.')[1]);
    expect((await listOf('other@alfa.example')).find((p) => p.id === passkey.id)?.name).toBe('Kantoor');
  });

  it.each([
    ['no credential', {}],
    [
      'a credential of another type',
      { credential: { id: 'eA', rawId: 'eA', type: 'password', response: {}, clientExtensionResults: {} } },
    ],
    [
      'a credential whose data is not base64url',
      {
        credential: {
          id: 'e A',
          rawId: 'eA',
          type: 'public-key',
          response: { clientDataJSON: '!', authenticatorData: 'eA', signature: 'eA' },
          clientExtensionResults: {},
        },
      },
    ],
    [
      'client data that is not JSON',
      {
        credential: {
          id: 'eA',
          rawId: 'eA',
          type: 'public-key',
          response: { clientDataJSON: 'eA', authenticatorData: 'eA', signature: 'eA' },
          clientExtensionResults: {},
        },
      },
    ],
    [
      'a NUL in the id',
      {
        credential: {
          id: 'e\u0000A',
          rawId: 'eA',
          type: 'public-key',
          response: { clientDataJSON: 'eA', authenticatorData: 'eA', signature: 'eA' },
          clientExtensionResults: {},
        },
      },
    ],
  ])('answers a sign-in with %s with a 400', async (_, payload) => {
    const res = await post('/Identity/Login/passkey', payload);
    expect(res.statusCode).toBe(400);
  });

  it('answers the account calls without a session with 401, and the second step with a made-up ticket with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/Identity/Passkeys' })).statusCode).toBe(401);
    expect(
      (await post('/Identity/Passkeys/options', { Password: PASSWORD, name: 'Laptop' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/Identity/Login/second-factor/passkey-options', { ticket: 'made.up.ticket' })).statusCode,
    ).toBe(401);
  });
});
