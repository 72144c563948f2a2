import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionId } from '../../contract/permissions';
import { rolePermissions, roles } from '../../contract/roles';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { as, createUsersWorld, expectRefusal, loc, rel, snapshot, type UsersWorld } from './users-fixtures';

/**
 * A company admin of one customer acts on their own relations' users only: every users call about another
 * customer's users answers 403 and writes nothing, whichever way the other customer's user is named (by the
 * relation in the path, by the user's id, by the user's email, by a location).
 */
describe.each(databaseKinds)('scope of the users calls on %s', (kind) => {
  let t: TestApp;
  let w: UsersWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createUsersWorld(t);
  });
  afterAll(() => t?.close());

  const callsAboutBeta = () => {
    const beta = w.betaUser.id;
    return [
      ['GET', `/api/users/${rel.beta}`],
      ['GET', `/api/users/${rel.beta}?locationId=${loc.betaMain}`],
      ['GET', `/api/users/${beta}/permissions`],
      ['POST', '/api/user/changePermission', { userId: beta, newPermissionIds: [] }],
      [
        'POST',
        '/api/user/changePermission',
        { userId: beta, newPermissionIds: rolePermissions.companyuser.map(permissionId) },
      ],
      ['POST', `/api/users/${rel.beta}/add`, { email: 'nieuw@beta.example', role: roles.companyuser }],
      ['POST', `/api/users/${rel.alfa}/add`, { email: w.betaUser.email, role: roles.companyuser }],
      ['POST', `/api/users/${rel.alfa}/add`, { email: w.betaInvited.email, role: roles.companyuser }],
      ['POST', `/api/users/${rel.beta}/${beta}/delete`, { id: beta }],
      ['POST', `/api/users/${rel.alfa}/${beta}/delete`, { id: beta }],
      ['POST', `/api/users/${rel.beta}/reactivate`, { id: w.betaDeactivated.id }],
      ['POST', `/api/users/${rel.alfa}/reactivate`, { id: w.betaDeactivated.id }],
      ['POST', '/api/users/resend', { email: w.betaInvited.email }],
      ['POST', '/api/user/changeRole', { UserId: beta, NewRole: roles.readonlyuser }],
      ['POST', '/api/user/changeRole', { UserId: w.betaAdmin.id, NewRole: roles.companyuser }],
      ['POST', `/api/users/${rel.beta}/manager`, { userId: beta, isManager: true }],
      ['POST', `/api/users/${rel.alfa}/manager`, { userId: beta, isManager: true }],
      ['POST', `/api/users/addToLocation/${loc.betaMain}`, { userIds: [w.alfaUser.id] }],
      ['POST', `/api/users/addToLocation/${loc.alfaMain}`, { userIds: [beta] }],
      ['POST', `/api/users/addToLocation/${loc.alfaMain}`, { userIds: [w.alfaUser.id, beta] }],
      ['GET', `/api/nonDbsUsers/${rel.beta}`],
      ['GET', '/api/nonDbsUsers'],
      ['GET', '/api/allusers'],
      ['GET', '/api/dbsusers'],
    ] as const;
  };

  it('answers 403 to a company admin on every users call about another customer’s users, writing nothing', async () => {
    const before = await snapshot(t);
    for (const [method, url, payload] of callsAboutBeta()) {
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${w.alfaAdmin.token}` },
      });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
      expectRefusal(res, 403, 'noAccess');
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('lets the other customer’s own admin make the same reads', async () => {
    const api = as(t, w.betaAdmin);
    expect((await api.get(`/api/users/${rel.beta}`)).statusCode).toBe(200);
    expect((await api.get(`/api/users/${w.betaUser.id}/permissions`)).statusCode).toBe(200);
    expectRefusal(await api.get(`/api/users/${rel.alfa}`), 403, 'noAccess');
    expectRefusal(await api.get(`/api/users/${w.alfaUser.id}/permissions`), 403, 'noAccess');
  });

  it('lets a provider admin act on every customer’s users', async () => {
    const api = as(t, w.dbsadmin);
    expect((await api.get(`/api/users/${rel.beta}`)).statusCode).toBe(200);
    expect((await api.get(`/api/users/${w.betaUser.id}/permissions`)).statusCode).toBe(200);
    const manager = await api.post(`/api/users/${rel.beta}/manager`, {
      userId: w.betaUser.id,
      isManager: true,
    });
    expect(manager.statusCode).toBe(200);
    const resend = await api.post('/api/users/resend', { email: w.betaInvited.email });
    expect(resend.statusCode).toBe(200);
  });
});
