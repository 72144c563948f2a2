import { z } from 'zod/mini';
import {
  failureKinds,
  failureSources,
  failureStatuses,
  incidentCauses,
  trafficLights,
  trafficPossibilities,
} from './objects';
import { idSchema, pageOnlyQuerySchema, pageSchema } from './paging';
import { messages, phoneSchema } from './validation';

/**
 * Failure reports and questions (spec sections 2, 3, 5 and 7: `POST api/contact`, the public page of a gate
 * behind its QR sticker, and the provider's handling of reports). One schema checks a report in the app and on
 * the server; its messages are i18n keys.
 */
export type FailureStatus = (typeof failureStatuses)[number];
export type FailureKind = (typeof failureKinds)[number];

export const contactMessages = {
  kindRequired: 'failures.validation.kindRequired',
  locationRequired: 'failures.validation.locationRequired',
  objectRequired: 'failures.validation.objectRequired',
  trafficLightRequired: 'failures.validation.trafficLightRequired',
  trafficPossibleRequired: 'failures.validation.trafficPossibleRequired',
  incidentCauseRequired: 'failures.validation.incidentCauseRequired',
  detailsRequired: 'failures.validation.detailsRequired',
  descriptionRequired: 'failures.validation.descriptionRequired',
  phoneRequired: 'failures.validation.phoneRequired',
  privacyRequired: 'failures.validation.privacyRequired',
  solutionRequired: 'failures.validation.solutionRequired',
  photoNotImage: 'failures.validation.photoNotImage',
  /** Says the limit: {{max}} megabytes. */
  photoTooLarge: 'failures.validation.photoTooLarge',
} as const;

/** Photos per report, and the size of one (the app downscales before sending, so this is a bound for abuse). */
export const FAILURE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const FAILURE_PHOTOS_MAX = 5;
/** The kinds of image a report's photo may be; the server judges the bytes, the app the file it keeps. */
export const FAILURE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Why a photo, as it would be sent, is refused (an i18n key), or null: checked when it is chosen, so a wrong
 * file is said at once rather than at the send.
 */
/**
 * The image type of a file by its first bytes (JPEG, PNG or WebP), never by its name or the type the browser
 * guessed from the name: a text file renamed .png is no photo. Undefined for anything else.
 */
export function imageTypeOf(head: Uint8Array): (typeof FAILURE_PHOTO_TYPES)[number] | undefined {
  const starts = (...magic: number[]) => magic.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...head.subarray(8, 12)) === 'WEBP')
    return 'image/webp';
  return undefined;
}

export function photoProblem(photo: { type: string; size: number }): string | null {
  if (!(FAILURE_PHOTO_TYPES as readonly string[]).includes(photo.type)) return contactMessages.photoNotImage;
  if (photo.size > FAILURE_PHOTO_MAX_BYTES) return contactMessages.photoTooLarge;
  return null;
}
/** Public reports accepted per gate per hour, and per address per hour, before 429. */
export const PUBLIC_REPORTS_PER_OBJECT_PER_HOUR = 5;
export const PUBLIC_REPORTS_PER_ADDRESS_PER_HOUR = 10;

/** A breakdown with traffic not possible is urgent: the provider's list puts it first and marks it. */
export const isUrgent = (kind: FailureKind, trafficPossible: string | null | undefined) =>
  kind === 'reportBreakdown' && trafficPossible === 'closed';

/** The access key in a sticker's link: letters, digits, dash and underscore, as a random key encodes. */
export const accessKeySchema = z
  .string({ error: 'key is required' })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'key must be 8 to 64 letters, digits, dashes or underscores'));

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.nullable(z.enum(values, { error: message }));

/** What a report says about the gate, the same in the portal and on the public page. */
const reportFields = {
  /** Made by the app, so a report sent again after a lost answer is stored once. */
  id: z.uuid({ error: messages.invalid }),
  kind: z.enum(failureKinds, { error: contactMessages.kindRequired }),
  powerSupplyActive: z.nullable(z.boolean({ error: messages.invalid })),
  trafficLight: choice(trafficLights, contactMessages.trafficLightRequired),
  trafficPossible: choice(trafficPossibilities, contactMessages.trafficPossibleRequired),
  incidentCause: choice(incidentCauses, contactMessages.incidentCauseRequired),
  incidentDetails: z.string({ error: messages.invalid }).check(z.trim(), z.maxLength(1000, messages.tooLong)),
  description: z
    .string({ error: contactMessages.descriptionRequired })
    .check(
      z.trim(),
      z.minLength(1, contactMessages.descriptionRequired),
      z.maxLength(4000, messages.tooLong),
    ),
  reporterName: z
    .string({ error: messages.nameRequired })
    .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(100, messages.tooLong)),
  reporterPhone: z.pipe(
    z
      .string({ error: contactMessages.phoneRequired })
      .check(z.trim(), z.minLength(1, contactMessages.phoneRequired)),
    phoneSchema,
  ),
  privacyApproved: z.literal(true, { error: contactMessages.privacyRequired }),
};

type ReportFields = {
  kind: FailureKind | null;
  trafficLight: string | null;
  trafficPossible: string | null;
  incidentCause: string | null;
  incidentDetails: string;
};

/**
 * The rules between fields: a failure or breakdown describes the gate, and "other" needs its details. Also
 * used on its own by the app, so these show together with the other fields' problems, not after them.
 */
export function gateProblems(report: ReportFields): { path: string; message: string }[] {
  // Until the user says what it is about, only that is asked; a question asks nothing of the gate.
  if (report.kind === null || report.kind === 'question') return [];
  const required = [
    ['trafficLight', contactMessages.trafficLightRequired],
    ['trafficPossible', contactMessages.trafficPossibleRequired],
    ['incidentCause', contactMessages.incidentCauseRequired],
  ] as const;
  const problems: { path: string; message: string }[] = required
    .filter(([field]) => report[field] === null || report[field] === undefined)
    .map(([path, message]) => ({ path, message }));
  if (report.incidentCause === 'other' && (report.incidentDetails ?? '').trim() === '')
    problems.push({ path: 'incidentDetails', message: contactMessages.detailsRequired });
  return problems;
}

function checkGateAnswers(report: ReportFields, ctx: z.core.$RefinementCtx) {
  for (const { path, message } of gateProblems(report))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * Where a signed-in user's report is about: a question names a location, a failure or breakdown the object.
 * Like `gateProblems`, shown by the app together with the other fields' problems.
 */
export function placeProblems(report: {
  kind: FailureKind | null;
  locationId: number | null;
  objectId: number | null;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (report.locationId === null && report.objectId === null)
    problems.push({ path: 'locationId', message: contactMessages.locationRequired });
  if (report.kind !== null && report.kind !== 'question' && report.objectId === null)
    problems.push({ path: 'objectId', message: contactMessages.objectRequired });
  return problems;
}

/**
 * POST /api/contact: a question or a failure report from a signed-in user. A question names a location; a
 * failure or breakdown names the object too (and its location is the object's).
 */
export const contactSchema = z
  .object({
    ...reportFields,
    locationId: z.nullable(
      z.number({ error: contactMessages.locationRequired }).check(z.int(), z.positive()),
    ),
    objectId: z.nullable(z.number({ error: contactMessages.objectRequired }).check(z.int(), z.positive())),
  })
  .check(
    z.superRefine((report, ctx) => {
      checkGateAnswers(report, ctx);
      for (const { path, message } of placeProblems(report))
        ctx.addIssue({ code: 'custom', path: [path], message });
    }),
  );
export type ContactReport = z.infer<typeof contactSchema>;

/**
 * POST /api/Object/public/{key}/{id}/report: a report from the public page of a gate, without an account.
 * `website` is a honeypot: hidden from people, filled in by robots.
 */
export const publicReportSchema = z
  .object({ ...reportFields, website: z.optional(z.string().check(z.maxLength(200))) })
  .check(z.superRefine(checkGateAnswers));
export type PublicReport = z.infer<typeof publicReportSchema>;

export const reportAcceptedSchema = z.object({ id: z.string(), status: z.enum(failureStatuses) });

/** POST /api/contact/{id}/photos (multipart: the field `id`, a UUID the app made, then the file). */
export const reportParamsSchema = z.object({ id: z.uuid({ error: 'id must be a UUID' }) });
/** The public page's calls name the gate by its sticker: the key and the object's id. */
export const publicObjectParamsSchema = z.object({ key: accessKeySchema, id: idSchema('id') });
export const publicPhotoParamsSchema = z.extend(publicObjectParamsSchema, {
  reportId: z.uuid({ error: 'reportId must be a UUID' }),
});
export const uploadedReportPhotoSchema = z.object({ id: z.string(), size: z.number().check(z.int()) });
/** GET /api/contact/{id}/photos: the report's photos, each behind a signed address valid for a few minutes. */
export const reportPhotosResponseSchema = z.array(z.object({ id: z.string(), url: z.string() }));
export const reportPhotoFileParamsSchema = z.object({ photoId: z.uuid({ error: 'photoId must be a UUID' }) });
export const signedQuerySchema = z.object({
  expires: z.string().check(z.regex(/^\d{1,12}$/, 'expires must be a whole number')),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'signature is malformed')),
});

/** POST /api/contact/{id}/status: provider staff move a report on; solved says what was done. */
export const failureStatusChangeSchema = z
  .object({
    status: z.enum(failureStatuses, { error: messages.invalid }),
    realizedSolution: z
      .string({ error: messages.invalid })
      .check(z.trim(), z.maxLength(4000, messages.invalid)),
  })
  .check(
    z.superRefine((change, ctx) => {
      if (change.status === 'solved' && change.realizedSolution === '')
        ctx.addIssue({
          code: 'custom',
          path: ['realizedSolution'],
          message: contactMessages.solutionRequired,
        });
    }),
  );
export type FailureStatusChange = z.infer<typeof failureStatusChangeSchema>;

/** GET /api/contact: the reports the caller may see, newest first, urgent open ones on top. */
export const failureListQuerySchema = z.extend(pageOnlyQuerySchema, {
  status: z.optional(z.enum(failureStatuses, { error: 'status must be new, inProgress or solved' })),
  relationId: z.optional(idSchema('relationId')),
  objectId: z.optional(idSchema('objectId')),
});
export const failureListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(failureKinds),
  status: z.enum(failureStatuses),
  source: z.enum(failureSources),
  urgent: z.boolean(),
  relationId: z.number().check(z.int()),
  relationName: z.string(),
  locationId: z.nullable(z.number().check(z.int())),
  locationName: z.nullable(z.string()),
  objectId: z.nullable(z.number().check(z.int())),
  serviceobjectnumber: z.nullable(z.string()),
  description: z.string(),
  trafficLight: z.nullable(z.enum(trafficLights)),
  trafficPossible: z.nullable(z.enum(trafficPossibilities)),
  incidentCause: z.nullable(z.enum(incidentCauses)),
  incidentDetails: z.nullable(z.string()),
  powerSupplyActive: z.nullable(z.boolean()),
  reporterName: z.nullable(z.string()),
  reporterPhone: z.nullable(z.string()),
  realizedSolution: z.nullable(z.string()),
  photoCount: z.number().check(z.int()),
  createdAt: z.iso.datetime({ offset: true }),
  statusChangedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type FailureListItem = z.infer<typeof failureListItemSchema>;
export const failureListResponseSchema = pageSchema(failureListItemSchema);

/**
 * GET /api/Object/GetObjectByAccessKey/{key}?id: what anyone at the gate may read. The key and the id must
 * belong together; otherwise the answer is the same 404 as for an unknown key.
 */
export const accessKeyParamsSchema = z.object({ key: accessKeySchema });
export const accessKeyQuerySchema = z.object({ id: z.optional(idSchema('id')) });
export const publicProviderSchema = z.object({
  name: z.string(),
  phone24h: z.string(),
  logoUrl: z.nullable(z.string()),
});
export const publicServiceObjectSchema = z.object({
  pK_R_SERVICEOBJECT: z.number().check(z.int()),
  serviceobjectnumber: z.string(),
  description: z.string(),
  objectType: z.nullable(z.string()),
  locationName: z.string(),
  gateState: z.nullable(z.string()),
  provider: publicProviderSchema,
});
export type PublicServiceObject = z.infer<typeof publicServiceObjectSchema>;

/** POST /api/Object/accessKey and /api/Object/renewAccessKey {objectId}: the key of the object's sticker. */
export const accessKeyRequestSchema = z.object({
  objectId: z.number({ error: 'objectId is required' }).check(z.int(), z.positive()),
});
export const objectAccessKeySchema = z.object({ objectId: z.number().check(z.int()), accessKey: z.string() });
/**
 * GET /api/Object/stickers?locationId: a signed, short-lived address of the location's sticker sheet (a PDF
 * opened in a new tab cannot send a bearer token). GET /api/Object/qr?objectId: one object's sticker.
 */
export const stickersQuerySchema = z.object({ locationId: idSchema('locationId') });
/** The app's request for a location's sheet, before it becomes that query. */
export const stickerSheetRequestSchema = z.object({ locationId: z.number().check(z.int(), z.positive()) });
export const stickerSheetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export const qrQuerySchema = z.object({ objectId: idSchema('objectId') });
export const objectQrSchema = z.object({
  objectId: z.number().check(z.int()),
  accessKey: z.string(),
  /** The public page the code leads to. */
  url: z.string(),
  /** The QR code as an SVG document. */
  svg: z.string(),
});
export const stickerFileParamsSchema = z.object({
  file: z.string().check(z.regex(/^\d{1,10}\.pdf$/, 'file must be <locationId>.pdf')),
});
export const stickerFileQuerySchema = z.object({
  expires: z.string().check(z.regex(/^\d{1,12}$/, 'expires must be a whole number')),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'signature is malformed')),
  lang: z.optional(z.enum(['nl', 'en'])),
});

/** The public page of a gate: `PUBLIC_URL/object/{access}/{id}`. */
export const publicObjectPath = (accessKey: string, objectId: number) =>
  `/object/${encodeURIComponent(accessKey)}/${objectId}`;
