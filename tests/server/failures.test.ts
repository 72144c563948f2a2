import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import {
  failureReportPhotos,
  failureReports,
  providerSettings,
  relationUsers,
  serviceObjects,
  users,
  userTotp,
} from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import {
  BETA_NAME,
  type DataFixture,
  INTERNAL_NOTE_ALFA,
  ids,
  JPEG_BYTES,
  seedTwoCustomers,
  type UserKey,
} from './data-fixtures';
import { TOTP_SECRET } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const SERVICE_DESK = 'servicedesk@provider.test';

/** A complete breakdown report of Alfa's speedgate, as the contact form sends it. */
const breakdown = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: 'reportBreakdown',
  locationId: ids.alfaMain,
  objectId: ids.alfaGate,
  powerSupplyActive: true,
  trafficLight: 'red',
  trafficPossible: 'closed',
  incidentCause: 'collision',
  incidentDetails: '',
  description: 'Poort staat dicht na aanrijding',
  reporterName: 'Anna Alfa',
  reporterPhone: '06-12345678',
  privacyApproved: true,
  ...overrides,
});

/** The same from the public page of a gate: no location or object in the body, the sticker names it. */
const publicReport = (overrides: Record<string, unknown> = {}) => {
  const { locationId: _l, objectId: _o, ...rest } = breakdown({ reporterName: 'Gert Bewaker', ...overrides });
  return rest;
};

function multipart(fields: Record<string, string>, file: Buffer | null) {
  const boundary = `----failures${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(databaseKinds)('failure reports on %s', (kind) => {
  let t: TestApp;
  let f: DataFixture;
  let adminToken: string;
  /** Every public call gets an address of its own unless a test is about the per-address limit. */
  let address = 0;
  const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
    await t.database.db.insert(providerSettings).values({
      id: 1,
      name: 'Poortservice BV',
      website: 'https://poort.test',
      phone24h: '088-1234567',
      serviceDeskEmail: SERVICE_DESK,
    });
    const [admin] = await t.database.db
      .insert(users)
      .values({ email: 'dbsadmin@example.test', name: 'Dirk Admin', role: 'dbsadmin', status: 'active' })
      .returning({ id: users.id });
    // A provider administrator signs in with a second factor; without one, no data route answers.
    await t.database.db
      .insert(userTotp)
      .values({ userId: admin.id, secret: TOTP_SECRET, confirmedAt: new Date() });
    adminToken = (await openSession(t.database.db, t.config, admin.id)).accessToken;
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  const auth = (user: UserKey | null) => (user ? { authorization: `Bearer ${f.tokens[user]}` } : {});
  const post = (user: UserKey | null, url: string, payload: unknown, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { 'accept-language': 'en', ...auth(user) },
      remoteAddress,
    });
  const upload = (
    user: UserKey | null,
    url: string,
    photoId: string,
    file: Buffer | null,
    remoteAddress?: string,
  ) => {
    const body = multipart({ id: photoId }, file);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { 'accept-language': 'en', ...body.headers, ...auth(user) },
      remoteAddress,
    });
  };
  const reportCount = async () =>
    (await t.database.db.select({ id: failureReports.id }).from(failureReports)).length;
  const reportOf = async (id: string) =>
    (await t.database.db.select().from(failureReports).where(eq(failureReports.id, id)))[0];
  const expectRefused = (res: LightMyRequestResponse, status: number, path: string, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().Errors).toContainEqual({ path, message });
  };

  describe('POST /api/contact', () => {
    it("stores a breakdown at the object's place, confirms it to the reporter and mails the service desk", async () => {
      const report = breakdown();
      const res = await post('alfa', '/api/contact', report);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: report.id, status: 'new' });
      expect(await reportOf(report.id)).toMatchObject({
        relationId: ids.alfa,
        deliveryAddressId: ids.alfaMain,
        objectId: ids.alfaGate,
        kind: 'reportBreakdown',
        source: 'portal',
        status: 'new',
        reporterName: 'Anna Alfa',
        trafficPossible: 'closed',
      });
      const toDesk = t.mailer.last(SERVICE_DESK);
      expect(toDesk?.subject).toBe('SPOED: doorgang niet mogelijk. Defectmelding SO-0101, Hoofdkantoor');
      expect(toDesk?.text).toContain('Anna Alfa, 06-12345678');
      expect(t.mailer.last('alfa@example.test')?.subject).toBe(
        'Ontvangen: Defectmelding SO-0101, Hoofdkantoor',
      );
    });

    it('stores a report sent twice (a lost answer, a retry) once, and mails once', async () => {
      const report = breakdown();
      const before = await reportCount();
      expect((await post('alfa', '/api/contact', report)).statusCode).toBe(200);
      const again = await post('alfa', '/api/contact', report);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ id: report.id, status: 'new' });
      expect(await reportCount()).toBe(before + 1);
      expect(t.mailer.sent.filter((m) => m.to === 'alfa@example.test')).toHaveLength(1);
    });

    it("refuses another user's report id with 409 and changes nothing", async () => {
      const report = breakdown();
      await post('alfa', '/api/contact', report);
      const res = await post('alfaAdmin', '/api/contact', { ...report, description: 'overschreven' });
      expect(res.statusCode).toBe(409);
      expect(res.json().Code).toBe('reportIdInUse');
      expect((await reportOf(report.id)).description).toBe(report.description);
    });

    it('takes the contact form from a read-only user: reporting a broken gate is not editing data', async () => {
      const [row] = await t.database.db
        .insert(users)
        .values({
          email: 'alfa-readonly@example.test',
          name: 'Rita Lezer',
          role: 'readonlyuser',
          status: 'active',
        })
        .returning({ id: users.id });
      await t.database.db
        .insert(relationUsers)
        .values({ userId: row!.id, relationId: ids.alfa, isManager: false });
      const { accessToken } = await openSession(t.database.db, t.config, row!.id);
      const report = breakdown({ reporterName: 'Rita Lezer' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: report,
        headers: { 'accept-language': 'en', authorization: `Bearer ${accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(await reportOf(report.id)).toMatchObject({ objectId: ids.alfaGate, reporterName: 'Rita Lezer' });
      expect(t.mailer.last(SERVICE_DESK)?.text).toContain('Rita Lezer');
    });

    it('takes a question about a location without an object', async () => {
      const question = breakdown({
        kind: 'question',
        objectId: null,
        trafficLight: null,
        trafficPossible: null,
        incidentCause: null,
        powerSupplyActive: null,
        description: 'Kunnen jullie de openingstijden aanpassen?',
      });
      const res = await post('alfa', '/api/contact', question);
      expect(res.statusCode).toBe(200);
      expect(await reportOf(question.id)).toMatchObject({ objectId: null, deliveryAddressId: ids.alfaMain });
    });

    it.each([
      ['another customer', 'alfa', { objectId: ids.betaGate, locationId: null }],
      ["another customer's location", 'alfa', { kind: 'question', objectId: null, locationId: ids.betaMain }],
      ['a provider-only object', 'alfa', { objectId: ids.providerOnlyGate, locationId: null }],
      ['a location the user is not given', 'alfaLimited', { objectId: ids.alfaGate, locationId: null }],
    ] as const)('answers 403 for an object of %s and writes nothing', async (_what, user, change) => {
      const before = await reportCount();
      const res = await post(user, '/api/contact', breakdown(change));
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
      expect(res.body).not.toContain(BETA_NAME);
      expect(await reportCount()).toBe(before);
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('answers 401 without a token', async () => {
      expect((await post(null, '/api/contact', breakdown())).statusCode).toBe(401);
    });

    it.each([
      [
        'no privacy approval',
        { privacyApproved: false },
        'body.privacyApproved',
        'failures.validation.privacyRequired',
      ],
      [
        'privacy approval left out',
        { privacyApproved: undefined },
        'body.privacyApproved',
        'failures.validation.privacyRequired',
      ],
      [
        '"other" without details',
        { incidentCause: 'other', incidentDetails: '  ' },
        'body.incidentDetails',
        'failures.validation.detailsRequired',
      ],
      [
        'a breakdown without an object',
        { objectId: null },
        'body.objectId',
        'failures.validation.objectRequired',
      ],
      [
        'neither location nor object',
        { kind: 'question', objectId: null, locationId: null },
        'body.locationId',
        'failures.validation.locationRequired',
      ],
      [
        'no traffic light',
        { trafficLight: null },
        'body.trafficLight',
        'failures.validation.trafficLightRequired',
      ],
      [
        'an unknown traffic light',
        { trafficLight: 'purple' },
        'body.trafficLight',
        'failures.validation.trafficLightRequired',
      ],
      [
        'no traffic answer',
        { trafficPossible: null },
        'body.trafficPossible',
        'failures.validation.trafficPossibleRequired',
      ],
      [
        'no incident cause',
        { incidentCause: null },
        'body.incidentCause',
        'failures.validation.incidentCauseRequired',
      ],
      [
        'an empty description',
        { description: ' ' },
        'body.description',
        'failures.validation.descriptionRequired',
      ],
      ['an unknown kind', { kind: 'complaint' }, 'body.kind', 'failures.validation.kindRequired'],
      ['no name', { reporterName: '' }, 'body.reporterName', 'validation.nameRequired'],
      [
        'a phone number of letters',
        { reporterPhone: 'bel me' },
        'body.reporterPhone',
        'validation.phoneInvalid',
      ],
      ['no phone number', { reporterPhone: '' }, 'body.reporterPhone', 'failures.validation.phoneRequired'],
      ['an id that is no UUID', { id: '42' }, 'body.id', 'validation.invalid'],
      [
        'a NUL in the description',
        { description: 'dicht\u0000' },
        'body.description',
        'protection.controlCharacters',
      ],
      [
        'an object at another location',
        { locationId: ids.alfaYard },
        'body.objectId',
        'failures.validation.objectNotAtLocation',
      ],
    ])('refuses %s with 400 and writes nothing', async (_what, change, path, message) => {
      const before = await reportCount();
      const res = await post('alfa', '/api/contact', breakdown(change));
      expectRefused(res, 400, path, message);
      expect(await reportCount()).toBe(before);
      expect(t.mailer.sent).toHaveLength(0);
    });
  });

  describe('POST /api/contact/{id}/photos', () => {
    it("stores a photo with the reporter's own report, once per photo id", async () => {
      const report = breakdown();
      await post('alfa', '/api/contact', report);
      const photoId = randomUUID();
      const res = await upload('alfa', `/api/contact/${report.id}/photos`, photoId, JPEG_BYTES);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: photoId, size: JPEG_BYTES.length });
      await upload('alfa', `/api/contact/${report.id}/photos`, photoId, JPEG_BYTES);
      const photos = await t.database.db
        .select()
        .from(failureReportPhotos)
        .where(eq(failureReportPhotos.reportId, report.id));
      expect(photos).toHaveLength(1);

      const list = await f.get('engineer', `/api/contact/${report.id}/photos`);
      expect(list.json()).toEqual([
        { id: photoId, url: expect.stringMatching(/^\/files\/failure-photos\//) },
      ]);
      const image = await f.get(null, list.json()[0].url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.equals(JPEG_BYTES)).toBe(true);
      const forged = await f.get(null, list.json()[0].url.replace(/signature=[^&]+/, 'signature=forged'));
      expect(forged.statusCode).toBe(403);
      expect((await f.get('beta', `/api/contact/${report.id}/photos`)).statusCode).toBe(403);
    });

    it.each([
      [
        'a file that is not an image',
        Buffer.from('%PDF-1.4 not a photo'),
        'photoNotAnImage',
        'The photo must be a JPEG, PNG or WebP image',
      ],
      [
        'a photo over 10 MB',
        Buffer.concat([JPEG_BYTES, Buffer.alloc(10 * 1024 * 1024)]),
        'photoTooLarge',
        'The photo may be at most 10 MB',
      ],
      ['no file', null, 'photoMissing', 'Choose a photo'],
    ])('refuses %s with a clear message and stores nothing', async (_what, bytes, code, message) => {
      const report = breakdown();
      await post('alfa', '/api/contact', report);
      const res = await upload('alfa', `/api/contact/${report.id}/photos`, randomUUID(), bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Code: code, Message: message });
      expect(
        await t.database.db
          .select()
          .from(failureReportPhotos)
          .where(eq(failureReportPhotos.reportId, report.id)),
      ).toHaveLength(0);
    });

    it("answers 403 for another customer's report", async () => {
      const report = breakdown();
      await post('alfa', '/api/contact', report);
      const res = await upload('beta', `/api/contact/${report.id}/photos`, randomUUID(), JPEG_BYTES);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/contact', () => {
    it("lists a customer's reports of their own relation only", async () => {
      const res = await f.get('alfa', '/api/contact?pageSize=100');
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { relationId: number; serviceobjectnumber: string | null }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((r) => r.relationId === ids.alfa)).toBe(true);
      expect(res.body).not.toContain('Beta defect');
      expect(res.body).not.toContain('Testpoort defect');
      expect(res.body).not.toContain(INTERNAL_NOTE_ALFA);
    });

    it('gives provider staff every report, open urgent ones first, filtered by status and relation', async () => {
      await post('alfa', '/api/contact', breakdown());
      const all = (await f.get('engineer', '/api/contact?pageSize=100')).json();
      expect(all.items[0]).toMatchObject({ urgent: true, status: 'new' });
      expect(all.items.some((r: { description: string }) => r.description === 'Beta defect')).toBe(true);
      const beta = (await f.get('engineer', `/api/contact?relationId=${ids.beta}`)).json();
      expect(beta.items.map((r: { relationName: string }) => r.relationName)).toEqual([BETA_NAME]);
      const solved = (await f.get('engineer', '/api/contact?status=solved&pageSize=100')).json();
      expect(solved.items.every((r: { status: string }) => r.status === 'solved')).toBe(true);
    });

    it("answers 403 for another customer's relation or object", async () => {
      for (const url of [`/api/contact?relationId=${ids.beta}`, `/api/contact?objectId=${ids.betaGate}`]) {
        const res = await f.get('alfa', url);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('Beta defect');
      }
    });

    it.each([
      ['/api/contact?status=open', 'querystring.status', 'status must be new, inProgress or solved'],
      ['/api/contact?relationId=abc', 'querystring.relationId', 'relationId must be a whole number'],
    ])('names the bad parameter of %s', async (url, path, message) => {
      expectRefused(await f.get('engineer', url), 400, path, message);
    });
  });

  describe('POST /api/contact/{id}/status', () => {
    it("mails the reporter each change in the reporter's language, and a solved report says what was done", async () => {
      const report = breakdown();
      await post('alfa', '/api/contact', report);
      t.mailer.sent.length = 0;
      const started = await post('engineer', `/api/contact/${report.id}/status`, {
        status: 'inProgress',
        realizedSolution: '',
      });
      expect(started.json()).toEqual({ id: report.id, status: 'inProgress' });
      expect(t.mailer.last('alfa@example.test')?.subject).toBe(
        'Defectmelding SO-0101, Hoofdkantoor: in behandeling',
      );
      const solved = await post('engineer', `/api/contact/${report.id}/status`, {
        status: 'solved',
        realizedSolution: 'Slagboomarm vervangen',
      });
      expect(solved.json().status).toBe('solved');
      const mail = t.mailer.last('alfa@example.test');
      expect(mail?.subject).toBe('Defectmelding SO-0101, Hoofdkantoor: opgelost');
      expect(mail?.text).toContain('Oplossing: Slagboomarm vervangen');
      expect(t.mailer.sent.filter((m) => m.to === 'alfa@example.test')).toHaveLength(2);
      const row = await reportOf(report.id);
      expect(row.resolvedAt).not.toBeNull();
      const [object] = await t.database.db
        .select()
        .from(serviceObjects)
        .where(eq(serviceObjects.id, ids.alfaGate));
      expect(object.realizedSolution).toBe('Slagboomarm vervangen');
      const failures = (await f.get('alfa', `/api/Object/failures?objectId=${ids.alfaGate}`)).json();
      expect(failures.find((r: { id: string }) => r.id === report.id)).toMatchObject({
        status: 'solved',
        realizedSolution: 'Slagboomarm vervangen',
        urgent: true,
      });
    });

    it('mails an English reader in English, and nothing when the status stays the same', async () => {
      await t.database.db
        .update(users)
        .set({ language: 'en' })
        .where(eq(users.email, 'alfaadmin@example.test'));
      const report = breakdown({ kind: 'reportFailure', trafficPossible: 'open' });
      await post('alfaAdmin', '/api/contact', report);
      t.mailer.sent.length = 0;
      await post('engineer', `/api/contact/${report.id}/status`, {
        status: 'inProgress',
        realizedSolution: '',
      });
      expect(t.mailer.last('alfaadmin@example.test')?.subject).toBe(
        'Failure report SO-0101, Hoofdkantoor: in progress',
      );
      await post('engineer', `/api/contact/${report.id}/status`, {
        status: 'inProgress',
        realizedSolution: '',
      });
      expect(t.mailer.sent).toHaveLength(1);
    });

    it('refuses solved without a solution, and a customer, and changes nothing', async () => {
      const report = breakdown();
      await post('alfa', '/api/contact', report);
      t.mailer.sent.length = 0;
      const noSolution = await post('engineer', `/api/contact/${report.id}/status`, {
        status: 'solved',
        realizedSolution: ' ',
      });
      expectRefused(noSolution, 400, 'body.realizedSolution', 'failures.validation.solutionRequired');
      const byCustomer = await post('alfa', `/api/contact/${report.id}/status`, {
        status: 'solved',
        realizedSolution: 'zelf',
      });
      expect(byCustomer.statusCode).toBe(403);
      const unknownStatus = await post('engineer', `/api/contact/${report.id}/status`, {
        status: 'closed',
        realizedSolution: '',
      });
      expectRefused(unknownStatus, 400, 'body.status', 'validation.invalid');
      expect((await reportOf(report.id)).status).toBe('new');
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('answers 404 for an unknown report and 400 for an id that is no UUID', async () => {
      expect(
        (
          await post('engineer', `/api/contact/${randomUUID()}/status`, {
            status: 'new',
            realizedSolution: '',
          })
        ).statusCode,
      ).toBe(404);
      expectRefused(
        await post('engineer', '/api/contact/12/status', { status: 'new', realizedSolution: '' }),
        400,
        'params.id',
        'id must be a UUID',
      );
    });
  });

  describe('the public page of a gate', () => {
    const allowedKeys = [
      'description',
      'gateState',
      'locationName',
      'objectType',
      'pK_R_SERVICEOBJECT',
      'provider',
      'serviceobjectnumber',
    ];

    it('shows only the public fields, whoever asks', async () => {
      const res = await f.get(null, `/api/Object/GetObjectByAccessKey/alfa-0101-public?id=${ids.alfaGate}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(allowedKeys);
      expect(Object.keys(body.provider).sort()).toEqual(['logoUrl', 'name', 'phone24h']);
      expect(body).toMatchObject({
        serviceobjectnumber: 'SO-0101',
        objectType: 'Speedgate',
        locationName: 'Hoofdkantoor',
        gateState: 'inService',
        provider: { name: 'Poortservice BV', phone24h: '088-1234567' },
      });
      for (const secret of [
        INTERNAL_NOTE_ALFA,
        'Bouwbedrijf Alfa',
        'Gunnebo',
        'C-1001',
        'Piet Portier',
        SERVICE_DESK,
      ])
        expect(res.body).not.toContain(secret);
    });

    it.each([
      ['an unknown key', '/api/Object/GetObjectByAccessKey/no-such-key-at-all'],
      ['a key of another gate', `/api/Object/GetObjectByAccessKey/beta-0201-public?id=${ids.alfaGate}`],
      [
        'a provider-only gate',
        `/api/Object/GetObjectByAccessKey/alfa-0102-hidden?id=${ids.providerOnlyGate}`,
      ],
    ])('answers the same 404 for %s', async (_what, url) => {
      const res = await f.get(null, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ StatusCode: 404, Message: 'Not found', Code: 'notFound' });
    });

    it.each([['a b c d e f g h'], ['short'], ['%00%00%00%00%00%00%00%00']])(
      'refuses the malformed key %j with 400',
      async (key) => {
        const res = await f.get(null, `/api/Object/GetObjectByAccessKey/${encodeURIComponent(key)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().Errors[0].path).toBe('params.key');
      },
    );

    const reportUrl = `/api/Object/public/alfa-0101-public/${ids.alfaGate}/report`;

    it('takes a report without an account, marked as coming from the public page, and mails the service desk', async () => {
      const report = publicReport();
      const res = await post(null, reportUrl, report, nextAddress());
      expect(res.statusCode).toBe(200);
      expect(await reportOf(report.id)).toMatchObject({
        source: 'public',
        userId: null,
        objectId: ids.alfaGate,
        relationId: ids.alfa,
        reporterName: 'Gert Bewaker',
      });
      expect(t.mailer.sent.map((m) => m.to)).toEqual([SERVICE_DESK]);
      expect(t.mailer.last(SERVICE_DESK)?.text).toContain('QR-sticker');
      const photo = await upload(
        null,
        `${reportUrl}/${report.id}/photos`,
        randomUUID(),
        JPEG_BYTES,
        nextAddress(),
      );
      expect(photo.statusCode).toBe(200);
      const second = await upload(
        null,
        `${reportUrl}/${report.id}/photos`,
        randomUUID(),
        JPEG_BYTES,
        nextAddress(),
      );
      expect(second.statusCode).toBe(400);
      expect(second.json().Code).toBe('reportPhotosFull');
      await t.database.db.delete(failureReports).where(eq(failureReports.id, report.id));
    });

    it('pretends to take what a robot fills into the hidden field, and keeps nothing', async () => {
      const before = await reportCount();
      const report = publicReport({ website: 'https://spam.example' });
      const res = await post(null, reportUrl, report, nextAddress());
      expect(res.statusCode).toBe(200);
      expect(await reportCount()).toBe(before);
      expect(t.mailer.sent).toHaveLength(0);
    });

    it.each([
      [
        'no privacy approval',
        { privacyApproved: false },
        'body.privacyApproved',
        'failures.validation.privacyRequired',
      ],
      [
        '"other" without details',
        { incidentCause: 'other' },
        'body.incidentDetails',
        'failures.validation.detailsRequired',
      ],
      [
        'a NUL in the name',
        { reporterName: 'Gert\u0000' },
        'body.reporterName',
        'protection.controlCharacters',
      ],
      [
        'a description over 4000 characters',
        { description: 'x'.repeat(4001) },
        'body.description',
        'validation.tooLong',
      ],
    ])('refuses %s with 400 and writes nothing', async (_what, change, path, message) => {
      const before = await reportCount();
      expectRefused(await post(null, reportUrl, publicReport(change), nextAddress()), 400, path, message);
      expect(await reportCount()).toBe(before);
    });

    it('answers 404 for a report to a key that does not match the id, and writes nothing', async () => {
      const before = await reportCount();
      const res = await post(
        null,
        `/api/Object/public/beta-0201-public/${ids.alfaGate}/report`,
        publicReport(),
        nextAddress(),
      );
      expect(res.statusCode).toBe(404);
      expect(await reportCount()).toBe(before);
    });

    it('refuses a photo for a report of another gate', async () => {
      const report = breakdown();
      await post('alfa', '/api/contact', report);
      const res = await upload(
        null,
        `${reportUrl}/${report.id}/photos`,
        randomUUID(),
        JPEG_BYTES,
        nextAddress(),
      );
      expect(res.statusCode).toBe(404);
    });

    it('takes five public reports per gate an hour, then answers 429 and writes nothing', async () => {
      const url = `/api/Object/public/beta-0201-public/${ids.betaGate}/report`;
      for (let i = 0; i < 5; i++)
        expect((await post(null, url, publicReport(), nextAddress())).statusCode).toBe(200);
      const before = await reportCount();
      const flood = await post(null, url, publicReport(), nextAddress());
      expect(flood.statusCode).toBe(429);
      expect(flood.json().Message).toBe('Too many requests, please try again later');
      expect(await reportCount()).toBe(before);
    });

    it('answers 429 to one address after ten attempts an hour, refused ones included', async () => {
      const from = nextAddress();
      for (let i = 0; i < 10; i++)
        expect((await post(null, reportUrl, publicReport({ privacyApproved: false }), from)).statusCode).toBe(
          400,
        );
      const before = await reportCount();
      expect((await post(null, reportUrl, publicReport(), from)).statusCode).toBe(429);
      expect(await reportCount()).toBe(before);
    });
  });

  describe('the service desk address', () => {
    it('is set by a provider admin, kept when left out, and never shown on the public settings', async () => {
      const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
      const settings = { name: 'Poortservice BV', website: 'https://poort.test', phone24h: '088-1234567' };
      expect(
        (await as('POST', '/api/providerSettings', { ...settings, serviceDeskEmail: 'desk@poort.test' }))
          .statusCode,
      ).toBe(200);
      expect((await as('POST', '/api/providerSettings', settings)).statusCode).toBe(200);
      expect((await as('GET', '/api/providerSettings/serviceDesk')).json()).toEqual({
        serviceDeskEmail: 'desk@poort.test',
      });
      expect((await t.app.inject({ url: '/api/providerSettings' })).body).not.toContain('desk@poort.test');
      expect((await f.get('alfa', '/api/providerSettings/serviceDesk')).statusCode).toBe(403);
      const bad = await as('POST', '/api/providerSettings', { ...settings, serviceDeskEmail: 'geen adres' });
      expect(bad.statusCode).toBe(400);
      await as('POST', '/api/providerSettings', { ...settings, serviceDeskEmail: SERVICE_DESK });
    });
  });

  describe('access keys and stickers', () => {
    const asAdmin = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${adminToken}` },
      });

    it('gives an object without a key a random one, and the same one after', async () => {
      const first = await post('engineer', '/api/Object/accessKey', { objectId: ids.alfaBarrier });
      expect(first.statusCode).toBe(200);
      const { accessKey } = first.json();
      expect(accessKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(
        (await post('engineer', '/api/Object/accessKey', { objectId: ids.alfaBarrier })).json().accessKey,
      ).toBe(accessKey);
      const page = await f.get(null, `/api/Object/GetObjectByAccessKey/${accessKey}?id=${ids.alfaBarrier}`);
      expect(page.json().serviceobjectnumber).toBe('SO-0103');
    });

    it('lets a provider admin renew a key, after which the old sticker finds nothing', async () => {
      const renewed = await asAdmin('/api/Object/renewAccessKey', { objectId: ids.alfaGate });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().accessKey).not.toBe('alfa-0101-public');
      expect(
        (await f.get(null, `/api/Object/GetObjectByAccessKey/alfa-0101-public?id=${ids.alfaGate}`))
          .statusCode,
      ).toBe(404);
      await t.database.db
        .update(serviceObjects)
        .set({ accessKey: 'alfa-0101-public' })
        .where(eq(serviceObjects.id, ids.alfaGate));
    });

    it('refuses keys to customers and renewal to an engineer, and has none for a provider-only object', async () => {
      expect((await post('alfa', '/api/Object/accessKey', { objectId: ids.alfaGate })).statusCode).toBe(403);
      expect(
        (await post('engineer', '/api/Object/renewAccessKey', { objectId: ids.alfaGate })).statusCode,
      ).toBe(403);
      expect(
        (await post('engineer', '/api/Object/accessKey', { objectId: ids.providerOnlyGate })).statusCode,
      ).toBe(404);
      expect((await f.get('alfa', `/api/Object/stickers?locationId=${ids.alfaMain}`)).statusCode).toBe(403);
      expect((await f.get('alfa', `/api/Object/qr?objectId=${ids.alfaGate}`)).statusCode).toBe(403);
    });

    it("prints a location's sticker sheet as a PDF and an object's QR as SVG", async () => {
      const link = await f.get('engineer', `/api/Object/stickers?locationId=${ids.alfaMain}`);
      expect(link.statusCode).toBe(200);
      const { url } = link.json();
      const pdf = await f.get(null, url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const forged = await f.get(null, url.replace('/11.pdf', '/21.pdf'));
      expect(forged.statusCode).toBe(403);
      const qr = (await f.get('engineer', `/api/Object/qr?objectId=${ids.alfaGate}`)).json();
      expect(qr.url).toBe(`${t.config.publicUrl}/object/alfa-0101-public/${ids.alfaGate}`);
      expect(qr.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    });
  });
});
