import { z } from 'zod/mini';

/** A delivery address, shown as a building (spec section 3). */
export const deliveryAddressSchema = z.object({
  pK_PT_RELATIONDELIVERYADDRESS: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  name: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** A relation with its delivery addresses; the wire keeps the spec's spelling `deliveryAdresses`. */
export const relationSchema = z.object({
  pK_PT_RELATION: z.number().check(z.int()),
  name: z.string(),
  deliveryAdresses: z.array(deliveryAddressSchema),
});
export type Relation = z.infer<typeof relationSchema>;

/** GET /api/myRelations: the relations the caller may see, sorted by name, each with its delivery addresses. */
export const myRelationsResponseSchema = z.array(relationSchema);
