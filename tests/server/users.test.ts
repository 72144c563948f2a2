import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../contract/errors';
import { roles } from '../../contract/roles';
import {
  auditLog,
  locationUsers,
  refreshTokens,
  relationUsers,
  userPermissions,
  users,
} from '../../server/db/schema';
import { bearer, login, PASSWORD } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import {
  as,
  createUsersWorld,
  expectRefusal,
  fresh,
  loc,
  rel,
  snapshot,
  type UsersWorld,
} from './users-fixtures';

const NEW_PASSWORD = 'Welkom#2026';

describe.each(databaseKinds)('users of a relation and the invitation lifecycle on %s', (kind) => {
  let t: TestApp;
  let w: UsersWorld;
  let n = 0;
  const newEmail = () => `nieuw${++n}@alfa.example`;
  const auditRows = (action: string, targetId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  const codeOf = (link: string) => new URL(link).searchParams.get('code')!;
  const confirmUser = (code: string) =>
    t.app.inject({
      method: 'GET',
      url: `/Identity/ConfirmEmail/GetConfirmUser?code=${encodeURIComponent(code)}`,
    });
  const register = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/Identity/User',
      payload: {
        Code: code,
        Name: 'Nieuwe Collega',
        PhoneNumber: '06-12345678',
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      },
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/Identity/Login/refresh-token', payload: { refreshToken } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createUsersWorld(t);
  });
  afterAll(() => t?.close());

  describe('GET api/users/{id}', () => {
    it('lists the users of the relation with role name and number, status, manager flag and locations', async () => {
      const limited = await fresh(t, 'companyuser', [rel.alfa], { name: 'Lotte Beperkt' });
      await t.database.db
        .insert(locationUsers)
        .values({ userId: limited.id, deliveryAddressId: loc.alfaYard });
      await t.database.db
        .update(relationUsers)
        .set({ isManager: true })
        .where(eq(relationUsers.userId, w.alfaAdmin.id));

      const res = await as(t, w.alfaAdmin).get(`/api/users/${rel.alfa}`);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: string; email: string }[];
      expect(list.map((u) => u.email)).toEqual(
        expect.arrayContaining([w.alfaAdmin.email, w.alfaUser.email, w.alfaReader.email, limited.email]),
      );
      expect(list.map((u) => u.email)).not.toContain(w.betaUser.email);
      expect(list.find((u) => u.id === w.alfaAdmin.id)).toMatchObject({
        role: 'companyadmin',
        roleNumber: roles.companyadmin,
        status: 'active',
        isManager: true,
        locations: [],
      });
      expect(list.find((u) => u.id === limited.id)).toMatchObject({
        name: 'Lotte Beperkt',
        role: 'companyuser',
        roleNumber: roles.companyuser,
        isManager: false,
        locations: [{ pK_PT_RELATIONDELIVERYADDRESS: loc.alfaYard, name: 'Alfa werf' }],
      });

      const main = (await as(t, w.alfaAdmin).get(`/api/users/${rel.alfa}?locationId=${loc.alfaMain}`)).json();
      expect(main.map((u: { id: string }) => u.id)).not.toContain(limited.id);
      expect(main.map((u: { id: string }) => u.id)).toContain(w.alfaUser.id);
      const yard = (await as(t, w.alfaAdmin).get(`/api/users/${rel.alfa}?locationId=${loc.alfaYard}`)).json();
      expect(yard.map((u: { id: string }) => u.id)).toContain(limited.id);
    });

    it('answers 404 for a location of another relation and for a relation that does not exist', async () => {
      expect(
        (await as(t, w.alfaAdmin).get(`/api/users/${rel.alfa}?locationId=${loc.betaMain}`)).statusCode,
      ).toBe(404);
      expect((await as(t, w.dbsadmin).get('/api/users/999')).statusCode).toBe(404);
    });

    it('lets a company user see their colleagues, provider admins any relation, an engineer nobody', async () => {
      expect((await as(t, w.alfaUser).get(`/api/users/${rel.alfa}`)).statusCode).toBe(200);
      expectRefusal(await as(t, w.alfaUser).get(`/api/users/${rel.beta}`), 403, 'noAccess');
      const beta = await as(t, w.dbsadmin).get(`/api/users/${rel.beta}`);
      expect(beta.json().map((u: { email: string }) => u.email)).toContain(w.betaUser.email);
      expectRefusal(await as(t, w.engineer).get(`/api/users/${rel.alfa}`), 403, 'noAccess');
    });
  });

  describe('the all-users lists', () => {
    it('gives provider admins everyone but provider staff, searchable, paged and filtered on status', async () => {
      const res = await as(t, w.dbsadmin).get('/api/nonDbsUsers?pageSize=100');
      expect(res.statusCode).toBe(200);
      const page = res.json();
      const emails = page.items.map((u: { email: string }) => u.email);
      expect(emails).toEqual(
        expect.arrayContaining([w.alfaUser.email, w.betaUser.email, w.betaInvited.email]),
      );
      expect(emails).not.toContain(w.engineer.email);
      expect(emails).not.toContain(w.dbsadmin.email);
      expect(page.total).toBe(page.items.length);
      expect(page.items.find((u: { id: string }) => u.id === w.betaUser.id)).toMatchObject({
        role: 'companyuser',
        roleNumber: roles.companyuser,
        status: 'active',
        language: 'en',
        relations: [{ pK_PT_RELATION: rel.beta, name: 'Ziekenhuis Beta', isManager: false }],
      });

      const search = (await as(t, w.dbsadmin).get('/api/nonDbsUsers?q=BETA.example')).json();
      expect(search.items.length).toBeGreaterThan(0);
      expect(search.items.every((u: { email: string }) => u.email.endsWith('@beta.example'))).toBe(true);

      const active = (await as(t, w.dbsadmin).get('/api/nonDbsUsers?status=active&pageSize=100')).json();
      const statuses = new Set(active.items.map((u: { status: string }) => u.status));
      expect([...statuses]).toEqual(['active']);
      expect(active.items.map((u: { email: string }) => u.email)).not.toContain(w.betaInvited.email);

      const first = (await as(t, w.dbsadmin).get('/api/nonDbsUsers?pageSize=2&sort=email')).json();
      const second = (await as(t, w.dbsadmin).get('/api/nonDbsUsers?pageSize=2&page=2&sort=email')).json();
      expect(first.items).toHaveLength(2);
      expect(first.total).toBe(page.total);
      expect(second.items[0].email > first.items[1].email).toBe(true);
    });

    it('narrows nonDbsUsers to one relation, lists provider staff on dbsusers and everyone on allusers', async () => {
      const beta = (await as(t, w.dbsadmin).get(`/api/nonDbsUsers/${rel.beta}?pageSize=100`)).json();
      expect(
        beta.items.every((u: { relations: { pK_PT_RELATION: number }[] }) =>
          u.relations.some((r) => r.pK_PT_RELATION === rel.beta),
        ),
      ).toBe(true);
      expect(beta.items.map((u: { email: string }) => u.email)).toContain(w.betaAdmin.email);

      const staff = (await as(t, w.dbsadmin).get('/api/dbsusers?pageSize=100')).json();
      expect(staff.items.map((u: { email: string }) => u.email).sort()).toEqual(
        [w.dbsadmin.email, w.engineer.email, w.superadmin.email].sort(),
      );
      const all = (await as(t, w.superadmin).get('/api/allusers?pageSize=100')).json();
      expect(all.items.map((u: { email: string }) => u.email)).toEqual(
        expect.arrayContaining([w.engineer.email, w.alfaUser.email]),
      );
    });

    it('refuses the lists to anyone without Users.ViewAll and rejects a bad query', async () => {
      for (const account of [w.alfaAdmin, w.engineer, w.alfaUser]) {
        for (const url of [
          '/api/nonDbsUsers',
          `/api/nonDbsUsers/${rel.alfa}`,
          '/api/dbsusers',
          '/api/allusers',
        ])
          expectRefusal(await as(t, account).get(url), 403, 'noAccess');
      }
      const bad = await as(t, w.dbsadmin).get('/api/nonDbsUsers?status=blocked');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Errors[0].path).toBe('querystring.status');
    });
  });

  describe('POST api/users/{id}/add', () => {
    it('invites a new user: invited account, mail in their language with the link, audit, activation, sign-in', async () => {
      const email = newEmail();
      const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email,
        role: roles.companyuser,
        language: 'en',
      });
      expect(res.statusCode).toBe(200);
      const invited = res.json();
      expect(invited).toMatchObject({
        email,
        role: 'companyuser',
        roleNumber: roles.companyuser,
        status: 'invited',
        language: 'en',
        isManager: false,
        locations: [],
        activatedAt: null,
      });
      expect(invited.inviteLink).toMatch(/^http:\/\/localhost:3000\/registration\?code=[\w-]+$/);

      const mail = t.mailer.last(email)!;
      expect(mail).toMatchObject({ to: email, language: 'en', subject: 'Invitation to the service portal' });
      expect(mail.link).toBe(invited.inviteLink);
      expect(mail.text).toContain(invited.inviteLink);
      expect(mail.text).toContain('Anna Alfa invites you to the service portal for Bouwbedrijf Alfa');

      const [row] = await t.database.db.select().from(users).where(eq(users.id, invited.id));
      expect(row).toMatchObject({ status: 'invited', role: 'companyuser', invitedById: w.alfaAdmin.id });
      expect(await auditRows('user.invite', invited.id)).toMatchObject([
        {
          actorId: w.alfaAdmin.id,
          targetType: 'user',
          details: { relationId: rel.alfa, role: 'companyuser' },
        },
      ]);

      const code = codeOf(invited.inviteLink);
      expect((await confirmUser(code)).json()).toEqual({ email, name: '' });
      expect((await register(code)).statusCode).toBe(200);
      await login(t.app, email, NEW_PASSWORD);
    });

    it('sends the invitation in Dutch when no language is given', async () => {
      const email = newEmail();
      const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email,
        role: roles.readonlyuser,
      });
      expect(res.statusCode).toBe(200);
      const mail = t.mailer.last(email)!;
      expect(mail).toMatchObject({ language: 'nl', subject: 'Uitnodiging voor het serviceportaal' });
      expect(mail.text).toContain('Anna Alfa nodigt u uit voor het serviceportaal van Bouwbedrijf Alfa');
      expect(mail.link).toBe(res.json().inviteLink);
    });

    it('lets a company admin invite another company admin', async () => {
      const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email: newEmail(),
        role: roles.companyadmin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe('companyadmin');
    });

    it('refuses a provider role on a customer, whoever invites, and writes nothing', async () => {
      for (const role of [roles.dbsemployee, roles.dbsadmin, roles.superadmin]) {
        for (const admin of [w.alfaAdmin, w.dbsadmin]) {
          const before = await snapshot(t);
          const res = await as(t, admin).post(`/api/users/${rel.alfa}/add`, { email: newEmail(), role });
          expectRefusal(res, 400, 'cannotAddProviderEmployee');
          expect(await snapshot(t)).toBe(before);
        }
      }
      const en = await as(t, w.dbsadmin, { 'accept-language': 'en' }).post(`/api/users/${rel.alfa}/add`, {
        email: newEmail(),
        role: roles.dbsemployee,
      });
      expect(en.json().Message).toBe('Cannot add provider employee to regular customer');
    });

    it('refuses to add an existing provider employee to a customer', async () => {
      const before = await snapshot(t);
      const res = await as(t, w.dbsadmin).post(`/api/users/${rel.alfa}/add`, {
        email: w.engineer.email.toUpperCase(),
        role: roles.companyuser,
      });
      expectRefusal(res, 400, 'cannotAddProviderEmployee');
      expect(await snapshot(t)).toBe(before);
    });

    it('adds an existing account the admin manages to another of their relations, without a new link', async () => {
      const res = await as(t, w.gammaDeltaAdmin).post(`/api/users/${rel.delta}/add`, {
        email: w.gammaUser.email,
        role: roles.companyuser,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: w.gammaUser.id,
        role: 'companyuser',
        status: 'active',
        inviteLink: null,
        outcome: 'added',
        roleChanged: false,
      });
      expect(t.mailer.last(w.gammaUser.email)).toMatchObject({
        subject: 'U heeft nu toegang tot Distributie Delta',
      });
      expect(await auditRows('user.addToRelation', w.gammaUser.id)).toMatchObject([
        { actorId: w.gammaDeltaAdmin.id, details: { relationId: rel.delta } },
      ]);
      const again = await as(t, w.gammaDeltaAdmin).post(`/api/users/${rel.delta}/add`, {
        email: w.gammaUser.email,
        role: roles.companyuser,
      });
      expectRefusal(again, 400, 'alreadyInRelation');
    });

    it('answers bad input with 400 and the field at fault, and writes nothing', async () => {
      const before = await snapshot(t);
      const badEmail = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email: 'geen-adres',
        role: roles.companyuser,
      });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json()).toMatchObject({
        Code: 'invalidInput',
        Errors: [{ path: 'body.email', message: 'validation.emailInvalid' }],
      });
      const badRole = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email: newEmail(),
        role: 99,
      });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().Errors).toEqual([{ path: 'body.role', message: 'One of 1, 2, 3, 4, 5, 6' }]);
      const roleName = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email: newEmail(),
        role: 'companyuser',
      });
      expect(roleName.statusCode).toBe(400);
      const badLanguage = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email: newEmail(),
        role: roles.companyuser,
        language: 'de',
      });
      expect(badLanguage.statusCode).toBe(400);
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('POST /api/users/resend', () => {
    it('issues a fresh link: the old code stops working, the new one works, and the mail goes again', async () => {
      const email = newEmail();
      const first = (
        await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, { email, role: roles.companyuser })
      ).json();
      const mailsBefore = t.mailer.sent.filter((m) => m.to === email).length;

      const res = await as(t, w.alfaAdmin).post('/api/users/resend', { email });
      expect(res.statusCode).toBe(200);
      const { inviteLink } = res.json();
      expect(res.json()).toEqual({ userId: first.id, email, inviteLink: expect.any(String) });
      expect(inviteLink).not.toBe(first.inviteLink);
      expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(mailsBefore + 1);
      expect(t.mailer.last(email)!.link).toBe(inviteLink);

      const old = await confirmUser(codeOf(first.inviteLink));
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({ Code: 'invalidActivationCode' });
      expect((await register(codeOf(first.inviteLink))).json()).toMatchObject({
        Code: 'invalidActivationCode',
      });
      expect((await confirmUser(codeOf(inviteLink))).statusCode).toBe(200);
      expect(await auditRows('user.resendInvitation', first.id)).toMatchObject([{ actorId: w.alfaAdmin.id }]);
    });

    it('mails a resent invitation in the language the account has', async () => {
      const email = newEmail();
      await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email,
        role: roles.companyuser,
        language: 'en',
      });
      await as(t, w.alfaAdmin).post('/api/users/resend', { email });
      expect(t.mailer.last(email)).toMatchObject({
        language: 'en',
        subject: 'Invitation to the service portal',
      });
    });

    it('refuses an account that is not waiting for activation, and an unknown address', async () => {
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.alfaAdmin).post('/api/users/resend', { email: w.alfaUser.email }),
        400,
        'invitationNotPending',
      );
      expectRefusal(
        await as(t, w.alfaAdmin).post('/api/users/resend', { email: 'niemand@alfa.example' }),
        400,
        'invitationNotPending',
      );
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('deactivate and reactivate', () => {
    it('ends the sessions at once, keeps the user out, and lets them in again after reactivation', async () => {
      const leaving = await fresh(t, 'companyuser', [rel.alfa]);
      const session = await login(t.app, leaving.email);
      expect(
        (await t.app.inject({ url: '/Identity/Profile', headers: bearer(session.accessToken) })).statusCode,
      ).toBe(200);

      const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/${leaving.id}/delete`, {
        id: leaving.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: leaving.id,
        status: 'deactivated',
        deactivatedAt: expect.any(String),
      });

      const tokens = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, leaving.id));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
      const profile = await t.app.inject({ url: '/Identity/Profile', headers: bearer(session.accessToken) });
      expect(profile.statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/Identity/Login',
        payload: { email: leaving.email, password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(400);
      expect(await auditRows('user.deactivate', leaving.id)).toMatchObject([
        { actorId: w.alfaAdmin.id, details: { relationId: rel.alfa } },
      ]);

      const back = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/reactivate`, { id: leaving.id });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ status: 'active', deactivatedAt: null });
      // the sessions that were ended stay ended; signing in again works
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      const again = await login(t.app, leaving.email);
      expect(
        (await t.app.inject({ url: '/Identity/Profile', headers: bearer(again.accessToken) })).statusCode,
      ).toBe(200);
      expect(await auditRows('user.reactivate', leaving.id)).toMatchObject([
        { actorId: w.alfaAdmin.id, details: { relationId: rel.alfa, status: 'active' } },
      ]);
    });

    it('accepts the deactivation without a body, and returns a never-activated account to invited', async () => {
      const invited = await fresh(t, 'companyuser', [rel.alfa], { status: 'invited', password: null });
      const off = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/${invited.id}/delete`);
      expect(off.json()).toMatchObject({ status: 'deactivated' });
      const back = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/reactivate`, { id: invited.id });
      expect(back.json()).toMatchObject({ status: 'invited', activatedAt: null });
    });

    it('refuses deactivating yourself, and writes nothing', async () => {
      const before = await snapshot(t);
      const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/${w.alfaAdmin.id}/delete`, {
        id: w.alfaAdmin.id,
      });
      expectRefusal(res, 400, 'cannotDeactivateSelf');
      expect(await snapshot(t)).toBe(before);
    });

    it('refuses a body id that is not the user of the path, and a user who is not of the relation', async () => {
      const gammaOnly = await fresh(t, 'companyuser', [rel.gamma]);
      const before = await snapshot(t);
      const mismatch = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/${w.alfaUser.id}/delete`, {
        id: w.alfaReader.id,
      });
      expectRefusal(mismatch, 400, 'invalidInput');
      const outside = await as(t, w.gammaDeltaAdmin).post(
        `/api/users/${rel.delta}/${gammaOnly.id}/delete`,
        {},
      );
      expectRefusal(outside, 400, 'userNotInRelation');
      const reactivate = await as(t, w.gammaDeltaAdmin).post(`/api/users/${rel.delta}/reactivate`, {
        id: gammaOnly.id,
      });
      expectRefusal(reactivate, 400, 'userNotInRelation');
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('managers', () => {
    it('names a user manager of the relation and takes it back, each change audited', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const on = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/manager`, {
        userId: user.id,
        isManager: true,
      });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ id: user.id, isManager: true });
      const managers = await t.app.inject({
        url: `/api/locations/managers?locationId=${loc.alfaMain}`,
        headers: bearer(w.alfaUser.token),
      });
      expect(managers.json().map((m: { email: string }) => m.email)).toContain(user.email);
      const off = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/manager`, {
        userId: user.id,
        isManager: false,
      });
      expect(off.json()).toMatchObject({ isManager: false });
      expect((await auditRows('user.setManager', user.id)).map((r) => r.details)).toEqual([
        { relationId: rel.alfa, isManager: true },
        { relationId: rel.alfa, isManager: false },
      ]);
    });
  });

  describe('POST /api/users/addToLocation/{id}', () => {
    it('gives limited users the location, leaves unlimited ones as they are, and audits each copy', async () => {
      const limited = await fresh(t, 'companyuser', [rel.alfa]);
      await t.database.db
        .insert(locationUsers)
        .values({ userId: limited.id, deliveryAddressId: loc.alfaYard });
      const unlimited = await fresh(t, 'companyuser', [rel.alfa]);

      const res = await as(t, w.alfaAdmin).post(`/api/users/addToLocation/${loc.alfaMain}`, {
        userIds: [limited.id, unlimited.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ copied: [limited.id] });
      const list = (await as(t, w.alfaAdmin).get(`/api/users/${rel.alfa}`)).json();
      expect(list.find((u: { id: string }) => u.id === limited.id).locations).toEqual([
        { pK_PT_RELATIONDELIVERYADDRESS: loc.alfaMain, name: 'Alfa hoofdkantoor' },
        { pK_PT_RELATIONDELIVERYADDRESS: loc.alfaYard, name: 'Alfa werf' },
      ]);
      expect(list.find((u: { id: string }) => u.id === unlimited.id).locations).toEqual([]);
      expect(await auditRows('user.addToLocation', limited.id)).toMatchObject([
        { actorId: w.alfaAdmin.id, details: { locationId: loc.alfaMain, relationId: rel.alfa } },
      ]);
      expect(await auditRows('user.addToLocation', unlimited.id)).toEqual([]);
    });

    it('refuses a user of another relation, even one of the admin’s own, writing nothing', async () => {
      const gammaOnly = await fresh(t, 'companyuser', [rel.gamma]);
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.gammaDeltaAdmin).post(`/api/users/addToLocation/${loc.deltaMain}`, {
          userIds: [gammaOnly.id],
        }),
        400,
        'copyToOtherRelation',
      );
      expect(await snapshot(t)).toBe(before);
    });

    it('refuses a provider employee, and a location outside the admin’s own, writing nothing', async () => {
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.dbsadmin).post(`/api/users/addToLocation/${loc.alfaMain}`, {
          userIds: [w.engineer.id],
        }),
        400,
        'cannotAddProviderEmployee',
      );
      expectRefusal(
        await as(t, w.alfaYardAdmin).post(`/api/users/addToLocation/${loc.alfaMain}`, {
          userIds: [w.alfaUser.id],
        }),
        403,
        'noAccess',
      );
      const empty = await as(t, w.alfaAdmin).post(`/api/users/addToLocation/${loc.alfaMain}`, {
        userIds: [],
      });
      expect(empty.statusCode).toBe(400);
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('who manages users at all', () => {
    it('refuses every change to a read-only user, a plain company user and an engineer, writing nothing', async () => {
      const target = await fresh(t, 'companyuser', [rel.alfa], { status: 'invited', password: null });
      const before = await snapshot(t);
      for (const account of [w.alfaReader, w.alfaUser, w.engineer]) {
        const api = as(t, account);
        const calls = [
          api.post(`/api/users/${rel.alfa}/add`, { email: newEmail(), role: roles.companyuser }),
          api.post('/api/users/resend', { email: target.email }),
          api.post(`/api/users/${rel.alfa}/${target.id}/delete`, { id: target.id }),
          api.post(`/api/users/${rel.alfa}/reactivate`, { id: target.id }),
          api.post(`/api/users/${rel.alfa}/manager`, { userId: target.id, isManager: true }),
          api.post(`/api/users/addToLocation/${loc.alfaMain}`, { userIds: [target.id] }),
          api.post('/api/user/changeRole', { UserId: target.id, NewRole: roles.readonlyuser }),
          api.post('/api/user/changePermission', { userId: target.id, newPermissionIds: [] }),
          api.get(`/api/users/${target.id}/permissions`),
        ];
        for (const res of await Promise.all(calls)) expectRefusal(res, 403, 'noAccess');
      }
      // a malformed body from someone without access is still a 403, not a validation answer
      expectRefusal(
        await as(t, w.alfaReader).post(`/api/users/${rel.alfa}/add`, { email: 'x' }),
        403,
        'noAccess',
      );
      expect(await snapshot(t)).toBe(before);
    });

    it('keeps a read-only user from changing anything even with Users.Invite granted on top', async () => {
      const reader = await fresh(t, 'readonlyuser', [rel.alfa]);
      await t.database.db
        .insert(userPermissions)
        .values({ userId: reader.id, permission: 'Users.Invite', granted: true });
      const before = await snapshot(t);
      const api = as(t, reader);
      expectRefusal(
        await api.post(`/api/users/${rel.alfa}/add`, { email: newEmail(), role: roles.companyuser }),
        403,
        'noAccess',
      );
      expectRefusal(
        await api.post('/api/user/changeRole', { UserId: w.alfaUser.id, NewRole: roles.readonlyuser }),
        403,
        'noAccess',
      );
      expect((await api.get('/api/roles')).json()).toEqual([]);
      expect(await snapshot(t)).toBe(before);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/resend',
        payload: { email: 'a@b.nl' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toBe(errorMessages.unauthorized.nl);
    });
  });
});
