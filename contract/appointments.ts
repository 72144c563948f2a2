import { z } from 'zod';
import { requestStates } from './booking';
import { idSchema, pageOnlyQuerySchema, pageSchema } from './paging';
import { appointmentTypes } from './vocabulary';

export const appointmentStatuses = ['open', 'done'] as const;

/** An appointment (spec section 3): date, type, service engineer and status, with what it is for. */
export const appointmentSchema = z.object({
  pK_R_APPOINTMENT: z.number().int(),
  fK_PT_RELATION: z.number().int(),
  relationName: z.string(),
  fK_PT_RELATIONDELIVERYADDRESS: z.number().int().nullable(),
  locationName: z.string().nullable(),
  fK_R_SERVICEOBJECT: z.number().int().nullable(),
  serviceobjectnumber: z.string().nullable(),
  fK_R_JOBORDER: z.number().int().nullable(),
  jobordernumber: z.string().nullable(),
  /** The moment it starts, ISO 8601 with offset. */
  date: z.iso.datetime({ offset: true }),
  type: appointmentTypes.schema,
  serviceEngineer: z.string().nullable(),
  status: z.enum(appointmentStatuses),
  /** Set on a visit a customer booked in the portal: requested until planned (declined ones are not listed). */
  request: z.enum(requestStates).nullable().default(null),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentsResponseSchema = pageSchema(appointmentSchema);

/**
 * "Today" and "future" are days in the provider's time zone (Europe/Amsterdam): today runs from this
 * midnight to the next, future starts at the next midnight. Every list is by start time.
 */

/** GET /api/appointmentaction/today: today's appointments the caller may see, optionally narrowed. */
export const todaysAppointmentsQuerySchema = pageOnlyQuerySchema.extend({
  relationId: idSchema('relationId').optional(),
  locationId: idSchema('locationId').optional(),
  objectId: idSchema('objectId').optional(),
});
/** GET /api/appointmentaction/future?objectId: the object's appointments after today. */
export const futureAppointmentsQuerySchema = pageOnlyQuerySchema.extend({ objectId: idSchema('objectId') });
/** GET /api/appointmentaction/joborder?jobOrderId: every appointment of one job order, past ones too. */
export const jobOrderAppointmentsQuerySchema = pageOnlyQuerySchema.extend({
  jobOrderId: idSchema('jobOrderId'),
});

export const appointmentWhen = ['today', 'future'] as const;
/** GET /api/MyAppointments?when=today|future: the caller's own appointments as service engineer. */
export const myAppointmentsQuerySchema = pageOnlyQuerySchema.extend({
  when: z
    .enum(appointmentWhen, { error: 'when must be today or future' })
    .optional()
    .transform((w) => w ?? 'today'),
});
