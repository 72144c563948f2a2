import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/database';
import { openPostgres } from '../../server/db/database';
import {
  deliveryAddresses,
  locationUsers,
  refreshTokens,
  relationUsers,
  serviceObjects,
  userPermissions,
  users,
} from '../../server/db/schema';
import { createRelation, createUser, PASSWORD } from './fixtures';
import { createPostgresTestDatabase, createTestApp, type TestApp } from './harness';
import { injected, overHttp, type Server, startServer, stopServer } from './server-processes';

const ALFA = 1;
const BETA = 2;
/** Two addresses of Alfa with one object each, and one of Beta. */
const HEAD_OFFICE = 11;
const DEPOT = 12;
const BETA_OFFICE = 21;
const OBJECTS_OF_ALFA = `/api/Object/GetForRelation?relationId=${ALFA}`;

async function seed(db: Db): Promise<void> {
  await createRelation(db, ALFA, 'Bouwbedrijf Alfa');
  await createRelation(db, BETA, 'Ziekenhuis Beta');
  await db.insert(deliveryAddresses).values([
    { id: HEAD_OFFICE, relationId: ALFA, name: 'Hoofdkantoor' },
    { id: DEPOT, relationId: ALFA, name: 'Depot' },
    { id: BETA_OFFICE, relationId: BETA, name: 'Ziekenhuis' },
  ]);
  await db.insert(serviceObjects).values([
    { id: 101, relationId: ALFA, deliveryAddressId: HEAD_OFFICE, serviceObjectNumber: 'SO-0101' },
    { id: 102, relationId: ALFA, deliveryAddressId: DEPOT, serviceObjectNumber: 'SO-0102' },
  ]);
}

interface World {
  /** The server the user works through, which keeps what it read of them. */
  server: Server;
  /** A connection of another process (PostgreSQL) or the server's own database (PGlite): where changes are made. */
  change: Db;
}

/** A new user of Alfa, signed in, whose caller the server has read twice (and so keeps). */
async function keptUser(world: World, email: string) {
  const { id } = await createUser(world.change, { email, role: 'companyuser', relationIds: [ALFA] });
  const login = await world.server.call<{ accessToken: string }>('POST', '/Identity/Login', undefined, {
    email,
    password: PASSWORD,
    rememberMe: false,
  });
  expect(login.status).toBe(200);
  const token = login.body.accessToken;
  for (let i = 0; i < 2; i++) {
    const objects = await world.server.call<{ total: number }>('GET', OBJECTS_OF_ALFA, token);
    expect(objects.body.total).toBe(2);
    expect((await world.server.call('GET', '/Identity/Profile', token)).status).toBe(200);
  }
  return { id, token };
}

const objectNumbers = async (world: World, token: string) => {
  const res = await world.server.call<{ items: { serviceobjectnumber: string }[] }>(
    'GET',
    OBJECTS_OF_ALFA,
    token,
  );
  return { status: res.status, numbers: res.body.items?.map((o) => o.serviceobjectnumber) };
};

/**
 * Each kind of change that alters what a user may read, made outside the server the user works through, shows
 * on the user's very next request to it: whatever that server keeps of the user is not served again.
 */
function itTakesEffectOnTheNextRequest(world: () => World) {
  it('answers a changed role on the very next request', async () => {
    const w = world();
    const user = await keptUser(w, 'role@alfa.example');
    await w.change.update(users).set({ role: 'readonlyuser' }).where(eq(users.id, user.id));
    const profile = await w.server.call<{ role: string }>('GET', '/Identity/Profile', user.token);
    expect(profile.body.role).toBe('readonlyuser');
  });

  it('refuses a permission taken away by an override on the very next request', async () => {
    const w = world();
    const user = await keptUser(w, 'override@alfa.example');
    await w.change
      .insert(userPermissions)
      .values({ userId: user.id, permission: 'Relations.ViewObjects', granted: false });
    expect((await objectNumbers(w, user.token)).status).toBe(403);
  });

  it('refuses a relation the user no longer belongs to on the very next request', async () => {
    const w = world();
    const user = await keptUser(w, 'member@alfa.example');
    await w.change.delete(relationUsers).where(eq(relationUsers.userId, user.id));
    expect((await objectNumbers(w, user.token)).status).toBe(403);
  });

  it('narrows a user limited to one location on the very next request', async () => {
    const w = world();
    const user = await keptUser(w, 'location@alfa.example');
    await w.change.insert(locationUsers).values({ userId: user.id, deliveryAddressId: DEPOT });
    expect(await objectNumbers(w, user.token)).toEqual({ status: 200, numbers: ['SO-0102'] });
    await w.change.delete(locationUsers).where(eq(locationUsers.userId, user.id));
    expect((await objectNumbers(w, user.token)).numbers).toEqual(['SO-0101', 'SO-0102']);
  });

  it('hides the objects of an address moved to another relation on the very next request', async () => {
    const w = world();
    const user = await keptUser(w, 'moved@alfa.example');
    await w.change
      .update(deliveryAddresses)
      .set({ relationId: BETA })
      .where(eq(deliveryAddresses.id, HEAD_OFFICE));
    try {
      expect(await objectNumbers(w, user.token)).toEqual({ status: 200, numbers: ['SO-0102'] });
    } finally {
      await w.change
        .update(deliveryAddresses)
        .set({ relationId: ALFA })
        .where(eq(deliveryAddresses.id, HEAD_OFFICE));
    }
    expect((await objectNumbers(w, user.token)).numbers).toEqual(['SO-0101', 'SO-0102']);
  });

  it('refuses a revoked session on the very next request', async () => {
    const w = world();
    const user = await keptUser(w, 'session@alfa.example');
    await w.change
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, user.id));
    expect((await w.server.call('GET', '/Identity/Profile', user.token)).status).toBe(401);
    expect((await objectNumbers(w, user.token)).status).toBe(401);
  });

  it('refuses a deleted user on the very next request', async () => {
    const w = world();
    const user = await keptUser(w, 'deleted@alfa.example');
    await w.change.delete(users).where(eq(users.id, user.id));
    expect((await objectNumbers(w, user.token)).status).toBe(401);
  });
}

describe('every change to what a user may read takes effect on the next request, PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seed(t.database.db);
  });
  afterAll(() => t?.close());
  itTakesEffectOnTheNextRequest(() => ({ server: injected(t.app), change: t.database.db }));
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'every change to what a user may read takes effect on the next request, a server process on PostgreSQL',
  () => {
    let child: ChildProcess | undefined;
    let drop: () => Promise<void> = async () => {};
    let database: Database | undefined;
    let dataDir = '';
    let server: Server;

    beforeAll(async () => {
      const made = await createPostgresTestDatabase();
      drop = made.drop;
      database = await openPostgres(made.url);
      await seed(database.db);
      dataDir = mkdtempSync(join(tmpdir(), 'portal-every-change-'));
      const started = await startServer({
        ...process.env,
        DATABASE_URL: made.url,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
      });
      child = started.child;
      server = overHttp(started.base);
    }, 60_000);

    afterAll(async () => {
      if (child) await stopServer(child);
      await database?.close();
      await drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    itTakesEffectOnTheNextRequest(() => ({ server, change: database!.db }));
  },
);
