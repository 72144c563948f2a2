import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import type { PermissionKey } from '../../contract/permissions';
import type { RoleName } from '../../contract/roles';
import { dayBounds } from '../../server/appointments/provider-day';
import {
  appointments,
  contractLines,
  contracts,
  deliveryAddresses,
  documents,
  failureReports,
  jobOrders,
  locationUsers,
  objectProperties,
  objectTypes,
  quotationLines,
  quotations,
  relations,
  relationUsers,
  salesInvoices,
  serviceIntervals,
  serviceObjects,
  storedFiles,
  userPermissions,
  users,
} from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import type { Mailer } from '../../server/mail/mailer';
import { createTestApp, type DatabaseKind, type TestApp } from './harness';

/**
 * Two customers' worth of portal data: relation 1 (Bouwbedrijf Alfa, buildings 11 and 12) and relation 2
 * (Ziekenhuis Beta, building 21), with one provider-only object (102) at Alfa. Strings that must never reach a
 * customer are exported, so a test can look for them in the raw JSON text.
 */
export const INTERNAL_NOTE_ALFA = 'INTERN: sleutel ligt bij portier Alfa';
export const INTERNAL_NOTE_BETA = 'INTERN: alarmcode Beta 4711';
export const NON_PUBLIC_VALUE = 'FW-INTERN-7';
export const PROVIDER_ONLY_NUMBER = 'SO-0102';
export const BETA_NAME = 'Ziekenhuis Beta';

export const ids = {
  alfa: 1,
  beta: 2,
  alfaMain: 11,
  alfaYard: 12,
  betaMain: 21,
  alfaGate: 101,
  providerOnlyGate: 102,
  alfaBarrier: 103,
  betaGate: 201,
  alfaContract: 1001,
  betaContract: 2001,
  alfaJobOrder: 3001,
  alfaYardJobOrder: 3002,
  providerOnlyJobOrder: 3003,
  betaJobOrder: 4001,
  alfaQuotation: 5001,
  alfaYardQuotation: 5002,
  providerOnlyQuotation: 5003,
  betaQuotation: 6001,
  /** Alfa has 30 invoices 7001..7030 dated 2025-01-01 + n days, and two more below. */
  alfaFirstInvoice: 7001,
  providerOnlyInvoice: 7031,
  alfaYardInvoice: 7032,
  betaInvoice: 8001,
  typeManual: 9001,
  alfaGatePhoto: 9002,
  invoiceWithoutFile: 9003,
  jobOrderReport: 9004,
  quotationPdf: 9005,
  betaGatePhoto: 9006,
  betaInvoicePdf: 9007,
  barrierManual: 9008,
  fileMissingOnDisk: 9009,
  alfaTodayAppointment: 9501,
  alfaFutureAppointment: 9502,
  alfaPastAppointment: 9503,
  alfaYardTodayAppointment: 9504,
  betaTodayAppointment: 9505,
  providerOnlyTodayAppointment: 9506,
  betaFutureAppointment: 9507,
} as const;

export const ENGINEER_EMAIL = 'engineer@example.test';

/** Users by key: customers of each relation and of both, one limited to Alfa's yard, and provider staff. */
const userSeeds: {
  key: string;
  role: RoleName;
  relationIds: number[];
  addressIds?: number[];
  manager?: boolean;
  overrides?: { permission: PermissionKey; granted: boolean }[];
  email?: string;
}[] = [
  { key: 'alfa', role: 'companyuser', relationIds: [1] },
  { key: 'alfaAdmin', role: 'companyadmin', relationIds: [1], manager: true },
  { key: 'alfaLimited', role: 'companyuser', relationIds: [1], addressIds: [12] },
  {
    key: 'alfaGranted',
    role: 'companyuser',
    relationIds: [1],
    overrides: [{ permission: 'ServiceObjects.ViewProperties', granted: true }],
  },
  {
    key: 'alfaWithoutReading',
    role: 'companyuser',
    relationIds: [1],
    overrides: (
      [
        'Relations.View',
        'Relations.ViewObjects',
        'Locations.ViewOwn',
        'InvoicesObjects.View',
        'ServiceOrders.ViewOwn',
        'Documents.ViewOwn',
      ] as const
    ).map((permission) => ({ permission, granted: false })),
  },
  { key: 'beta', role: 'companyuser', relationIds: [2] },
  { key: 'alfaAndBeta', role: 'companyuser', relationIds: [1, 2] },
  { key: 'alfaYardAndBeta', role: 'companyuser', relationIds: [1, 2], addressIds: [12, 21] },
  { key: 'stranger', role: 'companyuser', relationIds: [] },
  { key: 'engineer', role: 'dbsemployee', relationIds: [], email: ENGINEER_EMAIL },
  {
    key: 'engineerWithoutProperties',
    role: 'dbsemployee',
    relationIds: [],
    overrides: [{ permission: 'ServiceObjects.ViewProperties', granted: false }],
  },
];
export type UserKey =
  | 'alfa'
  | 'alfaAdmin'
  | 'alfaLimited'
  | 'alfaGranted'
  | 'alfaWithoutReading'
  | 'beta'
  | 'alfaAndBeta'
  | 'alfaYardAndBeta'
  | 'stranger'
  | 'engineer'
  | 'engineerWithoutProperties';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9,
]);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface DataFixture {
  tokens: Record<UserKey, string>;
  /** GET as a user, in English so error messages can be compared with the English texts. */
  get(user: UserKey | null, url: string): Promise<LightMyRequestResponse>;
}

export async function seedTwoCustomers(t: TestApp<Mailer>): Promise<DataFixture> {
  const db = t.database.db;
  await db.insert(relations).values([
    { id: 1, code: 'R1', name: 'Bouwbedrijf Alfa', city: 'Utrecht' },
    { id: 2, code: 'R2', name: BETA_NAME, city: 'Amsterdam' },
  ]);
  await db.insert(deliveryAddresses).values([
    {
      id: 11,
      relationId: 1,
      name: 'Hoofdkantoor',
      city: 'Utrecht',
      managerCompany: 'Beheer BV',
      managerName: 'Mira Beheer',
      managerContactPhone: '030-1234567',
      contactName: 'Piet Portier',
      contactPhone: '030-7654321',
    },
    { id: 12, relationId: 1, name: 'Werf', city: 'Rotterdam' },
    { id: 21, relationId: 2, name: 'Hoofdingang', city: 'Amsterdam', managerCompany: 'Beta Facilitair' },
  ]);
  await db.insert(objectTypes).values([
    { id: 1, code: 'SPG', description: 'Speedgate' },
    { id: 2, code: 'SLB', description: 'Slagboom' },
  ]);
  await db.insert(serviceObjects).values([
    {
      id: 101,
      relationId: 1,
      deliveryAddressId: 11,
      objectTypeId: 1,
      serviceObjectNumber: 'SO-0101',
      description: 'Speedgate hoofdingang',
      brand: 'Gunnebo',
      color: 'RAL 7016',
      gateState: 'inService',
      buildDate: '2019-04-01',
      warrantyDate: '2024-04-01',
      internalNotes: INTERNAL_NOTE_ALFA,
      accessKey: 'alfa-0101-public',
    },
    {
      id: 102,
      relationId: 1,
      deliveryAddressId: 11,
      objectTypeId: 1,
      serviceObjectNumber: PROVIDER_ONLY_NUMBER,
      description: 'Testpoort werkplaats',
      providerOnly: true,
      accessKey: 'alfa-0102-hidden',
    },
    {
      id: 103,
      relationId: 1,
      deliveryAddressId: 12,
      objectTypeId: 2,
      serviceObjectNumber: 'SO-0103',
      description: 'Slagboom werf',
      brand: 'Nice',
      gateState: 'failure',
    },
    {
      id: 201,
      relationId: 2,
      deliveryAddressId: 21,
      objectTypeId: 1,
      serviceObjectNumber: 'SO-0201',
      description: 'Speedgate ziekenhuis',
      brand: 'Boon Edam',
      internalNotes: INTERNAL_NOTE_BETA,
      accessKey: 'beta-0201-public',
    },
  ]);
  await db.insert(objectProperties).values([
    { objectId: 101, name: 'openingTime', value: '3 s', isPublic: true, sortOrder: 1 },
    { objectId: 101, name: 'firmwareVersion', value: NON_PUBLIC_VALUE, isPublic: false, sortOrder: 2 },
    { objectId: 201, name: 'openingTime', value: '4 s', isPublic: true, sortOrder: 1 },
    { objectId: 201, name: 'firmwareVersion', value: 'FW-INTERN-9', isPublic: false, sortOrder: 2 },
  ]);
  await db.insert(serviceIntervals).values([
    {
      id: 901,
      objectId: 101,
      description: 'Halfjaarlijks onderhoud',
      intervalMonths: 6,
      nextDate: '2026-09-01',
    },
    {
      id: 902,
      objectId: 201,
      description: 'Jaarlijks onderhoud',
      intervalMonths: 12,
      nextDate: '2026-11-01',
    },
  ]);
  await db.insert(contracts).values([
    {
      id: 1001,
      relationId: 1,
      contractNumber: 'C-1001',
      description: 'Onderhoud Alfa',
      startDate: '2024-01-01',
      amount: 1200,
    },
    {
      id: 2001,
      relationId: 2,
      contractNumber: 'C-2001',
      description: 'Onderhoud Beta',
      startDate: '2024-01-01',
      amount: 900,
    },
  ]);
  await db.insert(contractLines).values([
    { id: 1101, contractId: 1001, objectId: 101, description: 'Speedgate', amount: 600 },
    { id: 1102, contractId: 1001, objectId: 103, description: 'Slagboom', amount: 400 },
    { id: 1103, contractId: 1001, objectId: 102, description: 'Testpoort', amount: 200 },
    { id: 2101, contractId: 2001, objectId: 201, description: 'Speedgate', amount: 900 },
  ]);
  await db.insert(jobOrders).values([
    {
      id: 3001,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      contractId: 1001,
      orderNumber: 'O-3001',
      jobOrderNumber: 'W-3001',
      orderDate: '2025-03-01',
      orderAmount: 250,
      costPrice: 123.45,
      salesPrice: 200,
      reference: 'Storing poort',
    },
    {
      id: 3002,
      relationId: 1,
      deliveryAddressId: 12,
      objectId: 103,
      orderNumber: 'O-3002',
      jobOrderNumber: 'W-3002',
      orderDate: '2025-03-05',
      costPrice: 50,
      salesPrice: 80,
    },
    {
      id: 3003,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 102,
      orderNumber: 'O-3003',
      jobOrderNumber: 'W-3003',
      orderDate: '2025-03-07',
    },
    {
      id: 4001,
      relationId: 2,
      deliveryAddressId: 21,
      objectId: 201,
      contractId: 2001,
      orderNumber: 'O-4001',
      jobOrderNumber: 'W-4001',
      orderDate: '2025-04-01',
      costPrice: 999.99,
      salesPrice: 1500,
    },
  ]);
  const alfaInvoices = Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    return {
      id: 7000 + n,
      relationId: 1,
      objectId: n <= 10 ? 101 : null,
      contractId: n > 10 && n <= 15 ? 1001 : null,
      jobOrderId: n === 20 ? 3001 : null,
      invoiceNumber: `F-${7000 + n}`,
      invoiceDate: new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10),
      description: n === 7 ? 'Extra werk 100% afgerond' : `Termijn ${n}`,
      amountInclVat: 100 + n,
      openAmount: n % 10 === 0 ? 100 + n : 0,
    };
  });
  await db.insert(salesInvoices).values([
    ...alfaInvoices,
    {
      id: 7031,
      relationId: 1,
      objectId: 102,
      invoiceNumber: 'F-7031',
      invoiceDate: '2025-02-15',
      amountInclVat: 55,
    },
    {
      id: 7032,
      relationId: 1,
      objectId: 103,
      jobOrderId: 3002,
      invoiceNumber: 'F-7032',
      invoiceDate: '2025-02-16',
      amountInclVat: 96.8,
    },
    {
      id: 8001,
      relationId: 2,
      objectId: 201,
      contractId: 2001,
      jobOrderId: 4001,
      invoiceNumber: 'F-8001',
      invoiceDate: '2025-04-10',
      amountInclVat: 1815,
      openAmount: 1815,
    },
    { id: 8002, relationId: 2, invoiceNumber: 'F-8002', invoiceDate: '2025-05-10', amountInclVat: 10 },
    { id: 8003, relationId: 2, invoiceNumber: 'F-8003', invoiceDate: '2025-06-10', amountInclVat: 20 },
  ]);
  await db.insert(quotations).values([
    {
      id: 5001,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      quotationNumber: 'Q-5001',
      revision: 1,
      date: '2025-02-01',
      amount: 450,
      status: 'New',
    },
    {
      id: 5002,
      relationId: 1,
      deliveryAddressId: 12,
      objectId: 103,
      quotationNumber: 'Q-5002',
      date: '2025-02-02',
      amount: 80,
      status: 'Order',
    },
    {
      id: 5003,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 102,
      quotationNumber: 'Q-5003',
      date: '2025-02-03',
      amount: 10,
      status: 'Submitted',
    },
    {
      id: 6001,
      relationId: 2,
      deliveryAddressId: 21,
      objectId: 201,
      quotationNumber: 'Q-6001',
      date: '2025-03-01',
      amount: 700,
      status: 'Revised',
    },
  ]);
  await db.insert(quotationLines).values([
    { id: 5101, quotationId: 5001, pos: 2, description: 'Arbeid', quantity: 3, price: 50 },
    { id: 5102, quotationId: 5001, pos: 1, description: 'Motor', quantity: 1, price: 300 },
    { id: 6101, quotationId: 6001, pos: 1, description: 'Sensor', quantity: 2, price: 350 },
  ]);

  const filesDir = join(t.config.dataDir, 'files');
  mkdirSync(filesDir, { recursive: true });
  for (const bytes of [PDF_BYTES, JPEG_BYTES]) writeFileSync(join(filesDir, sha(bytes)), bytes);
  const missingSha = sha(Buffer.from('never written to disk'));
  await db.insert(storedFiles).values([
    { sha256: sha(PDF_BYTES), size: PDF_BYTES.length, mimeType: 'application/pdf' },
    { sha256: sha(JPEG_BYTES), size: JPEG_BYTES.length, mimeType: 'image/jpeg' },
    { sha256: missingSha, size: 21, mimeType: 'application/pdf' },
  ]);
  const pdf = sha(PDF_BYTES);
  const jpg = sha(JPEG_BYTES);
  await db.insert(documents).values([
    {
      id: 9001,
      kind: 'serviceobjecttype',
      description: 'Handleiding speedgate',
      extension: 'pdf',
      fileSha256: pdf,
      objectTypeId: 1,
    },
    {
      id: 9002,
      kind: 'serviceobject',
      description: 'Foto speedgate',
      extension: 'jpg',
      fileSha256: jpg,
      relationId: 1,
      objectId: 101,
    },
    {
      id: 9003,
      kind: 'salesinvoice',
      description: 'Factuur F-7001',
      extension: 'pdf',
      relationId: 1,
      invoiceId: 7001,
    },
    {
      id: 9004,
      kind: 'joborder',
      description: 'Werkbon W-3001',
      extension: 'pdf',
      fileSha256: pdf,
      relationId: 1,
      jobOrderId: 3001,
    },
    {
      id: 9005,
      kind: 'offer',
      description: 'Offerte Q-5001',
      extension: 'pdf',
      fileSha256: pdf,
      relationId: 1,
      quotationId: 5001,
    },
    {
      id: 9006,
      kind: 'serviceobject',
      description: 'Foto Beta',
      extension: 'jpg',
      fileSha256: jpg,
      relationId: 2,
      objectId: 201,
    },
    {
      id: 9007,
      kind: 'salesinvoice',
      description: 'Factuur F-8001',
      extension: 'pdf',
      fileSha256: pdf,
      relationId: 2,
      invoiceId: 8001,
    },
    {
      id: 9008,
      kind: 'serviceobjecttype',
      description: 'Handleiding slagboom',
      extension: 'pdf',
      fileSha256: pdf,
      objectTypeId: 2,
    },
    {
      id: 9009,
      kind: 'serviceobject',
      description: 'Ontbrekend bestand',
      extension: 'pdf',
      fileSha256: missingSha,
      relationId: 1,
      objectId: 101,
    },
  ]);

  const { todayStart, tomorrowStart } = dayBounds();
  const hours = (from: Date, h: number) => new Date(from.getTime() + h * 3_600_000);
  await db.insert(appointments).values([
    {
      id: 9501,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      jobOrderId: 3001,
      startsAt: hours(todayStart, 9),
      type: 'preventiveMaintenance',
      engineerEmail: ENGINEER_EMAIL,
      engineerName: 'Eric Monteur',
    },
    {
      id: 9502,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      startsAt: hours(tomorrowStart, 240),
      type: 'repair',
      engineerName: 'Eric Monteur',
    },
    {
      id: 9503,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      jobOrderId: 3001,
      startsAt: hours(todayStart, -120),
      type: 'failure',
      status: 'done',
      engineerEmail: ENGINEER_EMAIL,
      engineerName: 'Eric Monteur',
    },
    {
      id: 9504,
      relationId: 1,
      deliveryAddressId: 12,
      objectId: 103,
      startsAt: hours(todayStart, 11),
      type: 'preventiveMaintenance',
      engineerName: 'Mo Monteur',
    },
    {
      id: 9505,
      relationId: 2,
      deliveryAddressId: 21,
      objectId: 201,
      jobOrderId: 4001,
      startsAt: hours(todayStart, 13),
      type: 'preventiveMaintenance',
      engineerEmail: ENGINEER_EMAIL,
      engineerName: 'Eric Monteur',
    },
    {
      id: 9506,
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 102,
      startsAt: hours(todayStart, 15),
      type: 'safetyInspection',
      engineerName: 'Eric Monteur',
    },
    {
      id: 9507,
      relationId: 2,
      deliveryAddressId: 21,
      objectId: 201,
      startsAt: hours(tomorrowStart, 48),
      type: 'repair',
      engineerEmail: ENGINEER_EMAIL,
      engineerName: 'Eric Monteur',
    },
  ]);
  await db.insert(failureReports).values([
    {
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 101,
      kind: 'reportFailure',
      description: 'Poort sluit niet',
      trafficLight: 'red',
    },
    {
      relationId: 1,
      deliveryAddressId: 12,
      objectId: 103,
      kind: 'question',
      description: 'Vraag',
      resolvedAt: new Date(),
    },
    {
      relationId: 1,
      deliveryAddressId: 11,
      objectId: 102,
      kind: 'reportBreakdown',
      description: 'Testpoort defect',
    },
    {
      relationId: 2,
      deliveryAddressId: 21,
      objectId: 201,
      kind: 'reportBreakdown',
      description: 'Beta defect',
    },
  ]);

  const tokens = {} as Record<UserKey, string>;
  for (const seed of userSeeds) {
    const [row] = await db
      .insert(users)
      .values({
        email: seed.email ?? `${seed.key.toLowerCase()}@example.test`,
        name: `${seed.key} naam`,
        phoneNumber: '06-12345678',
        function: seed.manager ? 'Facilitair manager' : 'Medewerker',
        role: seed.role,
        status: 'active',
      })
      .returning({ id: users.id });
    for (const relationId of seed.relationIds)
      await db.insert(relationUsers).values({ userId: row.id, relationId, isManager: seed.manager ?? false });
    for (const deliveryAddressId of seed.addressIds ?? [])
      await db.insert(locationUsers).values({ userId: row.id, deliveryAddressId });
    for (const o of seed.overrides ?? [])
      await db
        .insert(userPermissions)
        .values({ userId: row.id, permission: o.permission, granted: o.granted });
    tokens[seed.key as UserKey] = (await openSession(db, t.config, row.id)).accessToken;
  }

  return {
    tokens,
    get: (user, url) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: {
          'accept-language': 'en',
          ...(user ? { authorization: `Bearer ${tokens[user]}` } : {}),
        },
      }),
  };
}

/**
 * An app on `kind` with the two customers seeded before the block's tests and closed after them. The fixture
 * is there once the block's tests run, not while they are declared.
 */
export function useTwoCustomers(kind: DatabaseKind): DataFixture & { readonly config: TestApp['config'] } {
  let t: TestApp;
  let f: DataFixture;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
  }, 60_000);
  afterAll(() => t?.close());
  return {
    get tokens() {
      return f.tokens;
    },
    get: (user, url) => f.get(user, url),
    get config() {
      return t.config;
    },
  };
}

/** A test per call that names another customer's row: 403 with the no-access text, and none of `theirs`. */
export function itRefusesAnotherCustomer(
  f: DataFixture,
  urls: string[],
  theirs: string[],
  name = 'gets 403 and nothing of theirs from %s',
) {
  it.each(urls)(name, async (url) => {
    const res = await f.get('alfa', url);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
    for (const text of theirs) expect(res.body).not.toContain(text);
  });
}

/** A test per malformed call: 400 naming the one parameter at fault with its message. */
export function itNamesTheBadParameter(
  f: DataFixture,
  cases: [url: string, path: string, message: string][],
) {
  it.each(cases)('%s answers 400 naming %s', async (url, path, message) => {
    const res = await f.get('alfa', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      StatusCode: 400,
      Code: 'invalidInput',
      Errors: [{ path, message }],
    });
  });
}
