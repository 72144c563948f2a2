import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionId } from '../../contract/permissions';
import { rolePermissions, roles } from '../../contract/roles';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import {
  type Account,
  as,
  createUsersWorld,
  expectRefusal,
  fresh,
  rel,
  snapshot,
  type UsersWorld,
} from './users-fixtures';

/**
 * Role, permissions and status belong to the user, not to one relation: a company admin changes them only for
 * a user whose every relation they administer. A user shared with another customer is left to that customer's
 * admin and the provider (docs/decisions/005).
 */
describe.each(databaseKinds)('a user shared with another customer on %s', (kind) => {
  let t: TestApp;
  let w: UsersWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createUsersWorld(t);
  });
  afterAll(() => t?.close());

  const globalChanges = (shared: { id: string }, relationId: number) =>
    [
      [
        'POST',
        '/api/user/changeRole',
        { UserId: shared.id, NewRole: roles.companyadmin },
        'cannotChangeRoleOfSharedUser',
      ],
      [
        'POST',
        '/api/user/changePermission',
        {
          userId: shared.id,
          // Accepting quotations, held as a company admin, only provider staff take away: it stays.
          newPermissionIds: [...rolePermissions.readonlyuser, 'Quotations.Accept' as const].map(permissionId),
        },
        'cannotUpdateSharedUser',
      ],
      ['POST', `/api/users/${relationId}/${shared.id}/delete`, { id: shared.id }, 'cannotUpdateSharedUser'],
    ] as const;

  it('refuses a company admin of one of its relations a change of role, permissions or status, writing nothing', async () => {
    const shared = await fresh(t, 'companyuser', [rel.alfa, rel.beta]);
    const before = await snapshot(t);
    for (const [method, url, payload, code] of globalChanges(shared, rel.alfa)) {
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${w.alfaAdmin.token}` },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expectRefusal(res, 400, code);
    }
    expect(await snapshot(t)).toBe(before);
    // The shared user still cannot invite anyone into the other customer.
    const invite = await as(t, shared).post(`/api/users/${rel.beta}/add`, {
      email: 'nieuw@beta.example',
      role: roles.companyadmin,
    });
    expect(invite.statusCode).toBe(403);
  });

  it('refuses the reactivation of a deactivated shared user', async () => {
    const shared = await fresh(t, 'companyuser', [rel.alfa, rel.beta], { status: 'deactivated' });
    const before = await snapshot(t);
    const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/reactivate`, { id: shared.id });
    expectRefusal(res, 400, 'cannotUpdateSharedUser');
    expect(await snapshot(t)).toBe(before);
  });

  it('words the refusal in English for an English caller', async () => {
    const shared = await fresh(t, 'companyuser', [rel.alfa, rel.beta]);
    const res = await as(t, w.alfaAdmin, { 'accept-language': 'en' }).post('/api/user/changeRole', {
      UserId: shared.id,
      NewRole: roles.readonlyuser,
    });
    expect(res.json()).toMatchObject({
      StatusCode: 400,
      Code: 'cannotChangeRoleOfSharedUser',
      Message: 'Changing role failed: this user also belongs to a customer you do not manage',
    });
  });

  it('still lets that admin name the shared user a manager of their own relation', async () => {
    const shared = await fresh(t, 'companyuser', [rel.alfa, rel.beta]);
    const res = await as(t, w.alfaAdmin).post(`/api/users/${rel.alfa}/manager`, {
      userId: shared.id,
      isManager: true,
    });
    expect(res.statusCode).toBe(200);
  });

  const allowed = async (admin: Account, shared: Account, relationId: number) => {
    for (const [method, url, payload] of globalChanges(shared, relationId)) {
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  };

  it('lets an admin of every relation of the user change them', async () => {
    await allowed(w.gammaDeltaAdmin, await fresh(t, 'companyuser', [rel.gamma, rel.delta]), rel.gamma);
  });

  it('lets a provider admin change a shared user', async () => {
    await allowed(w.dbsadmin, await fresh(t, 'companyuser', [rel.alfa, rel.beta]), rel.alfa);
  });
});
