import { z } from 'zod/mini';
import { appointmentStatuses } from './appointments';
import { requestStates } from './booking';
import { documentSchema } from './documents';
import { exportFormats } from './exports';
import { failureKinds, failureStatuses } from './objects';
import { DEFAULT_PAGE_SIZE, idSchema, isoDateSchema, MAX_PAGE_SIZE } from './paging';
import { quotationStatuses } from './quotations';
import { appointmentTypes, gateStates } from './vocabulary';

/**
 * The timeline of one gate (GET /api/Object/timeline): every event of the object, newest first, paged by keys.
 * A page is asked by a cursor the last answer gave (older or newer than an event), by a year (its newest
 * events), or as the oldest page; the first page is the newest.
 */

/** What a user filters by. */
export const timelineKinds = [
  'inspection',
  'failure',
  'jobOrder',
  'appointment',
  'quotation',
  'invoice',
  'document',
  'gateState',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/**
 * The events as the database has them: a failure report makes two, when it was reported and when it was solved.
 * Their order here breaks ties between events of the same moment, so a page's keys are total.
 */
export const timelineEvents = [
  'appointment',
  'document',
  'failureReported',
  'failureSolved',
  'gateState',
  'inspection',
  'invoice',
  'jobOrder',
  'quotation',
] as const;
export type TimelineEvent = (typeof timelineEvents)[number];

export const kindOfEvent: Record<TimelineEvent, TimelineKind> = {
  appointment: 'appointment',
  document: 'document',
  failureReported: 'failure',
  failureSolved: 'failure',
  gateState: 'gateState',
  inspection: 'inspection',
  invoice: 'invoice',
  jobOrder: 'jobOrder',
  quotation: 'quotation',
};

/** Events keyed by a uuid; the others by an ERP (or portal) integer key. */
const uuidEvents = new Set<TimelineEvent>(['failureReported', 'failureSolved', 'inspection']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INT_KEY = /^[1-9]\d{0,9}$/;

/** The events whose time is a calendar day (the ERP's dates): shown without a time of day. */
export const dayEvents = new Set<TimelineEvent>(['invoice', 'jobOrder', 'quotation']);

export interface TimelineCursor {
  /** Older: the page after this event, newest first; newer: the page before it. */
  toward: 'older' | 'newer';
  at: string;
  event: TimelineEvent;
  id: string;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export const encodeCursor = (cursor: TimelineCursor): string =>
  toBase64Url(JSON.stringify([cursor.toward === 'older' ? 'o' : 'n', cursor.at, cursor.event, cursor.id]));

/** The cursor a page gave, or null for any text that is not one (its key checked against its event's kind). */
export function decodeCursor(text: string): TimelineCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [toward, at, event, id] = value;
  if (toward !== 'o' && toward !== 'n') return null;
  if (typeof at !== 'string' || !z.iso.datetime({ offset: true }).safeParse(at).success) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  if (!(timelineEvents as readonly unknown[]).includes(event)) return null;
  const kind = event as TimelineEvent;
  if (typeof id !== 'string' || !(uuidEvents.has(kind) ? UUID : INT_KEY).test(id)) return null;
  if (!uuidEvents.has(kind) && Number(id) > 2_147_483_647) return null;
  return { toward: toward === 'o' ? 'older' : 'newer', at, event: kind, id };
}

const CURSOR_MESSAGE = 'cursor is not one this list gave';

const cursorSchema = z.pipe(
  z.string().check(z.maxLength(400, CURSOR_MESSAGE), z.regex(/^[A-Za-z0-9_-]+$/, CURSOR_MESSAGE)),
  z.pipe(
    z.transform(decodeCursor),
    z.custom<TimelineCursor>((value) => value !== null, { error: CURSOR_MESSAGE }),
  ),
);

const KINDS_MESSAGE = `kinds must be a comma-separated list of ${timelineKinds.join(', ')}`;

const kindsSchema = z.pipe(
  z.string().check(z.maxLength(200, KINDS_MESSAGE), z.regex(/^[a-zA-Z]+(,[a-zA-Z]+)*$/, KINDS_MESSAGE)),
  z.pipe(
    z.transform((text: string) => [...new Set(text.split(','))]),
    z.array(z.enum(timelineKinds, { error: KINDS_MESSAGE })),
  ),
);

export const TIMELINE_FIRST_YEAR = 1950;
export const TIMELINE_LAST_YEAR = 2100;

const yearSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{4}$/, 'year must be a year of four digits')), z.transform(Number)),
  z
    .number()
    .check(
      z.gte(TIMELINE_FIRST_YEAR, `year must be ${TIMELINE_FIRST_YEAR} or later`),
      z.lte(TIMELINE_LAST_YEAR, `year must be ${TIMELINE_LAST_YEAR} or earlier`),
    ),
);

const pageSizeSchema = z.pipe(
  z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,3}$/, 'pageSize must be a whole number')), z.transform(Number)),
      z
        .number()
        .check(
          z.gte(1, 'pageSize must be 1 or more'),
          z.lte(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
        ),
    ),
  ),
  z.transform((n) => n ?? DEFAULT_PAGE_SIZE),
);

/** GET /api/Object/timeline?objectId: at most one of `cursor`, `year` and `end=oldest` says which page. */
export const timelineQuerySchema = z
  .object({
    objectId: idSchema('objectId'),
    kinds: z.optional(kindsSchema),
    pageSize: pageSizeSchema,
    cursor: z.optional(cursorSchema),
    year: z.optional(yearSchema),
    end: z.optional(z.enum(['oldest'], { error: 'end must be oldest' })),
  })
  .check(
    z.refine((q) => [q.cursor, q.year, q.end].filter((given) => given !== undefined).length <= 1, {
      error: 'give at most one of cursor, year and end',
    }),
  );
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/**
 * GET /api/exports/Object/timeline?objectId&format: the whole timeline of the kinds asked for, newest first, as a
 * file. The page's own parameters (cursor, year, end) choose a page, not events: the export leaves them aside.
 */
export const timelineExportQuerySchema = z.object({
  objectId: idSchema('objectId'),
  kinds: z.optional(kindsSchema),
  format: z.enum(exportFormats, { error: 'format must be csv or xlsx' }),
});

const at = z.iso.datetime({ offset: true });
const key = z.string();
const money = z.number();

const inspectionEvent = z.object({
  event: z.literal('inspection'),
  id: key,
  at,
  result: z.nullable(z.enum(['conform', 'notConform', 'notPossible'])),
  /** The worst NEN 2767 condition (1 excellent ... 6 very bad) of its inspected items; null when none was scored. */
  condition: z.nullable(z.number().check(z.int())),
  notPossibleReason: z.nullable(z.string()),
  /** The report PDF, for those who may read documents. */
  report: z.nullable(documentSchema),
  /** Provider staff only: the key is absent for anyone else. */
  internalRemarks: z.optional(z.nullable(z.string())),
});

const failureReportedEvent = z.object({
  event: z.literal('failureReported'),
  id: key,
  at,
  kind: z.enum(failureKinds),
  description: z.string(),
  status: z.enum(failureStatuses),
});

const failureSolvedEvent = z.object({
  event: z.literal('failureSolved'),
  id: key,
  at,
  description: z.string(),
  realizedSolution: z.nullable(z.string()),
});

const jobOrderEvent = z.object({
  event: z.literal('jobOrder'),
  id: key,
  at,
  day: isoDateSchema,
  jobOrderNumber: z.string(),
  description: z.nullable(z.string()),
  salesPrice: z.nullable(money),
  /** Provider staff only. */
  costPrice: z.optional(z.nullable(money)),
});

const appointmentEvent = z.object({
  event: z.literal('appointment'),
  id: key,
  at,
  type: appointmentTypes.schema,
  status: z.enum(appointmentStatuses),
  /** A visit booked in the portal: requested or planned. */
  request: z.nullable(z.enum(requestStates)),
  serviceEngineer: z.nullable(z.string()),
  jobOrderId: z.nullable(z.number().check(z.int())),
});

const quotationEvent = z.object({
  event: z.literal('quotation'),
  id: key,
  at,
  day: isoDateSchema,
  quotationNumber: z.string(),
  description: z.nullable(z.string()),
  amount: money,
  status: z.enum(quotationStatuses),
  validUntil: z.nullable(isoDateSchema),
});

const invoiceEvent = z.object({
  event: z.literal('invoice'),
  id: key,
  at,
  day: isoDateSchema,
  invoiceNumber: z.string(),
  description: z.nullable(z.string()),
  amountInclVat: money,
  openAmount: money,
});

const documentEvent = z.object({
  event: z.literal('document'),
  id: key,
  at,
  document: documentSchema,
});

const gateStateEvent = z.object({
  event: z.literal('gateState'),
  id: key,
  at,
  from: z.nullable(gateStates.schema),
  to: z.nullable(gateStates.schema),
});

export const timelineEntrySchema = z.discriminatedUnion('event', [
  inspectionEvent,
  failureReportedEvent,
  failureSolvedEvent,
  jobOrderEvent,
  appointmentEvent,
  quotationEvent,
  invoiceEvent,
  documentEvent,
  gateStateEvent,
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A page of the timeline, newest first, with the cursors of the pages beside it (null: there is none). */
export const timelineResponseSchema = z.object({
  items: z.array(timelineEntrySchema),
  older: z.nullable(z.string()),
  newer: z.nullable(z.string()),
  /** The years from the newest event of the chosen kinds to the oldest, newest first, to jump to. */
  years: z.array(z.number().check(z.int())),
});
export type TimelinePage = z.infer<typeof timelineResponseSchema>;

/** GET /api/Object/conditions?objectId: the condition of each completed inspection, oldest first. */
export const conditionsQuerySchema = z.object({ objectId: idSchema('objectId') });
export const conditionPointSchema = z.object({
  inspectionId: key,
  at,
  condition: z.number().check(z.int()),
});
export type ConditionPoint = z.infer<typeof conditionPointSchema>;
export const conditionsResponseSchema = z.array(conditionPointSchema);
/** The most inspections the chart shows: the newest ones. */
export const MAX_CONDITION_POINTS = 60;
