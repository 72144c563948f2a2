import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema, pageSchema } from './paging';
import { gateStates, typeProperties, walkThroughDoors } from './vocabulary';

/** The answers of a failure report (spec section 3), as the database keeps them. */
export const failureKinds = ['question', 'reportFailure', 'reportBreakdown'] as const;
export const trafficLights = ['green', 'red', 'blinking', 'off'] as const;
export const trafficPossibilities = ['open', 'partiallyOpen', 'closed'] as const;
export const incidentCauses = ['no', 'collision', 'vandalism', 'other'] as const;
export const failureStatuses = ['new', 'inProgress', 'solved'] as const;
/** Where a report came from: the signed-in contact form, the public page of a gate, or an inspection. */
export const failureSources = ['portal', 'public', 'inspection'] as const;

export const objectTypeSchema = z.object({
  pK_R_SERVICEOBJECTTYPE: z.number().int(),
  code: z.string(),
  description: z.string(),
});

/**
 * A service object (gate) with its general and technical properties (spec section 3). `providerOnly` and
 * `internalNotes` are sent to provider staff only: for anyone else the keys are absent, not null.
 * `openFailures` counts its unresolved failure reports, the state a building's list shows beside `gateState`.
 */
export const serviceObjectSchema = z.object({
  pK_R_SERVICEOBJECT: z.number().int(),
  fK_PT_RELATION: z.number().int(),
  fK_PT_RELATIONDELIVERYADDRESS: z.number().int(),
  locationName: z.string(),
  serviceobjectnumber: z.string(),
  description: z.string(),
  objectType: objectTypeSchema.nullable(),
  brand: z.string().nullable(),
  color: z.string().nullable(),
  powerSupply: z.string().nullable(),
  fillIn: z.string().nullable(),
  walkThroughDoor: walkThroughDoors.schema.nullable(),
  gateState: gateStates.schema.nullable(),
  buildDate: isoDateSchema.nullable(),
  warrantyDate: isoDateSchema.nullable(),
  notes: z.string().nullable(),
  remarks: z.string().nullable(),
  realizedSolution: z.string().nullable(),
  /** Key of the public object page /object/{access}/{id}. */
  accessKey: z.string().nullable(),
  openFailures: z.number().int(),
  providerOnly: z.boolean().optional(),
  internalNotes: z.string().nullable().optional(),
});
export type ServiceObject = z.infer<typeof serviceObjectSchema>;

export const objectSorts = ['serviceobjectnumber', 'description', 'brand', 'gateState'] as const;
const objectListQuery = listQuerySchema(objectSorts, { sort: 'serviceobjectnumber', direction: 'asc' });
export const objectsResponseSchema = pageSchema(serviceObjectSchema);

/** GET /api/Object/Get?locationId: the objects at one building; `q` searches number, description and brand. */
export const objectsAtLocationQuerySchema = objectListQuery.extend({ locationId: idSchema('locationId') });
/** GET /api/Object/GetForRelation?relationId: the objects of one relation at the buildings the caller may see. */
export const objectsOfRelationQuerySchema = objectListQuery.extend({ relationId: idSchema('relationId') });
/** GET /api/Object/GetSingle?id */
export const objectQuerySchema = z.object({ id: idSchema('id') });
/** GET /api/objectswithfailure: objects with an unresolved failure report, optionally of one relation or building. */
export const objectsWithFailureQuerySchema = objectListQuery.extend({
  relationId: idSchema('relationId').optional(),
  locationId: idSchema('locationId').optional(),
});

/** A subtype property of an object: its name is a code of the fixed list, its value the ERP's own text. */
export const objectPropertySchema = z.object({ name: typeProperties.schema, value: z.string() });
export type ObjectProperty = z.infer<typeof objectPropertySchema>;
/** GET /api/Object/properties?objectId (public ones) and /api/Object/propertiesNonPublic?objectId (provider staff). */
export const objectPropertiesQuerySchema = z.object({ objectId: idSchema('objectId') });
export const objectPropertiesResponseSchema = z.array(objectPropertySchema);

/** GET /api/Object/failures?objectId: the object's failure reports, newest first. */
export const failureReportSchema = z.object({
  id: z.string(),
  kind: z.enum(failureKinds),
  description: z.string(),
  powerSupplyActive: z.boolean().nullable(),
  trafficLight: z.enum(trafficLights).nullable(),
  trafficPossible: z.enum(trafficPossibilities).nullable(),
  incidentCause: z.enum(incidentCauses).nullable(),
  incidentDetails: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(failureStatuses),
  source: z.enum(failureSources),
  realizedSolution: z.string().nullable(),
  /** A breakdown with traffic not possible. */
  urgent: z.boolean(),
});
export const objectFailuresQuerySchema = z.object({ objectId: idSchema('objectId') });
export const objectFailuresResponseSchema = z.array(failureReportSchema);
