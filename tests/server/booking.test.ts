import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, providerToday } from '../../contract/booking';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { appointments, userPermissions, users } from '../../server/db/schema';
import { openSession } from '../../server/identity/tokens';
import { type DataFixture, ENGINEER_EMAIL, ids, seedTwoCustomers, type UserKey } from './data-fixtures';
import { createUser } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

/** A date `days` after today (YYYY-MM-DD), moved on to the first day from there that is (or is not) a weekday. */
function dayFromToday(days: number, weekday: boolean): string {
  const [y, m, d] = providerToday().split('-').map(Number);
  for (let n = days; ; n++) {
    const date = new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
    if (isoWeekday(date) <= 5 === weekday) return date;
  }
}

const workingDay = () => dayFromToday(3, true);
const weekendDay = () => dayFromToday(1, false);
const yesterday = () => {
  const [y, m, d] = providerToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
};

describe.each(databaseKinds)('booking a visit on %s', (kind) => {
  let t: TestApp;
  let f: DataFixture;
  const tokens: Record<string, string> = {};
  let planner: { id: string; email: string };
  let engineerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
    Object.assign(tokens, f.tokens);
    const db = t.database.db;
    const readonly = await createUser(db, {
      email: 'readonly@example.test',
      role: 'readonlyuser',
      relationIds: [1],
    });
    planner = await createUser(db, {
      email: 'planner@example.test',
      role: 'dbsadmin',
      name: 'Petra Planner',
    });
    const granted = await createUser(db, {
      email: 'granted@example.test',
      role: 'companyadmin',
      relationIds: [1],
    });
    await db
      .insert(userPermissions)
      .values({ userId: granted.id, permission: 'Appointments.Plan', granted: true });
    // A planner whose administrator took away seeing every relation: their scope is empty.
    const narrowed = await createUser(db, { email: 'narrowed@example.test', role: 'dbsadmin' });
    await db
      .insert(userPermissions)
      .values({ userId: narrowed.id, permission: 'Relations.ViewAll', granted: false });
    for (const [key, id] of [
      ['narrowed', narrowed.id],
      ['readonly', readonly.id],
      ['planner', planner.id],
      ['granted', granted.id],
    ] as const)
      tokens[key] = (await openSession(db, t.config, id)).accessToken;
    // The requester reads English; the mails follow.
    await db.update(users).set({ language: 'en' }).where(eq(users.email, 'alfa@example.test'));
    const [engineer] = await db.select({ id: users.id }).from(users).where(eq(users.email, ENGINEER_EMAIL));
    engineerId = engineer!.id;
  }, 60_000);
  afterAll(() => t?.close());

  const call = (
    user: UserKey | 'readonly' | 'planner' | 'granted' | 'narrowed',
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'accept-language': 'en', authorization: `Bearer ${tokens[user]}` },
    });

  const countAppointments = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(appointments))[0]!.n;

  const booking = (extra: object = {}) => ({
    requestKey: crypto.randomUUID(),
    objectId: ids.alfaGate,
    kind: 'maintenance',
    date: workingDay(),
    dayPart: 'morning',
    remarks: 'Graag voor 10 uur, sleutel bij de portier.',
    ...extra,
  });

  /** Books as alfa and answers the new request's id. */
  async function book(extra: object = {}) {
    const res = await call('alfa', 'POST', '/api/booking', booking(extra));
    expect(res.statusCode).toBe(201);
    return res.json().pK_R_APPOINTMENT as number;
  }

  describe('POST /api/booking', () => {
    it('turns the request into an open appointment marked as requested, listed with the object', async () => {
      const before = t.mailer.sent.length;
      const res = await call('alfa', 'POST', '/api/booking', booking());
      expect(res.statusCode).toBe(201);
      const visit = res.json();
      expect(visit).toMatchObject({
        state: 'requested',
        kind: 'maintenance',
        preferredDate: workingDay(),
        dayPart: 'morning',
        fK_R_SERVICEOBJECT: ids.alfaGate,
        serviceobjectnumber: 'SO-0101',
        requesterEmail: 'alfa@example.test',
        plannedAt: null,
      });
      expect(visit.pK_R_APPOINTMENT).toBeGreaterThanOrEqual(1_900_000_000);
      const [row] = await t.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, visit.pK_R_APPOINTMENT));
      expect(row).toMatchObject({
        status: 'open',
        request: 'requested',
        type: 'preventiveMaintenance',
        objectId: 101,
      });
      // 08:00 in Amsterdam is 07:00 or 06:00 UTC.
      expect(row!.startsAt.toISOString()).toMatch(new RegExp(`^${workingDay()}T0[67]:00`));

      const listed = await call(
        'alfa',
        'GET',
        `/api/appointmentaction/future?objectId=${ids.alfaGate}&pageSize=100`,
      );
      expect(listed.json().items).toContainEqual(
        expect.objectContaining({
          pK_R_APPOINTMENT: visit.pK_R_APPOINTMENT,
          request: 'requested',
          status: 'open',
          // Listed with the part of the day asked for, so no one reads its 08:00 as an agreed time.
          dayPart: 'morning',
        }),
      );

      const mail = t.mailer.sent.slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ to: 'alfa@example.test', language: 'en' });
      expect(mail[0]!.subject).toBe('Visit requested: SO-0101, Hoofdkantoor');
      expect(mail[0]!.link).toBe(`${t.config.publicUrl}/buildings/1/11/101?tab=appointments`);
    });

    it("lists the bookable places: only the caller's own objects, no provider-only ones", async () => {
      const res = await call('alfa', 'GET', '/api/booking/places');
      expect(res.statusCode).toBe(200);
      const objects = res
        .json()
        .flatMap((p: { objects: { pK_R_SERVICEOBJECT: number }[] }) =>
          p.objects.map((o) => o.pK_R_SERVICEOBJECT),
        );
      expect(objects.sort()).toEqual([ids.alfaGate, ids.alfaBarrier].sort());
    });

    it.each([
      ["another customer's object", ids.betaGate],
      ['a provider-only object', ids.providerOnlyGate],
    ])('refuses %s with 403 and writes nothing', async (_name, objectId) => {
      const count = await countAppointments();
      const mails = t.mailer.sent.length;
      const res = await call('alfa', 'POST', '/api/booking', booking({ objectId }));
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
      expect(res.body).not.toContain('SO-0201');
      expect(await countAppointments()).toBe(count);
      expect(t.mailer.sent.length).toBe(mails);
    });

    it("refuses an object outside the user's buildings with 403", async () => {
      const res = await call('alfaLimited', 'POST', '/api/booking', booking({ objectId: ids.alfaGate }));
      expect(res.statusCode).toBe(403);
    });

    it('answers 404 for an object that does not exist', async () => {
      const res = await call('alfa', 'POST', '/api/booking', booking({ objectId: 999_999 }));
      expect(res.statusCode).toBe(404);
    });

    it.each(['readonly', 'alfaWithoutReading', 'engineer'] as const)(
      'refuses %s (reading is all they may do; provider staff plan, not book) with 403',
      async (user) => {
        const count = await countAppointments();
        expect((await call(user, 'POST', '/api/booking', booking())).statusCode).toBe(403);
        expect((await call(user, 'GET', '/api/booking/places')).statusCode).toBe(403);
        expect(await countAppointments()).toBe(count);
      },
    );

    it.each([
      ['a date in the past', { date: yesterday() }, 'body.date', 'bookingForm.errors.datePast'],
      [
        'a day that is no working day',
        { date: weekendDay() },
        'body.date',
        'bookingForm.errors.notWorkingDay',
      ],
      ['no date', { date: '' }, 'body.date', 'bookingForm.errors.dateRequired'],
      ['a date that does not exist', { date: '2031-02-30' }, 'body.date', 'validation.invalid'],
      ['no object', { objectId: undefined }, 'body.objectId', 'bookingForm.errors.objectRequired'],
      ['an unknown kind', { kind: 'party' }, 'body.kind', 'bookingForm.errors.kindRequired'],
      [
        'an unknown part of the day',
        { dayPart: 'night' },
        'body.dayPart',
        'bookingForm.errors.dayPartRequired',
      ],
      ['remarks that are too long', { remarks: 'x'.repeat(1001) }, 'body.remarks', 'validation.tooLong'],
      ['a NUL in the remarks', { remarks: 'a\u0000b' }, 'body.remarks', 'protection.controlCharacters'],
    ])('refuses %s with 400 naming the field, and writes nothing', async (_name, extra, path, message) => {
      const count = await countAppointments();
      const mails = t.mailer.sent.length;
      const res = await call('alfa', 'POST', '/api/booking', booking(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        StatusCode: 400,
        Code: 'invalidInput',
        Errors: [{ path, message }],
      });
      expect(await countAppointments()).toBe(count);
      expect(t.mailer.sent.length).toBe(mails);
    });

    it('stores a request sent again with the same key once, mails once and answers the first visit', async () => {
      const count = await countAppointments();
      const mails = t.mailer.sent.length;
      const request = booking({ kind: 'repair' });
      const first = await call('alfa', 'POST', '/api/booking', request);
      // The answer was lost; the user presses "Book the visit" again.
      const again = await call('alfa', 'POST', '/api/booking', request);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await countAppointments()).toBe(count + 1);
      expect(t.mailer.sent.length).toBe(mails + 1);
    });

    it("refuses another user's key with 409 and tells nothing of their visit", async () => {
      const request = booking({ remarks: 'Sleutel bij Alfa' });
      expect((await call('alfa', 'POST', '/api/booking', request)).statusCode).toBe(201);
      const count = await countAppointments();
      const res = await call('alfaAdmin', 'POST', '/api/booking', { ...request, remarks: '' });
      expect(res.statusCode).toBe(409);
      expect(res.json().Code).toBe('bookingKeyInUse');
      expect(res.body).not.toContain('Sleutel bij Alfa');
      expect(res.body).not.toContain('pK_R_APPOINTMENT');
      expect(await countAppointments()).toBe(count);
    });

    it('refuses a request without a key, or with one that is no UUID, with 400', async () => {
      for (const requestKey of [undefined, 'again', 'a\u0000b']) {
        const res = await call('alfa', 'POST', '/api/booking', booking({ requestKey }));
        expect(res.statusCode).toBe(400);
        expect(res.json().Errors[0].path).toBe('body.requestKey');
      }
    });

    it('accepts today', async () => {
      const today = providerToday();
      const res = await call('alfa', 'POST', '/api/booking', booking({ date: today }));
      expect(res.statusCode).toBe(isoWeekday(today) <= 5 ? 201 : 400);
    });
  });

  describe('planning and declining', () => {
    it('lists the requested visits for provider staff who plan, oldest first', async () => {
      const id = await book({ kind: 'repair', dayPart: 'afternoon' });
      const res = await call('planner', 'GET', '/api/booking/requested?pageSize=100');
      expect(res.statusCode).toBe(200);
      const found = res.json().items.find((v: { pK_R_APPOINTMENT: number }) => v.pK_R_APPOINTMENT === id);
      expect(found).toMatchObject({
        state: 'requested',
        kind: 'repair',
        dayPart: 'afternoon',
        requesterName: 'alfa naam',
      });
    });

    it('lists the active provider staff as engineers', async () => {
      const res = await call('planner', 'GET', '/api/booking/engineers');
      expect(res.statusCode).toBe(200);
      const emails = res.json().map((e: { email: string }) => e.email);
      expect(emails).toContain(ENGINEER_EMAIL);
      expect(emails).toContain('planner@example.test');
      expect(emails).not.toContain('alfa@example.test');
    });

    it.each(['alfa', 'engineer', 'granted'] as const)(
      'refuses %s every planning call with 403',
      async (user) => {
        const id = await book();
        for (const [method, url, payload] of [
          ['GET', '/api/booking/requested', undefined],
          ['GET', '/api/booking/engineers', undefined],
          ['POST', '/api/booking/plan', { appointmentId: id, date: workingDay(), time: '09:30', engineerId }],
          ['POST', '/api/booking/decline', { appointmentId: id, reason: 'Nee' }],
        ] as const) {
          const res = await call(user, method, url, payload);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
        const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
        expect(row!.request).toBe('requested');
      },
    );

    it('plans a visit for an engineer: in their My appointments, and the requester is mailed in English', async () => {
      const id = await book();
      const before = t.mailer.sent.length;
      const date = dayFromToday(8, true);
      const res = await call('planner', 'POST', '/api/booking/plan', {
        appointmentId: id,
        date,
        time: '10:30',
        engineerId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ state: 'planned', serviceEngineer: 'engineer naam' });
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row).toMatchObject({ request: 'planned', engineerEmail: ENGINEER_EMAIL, status: 'open' });
      expect(row!.startsAt.toISOString()).toMatch(new RegExp(`^${date}T0[89]:30`));

      const mine = await call('engineer', 'GET', '/api/MyAppointments?when=future&pageSize=100');
      expect(mine.json().items).toContainEqual(
        expect.objectContaining({ pK_R_APPOINTMENT: id, request: 'planned' }),
      );
      const customers = await call(
        'alfa',
        'GET',
        `/api/appointmentaction/future?objectId=${ids.alfaGate}&pageSize=100`,
      );
      expect(customers.json().items).toContainEqual(
        expect.objectContaining({
          pK_R_APPOINTMENT: id,
          request: 'planned',
          serviceEngineer: 'engineer naam',
        }),
      );

      const mail = t.mailer.sent.slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ to: 'alfa@example.test', language: 'en' });
      expect(mail[0]!.subject).toMatch(/^Visit planned: SO-0101 on .*10:30$/);
      expect(mail[0]!.text).toContain('Engineer engineer naam will come on');

      const again = await call('planner', 'POST', '/api/booking/plan', {
        appointmentId: id,
        date,
        time: '11:00',
        engineerId,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().Message).toBe('This visit has already been planned or declined');
    });

    it('declines a visit with a reason: no longer listed, the requester mailed in Dutch when they read Dutch', async () => {
      const db = t.database.db;
      await db.update(users).set({ language: 'nl' }).where(eq(users.email, 'alfa@example.test'));
      try {
        const id = await book();
        const before = t.mailer.sent.length;
        const res = await call('planner', 'POST', '/api/booking/decline', {
          appointmentId: id,
          reason: 'Deze installatie valt niet onder uw contract.',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          state: 'declined',
          declineReason: 'Deze installatie valt niet onder uw contract.',
        });
        const listed = await call(
          'alfa',
          'GET',
          `/api/appointmentaction/future?objectId=${ids.alfaGate}&pageSize=100`,
        );
        expect(
          listed.json().items.map((a: { pK_R_APPOINTMENT: number }) => a.pK_R_APPOINTMENT),
        ).not.toContain(id);
        const requested = await call('planner', 'GET', '/api/booking/requested?pageSize=100');
        expect(
          requested.json().items.map((a: { pK_R_APPOINTMENT: number }) => a.pK_R_APPOINTMENT),
        ).not.toContain(id);

        const mail = t.mailer.sent.slice(before);
        expect(mail).toHaveLength(1);
        expect(mail[0]).toMatchObject({ to: 'alfa@example.test', language: 'nl' });
        expect(mail[0]!.subject).toBe('Bezoek niet ingepland: SO-0101, Hoofdkantoor');
        expect(mail[0]!.text).toContain('Reden: Deze installatie valt niet onder uw contract.');
      } finally {
        await db.update(users).set({ language: 'en' }).where(eq(users.email, 'alfa@example.test'));
      }
    });

    it.each([
      ['a date in the past', { date: yesterday() }, 'body.date', 'bookingForm.errors.datePast'],
      [
        'a day that is no working day',
        { date: weekendDay() },
        'body.date',
        'bookingForm.errors.notWorkingDay',
      ],
      ['a time that is no time', { time: '25:00' }, 'body.time', 'bookingForm.errors.timeInvalid'],
      ['no engineer', { engineerId: '' }, 'body.engineerId', 'bookingForm.errors.engineerRequired'],
      ['a NUL in the time', { time: '09:\u000030' }, 'body.time', 'protection.controlCharacters'],
    ])(
      'refuses to plan with %s: 400 naming the field, nothing written',
      async (_name, extra, path, message) => {
        const id = await book();
        const mails = t.mailer.sent.length;
        const res = await call('planner', 'POST', '/api/booking/plan', {
          appointmentId: id,
          date: workingDay(),
          time: '09:00',
          engineerId,
          ...extra,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ Code: 'invalidInput', Errors: [{ path, message }] });
        const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
        expect(row).toMatchObject({ request: 'requested', engineerEmail: null });
        expect(t.mailer.sent.length).toBe(mails);
      },
    );

    it('refuses to plan for someone who is not provider staff, writing nothing', async () => {
      const id = await book();
      const [customer] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'beta@example.test'));
      const res = await call('planner', 'POST', '/api/booking/plan', {
        appointmentId: id,
        date: workingDay(),
        time: '09:00',
        engineerId: customer!.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([
        { path: 'body.engineerId', message: 'bookingForm.errors.engineerUnknown' },
      ]);
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row!.request).toBe('requested');
    });

    it.each([
      ['no reason', { reason: '  ' }, 'body.reason', 'bookingForm.errors.reasonRequired'],
      ['a NUL in the reason', { reason: 'a\u0000b' }, 'body.reason', 'protection.controlCharacters'],
    ])('refuses to decline with %s: 400, nothing written', async (_name, extra, path, message) => {
      const id = await book();
      const res = await call('planner', 'POST', '/api/booking/decline', { appointmentId: id, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Errors: [{ path, message }] });
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row).toMatchObject({ request: 'requested', declineReason: null });
    });

    it("keeps a planner to their scope: another relation's request is not listed and planning it is 403", async () => {
      const id = await book();
      const listed = await call('narrowed', 'GET', '/api/booking/requested?pageSize=100');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().items).toEqual([]);
      const mails = t.mailer.sent.length;
      for (const [url, payload] of [
        ['/api/booking/plan', { appointmentId: id, date: workingDay(), time: '09:00', engineerId }],
        ['/api/booking/decline', { appointmentId: id, reason: 'Nee' }],
      ] as const) {
        const res = await call('narrowed', 'POST', url, payload);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
      }
      const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
      expect(row).toMatchObject({ request: 'requested', engineerEmail: null, declineReason: null });
      expect(t.mailer.sent.length).toBe(mails);
    });

    it("answers 404 for an appointment that is no request (the ERP's own)", async () => {
      const res = await call('planner', 'POST', '/api/booking/decline', {
        appointmentId: ids.alfaFutureAppointment,
        reason: 'Nee',
      });
      expect(res.statusCode).toBe(404);
      const [row] = await t.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, ids.alfaFutureAppointment));
      expect(row!.request).toBeNull();
    });
  });
});
