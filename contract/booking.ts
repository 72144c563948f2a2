import { z } from 'zod/mini';
import { pageOnlyQuerySchema, pageSchema } from './paging';
import { messages } from './validation';
import type { appointmentTypes } from './vocabulary';

/**
 * Booking a visit (spec section 2, /book): a customer asks for a visit to one of their service objects; the
 * request is an appointment with status open marked as requested, until provider staff plan it (date, time,
 * engineer) or decline it with a reason. Both halves check the same rules with these schemas.
 */

export const visitKinds = ['maintenance', 'repair', 'inspection', 'other'] as const;
export type VisitKind = (typeof visitKinds)[number];

/** The appointment type a requested visit becomes (the ERP's fixed list). */
export const appointmentTypeOfVisit = {
  maintenance: 'preventiveMaintenance',
  repair: 'repair',
  inspection: 'safetyInspection',
  other: 'other',
} as const satisfies Record<VisitKind, (typeof appointmentTypes.codes)[number]>;

export const dayParts = ['morning', 'afternoon', 'anyTime'] as const;
export type DayPart = (typeof dayParts)[number];

/** Where a requested visit stands: asked for, planned by the provider, or declined with a reason. */
export const requestStates = ['requested', 'planned', 'declined'] as const;
export type RequestState = (typeof requestStates)[number];

/**
 * What an appointment's status says: a booked visit not done yet, whether it is requested, planned or declined;
 * any other appointment, and a booked visit once done, its own status. Lists, the timeline and exports say the same.
 */
export function appointmentStateOf<R extends string, S extends string>(a: {
  request: R | null;
  status: S;
}): R | S {
  return a.request && a.status === 'open' ? a.request : a.status;
}

/** The provider works in the Netherlands: days and times of visits are Dutch ones. */
export const PROVIDER_TIME_ZONE = 'Europe/Amsterdam';

/** The provider's working days, as ISO weekdays (1 Monday ... 7 Sunday): visits are made Monday to Friday. */
export const providerWorkingDays: readonly number[] = [1, 2, 3, 4, 5];

/** The local start of each part of the day, for the time a requested visit is listed at until it is planned. */
export const dayPartStart: Record<DayPart, string> = {
  morning: '08:00',
  afternoon: '13:00',
  anyTime: '08:00',
};

export const bookingMessages = {
  dateRequired: 'bookingForm.errors.dateRequired',
  datePast: 'bookingForm.errors.datePast',
  notWorkingDay: 'bookingForm.errors.notWorkingDay',
  timeInvalid: 'bookingForm.errors.timeInvalid',
  objectRequired: 'bookingForm.errors.objectRequired',
  kindRequired: 'bookingForm.errors.kindRequired',
  dayPartRequired: 'bookingForm.errors.dayPartRequired',
  engineerRequired: 'bookingForm.errors.engineerRequired',
  reasonRequired: 'bookingForm.errors.reasonRequired',
} as const;

/** Today's date where the provider is, as YYYY-MM-DD. */
export function providerToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PROVIDER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const isWorkingDay = (date: string) => providerWorkingDays.includes(isoWeekday(date));

/**
 * A date a visit may be on: a real calendar date, not before today and on a working day. Today is judged when
 * the value is checked, so a form left open overnight is checked against the new day.
 */
export const visitDateSchema = z
  .pipe(
    z.string({ error: bookingMessages.dateRequired }).check(z.minLength(1, bookingMessages.dateRequired)),
    z.iso.date({ error: messages.invalid, abort: true }),
  )
  .check(
    z.refine((date) => date >= providerToday(), { error: bookingMessages.datePast, abort: true }),
    z.refine(isWorkingDay, bookingMessages.notWorkingDay),
  );

const objectIdSchema = z
  .number({ error: bookingMessages.objectRequired })
  .check(
    z.int(bookingMessages.objectRequired),
    z.gte(1, bookingMessages.objectRequired),
    z.lte(2_147_483_647, messages.invalid),
  );

/**
 * POST /api/booking: a customer's request for a visit to one service object. `requestKey` is made once per
 * request by the app: sent again after a lost answer, the server keeps the first and answers it again.
 */
export const bookingRequestSchema = z.object({
  requestKey: z.uuid({ error: messages.invalid }),
  objectId: objectIdSchema,
  kind: z.enum(visitKinds, { error: bookingMessages.kindRequired }),
  date: visitDateSchema,
  dayPart: z.enum(dayParts, { error: bookingMessages.dayPartRequired }),
  remarks: z._default(
    z.string({ error: messages.invalid }).check(z.trim(), z.maxLength(1000, messages.tooLong)),
    '',
  ),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** A requested visit, as the requester and provider staff see it. */
export const requestedVisitSchema = z.object({
  pK_R_APPOINTMENT: z.number().check(z.int()),
  state: z.enum(requestStates),
  kind: z.enum(visitKinds),
  /** The preferred date (YYYY-MM-DD) and part of the day the customer asked for. */
  preferredDate: z.string(),
  dayPart: z.enum(dayParts),
  remarks: z.string(),
  fK_PT_RELATION: z.number().check(z.int()),
  relationName: z.string(),
  fK_PT_RELATIONDELIVERYADDRESS: z.nullable(z.number().check(z.int())),
  locationName: z.nullable(z.string()),
  fK_R_SERVICEOBJECT: z.number().check(z.int()),
  serviceobjectnumber: z.string(),
  objectDescription: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  /** ISO 8601 */
  requestedAt: z.string(),
  /** The planned start (ISO 8601 with offset) and engineer, once planned. */
  plannedAt: z.nullable(z.string()),
  serviceEngineer: z.nullable(z.string()),
  declineReason: z.nullable(z.string()),
});
export type RequestedVisit = z.infer<typeof requestedVisitSchema>;

/** GET /api/booking/requested: the visits still waiting to be planned, oldest request first (provider staff). */
export const requestedVisitsQuerySchema = pageOnlyQuerySchema;
export const requestedVisitsResponseSchema = pageSchema(requestedVisitSchema);

/** GET /api/booking/places: the locations with the objects the caller may book a visit for. */
export const bookablePlaceSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: z.number().check(z.int()),
  name: z.string(),
  fK_PT_RELATION: z.number().check(z.int()),
  relationName: z.string(),
  objects: z.array(
    z.object({
      pK_R_SERVICEOBJECT: z.number().check(z.int()),
      serviceobjectnumber: z.string(),
      description: z.string(),
    }),
  ),
});
export type BookablePlace = z.infer<typeof bookablePlaceSchema>;
export const bookablePlacesResponseSchema = z.array(bookablePlaceSchema);

/** GET /api/booking/engineers: the provider's active staff a visit can be planned for. */
export const engineerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type Engineer = z.infer<typeof engineerSchema>;
export const engineersResponseSchema = z.array(engineerSchema);

const appointmentIdSchema = z
  .number({ error: messages.required })
  .check(z.int(messages.invalid), z.gte(1, messages.invalid), z.lte(2_147_483_647, messages.invalid));

/** A time of day, HH:MM, 24 hours. */
export const timeOfDaySchema = z
  .string({ error: bookingMessages.timeInvalid })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.timeInvalid));

/** POST /api/booking/plan: provider staff plan a requested visit. */
export const planVisitSchema = z.object({
  appointmentId: appointmentIdSchema,
  date: visitDateSchema,
  time: timeOfDaySchema,
  engineerId: z.uuid({ error: bookingMessages.engineerRequired }),
});
export type PlanVisit = z.input<typeof planVisitSchema>;

/** POST /api/booking/decline: provider staff decline a requested visit, with the reason the requester reads. */
export const declineVisitSchema = z.object({
  appointmentId: appointmentIdSchema,
  reason: z
    .string({ error: bookingMessages.reasonRequired })
    .check(z.trim(), z.minLength(1, bookingMessages.reasonRequired), z.maxLength(1000, messages.invalid)),
});
export type DeclineVisit = z.input<typeof declineVisitSchema>;
