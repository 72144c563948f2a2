import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness';
import { as, createUsersWorld, rel, type UsersWorld } from './users-fixtures';

const BOM = '\uFEFF';
const lines = (body: string) => body.replace(BOM, '').trimEnd().split('\r\n');

describe.each(databaseKinds)('exports of the all-users lists on %s', (kind) => {
  let t: TestApp;
  let w: UsersWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createUsersWorld(t);
  }, 180_000);
  afterAll(() => t?.close());

  const emailsOf = (body: string, separator: string) =>
    lines(body)
      .slice(1)
      .map((l) => l.split(separator)[1]);

  it.each([
    ['/api/allusers', ''],
    ['/api/allusers', 'sort=email&direction=desc'],
    ['/api/allusers', 'sort=invitedAt&direction=asc'],
    ['/api/allusers', 'status=active&q=alfa'],
    ['/api/nonDbsUsers', ''],
    [`/api/nonDbsUsers/${rel.beta}`, ''],
    ['/api/dbsusers', 'q=example'],
  ])('%s?%s holds the users the list shows, in its order', async (path, params) => {
    const staff = as(t, w.dbsadmin, { 'accept-language': 'en' });
    const list = (await staff.get(`${path}?pageSize=100&${params}`)).json();
    const res = await staff.get(`${path.replace('/api/', '/api/exports/')}?format=csv&${params}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['export-rows']).toBe(String(list.total));
    expect(emailsOf(res.body, ',')).toEqual(list.items.map((u: { email: string }) => u.email));
    if (!params) expect(list.total).toBeGreaterThan(0);
  });

  it('writes roles, states and relations in the caller language', async () => {
    const res = await as(t, w.dbsadmin, { 'accept-language': 'nl' }).get(
      `/api/exports/nonDbsUsers/${rel.alfa}?format=csv`,
    );
    const [heading, ...rows] = lines(res.body).map((l) => l.split(';'));
    expect(heading).toEqual(['Naam', 'E-mailadres', 'Rol', 'Status', 'Relaties', 'Uitgenodigd op']);
    const admin = rows.find((r) => r[1] === w.alfaAdmin.email);
    expect(admin?.[2]).toBe('Beheerder klant');
    expect(admin?.[3]).toBe('Actief');
    expect(admin?.[4]).toContain('Bouwbedrijf Alfa');
    expect(admin?.[5]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  it('refuses a customer, even their administrator, and bad input', async () => {
    for (const account of [w.alfaAdmin, w.alfaUser, w.engineer]) {
      const res = await as(t, account).get('/api/exports/allusers?format=csv');
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(w.betaUser.email);
    }
    for (const [url, field] of [
      ['/api/exports/allusers', 'format'],
      ['/api/exports/allusers?format=csv&q=a%00b', 'q'],
      ['/api/exports/allusers?format=csv&status=gone', 'status'],
      ['/api/exports/nonDbsUsers/abc?format=csv', 'id'],
    ]) {
      const res = await as(t, w.dbsadmin).get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Errors?.[0]?.path, url).toMatch(new RegExp(`\\.${field}$`));
    }
  });
});
