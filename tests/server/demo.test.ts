import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import {
  appointments,
  deliveryAddresses,
  documents,
  erpImports,
  failureReports,
  maintenanceProperties,
  objectProperties,
  objectTypes,
  providerSettings,
  quotations,
  quotationVersions,
  relations,
  relationUsers,
  salesInvoices,
  serviceObjects,
  users,
} from '../../server/db/schema';
import { findCode } from '../../server/identity/codes';
import { verifyPassword } from '../../server/identity/password';
import { type DemoLoad, loadDemoIfEmpty } from '../../server/seed/demo';
import { databaseKinds, openTestDatabase } from './harness';

const publicUrl = 'http://portal.test';

/**
 * The relations, objects and failure reports as stored, without dates (they follow the day of loading) and the
 * reporters' account ids (made on each load), as one hash.
 */
async function contentHash(database: Database): Promise<string> {
  const result = await database.db.execute(sql`
    select
      (select jsonb_agg(to_jsonb(r) - 'updated_at' order by r.id) from relations r) as relations,
      (select jsonb_agg(to_jsonb(o) - 'build_date' - 'warranty_date' order by o.id) from service_objects o) as objects,
      (select jsonb_agg(to_jsonb(f) - 'created_at' - 'status_changed_at' - 'resolved_at' - 'user_id' order by f.id)
        from failure_reports f) as failures`);
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const { rows } = result as { rows: unknown[] };
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe.each(databaseKinds)('demo data set on %s', (kind) => {
  let database: Database;
  let dataDir: string;
  let result: DemoLoad;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'demo-data-'));
    result = await loadDemoIfEmpty(database.db, { dataDir, publicUrl });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (table: PgTable, where?: SQL) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
    return Number(row.n);
  };

  it('loads into an empty database through the ERP importer', async () => {
    expect(result.loaded).toBe(true);
    const imports = await database.db.select().from(erpImports);
    expect(imports.map((i) => i.source)).toEqual(['demo']);
  });

  it('has about 15 relations, more than ten, and exactly one with exactly one delivery address', async () => {
    const perRelation = await database.db
      .select({ relationId: deliveryAddresses.relationId, n: sql<number>`count(*)::int` })
      .from(deliveryAddresses)
      .groupBy(deliveryAddresses.relationId);
    expect(perRelation.length).toBeGreaterThanOrEqual(13);
    expect(perRelation.length).toBeLessThanOrEqual(17);
    expect(await count(relations)).toBe(perRelation.length);
    expect(perRelation.filter((r) => Number(r.n) === 1)).toHaveLength(1);
    for (const r of perRelation) expect(Number(r.n)).toBeLessThanOrEqual(5);
  });

  it('has speedgates, barriers, sliding gates and turnstiles with their fields filled in', async () => {
    const kinds = await database.db
      .selectDistinct({ code: objectTypes.code })
      .from(serviceObjects)
      .innerJoin(objectTypes, eq(objectTypes.id, serviceObjects.objectTypeId))
      .orderBy(objectTypes.code);
    expect(kinds.map((k) => k.code)).toEqual(['SCHUIFPOORT', 'SLAGBOOM', 'SPEEDGATE', 'TOURNIQUET']);
    const incomplete = await count(
      serviceObjects,
      sql`${serviceObjects.brand} is null or ${serviceObjects.color} is null or ${serviceObjects.powerSupply} is null
        or ${serviceObjects.fillIn} is null or ${serviceObjects.walkThroughDoor} is null
        or ${serviceObjects.gateState} is null or ${serviceObjects.buildDate} is null
        or ${serviceObjects.warrantyDate} is null or ${serviceObjects.accessKey} is null`,
    );
    expect(incomplete).toBe(0);
    expect(await count(serviceObjects, eq(serviceObjects.providerOnly, true))).toBeGreaterThan(0);
    expect(await count(serviceObjects, eq(serviceObjects.ownSpeedgate, true))).toBeGreaterThan(0);
    expect(await count(serviceObjects, isNotNull(serviceObjects.internalNotes))).toBeGreaterThan(0);
    expect(await count(serviceObjects, isNotNull(serviceObjects.realizedSolution))).toBeGreaterThan(0);
    const visibility = await database.db
      .selectDistinct({ isPublic: objectProperties.isPublic })
      .from(objectProperties)
      .orderBy(objectProperties.isPublic);
    expect(visibility.map((r) => r.isPublic)).toEqual([false, true]);
  });

  it('has quotations in every status, and invoices with and without an open amount', async () => {
    const statuses = await database.db
      .selectDistinct({ status: quotations.status })
      .from(quotations)
      .orderBy(quotations.status);
    expect(statuses.map((s) => s.status)).toEqual(['New', 'Order', 'Rejected', 'Revised', 'Submitted']);
    expect(await count(salesInvoices, sql`${salesInvoices.openAmount} > 0`)).toBeGreaterThan(0);
    expect(await count(salesInvoices, eq(salesInvoices.openAmount, 0))).toBeGreaterThan(0);
  });

  it('has appointments today, some for the demo engineer, and in the coming weeks', async () => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const today = and(gte(appointments.startsAt, midnight), lt(appointments.startsAt, tomorrow));
    expect(await count(appointments, today)).toBeGreaterThan(0);
    expect(
      await count(appointments, and(today, eq(appointments.engineerEmail, 'engineer@demo.example'))),
    ).toBeGreaterThan(0);
    expect(await count(appointments, gte(appointments.startsAt, tomorrow))).toBeGreaterThan(10);
    expect(await count(appointments, eq(appointments.status, 'done'))).toBeGreaterThan(0);
  });

  it("has customers' failure reports in every state, from the contact form and from a gate's page", async () => {
    const reports = await database.db
      .select({
        status: failureReports.status,
        source: failureReports.source,
        resolvedAt: failureReports.resolvedAt,
      })
      .from(failureReports);
    expect([...new Set(reports.map((r) => r.status))].sort()).toEqual(['inProgress', 'new', 'solved']);
    expect([...new Set(reports.map((r) => r.source))].sort()).toEqual(['portal', 'public']);
    expect(reports.filter((r) => r.status === 'solved').every((r) => r.resolvedAt !== null)).toBe(true);
    expect(reports.filter((r) => r.status !== 'solved').every((r) => r.resolvedAt === null)).toBe(true);
  });

  it('backs documents with real PDF and JPEG bytes, and has one without a file', async () => {
    const stored = await database.db
      .selectDistinct({ extension: documents.extension, sha256: documents.fileSha256 })
      .from(documents)
      .where(isNotNull(documents.fileSha256));
    const extensions = new Set(stored.map((s) => s.extension));
    expect([...extensions].sort()).toEqual(['jpg', 'pdf']);
    for (const { extension, sha256 } of stored) {
      const bytes = readFileSync(join(dataDir, 'files', sha256!));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
      if (extension === 'pdf') expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      else expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.length).toBeLessThan(20_000);
    }
    expect(await count(documents, isNull(documents.fileSha256))).toBeGreaterThanOrEqual(1);
  });

  it('seeds the maintenance catalogue and the provider settings', async () => {
    expect(await count(maintenanceProperties)).toBeGreaterThan(10);
    const [settings] = await database.db.select().from(providerSettings);
    expect(settings.name).toBe('Poortservice Nederland');
  });

  it('creates the demo accounts with their roles and relations', async () => {
    expect(result.password).toBe('Demo!2026');
    expect(result.accounts).toEqual([
      { email: 'superadmin@demo.example', role: 'superadmin' },
      { email: 'provider.admin@demo.example', role: 'dbsadmin' },
      { email: 'engineer@demo.example', role: 'dbsemployee' },
      { email: 'customer.admin@demo.example', role: 'companyadmin' },
      { email: 'customer.user@demo.example', role: 'companyuser' },
      { email: 'customer.readonly@demo.example', role: 'readonlyuser' },
    ]);
    const memberships = async (email: string) =>
      database.db
        .select({ relationId: relationUsers.relationId, isManager: relationUsers.isManager })
        .from(relationUsers)
        .innerJoin(users, eq(users.id, relationUsers.userId))
        .where(eq(users.email, email));
    expect(await memberships('engineer@demo.example')).toEqual([]);
    expect(await memberships('provider.admin@demo.example')).toEqual([]);
    const admin = await memberships('customer.admin@demo.example');
    expect(admin).toHaveLength(3);
    expect(admin.every((m) => m.isManager)).toBe(true);
    const [user] = await memberships('customer.user@demo.example');
    expect(await memberships('customer.user@demo.example')).toHaveLength(1);
    expect(admin.map((m) => m.relationId)).toContain(user.relationId);
    expect(await count(deliveryAddresses, eq(deliveryAddresses.relationId, user.relationId))).toBeGreaterThan(
      1,
    );
    expect(await memberships('customer.readonly@demo.example')).toHaveLength(1);

    const accounts = await database.db.select().from(users).where(eq(users.status, 'active'));
    expect(accounts).toHaveLength(6);
    expect(accounts.some((a) => a.language === 'en')).toBe(true);
    expect(new Set(accounts.map((a) => a.passwordHash)).size).toBe(1);
    expect(await verifyPassword(accounts[0].passwordHash!, 'Demo!2026')).toBe(true);
  });

  it('invites one user who has not activated yet, with a working activation code', async () => {
    const [invited] = await database.db.select().from(users).where(eq(users.status, 'invited'));
    expect(invited).toMatchObject({ passwordHash: null, activatedAt: null });
    expect(result.activationLink).toMatch(new RegExp(`^${publicUrl}/registration\\?code=[\\w-]+$`));
    const code = decodeURIComponent(new URL(result.activationLink!).searchParams.get('code')!);
    const row = await findCode(database.db, code, 'activation');
    expect(row?.userId).toBe(invited.id);
    expect(await findCode(database.db, `${code}x`, 'activation')).toBeUndefined();
  });

  it('has quotations to decide on: Submitted at two locations of the user, at the admin relations, one expired, one in two versions', async () => {
    const rows = await database.db.select().from(quotations);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const open = rows.filter(
      (q) => q.status === 'Submitted' && q.validUntil !== null && q.validUntil >= today,
    );
    const userLocations = new Set(open.filter((q) => q.relationId === 1005).map((q) => q.deliveryAddressId));
    expect(userLocations.size).toBeGreaterThanOrEqual(2);
    for (const relationId of [1003, 1009]) expect(open.some((q) => q.relationId === relationId)).toBe(true);
    expect(rows.some((q) => q.status === 'Submitted' && q.validUntil !== null && q.validUntil < today)).toBe(
      true,
    );
    for (const status of ['New', 'Submitted', 'Revised', 'Rejected', 'Order'])
      expect(rows.some((q) => q.status === status)).toBe(true);
    const [earlier] = await database.db.select().from(quotationVersions);
    const [later] = rows.filter((q) => q.id === earlier!.quotationId);
    expect(earlier).toMatchObject({ version: 1 });
    expect(later).toMatchObject({ version: 2, status: 'Revised' });
    expect(earlier!.amount).toBeGreaterThan(later!.amount);
  });

  it('leaves a database with relations alone and still lists the accounts', async () => {
    const before = [
      await count(relations),
      await count(serviceObjects),
      await count(users),
      await count(documents),
    ];
    const hash = await contentHash(database);
    const again = await loadDemoIfEmpty(database.db, { dataDir, publicUrl });
    expect(again.loaded).toBe(false);
    expect(again.activationLink).toBeUndefined();
    expect(again.accounts).toEqual(result.accounts);
    expect([
      await count(relations),
      await count(serviceObjects),
      await count(users),
      await count(documents),
    ]).toEqual(before);
    expect(await contentHash(database)).toBe(hash);
  });

  it('makes the same data on every load, whatever the day', async () => {
    const other = await openTestDatabase(kind);
    const otherDir = mkdtempSync(join(tmpdir(), 'demo-data-'));
    try {
      const nextWeek = new Date(Date.now() + 7 * 86_400_000);
      const empty = await contentHash(other);
      await loadDemoIfEmpty(other.db, { dataDir: otherDir, publicUrl, today: nextWeek });
      expect(await contentHash(other)).toBe(await contentHash(database));
      expect(await contentHash(other)).not.toBe(empty);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
