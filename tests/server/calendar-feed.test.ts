import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, users } from '../../server/db/schema';
import { importErp } from '../../server/seed/importer';
import {
  BETA_NAME,
  type DataFixture,
  ids,
  PROVIDER_ONLY_NUMBER,
  seedTwoCustomers,
  type UserKey,
} from './data-fixtures';
import { bearer } from './fixtures';
import { createTestApp, databaseKinds, type TestApp } from './harness';

/** The calendar address (issue 34, goal 4): made, read without a session by a real parser, renewed, removed. */
describe.each(databaseKinds)('calendar feed on %s', (kind) => {
  let t: TestApp;
  let f: DataFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await seedTwoCustomers(t);
    // A visit Alfa booked and nobody planned yet, and one the provider declined.
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    await t.database.db.insert(appointments).values([
      {
        id: 9601,
        relationId: ids.alfa,
        deliveryAddressId: ids.alfaMain,
        objectId: ids.alfaGate,
        startsAt: tomorrow,
        type: 'other',
        request: 'requested',
        dayPart: 'morning',
        visitKind: 'other',
      },
      {
        id: 9602,
        relationId: ids.alfa,
        deliveryAddressId: ids.alfaMain,
        objectId: ids.alfaGate,
        startsAt: tomorrow,
        type: 'other',
        request: 'declined',
        dayPart: 'afternoon',
        visitKind: 'other',
      },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', user: UserKey) =>
    t.app.inject({ method, url: '/api/calendar-feed', headers: bearer(f.tokens[user]) });
  const makeFeed = async (user: UserKey) => {
    const res = await call('POST', user);
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const eventsOf = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  };
  const idsOf = (text: string) =>
    eventsOf(text)
      .map((e) => Number(/^appointment-(\d+)@/.exec(e.uid)?.[1]))
      .sort((a, b) => a - b);

  it("gives a customer the visits at their own locations, and nothing of another customer's", async () => {
    const url = await makeFeed('alfa');
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar-feed/[\\w-]{43}\\.ics$`));
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(idsOf(res.body)).toEqual([
      ids.alfaTodayAppointment,
      ids.alfaFutureAppointment,
      ids.alfaPastAppointment,
      ids.alfaYardTodayAppointment,
      9601,
    ]);
    for (const text of [BETA_NAME, PROVIDER_ONLY_NUMBER, 'SO-0201', 'W-4001', 'engineer@', 'Beta'])
      expect(res.body).not.toContain(text);
  });

  it('writes RFC 5545 a parser reads: UID, DTSTAMP, Amsterdam times, location and a link back', async () => {
    const text = (await fetchFeed(await makeFeed('alfa'))).body;
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');
    ICAL.TimezoneService.register(zone);
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, ids.alfaTodayAppointment));
    const event = eventsOf(text).find((e) => e.uid.startsWith(`appointment-${ids.alfaTodayAppointment}@`))!;
    expect(event.uid).toBe(`appointment-${ids.alfaTodayAppointment}@localhost:3000`);
    expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Amsterdam');
    expect(event.startDate.zone.tzid).toBe('Europe/Amsterdam');
    expect(event.startDate.toJSDate().getTime()).toBe(row!.startsAt.getTime());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3600_000);
    expect(event.summary).toBe('Preventief onderhoud: SO-0101, Hoofdkantoor');
    expect(event.location).toContain('Hoofdkantoor');
    expect(event.description).toContain('W-3001');
    expect(event.description).toContain('Eric Monteur');
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(
      `${t.config.publicUrl}/buildings/${ids.alfa}/${ids.alfaMain}/${ids.alfaGate}`,
    );
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const requested = eventsOf(text).find((e) => e.uid.startsWith('appointment-9601@'))!;
    expect(requested.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(requested.startDate.hour).toBe(8);
    expect(requested.endDate.hour).toBe(12);
  });

  it("gives an engineer their own work, whoever's it is, and no one else's", async () => {
    const text = (await fetchFeed(await makeFeed('engineer'))).body;
    expect(idsOf(text)).toEqual([
      ids.alfaTodayAppointment,
      ids.alfaPastAppointment,
      ids.betaTodayAppointment,
      ids.betaFutureAppointment,
    ]);
    expect(text).toContain(`URL:${t.config.publicUrl}/appointments`);
  });

  it('gives a user limited to one location only that location', async () => {
    expect(idsOf((await fetchFeed(await makeFeed('alfaLimited'))).body)).toEqual([
      ids.alfaYardTodayAppointment,
    ]);
  });

  it("gives the other customer's user theirs and none of Alfa's", async () => {
    const text = (await fetchFeed(await makeFeed('beta'))).body;
    expect(idsOf(text)).toEqual([ids.betaTodayAppointment, ids.betaFutureAppointment]);
    expect(text).not.toContain('Hoofdkantoor');
    expect(text).not.toContain('SO-0101');
  });

  it('refuses an address to a user who may read no visits', async () => {
    const res = await call('POST', 'alfaWithoutReading');
    expect(res.statusCode).toBe(403);
    expect((await call('GET', 'alfaWithoutReading')).json()).toMatchObject({ active: false });
  });

  it('says when the address was made and last read', async () => {
    const url = await makeFeed('alfaAdmin');
    expect((await call('GET', 'alfaAdmin')).json()).toMatchObject({ active: true, lastFetchedAt: null });
    await fetchFeed(url);
    const status = (await call('GET', 'alfaAdmin')).json();
    expect(status.active).toBe(true);
    expect(status.lastFetchedAt).not.toBeNull();
  });

  it('stops the old address at once when renewed, and every address when removed', async () => {
    const old = await makeFeed('alfaAndBeta');
    const renewed = await makeFeed('alfaAndBeta');
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect((await call('DELETE', 'alfaAndBeta')).statusCode).toBe(200);
    expect((await fetchFeed(renewed)).statusCode).toBe(404);
    expect((await call('GET', 'alfaAndBeta')).json()).toMatchObject({ active: false, createdAt: null });
  });

  it('follows a visit the ERP moves, and drops one the ERP cancels', async () => {
    const url = await makeFeed('alfaGranted');
    const moved = new Date(Date.now() + 20 * 24 * 3600_000);
    moved.setUTCHours(12, 15, 0, 0);
    const options = { baseDir: t.config.dataDir, files: t.app.files, source: 'delta.json' };
    await importErp(
      t.database.db,
      {
        appointments: [
          {
            pK_R_APPOINTMENT: ids.alfaFutureAppointment,
            fK_PT_RELATION: ids.alfa,
            fK_PT_RELATIONDELIVERYADDRESS: ids.alfaMain,
            fK_R_SERVICEOBJECT: ids.alfaGate,
            startsAt: moved.toISOString(),
            type: 'Reparatie',
            engineerName: 'Eric Monteur',
          },
        ],
      },
      options,
    );
    const after = eventsOf((await fetchFeed(url)).body).find((e) =>
      e.uid.startsWith(`appointment-${ids.alfaFutureAppointment}@`),
    )!;
    expect(after.startDate.toJSDate().getTime()).toBe(moved.getTime());

    await importErp(t.database.db, { cancelledAppointments: [ids.alfaFutureAppointment] }, options);
    expect(idsOf((await fetchFeed(url)).body)).not.toContain(ids.alfaFutureAppointment);
  });

  it('opens nothing for a deactivated account', async () => {
    const url = await makeFeed('alfaYardAndBeta');
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'alfayardandbeta@example.test'));
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, row!.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it.each([
    ['too short', '/api/calendar-feed/abc.ics', 400],
    ['without .ics', `/api/calendar-feed/${'A'.repeat(43)}`, 400],
    ['with a NUL', `/api/calendar-feed/${'A'.repeat(42)}%00.ics`, 400],
    ['with a slash', `/api/calendar-feed/${'A'.repeat(20)}%2F${'A'.repeat(22)}.ics`, 400],
    ['unknown', `/api/calendar-feed/${'A'.repeat(43)}.ics`, 404],
  ])('answers an address %s with %s', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toContain('BEGIN:VCALENDAR');
  });

  it('answers 401 to the address calls without a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await t.app.inject({ method, url: '/api/calendar-feed' })).statusCode).toBe(401);
  });

  it('limits how often one network address reads calendars', async () => {
    const url = `/api/calendar-feed/${'B'.repeat(43)}.ics`;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.99' })).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
