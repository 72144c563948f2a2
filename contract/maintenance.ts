import { z } from 'zod/mini';
import {
  type ChecklistRule,
  inspectionDraftSchema,
  inspectionResults,
  inspectionSteps,
  photoKinds,
} from './inspection';
import { idSchema } from './paging';
import type { GateState } from './vocabulary';

/**
 * The maintenance catalogue (what is checked per object type, spec section 7 `/api/maintenance`) and the
 * inspection calls (`/api/maintenancereport`). The rules an inspection must meet are in `inspection.ts`.
 */

export const maintenanceGroupSchema = z.object({
  id: z.number().check(z.int()),
  nameNl: z.string(),
  nameEn: z.string(),
});
export type MaintenanceGroup = z.infer<typeof maintenanceGroupSchema>;

/** Where on the gate an item is found (drive unit, leaf, control cabinet, ...). */
export const maintenanceLocationSchema = maintenanceGroupSchema;
export type MaintenanceLocation = z.infer<typeof maintenanceLocationSchema>;

/**
 * One checklist item. `expectedCondition` is the worst NEN 2767 condition (1 excellent ... 6 very bad) that
 * is still fine. An item with a `unit` is measured: the value must lie in [valueMin, valueMax] to be a
 * reading at all, and beyond `limitMin`/`limitMax` the item is not conform (e.g. EN 12453 force limits).
 */
export const maintenancePropertySchema = z.object({
  id: z.number().check(z.int()),
  groupId: z.number().check(z.int()),
  locationId: z.nullable(z.number().check(z.int())),
  /** Null: checked on every kind of gate. */
  objectTypeId: z.nullable(z.number().check(z.int())),
  nameNl: z.string(),
  nameEn: z.string(),
  expectationNl: z.string(),
  expectationEn: z.string(),
  expectedCondition: z.number().check(z.int(), z.gte(1), z.lte(6)),
  /** The standard the check follows, e.g. "EN 12453 5.1.1". */
  standard: z.nullable(z.string()),
  unit: z.nullable(z.string()),
  valueMin: z.nullable(z.number()),
  valueMax: z.nullable(z.number()),
  limitMin: z.nullable(z.number()),
  limitMax: z.nullable(z.number()),
  lifetimeYears: z.nullable(z.number().check(z.int())),
});
export type MaintenanceProperty = z.infer<typeof maintenancePropertySchema>;

/** The part of an item the rules of `inspection.ts` read. */
export function checklistRule(p: MaintenanceProperty): ChecklistRule {
  return {
    id: p.id,
    expectedCondition: p.expectedCondition,
    measurement:
      p.unit === null
        ? null
        : {
            min: p.valueMin ?? 0,
            max: p.valueMax ?? Number.MAX_SAFE_INTEGER,
            limitMin: p.limitMin,
            limitMax: p.limitMax,
          },
  };
}

/** GET /api/maintenance/groups, /api/maintenance/locations, /api/maintenance/properties */
export const maintenanceGroupsResponseSchema = z.array(maintenanceGroupSchema);
export const maintenanceLocationsResponseSchema = z.array(maintenanceLocationSchema);
export const maintenancePropertiesQuerySchema = z.object({
  objectTypeId: z.optional(idSchema('objectTypeId')),
});
export const maintenancePropertiesResponseSchema = z.array(maintenancePropertySchema);

/** The object an inspection is about, as the wizard shows it. */
export const inspectedObjectSchema = z.object({
  pK_R_SERVICEOBJECT: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  fK_PT_RELATIONDELIVERYADDRESS: z.number().check(z.int()),
  serviceobjectnumber: z.string(),
  description: z.string(),
  objectType: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  relationName: z.string(),
  locationName: z.string(),
  gateState: z.nullable(z.string()),
  /** The provider's own speedgate: the inspection records its cycle counters. */
  ownSpeedgate: z.boolean(),
});
export type InspectedObject = z.infer<typeof inspectedObjectSchema>;

/** GET /api/ServiceObjectMaintenanceProperties?objectId: the checklist of one object, with its groups. */
export const objectChecklistQuerySchema = z.object({ objectId: idSchema('objectId') });
export const objectChecklistSchema = z.object({
  object: inspectedObjectSchema,
  groups: z.array(maintenanceGroupSchema),
  locations: z.array(maintenanceLocationSchema),
  properties: z.array(maintenancePropertySchema),
});
export type ObjectChecklist = z.infer<typeof objectChecklistSchema>;

export const inspectionStatuses = ['open', 'submitted'] as const;

/** An inspection as the server keeps it. */
export const inspectionSchemaOnWire = z.object({
  id: z.uuid(),
  objectId: z.number().check(z.int()),
  step: z.enum(inspectionSteps),
  status: z.enum(inspectionStatuses),
  draft: inspectionDraftSchema,
  engineerName: z.nullable(z.string()),
  startedAt: z.iso.datetime({ offset: true }),
  submittedAt: z.nullable(z.iso.datetime({ offset: true })),
  result: z.nullable(z.enum(inspectionResults)),
  /** The report stored as a document of the object, once submitted. */
  reportDocumentId: z.nullable(z.number().check(z.int())),
  /** The photos the server holds, by id. */
  uploadedPhotoIds: z.array(z.string()),
  signatureUploaded: z.boolean(),
});
export type InspectionOnWire = z.infer<typeof inspectionSchemaOnWire>;

const inspectionId = z.uuid({ error: 'id must be a UUID' });
export const inspectionParamsSchema = z.object({ id: inspectionId });
export const photoParamsSchema = z.object({
  id: inspectionId,
  photoId: z.uuid({ error: 'photoId must be a UUID' }),
});

/**
 * GET /api/maintenancereport/{id}/photos/{photoId}/url: a signed address that shows an uploaded photo without a
 * bearer token, so a photo taken on one phone shows as a thumbnail on the other. It expires within minutes.
 */
export const photoUrlSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
/** GET /files/inspection-photos/{photoId}?expires&signature: the bytes, public, checked by the signature. */
export const signedPhotoParamsSchema = z.object({ photoId: z.uuid({ error: 'photoId must be a UUID' }) });

/** POST /api/maintenancereport: the app names the id, so a retried create makes one inspection. */
export const createInspectionSchema = z.object({
  id: inspectionId,
  objectId: z.number({ error: 'objectId is required' }).check(z.int(), z.positive(), z.lte(2_147_483_647)),
  /**
   * When the engineer started it on the device: an inspection started offline reaches the server later, and
   * whether another inspection was completed while it was open is judged from its real start.
   */
  startedAt: z.optional(z.iso.datetime({ offset: true, error: 'startedAt must be an ISO date and time' })),
});

/** GET /api/maintenancereport?objectId: the object's inspections, newest first (its history). */
export const objectInspectionsQuerySchema = z.object({ objectId: idSchema('objectId') });
export const inspectionSummarySchema = z.object({
  id: z.uuid(),
  step: z.enum(inspectionSteps),
  status: z.enum(inspectionStatuses),
  engineerName: z.nullable(z.string()),
  startedAt: z.iso.datetime({ offset: true }),
  submittedAt: z.nullable(z.iso.datetime({ offset: true })),
  result: z.nullable(z.enum(inspectionResults)),
  reportDocumentId: z.nullable(z.number().check(z.int())),
});
export const objectInspectionsResponseSchema = z.array(inspectionSummarySchema);

/** PUT /api/maintenancereport/{id}: the progress so far, saved on every step. */
export const saveInspectionSchema = z.object({
  step: z.enum(inspectionSteps),
  draft: inspectionDraftSchema,
});

/**
 * A photo goes up in pieces, so a lost connection costs one piece, never the whole photo:
 * - GET /api/maintenancereport/{id}/photos/{photoId}/upload: how many of its bytes the server holds.
 * - PATCH the same, body the next piece (`application/offset+octet-stream`, at most `PHOTO_CHUNK_MAX_BYTES`),
 *   with `Upload-Offset` (where the piece starts) and `Upload-Length` (the whole photo), the photo's kind and
 *   item in the query. A piece is taken only at the offset the server holds; at another it answers 409
 *   `uploadOffsetMismatch` with the server's offset in `Upload-Offset`. After the last byte the photo is
 *   checked (size, type by its bytes) and kept once per photo id; a photo kept already answers `complete`.
 */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_CHUNK_MAX_BYTES = 256 * 1024;
export const PHOTO_CHUNK_TYPE = 'application/offset+octet-stream';
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
export const UPLOAD_LENGTH_HEADER = 'upload-length';

const byteCount = (name: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be given once`),
    })
    .check(z.regex(/^\d{1,9}$/, `${name} must be a number of bytes`));
export const photoChunkHeadersSchema = z.object({
  [UPLOAD_OFFSET_HEADER]: byteCount('Upload-Offset'),
  [UPLOAD_LENGTH_HEADER]: byteCount('Upload-Length'),
});
export const photoChunkQuerySchema = z.object({
  kind: z.enum(photoKinds, { error: 'kind must be one of the photo kinds' }),
  /** The checklist item of a repair photo. */
  propertyId: z.optional(idSchema('propertyId')),
});
export const photoUploadStateSchema = z.object({
  /** How many bytes of the photo the server holds. */
  received: z.number().check(z.int(), z.gte(0)),
  /** The photo is kept: nothing more to send. */
  complete: z.boolean(),
});
export type PhotoUploadState = z.infer<typeof photoUploadStateSchema>;

/** PUT /api/maintenancereport/{id}/signature (multipart, one PNG file). */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
export const signatureResponseSchema = z.object({ signatureUploaded: z.boolean() });

/**
 * POST /api/maintenancereport/{id}/submit with header `Idempotency-Key`: the whole inspection, checked
 * against every rule. A repeat with the same key answers the first outcome.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const submitHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: 'Idempotency-Key is required' })
    .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _')),
});
export const submitInspectionSchema = z.object({
  draft: inspectionDraftSchema,
  /**
   * The engineer saw that this other inspection of the object was completed while theirs was open, and wants
   * theirs recorded as well. It names the one they saw, so it never covers one completed after it.
   */
  alsoAfter: z.optional(z.uuid({ error: 'alsoAfter must be the UUID of an inspection' })),
});

/**
 * The `Details` of a 409 `objectInspectedMeanwhile`: the inspection of the same object completed (by someone
 * else or on another device) after this one was started; the newest, when there were more.
 */
export const inspectedMeanwhileSchema = z.object({
  /** The gate, as its number and description name it: the notice shows above every page. */
  objectNumber: z.string(),
  objectDescription: z.string(),
  inspectionId: z.uuid(),
  engineerName: z.nullable(z.string()),
  completedAt: z.iso.datetime({ offset: true }),
  result: z.enum(inspectionResults),
});
export type InspectedMeanwhile = z.infer<typeof inspectedMeanwhileSchema>;
export const inspectionOutcomeSchema = z.object({
  id: z.uuid(),
  result: z.enum(inspectionResults),
  gateState: z.string(),
  conform: z.number().check(z.int()),
  notConform: z.number().check(z.int()),
  reportDocumentId: z.number().check(z.int()),
  submittedAt: z.iso.datetime({ offset: true }),
  /**
   * To how many of the customer's people (company admins, the location's contact) the report was mailed; 0
   * when the customer has nobody to mail it to. Absent from an outcome kept from before it was counted.
   */
  reportMailedTo: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type InspectionOutcome = z.infer<typeof inspectionOutcomeSchema>;

/** The gate state an outcome gives the object, in the ERP's words. */
export const gateStateAfter = {
  conform: 'inService',
  notConform: 'needsRepair',
  notPossible: 'outOfService',
} as const satisfies Record<string, GateState>;
