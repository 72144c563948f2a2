import { z } from 'zod/mini';
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
  pK_R_SERVICEOBJECTTYPE: z.number().check(z.int()),
  code: z.string(),
  description: z.string(),
});

/**
 * A service object (gate) with its general and technical properties (spec section 3). `providerOnly` and
 * `internalNotes` are sent to provider staff only: for anyone else the keys are absent, not null.
 * `openFailures` counts its unresolved failure reports, the state a building's list shows beside `gateState`.
 */
export const serviceObjectSchema = z.object({
  pK_R_SERVICEOBJECT: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  fK_PT_RELATIONDELIVERYADDRESS: z.number().check(z.int()),
  locationName: z.string(),
  serviceobjectnumber: z.string(),
  description: z.string(),
  objectType: z.nullable(objectTypeSchema),
  brand: z.nullable(z.string()),
  color: z.nullable(z.string()),
  powerSupply: z.nullable(z.string()),
  fillIn: z.nullable(z.string()),
  walkThroughDoor: z.nullable(walkThroughDoors.schema),
  gateState: z.nullable(gateStates.schema),
  buildDate: z.nullable(isoDateSchema),
  warrantyDate: z.nullable(isoDateSchema),
  notes: z.nullable(z.string()),
  remarks: z.nullable(z.string()),
  realizedSolution: z.nullable(z.string()),
  /** Key of the public object page /object/{access}/{id}. */
  accessKey: z.nullable(z.string()),
  openFailures: z.number().check(z.int()),
  providerOnly: z.optional(z.boolean()),
  internalNotes: z.optional(z.nullable(z.string())),
});
export type ServiceObject = z.infer<typeof serviceObjectSchema>;

export const objectSorts = ['serviceobjectnumber', 'description', 'brand', 'gateState'] as const;
const objectListQuery = listQuerySchema(objectSorts, { sort: 'serviceobjectnumber', direction: 'asc' });
export const objectsResponseSchema = pageSchema(serviceObjectSchema);

/** GET /api/Object/Get?locationId: the objects at one building; `q` searches number, description and brand. */
export const objectsAtLocationQuerySchema = z.extend(objectListQuery, { locationId: idSchema('locationId') });
/** GET /api/Object/GetForRelation?relationId: the objects of one relation at the buildings the caller may see. */
export const objectsOfRelationQuerySchema = z.extend(objectListQuery, { relationId: idSchema('relationId') });
/** GET /api/Object/GetSingle?id */
export const objectQuerySchema = z.object({ id: idSchema('id') });
/** GET /api/objectswithfailure: objects with an unresolved failure report, optionally of one relation or building. */
export const objectsWithFailureQuerySchema = z.extend(objectListQuery, {
  relationId: z.optional(idSchema('relationId')),
  locationId: z.optional(idSchema('locationId')),
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
  powerSupplyActive: z.nullable(z.boolean()),
  trafficLight: z.nullable(z.enum(trafficLights)),
  trafficPossible: z.nullable(z.enum(trafficPossibilities)),
  incidentCause: z.nullable(z.enum(incidentCauses)),
  incidentDetails: z.nullable(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.nullable(z.iso.datetime({ offset: true })),
  status: z.enum(failureStatuses),
  source: z.enum(failureSources),
  realizedSolution: z.nullable(z.string()),
  /** A breakdown with traffic not possible. */
  urgent: z.boolean(),
});
export const objectFailuresQuerySchema = z.object({ objectId: idSchema('objectId') });
export const objectFailuresResponseSchema = z.array(failureReportSchema);
