import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { dayBounds, providerDay } from '../../server/appointments/provider-day';
import {
  BETA_NAME,
  ids,
  itNamesTheBadParameter,
  itRefusesAnotherCustomer,
  useTwoCustomers,
} from './data-fixtures';
import { databaseKinds } from './harness';

const appointmentIds = (page: { items: { pK_R_APPOINTMENT: number }[] }) =>
  page.items.map((a) => a.pK_R_APPOINTMENT);

describe('dayBounds', () => {
  it('takes the Dutch day, with 23 hours on the day summer time starts', () => {
    const { todayStart, tomorrowStart } = dayBounds(new Date('2026-03-28T23:30:00Z'));
    expect(todayStart.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(tomorrowStart.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it("gives the demo's today as the Dutch day, which after 23:00 UTC in winter is already tomorrow", () => {
    const day = providerDay(new Date('2026-11-27T23:45:00Z'));
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 11, 28]);
    const before = providerDay(new Date('2026-11-27T22:45:00Z'));
    expect(before.getDate()).toBe(27);
  });

  it('puts 23:30 UTC in summer on the next Dutch day', () => {
    expect(dayBounds(new Date('2026-06-15T22:30:00Z')).todayStart.toISOString()).toBe(
      '2026-06-15T22:00:00.000Z',
    );
  });
});

describe.each(databaseKinds)('appointments on %s', (kind) => {
  const f = useTwoCustomers(kind);

  describe('GET /api/appointmentaction/today', () => {
    it("gives a customer today's appointments of their own buildings, by time", async () => {
      const res = await f.get('alfa', '/api/appointmentaction/today');
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(appointmentIds(page)).toEqual([ids.alfaTodayAppointment, ids.alfaYardTodayAppointment]);
      expect(page.items[0]).toMatchObject({
        fK_PT_RELATION: 1,
        relationName: 'Bouwbedrijf Alfa',
        locationName: 'Hoofdkantoor',
        serviceobjectnumber: 'SO-0101',
        jobordernumber: 'W-3001',
        type: 'preventiveMaintenance',
        serviceEngineer: 'Eric Monteur',
        status: 'open',
      });
      expect(new Date(page.items[0].date).getTime()).toBeGreaterThanOrEqual(dayBounds().todayStart.getTime());
      expect(res.body).not.toContain('engineer@');
    });

    it('gives provider staff every appointment of today, narrowed on request', async () => {
      expect(appointmentIds((await f.get('engineer', '/api/appointmentaction/today')).json())).toEqual([
        ids.alfaTodayAppointment,
        ids.alfaYardTodayAppointment,
        ids.betaTodayAppointment,
        ids.providerOnlyTodayAppointment,
      ]);
      const beta = (await f.get('engineer', `/api/appointmentaction/today?relationId=${ids.beta}`)).json();
      expect(appointmentIds(beta)).toEqual([ids.betaTodayAppointment]);
      const object = (
        await f.get('engineer', `/api/appointmentaction/today?objectId=${ids.alfaBarrier}`)
      ).json();
      expect(appointmentIds(object)).toEqual([ids.alfaYardTodayAppointment]);
      const paged = (await f.get('engineer', '/api/appointmentaction/today?pageSize=3&page=2')).json();
      expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(appointmentIds(paged)).toEqual([ids.providerOnlyTodayAppointment]);
    });

    it('limits a user bound to one building', async () => {
      expect(appointmentIds((await f.get('alfaLimited', '/api/appointmentaction/today')).json())).toEqual([
        ids.alfaYardTodayAppointment,
      ]);
    });
  });

  describe('GET /api/appointmentaction/future?objectId', () => {
    it("gives the object's appointments after today", async () => {
      const page = (await f.get('alfa', `/api/appointmentaction/future?objectId=${ids.alfaGate}`)).json();
      expect(appointmentIds(page)).toEqual([ids.alfaFutureAppointment]);
    });
  });

  describe('GET /api/appointmentaction/joborder?jobOrderId', () => {
    it('gives every appointment of an order, the past one included', async () => {
      const page = (
        await f.get('alfa', `/api/appointmentaction/joborder?jobOrderId=${ids.alfaJobOrder}`)
      ).json();
      expect(appointmentIds(page)).toEqual([ids.alfaPastAppointment, ids.alfaTodayAppointment]);
      expect(page.items[0].status).toBe('done');
    });
  });

  describe('GET /api/MyAppointments', () => {
    it('gives the engineer their own appointments of today and of the future', async () => {
      const today = (await f.get('engineer', '/api/MyAppointments')).json();
      expect(appointmentIds(today)).toEqual([ids.alfaTodayAppointment, ids.betaTodayAppointment]);
      const future = (await f.get('engineer', '/api/MyAppointments?when=future')).json();
      expect(appointmentIds(future)).toEqual([ids.betaFutureAppointment]);
    });

    it('refuses a customer, who does not hold Users.MyAppointments', async () => {
      const res = await f.get('alfa', '/api/MyAppointments');
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(NO_ACCESS_MESSAGE);
    });
  });

  describe('another customer', () => {
    itRefusesAnotherCustomer(
      f,
      [
        `/api/appointmentaction/today?relationId=${ids.beta}`,
        `/api/appointmentaction/today?locationId=${ids.betaMain}`,
        `/api/appointmentaction/today?objectId=${ids.betaGate}`,
        `/api/appointmentaction/future?objectId=${ids.betaGate}`,
        `/api/appointmentaction/joborder?jobOrderId=${ids.betaJobOrder}`,
      ],
      [BETA_NAME],
    );

    it("never sees their appointments in today's list", async () => {
      const res = await f.get('alfa', '/api/appointmentaction/today');
      expect(res.body).not.toContain(BETA_NAME);
      expect(res.body).not.toContain('SO-0102');
    });
  });

  describe('bad parameters', () => {
    itNamesTheBadParameter(f, [
      ['/api/appointmentaction/future', 'querystring.objectId', 'objectId is required'],
      ['/api/appointmentaction/today?pageSize=500', 'querystring.pageSize', 'pageSize must be at most 100'],
      [
        '/api/appointmentaction/today?locationId=abc',
        'querystring.locationId',
        'locationId must be a whole number',
      ],
      ['/api/appointmentaction/joborder', 'querystring.jobOrderId', 'jobOrderId is required'],
    ]);

    it('refuses an unknown when', async () => {
      const res = await f.get('engineer', '/api/MyAppointments?when=yesterday');
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([
        { path: 'querystring.when', message: 'when must be today or future' },
      ]);
    });
  });
});
