import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../contract/errors';
import { roles } from '../../contract/roles';
import { users } from '../../server/db/schema';
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

/**
 * The provider's day with users (issue 28): copying users stays within one customer, a user can be taken off a
 * location or a customer, two admins changing one user hear of each other, inviting an existing account says
 * what happened and mails it, and the provider's own staff are invited, blocked and unblocked.
 */
describe.each(databaseKinds)('the provider’s day with users on %s', (kind) => {
  let t: TestApp;
  let w: UsersWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createUsersWorld(t);
  });
  afterAll(() => t?.close());

  const roleOf = async (id: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

  describe('copying users to a location', () => {
    it('refuses a location of another customer with 400, even for the provider, and writes nothing', async () => {
      const alfaOnly = await fresh(t, 'companyuser', [rel.alfa]);
      const before = await snapshot(t);
      const res = await as(t, w.dbsadmin).post(`/api/users/addToLocation/${loc.betaMain}`, {
        userIds: [alfaOnly.id],
      });
      expectRefusal(res, 400, 'copyToOtherRelation');
      expect(res.json().Message).toBe(errorMessages.copyToOtherRelation.nl);
      expect(await snapshot(t)).toBe(before);
      const beta = await t.app.inject({ url: `/api/relation/${rel.beta}`, headers: bearer(alfaOnly.token) });
      expect(beta.statusCode).toBe(403);
    });
  });

  describe('POST /api/users/removeFromLocation/{id}', () => {
    it('takes the location away on the user’s very next request, keeping their other locations', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const yard = () => t.app.inject({ url: `/api/locations/${loc.alfaYard}`, headers: bearer(user.token) });
      expect((await yard()).statusCode).toBe(200);

      const res = await as(t, w.alfaAdmin).post(`/api/users/removeFromLocation/${loc.alfaYard}`, {
        userId: user.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().locations).toEqual([
        { pK_PT_RELATIONDELIVERYADDRESS: loc.alfaMain, name: 'Alfa hoofdkantoor' },
      ]);
      // The same access token, no new sign-in.
      expect((await yard()).statusCode).toBe(403);
      const main = await t.app.inject({ url: `/api/locations/${loc.alfaMain}`, headers: bearer(user.token) });
      expect(main.statusCode).toBe(200);
    });

    it('refuses the last location and one the user does not have, writing nothing', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      await as(t, w.alfaAdmin).post(`/api/users/removeFromLocation/${loc.alfaYard}`, { userId: user.id });
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.alfaAdmin).post(`/api/users/removeFromLocation/${loc.alfaMain}`, { userId: user.id }),
        400,
        'lastLocationOfUser',
      );
      expectRefusal(
        await as(t, w.alfaAdmin).post(`/api/users/removeFromLocation/${loc.alfaYard}`, { userId: user.id }),
        400,
        'userNotAtLocation',
      );
      expect(await snapshot(t)).toBe(before);
    });

    it('gives another customer’s admin, a plain user and a bad body nothing', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const before = await snapshot(t);
      const remove = (caller: { token: string }, location: number, userId: unknown) =>
        as(t, caller).post(`/api/users/removeFromLocation/${location}`, { userId });
      expectRefusal(await remove(w.betaAdmin, loc.alfaYard, user.id), 403, 'noAccess');
      expectRefusal(await remove(w.betaAdmin, loc.betaMain, user.id), 403, 'noAccess');
      expectRefusal(await remove(w.alfaAdmin, loc.alfaMain, w.betaUser.id), 403, 'noAccess');
      expectRefusal(await remove(w.alfaUser, loc.alfaYard, user.id), 403, 'noAccess');
      expect((await remove(w.alfaAdmin, loc.alfaYard, 'geen-id')).statusCode).toBe(400);
      expect((await remove(w.alfaAdmin, loc.alfaYard, 'a\u0000b')).statusCode).toBe(400);
      expect((await remove(w.alfaAdmin, 999, user.id)).statusCode).toBe(404);
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('POST /api/users/{id}/{x}/remove', () => {
    it('takes a user out of the customer on their next request; their other customer stays', async () => {
      const shared = await fresh(t, 'companyuser', [rel.alfa, rel.beta]);
      const alfa = () => t.app.inject({ url: `/api/relation/${rel.alfa}`, headers: bearer(shared.token) });
      expect((await alfa()).statusCode).toBe(200);

      const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/${shared.id}/remove`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ userId: shared.id, pK_PT_RELATION: rel.alfa });
      expect((await alfa()).statusCode).toBe(403);
      const mine = (await t.app.inject({ url: '/api/myRelations', headers: bearer(shared.token) })).json();
      expect(JSON.stringify(mine)).not.toContain('Bouwbedrijf Alfa');
      expect(JSON.stringify(mine)).toContain('Ziekenhuis Beta');
      const list = (await as(t, w.alfaAdmin).get(`/api/users/${rel.alfa}`)).json();
      expect(list.map((u: { id: string }) => u.id)).not.toContain(shared.id);
    });

    it('refuses yourself, another customer’s user and another customer’s admin, writing nothing', async () => {
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/${w.alfaAdmin.id}/remove`),
        400,
        'cannotRemoveSelf',
      );
      expectRefusal(
        await as(t, w.alfaAdmin).post(`/api/users/${rel.beta}/${w.betaUser.id}/remove`),
        403,
        'noAccess',
      );
      expectRefusal(
        await as(t, w.betaAdmin).post(`/api/users/${rel.alfa}/${w.alfaUser.id}/remove`),
        403,
        'noAccess',
      );
      expectRefusal(
        await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/${w.betaUser.id}/remove`),
        403,
        'noAccess',
      );
      expectRefusal(
        await as(t, w.alfaUser).post(`/api/users/${rel.alfa}/${w.alfaReader.id}/remove`),
        403,
        'noAccess',
      );
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('two admins, one user', () => {
    it('answers a role change made against a stale version with 409 and keeps the first change', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const listed = (await as(t, w.dbsadmin).get(`/api/users/${rel.alfa}`)).json();
      const { version } = listed.find((u: { id: string }) => u.id === user.id);
      expect(version).toMatch(/^[0-9a-f]{32}$/);

      const first = await as(t, w.dbsadmin).post('/api/user/changeRole', {
        UserId: user.id,
        NewRole: roles.companyadmin,
        version,
      });
      expect(first.statusCode).toBe(200);
      const before = await snapshot(t);
      const second = await as(t, w.alfaAdmin, { 'accept-language': 'en' }).post('/api/user/changeRole', {
        UserId: user.id,
        NewRole: roles.readonlyuser,
        version,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        StatusCode: 409,
        Code: 'userChangedMeanwhile',
        Message: errorMessages.userChangedMeanwhile.en,
      });
      expect(await snapshot(t)).toBe(before);
      expect(await roleOf(user.id)).toBe('companyadmin');
    });

    it('answers a permission change against a stale version with 409, and a fresh one with 200', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const read = async () => (await as(t, w.alfaAdmin).get(`/api/users/${user.id}/permissions`)).json();
      const seen = await read();
      const change = (version: string) =>
        as(t, w.alfaAdmin).post('/api/user/changePermission', {
          userId: user.id,
          newPermissionIds: seen.rolePermissionIds.slice(1),
          version,
        });
      await as(t, w.dbsadmin).post('/api/user/changeRole', { UserId: user.id, NewRole: roles.readonlyuser });
      expectRefusal(await change(seen.version), 409, 'userChangedMeanwhile');
      const now = await read();
      expect(now.version).not.toBe(seen.version);
      // The user signing in again is no change an admin has to hear of.
      await login(t.app, user.email);
      expect((await read()).version).toBe(now.version);
    });

    it('refuses a version that is no version with 400', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const res = await as(t, w.alfaAdmin).post('/api/user/changeRole', {
        UserId: user.id,
        NewRole: roles.readonlyuser,
        version: 'a\u0000b',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('inviting an address that has an account', () => {
    it('adds the account with the chosen role when the admin manages all of it, and mails the news', async () => {
      const gammaOnly = await fresh(t, 'companyuser', [rel.gamma], { language: 'en' });
      const res = await as(t, w.gammaDeltaAdmin).post(`/api/users/${rel.delta}/add`, {
        email: gammaOnly.email,
        role: roles.companyadmin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: gammaOnly.id,
        role: 'companyadmin',
        outcome: 'added',
        roleChanged: true,
        inviteLink: null,
      });
      expect(await roleOf(gammaOnly.id)).toBe('companyadmin');
      const mail = t.mailer.last(gammaOnly.email);
      expect(mail).toMatchObject({ language: 'en', subject: 'You now have access to Distributie Delta' });
      expect(mail!.text).toContain('has given you access to Distributie Delta');
    });

    it('keeps the role of an account shared with a customer the admin does not manage, and says so', async () => {
      const shared = await fresh(t, 'companyuser', [rel.gamma, rel.beta]);
      const res = await as(t, w.gammaDeltaAdmin).post(`/api/users/${rel.delta}/add`, {
        email: shared.email,
        role: roles.companyadmin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'companyuser', outcome: 'added', roleChanged: false });
      expect(await roleOf(shared.id)).toBe('companyuser');
      expect(t.mailer.last(shared.email)).toMatchObject({
        subject: 'U heeft nu toegang tot Distributie Delta',
      });
    });

    it('says a new address was invited', async () => {
      const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/add`, {
        email: 'nieuw.dag@alfa.example',
        role: roles.companyuser,
      });
      expect(res.json()).toMatchObject({ outcome: 'invited', roleChanged: false, status: 'invited' });
    });
  });

  describe('the provider’s own staff', () => {
    it('lets a provider admin invite an engineer, who is listed as staff and mailed a link', async () => {
      const res = await as(t, w.dbsadmin).post('/api/dbsusers/add', {
        email: 'nieuwe.monteur@provider.example',
        role: roles.dbsemployee,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: 'nieuwe.monteur@provider.example',
        role: 'dbsemployee',
        status: 'invited',
        relations: [],
        inviteLink: expect.stringMatching(/\/registration\?code=/),
      });
      expect(t.mailer.last('nieuwe.monteur@provider.example')).toMatchObject({
        subject: 'Uitnodiging voor het serviceportaal',
      });
      const staff = (await as(t, w.dbsadmin).get('/api/dbsusers?q=nieuwe.monteur')).json();
      expect(staff.items.map((u: { email: string }) => u.email)).toEqual(['nieuwe.monteur@provider.example']);
    });

    it('refuses a customer role, a platform administrator by a provider admin and a taken address', async () => {
      const before = await snapshot(t);
      const invite = (caller: { token: string }, email: string, role: number) =>
        as(t, caller).post('/api/dbsusers/add', { email, role });
      expectRefusal(
        await invite(w.dbsadmin, 'klant@provider.example', roles.companyuser),
        400,
        'inviteRoleNotAssignable',
      );
      expectRefusal(
        await invite(w.dbsadmin, 'baas@provider.example', roles.superadmin),
        400,
        'inviteRoleNotAssignable',
      );
      expectRefusal(await invite(w.dbsadmin, w.alfaUser.email, roles.dbsemployee), 400, 'emailInUse');
      expect(await snapshot(t)).toBe(before);
    });

    it('refuses staff calls to company admins and engineers with 403, writing nothing', async () => {
      const engineer = await fresh(t, 'dbsemployee', []);
      const before = await snapshot(t);
      for (const caller of [w.alfaAdmin, w.engineer, w.alfaUser]) {
        expectRefusal(
          await as(t, caller).post('/api/dbsusers/add', {
            email: 'stiekem@provider.example',
            role: roles.dbsemployee,
          }),
          403,
          'noAccess',
        );
        expectRefusal(await as(t, caller).post(`/api/dbsusers/${engineer.id}/deactivate`), 403, 'noAccess');
        expectRefusal(await as(t, caller).post(`/api/dbsusers/${engineer.id}/reactivate`), 403, 'noAccess');
      }
      expect(await snapshot(t)).toBe(before);
    });

    it('blocks an engineer who leaves on their next request, and lets them back in', async () => {
      const engineer = await fresh(t, 'dbsemployee', []);
      const profile = () => t.app.inject({ url: '/Identity/Profile', headers: bearer(engineer.token) });
      expect((await profile()).statusCode).toBe(200);

      const res = await as(t, w.dbsadmin).post(`/api/dbsusers/${engineer.id}/deactivate`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: engineer.id, status: 'deactivated' });
      expect((await profile()).statusCode).toBe(401);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/Identity/Login',
        payload: { email: engineer.email, password: PASSWORD },
      });
      expect(signIn.statusCode).not.toBe(200);

      const back = await as(t, w.superadmin).post(`/api/dbsusers/${engineer.id}/reactivate`);
      expect(back.json()).toMatchObject({ status: 'active' });
      expect((await login(t.app, engineer.email)).accessToken).toEqual(expect.any(String));
    });

    it('refuses a customer’s user, oneself and a platform administrator on the staff routes', async () => {
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.dbsadmin).post(`/api/dbsusers/${w.alfaUser.id}/deactivate`),
        400,
        'notProviderEmployee',
      );
      expectRefusal(
        await as(t, w.dbsadmin).post(`/api/dbsusers/${w.dbsadmin.id}/deactivate`),
        400,
        'cannotDeactivateSelf',
      );
      expectRefusal(
        await as(t, w.dbsadmin).post(`/api/dbsusers/${w.superadmin.id}/deactivate`),
        403,
        'noAccess',
      );
      expect((await as(t, w.dbsadmin).post('/api/dbsusers/geen-id/deactivate')).statusCode).toBe(400);
      expect(await snapshot(t)).toBe(before);
    });

    it('lets a provider admin change an engineer’s role, against the version they read', async () => {
      const engineer = await fresh(t, 'dbsemployee', []);
      const staff = (await as(t, w.dbsadmin).get(`/api/dbsusers?q=${engineer.email}`)).json();
      const [{ version }] = staff.items;
      const res = await as(t, w.dbsadmin).post('/api/user/changeRole', {
        UserId: engineer.id,
        NewRole: roles.dbsadmin,
        version,
      });
      expect(res.statusCode).toBe(200);
      expect(await roleOf(engineer.id)).toBe('dbsadmin');
    });
  });
});
