import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionId } from '../../contract/permissions';
import { rolePermissions } from '../../contract/roles';
import type { Db } from '../../server/db/database';
import { openPostgres } from '../../server/db/database';
import { createRelation, createUser, PASSWORD } from './fixtures';
import { createPostgresTestDatabase, createTestApp, type TestApp } from './harness';
import { injected, overHttp, type Server, startServer, stopServer } from './server-processes';

/** The parts of an answer these tests read. */
interface Answer {
  accessToken: string;
  status: string;
  permissions: Record<string, boolean>;
}

const ALFA = 1;
const ADMIN = 'admin@alfa.example';
const USER = 'user@alfa.example';

async function seed(db: Db): Promise<string> {
  await createRelation(db, ALFA, 'Bouwbedrijf Alfa');
  await createUser(db, { email: ADMIN, role: 'companyadmin', relationIds: [ALFA] });
  return (await createUser(db, { email: USER, role: 'companyuser', relationIds: [ALFA] })).id;
}

async function signIn(server: Server, email: string): Promise<string> {
  const res = await server.call<Answer>('POST', '/Identity/Login', undefined, {
    email,
    password: PASSWORD,
    rememberMe: false,
  });
  expect(res.status).toBe(200);
  return res.body.accessToken;
}

/**
 * The user works through server `a`, their administrator through server `b`; whatever `a` keeps of the user,
 * the administrator's change must reach the user's very next request to `a`.
 */
function itTakesEffectOnTheNextRequest(world: () => { a: Server; b: Server; userId: string }) {
  it('refuses a permission taken away through the other server on the very next request', async () => {
    const { a, b, userId } = world();
    const user = await signIn(a, USER);
    const admin = await signIn(b, ADMIN);
    // Twice: a server that keeps callers has this one by now.
    for (let i = 0; i < 2; i++) expect((await a.call('GET', '/api/salesinvoices', user)).status).toBe(200);

    const without = rolePermissions.companyuser.filter((key) => key !== 'InvoicesObjects.View');
    const taken = await b.call('POST', '/api/user/changePermission', admin, {
      userId,
      newPermissionIds: without.map(permissionId),
    });
    expect(taken.status).toBe(200);
    expect((await a.call('GET', '/api/salesinvoices', user)).status).toBe(403);
    expect(
      (await a.call<Answer>('GET', '/Identity/Profile', user)).body.permissions['InvoicesObjects.View'],
    ).toBe(false);

    const given = await b.call('POST', '/api/user/changePermission', admin, {
      userId,
      newPermissionIds: rolePermissions.companyuser.map(permissionId),
    });
    expect(given.status).toBe(200);
    expect((await a.call('GET', '/api/salesinvoices', user)).status).toBe(200);
  });

  it('refuses a user deactivated through the other server on the very next request', async () => {
    const { a, b, userId } = world();
    const user = await signIn(a, USER);
    const admin = await signIn(b, ADMIN);
    for (let i = 0; i < 2; i++) expect((await a.call('GET', '/Identity/Profile', user)).status).toBe(200);

    const off = await b.call<Answer>('POST', `/api/users/${ALFA}/${userId}/delete`, admin, { id: userId });
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('deactivated');
    expect((await a.call('GET', '/Identity/Profile', user)).status).toBe(401);
    expect((await a.call('GET', '/api/salesinvoices', user)).status).toBe(401);
  });
}

describe('a change to a user takes effect on the next request, one server on PGlite', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    userId = await seed(t.database.db);
  });
  afterAll(() => t?.close());
  itTakesEffectOnTheNextRequest(() => ({ a: injected(t.app), b: injected(t.app), userId }));
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a change to a user takes effect on the next request, two server processes on one PostgreSQL',
  () => {
    const started: ChildProcess[] = [];
    let drop: () => Promise<void> = async () => {};
    let dataDir = '';
    let a: Server;
    let b: Server;
    let userId: string;

    beforeAll(async () => {
      const made = await createPostgresTestDatabase();
      drop = made.drop;
      const database = await openPostgres(made.url);
      try {
        userId = await seed(database.db);
      } finally {
        await database.close();
      }
      dataDir = mkdtempSync(join(tmpdir(), 'portal-two-servers-'));
      const env = {
        ...process.env,
        DATABASE_URL: made.url,
        DATA_DIR: dataDir,
        // One deployment: both processes sign and check tokens with the same secret.
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
      };
      [a, b] = (await Promise.all([startServer(env), startServer(env)])).map((server) => {
        started.push(server.child);
        return overHttp(server.base);
      });
    }, 60_000);

    afterAll(async () => {
      await Promise.all(started.map(stopServer));
      await drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    itTakesEffectOnTheNextRequest(() => ({ a, b, userId }));
  },
);
