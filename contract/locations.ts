import { z } from 'zod/mini';
import { idSchema, listQuerySchema, pageSchema } from './paging';
import { deliveryAddressSchema } from './relations';

/** GET /api/relation/{id}: one relation with its address and the delivery addresses the caller may see. */
export const relationParamsSchema = z.object({ id: idSchema('id') });
export const relationDetailsSchema = z.object({
  pK_PT_RELATION: z.number().check(z.int()),
  code: z.string(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  deliveryAdresses: z.array(deliveryAddressSchema),
});
export type RelationDetails = z.infer<typeof relationDetailsSchema>;

/** A delivery address (building) in a list, with its relation's name and its postal address. */
export const locationSchema = z.extend(deliveryAddressSchema, {
  relationName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** GET /api/locations/{id}: the building with its manager info and its location contact (spec section 3). */
export const locationDetailsSchema = z.extend(locationSchema, {
  managerCompany: z.nullable(z.string()),
  managerName: z.nullable(z.string()),
  managerContactPhone: z.nullable(z.string()),
  managerNotes: z.nullable(z.string()),
  contactName: z.nullable(z.string()),
  contactPhone: z.nullable(z.string()),
  contactNotes: z.nullable(z.string()),
});
export type LocationDetails = z.infer<typeof locationDetailsSchema>;
export const locationParamsSchema = z.object({ id: idSchema('id') });

export const locationSorts = ['name', 'city'] as const;
/** GET /api/locations: every building the caller may see, optionally of one relation; `q` searches name and city. */
export const locationsQuerySchema = z.extend(
  listQuerySchema(locationSorts, { sort: 'name', direction: 'asc' }),
  {
    relationId: z.optional(idSchema('relationId')),
  },
);
export const locationsResponseSchema = pageSchema(locationSchema);

/** GET /api/locationsForRelation?relationId: the buildings of one relation the caller may see, by name. */
export const locationsForRelationQuerySchema = z.object({ relationId: idSchema('relationId') });
export const locationsForRelationResponseSchema = z.array(locationSchema);

/**
 * GET /api/locations/managers?locationId: the portal users who manage the building's relation (the customer's
 * contacts, added by a company admin), so a user knows whom to ask. A manager limited to other buildings of
 * the relation is left out.
 */
export const locationManagersQuerySchema = z.object({ locationId: idSchema('locationId') });
export const locationManagerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  function: z.string(),
});
export const locationManagersResponseSchema = z.array(locationManagerSchema);
