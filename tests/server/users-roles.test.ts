import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PermissionKey, permissionId } from '../../contract/permissions';
import { rolePermissions, roles } from '../../contract/roles';
import { auditLog, userPermissions, users } from '../../server/db/schema';
import { bearer } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { as, createUsersWorld, expectRefusal, fresh, rel, snapshot, type UsersWorld } from './users-fixtures';

const idsOf = (keys: readonly PermissionKey[]) => keys.map(permissionId).sort((a, b) => a - b);

describe.each(databaseKinds)('roles and per-user permissions on %s', (kind) => {
  let t: TestApp;
  let w: UsersWorld;
  const auditRows = (action: string, targetId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  const roleOf = async (id: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createUsersWorld(t);
  });
  afterAll(() => t?.close());

  describe('GET /api/roles', () => {
    it('offers each caller only the roles they may give, with their numbers', async () => {
      const numbers = async (account: { token: string }) =>
        (await as(t, account).get('/api/roles')).json().map((r: { number: number }) => r.number);
      expect((await as(t, w.alfaAdmin).get('/api/roles')).json()).toEqual([
        { name: 'companyadmin', number: 4, isProviderRole: false },
        { name: 'companyuser', number: 5, isProviderRole: false },
        { name: 'readonlyuser', number: 6, isProviderRole: false },
      ]);
      expect(await numbers(w.dbsadmin)).toEqual([2, 3, 4, 5, 6]);
      expect(await numbers(w.superadmin)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await numbers(w.alfaUser)).toEqual([]);
      expect(await numbers(w.alfaReader)).toEqual([]);
      expect((await t.app.inject({ url: '/api/roles' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/user/changeRole', () => {
    it('changes the role of a user of the admin’s relation, drops their overrides, and audits it', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      await t.database.db
        .insert(userPermissions)
        .values({ userId: user.id, permission: 'Locations.EditManagement', granted: true });
      const res = await as(t, w.alfaAdmin).post('/api/user/changeRole', {
        UserId: user.id,
        NewRole: roles.readonlyuser,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: user.id, email: user.email, role: 'readonlyuser', roleNumber: 6 });
      expect(await roleOf(user.id)).toBe('readonlyuser');
      expect(
        await t.database.db.select().from(userPermissions).where(eq(userPermissions.userId, user.id)),
      ).toEqual([]);
      expect(await auditRows('user.changeRole', user.id)).toMatchObject([
        { actorId: w.alfaAdmin.id, targetType: 'user', details: { from: 'companyuser', to: 'readonlyuser' } },
      ]);
      // the user's very next request runs with the new role
      const profile = await t.app.inject({ url: '/Identity/Profile', headers: bearer(user.token) });
      expect(profile.json()).toMatchObject({ role: 'readonlyuser' });
    });

    it('refuses a change of your own role with the message of section 8, in either language', async () => {
      const before = await snapshot(t);
      const nl = await as(t, w.alfaAdmin).post('/api/user/changeRole', {
        UserId: w.alfaAdmin.id,
        NewRole: roles.companyuser,
      });
      expectRefusal(nl, 400, 'cannotChangeOwnRole');
      const en = await as(t, w.superadmin, { 'accept-language': 'en' }).post('/api/user/changeRole', {
        UserId: w.superadmin.id,
        NewRole: roles.dbsadmin,
      });
      expect(en.json()).toMatchObject({
        Code: 'cannotChangeOwnRole',
        Message: 'Changing role failed: cannot change role of own user',
      });
      expect(await snapshot(t)).toBe(before);
    });

    it('lets a company admin give customer roles only', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const before = await snapshot(t);
      for (const NewRole of [roles.superadmin, roles.dbsadmin, roles.dbsemployee]) {
        const res = await as(t, w.alfaAdmin).post('/api/user/changeRole', { UserId: user.id, NewRole });
        expectRefusal(res, 400, 'roleNotAssignable');
      }
      expect(await snapshot(t)).toBe(before);
      const admin = await as(t, w.alfaAdmin).post('/api/user/changeRole', {
        UserId: user.id,
        NewRole: roles.companyadmin,
      });
      expect(admin.json()).toMatchObject({ role: 'companyadmin' });
    });

    it('refuses to make a customer’s user a provider employee, even for a provider admin', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const before = await snapshot(t);
      const res = await as(t, w.dbsadmin).post('/api/user/changeRole', {
        UserId: user.id,
        NewRole: roles.dbsemployee,
      });
      expectRefusal(res, 400, 'cannotAddProviderEmployee');
      expect(await snapshot(t)).toBe(before);
    });

    it('lets provider admins change provider staff, but only a platform administrator touches another', async () => {
      const engineer = await fresh(t, 'dbsemployee', []);
      const res = await as(t, w.dbsadmin).post('/api/user/changeRole', {
        UserId: engineer.id,
        NewRole: roles.dbsadmin,
      });
      expect(res.json()).toMatchObject({ role: 'dbsadmin' });
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.dbsadmin).post('/api/user/changeRole', {
          UserId: engineer.id,
          NewRole: roles.superadmin,
        }),
        400,
        'roleNotAssignable',
      );
      expectRefusal(
        await as(t, w.dbsadmin).post('/api/user/changeRole', {
          UserId: w.superadmin.id,
          NewRole: roles.dbsadmin,
        }),
        403,
        'noAccess',
      );
      expectRefusal(
        await as(t, w.alfaAdmin).post('/api/user/changeRole', {
          UserId: w.engineer.id,
          NewRole: roles.companyuser,
        }),
        403,
        'noAccess',
      );
      expect(await snapshot(t)).toBe(before);
      const promoted = await as(t, w.superadmin).post('/api/user/changeRole', {
        UserId: engineer.id,
        NewRole: roles.superadmin,
      });
      expect(promoted.json()).toMatchObject({ role: 'superadmin', roleNumber: 1 });
    });

    it('rejects an unknown role number or a role name with 400 and the field at fault', async () => {
      const before = await snapshot(t);
      for (const NewRole of [0, 7, 99, 4.5, 'companyuser']) {
        const res = await as(t, w.alfaAdmin).post('/api/user/changeRole', { UserId: w.alfaUser.id, NewRole });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ Code: 'invalidInput', Errors: [{ path: 'body.NewRole' }] });
      }
      const badId = await as(t, w.alfaAdmin).post('/api/user/changeRole', { UserId: 'nope', NewRole: 5 });
      expect(badId.json()).toMatchObject({ Code: 'invalidInput', Errors: [{ path: 'body.UserId' }] });
      const unknown = await as(t, w.alfaAdmin).post('/api/user/changeRole', {
        UserId: '00000000-0000-4000-8000-000000000000',
        NewRole: 5,
      });
      expect(unknown.statusCode).toBe(404);
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('per-user permissions', () => {
    it('shows the role’s permissions, the overrides, the outcome and what the caller may change', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const res = await as(t, w.alfaAdmin).get(`/api/users/${user.id}/permissions`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        userId: user.id,
        role: 'companyuser',
        roleNumber: 5,
        permissionIds: idsOf(rolePermissions.companyuser),
        rolePermissionIds: idsOf(rolePermissions.companyuser),
        overrides: [],
      });
      // a company admin may change what a company admin holds, and nothing of the provider's; accepting
      // quotations (a signature that commits the customer) only provider staff grant
      expect(body.assignablePermissionIds).toEqual(
        idsOf(rolePermissions.companyadmin.filter((key) => key !== 'Quotations.Accept')),
      );
      const own = (await as(t, w.alfaAdmin).get(`/api/users/${w.alfaAdmin.id}/permissions`)).json();
      expect(own.assignablePermissionIds).toEqual([]);
    });

    it('sets overrides so that the permissions become exactly the ids sent, effective at once', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const wanted = [
        ...rolePermissions.companyuser.filter((k) => k !== 'Documents.ViewOwn'),
        'Locations.EditManagement' as const,
      ];
      const res = await as(t, w.alfaAdmin).post('/api/user/changePermission', {
        userId: user.id,
        newPermissionIds: wanted.map(permissionId),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        permissionIds: idsOf(wanted),
        overrides: [
          { permissionId: permissionId('Locations.EditManagement'), granted: true },
          { permissionId: permissionId('Documents.ViewOwn'), granted: false },
        ].sort((a, b) => a.permissionId - b.permissionId),
      });
      const profile = (await t.app.inject({ url: '/Identity/Profile', headers: bearer(user.token) })).json();
      expect(profile.permissions['Locations.EditManagement']).toBe(true);
      expect(profile.permissions['Documents.ViewOwn']).toBe(false);
      expect(await auditRows('user.changePermissions', user.id)).toMatchObject([
        {
          actorId: w.alfaAdmin.id,
          details: { granted: ['Locations.EditManagement'], revoked: ['Documents.ViewOwn'] },
        },
      ]);

      // back to the role's own set: no overrides left
      const reset = await as(t, w.alfaAdmin).post('/api/user/changePermission', {
        userId: user.id,
        newPermissionIds: idsOf(rolePermissions.companyuser),
      });
      expect(reset.json()).toMatchObject({
        overrides: [],
        permissionIds: idsOf(rolePermissions.companyuser),
      });
    });

    it('refuses permissions the caller may not give, your own, and unknown ids, writing nothing', async () => {
      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const reader = await fresh(t, 'readonlyuser', [rel.alfa]);
      const base = rolePermissions.companyuser.map(permissionId);
      const before = await snapshot(t);
      const grant = (caller: { token: string }, userId: string, ids: number[]) =>
        as(t, caller).post('/api/user/changePermission', { userId, newPermissionIds: ids });

      expectRefusal(
        await grant(w.alfaAdmin, user.id, [...base, permissionId('Users.ViewAll')]),
        400,
        'permissionNotAssignable',
      );
      // not even a provider admin opens every customer's data to a customer's account
      expectRefusal(
        await grant(w.dbsadmin, user.id, [...base, permissionId('Relations.ViewAll')]),
        400,
        'permissionNotAssignable',
      );
      // a read-only user is given no write
      expectRefusal(
        await grant(w.alfaAdmin, reader.id, [
          ...rolePermissions.readonlyuser.map(permissionId),
          permissionId('ServiceOrders.Create'),
        ]),
        400,
        'permissionNotAssignable',
      );
      expectRefusal(
        await grant(w.alfaAdmin, w.alfaAdmin.id, rolePermissions.companyadmin.map(permissionId)),
        400,
        'cannotChangeOwnPermissions',
      );
      for (const ids of [[0], [999], [1, 1], ['Users.ViewAll']]) {
        const res = await as(t, w.alfaAdmin).post('/api/user/changePermission', {
          userId: user.id,
          newPermissionIds: ids,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ Code: 'invalidInput' });
      }
      expect(await snapshot(t)).toBe(before);
    });

    it('lets a provider admin give provider staff what the admin holds', async () => {
      const engineer = await fresh(t, 'dbsemployee', []);
      const wanted = [...rolePermissions.dbsemployee, 'ServiceOrders.Release' as const];
      const res = await as(t, w.dbsadmin).post('/api/user/changePermission', {
        userId: engineer.id,
        newPermissionIds: wanted.map(permissionId),
      });
      expect(res.json().permissionIds).toEqual(idsOf(wanted));
      // dbsadmin does not hold the ERP link permission, so cannot hand it out
      const riq = await as(t, w.dbsadmin).post('/api/user/changePermission', {
        userId: engineer.id,
        newPermissionIds: [...wanted, 'Settings.RiQLink' as const].map(permissionId),
      });
      expectRefusal(riq, 400, 'permissionNotAssignable');
    });

    it('lets a provider admin give an engineer the model viewer, and nobody give it to a customer', async () => {
      expect(rolePermissions.dbsadmin).toContain('Models.View');
      expect(rolePermissions.dbsemployee).not.toContain('Models.View');
      const engineer = await fresh(t, 'dbsemployee', []);
      const wanted = [...rolePermissions.dbsemployee, 'Models.View' as const];
      const res = await as(t, w.dbsadmin).post('/api/user/changePermission', {
        userId: engineer.id,
        newPermissionIds: wanted.map(permissionId),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().permissionIds).toEqual(idsOf(wanted));

      const user = await fresh(t, 'companyuser', [rel.alfa]);
      const before = await snapshot(t);
      expectRefusal(
        await as(t, w.dbsadmin).post('/api/user/changePermission', {
          userId: user.id,
          newPermissionIds: [...rolePermissions.companyuser, 'Models.View' as const].map(permissionId),
        }),
        400,
        'permissionNotAssignable',
      );
      expect(await snapshot(t)).toBe(before);
    });
  });
});
