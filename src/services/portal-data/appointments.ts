import type { appointmentWhen } from '../../../contract/appointments';
import { appointmentsResponseSchema } from '../../../contract/appointments';
import { keptOffline } from '../offline-copy';
import { pagedCall } from './call';
import type { PageQuery } from './list-query';

export type AppointmentWhen = (typeof appointmentWhen)[number];

/** GET /api/appointmentaction/today?objectId */
export const todaysAppointmentsOfObject = (objectId: number, query: PageQuery) =>
  pagedCall('/api/appointmentaction/today', appointmentsResponseSchema, { objectId }, { ...query });

/** GET /api/appointmentaction/future?objectId */
export const futureAppointmentsOfObject = (objectId: number, query: PageQuery) =>
  pagedCall('/api/appointmentaction/future', appointmentsResponseSchema, { objectId }, { ...query });

/** GET /api/appointmentaction/joborder: every appointment of one job order. */
export const appointmentsOfJobOrder = (jobOrderId: number, query: PageQuery) =>
  pagedCall('/api/appointmentaction/joborder', appointmentsResponseSchema, { jobOrderId }, { ...query });

/** GET /api/MyAppointments: the caller's own appointments as service engineer. */
export const myAppointments = (when: AppointmentWhen, query: PageQuery) =>
  keptOffline(pagedCall('/api/MyAppointments', appointmentsResponseSchema, { when }, { ...query }));
