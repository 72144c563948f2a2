import { z } from 'zod/mini';
import { amountSchema, idSchema, isoDateSchema, listQuerySchema, pageSchema } from './paging';

/** Quotation statuses of spec section 4. */
export const quotationStatuses = ['New', 'Submitted', 'Revised', 'Rejected', 'Order'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];

/** A quotation (spec section 3), called an offer on the wire. */
export const quotationSchema = z.object({
  pK_R_OFFER: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  fK_PT_RELATIONDELIVERYADDRESS: z.nullable(z.number().check(z.int())),
  fK_R_SERVICEOBJECT: z.nullable(z.number().check(z.int())),
  quotationNumber: z.string(),
  offerrevision: z.number().check(z.int()),
  version: z.number().check(z.int()),
  date: isoDateSchema,
  description: z.nullable(z.string()),
  amount: amountSchema,
  status: z.enum(quotationStatuses),
  /** The last day it may be accepted; past it an open quotation reads expired (quotation-validity.ts). */
  validUntil: z.nullable(isoDateSchema),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotationLineSchema = z.object({
  pK_R_OFFERDETAIL: z.number().check(z.int()),
  pos: z.number().check(z.int()),
  description: z.string(),
  quantity: z.number(),
  price: amountSchema,
});

/** GET /api/offers/{id}: the quotation with its lines by pos. */
export const quotationDetailsSchema = z.extend(quotationSchema, {
  relationName: z.string(),
  lines: z.array(quotationLineSchema),
});
export const quotationParamsSchema = z.object({ id: idSchema('id') });

export const quotationSorts = ['date', 'quotationNumber', 'amount', 'status'] as const;
/**
 * GET /api/offers: newest first, optionally of one relation, building or object and one status; provider
 * staff without one of relation, building or object get every customer's offers, by date only and without q
 * or status (400 otherwise).
 */
export const quotationsQuerySchema = z.extend(
  listQuerySchema(quotationSorts, {
    sort: 'date',
    direction: 'desc',
  }),
  {
    relationId: z.optional(idSchema('relationId')),
    locationId: z.optional(idSchema('locationId')),
    objectId: z.optional(idSchema('objectId')),
    status: z.optional(
      z.enum(quotationStatuses, { error: `status must be one of ${quotationStatuses.join(', ')}` }),
    ),
  },
);
export const quotationsResponseSchema = pageSchema(quotationSchema);
