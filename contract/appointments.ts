import { z } from 'zod/mini';
import { dayParts, requestStates } from './booking';
import { idSchema, pageOnlyQuerySchema, pageSchema } from './paging';
import { appointmentTypes } from './vocabulary';

export const appointmentStatuses = ['open', 'done'] as const;

/** An appointment (spec section 3): date, type, service engineer and status, with what it is for. */
export const appointmentSchema = z.object({
  pK_R_APPOINTMENT: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  relationName: z.string(),
  fK_PT_RELATIONDELIVERYADDRESS: z.nullable(z.number().check(z.int())),
  locationName: z.nullable(z.string()),
  fK_R_SERVICEOBJECT: z.nullable(z.number().check(z.int())),
  serviceobjectnumber: z.nullable(z.string()),
  fK_R_JOBORDER: z.nullable(z.number().check(z.int())),
  jobordernumber: z.nullable(z.string()),
  /** The moment it starts, ISO 8601 with offset. */
  date: z.iso.datetime({ offset: true }),
  type: appointmentTypes.schema,
  serviceEngineer: z.nullable(z.string()),
  status: z.enum(appointmentStatuses),
  /** Set on a visit a customer booked in the portal: requested until planned (declined ones are not listed). */
  request: z._default(z.nullable(z.enum(requestStates)), null),
  /**
   * The part of the day a booked visit was asked for: until it is planned, its start is only that part's first
   * hour, which is not a time anyone agreed on.
   */
  dayPart: z._default(z.nullable(z.enum(dayParts)), null),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentsResponseSchema = pageSchema(appointmentSchema);

/**
 * "Today" and "future" are days in the provider's time zone (Europe/Amsterdam): today runs from this
 * midnight to the next, future starts at the next midnight. Every list is by start time.
 */

/** GET /api/appointmentaction/today: today's appointments the caller may see, optionally narrowed. */
export const todaysAppointmentsQuerySchema = z.extend(pageOnlyQuerySchema, {
  relationId: z.optional(idSchema('relationId')),
  locationId: z.optional(idSchema('locationId')),
  objectId: z.optional(idSchema('objectId')),
});
/** GET /api/appointmentaction/future?objectId: the object's appointments after today. */
export const futureAppointmentsQuerySchema = z.extend(pageOnlyQuerySchema, {
  objectId: idSchema('objectId'),
});
/** GET /api/appointmentaction/joborder?jobOrderId: every appointment of one job order, past ones too. */
export const jobOrderAppointmentsQuerySchema = z.extend(pageOnlyQuerySchema, {
  jobOrderId: idSchema('jobOrderId'),
});

export const appointmentWhen = ['today', 'future'] as const;
/** GET /api/MyAppointments?when=today|future: the caller's own appointments as service engineer. */
export const myAppointmentsQuerySchema = z.extend(pageOnlyQuerySchema, {
  when: z.pipe(
    z.optional(z.enum(appointmentWhen, { error: 'when must be today or future' })),
    z.transform((w) => w ?? 'today'),
  ),
});
