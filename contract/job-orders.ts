import { z } from 'zod/mini';
import { amountSchema, idSchema, isoDateSchema, listQuerySchema, pageSchema } from './paging';
import { orderCategories, serviceTypes } from './vocabulary';

/**
 * An order / job order (spec section 3). `costPrice` is the provider's own figure: sent to provider staff only,
 * for anyone else the key is absent.
 */
export const jobOrderSchema = z.object({
  pK_R_JOBORDER: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  fK_PT_RELATIONDELIVERYADDRESS: z.nullable(z.number().check(z.int())),
  fK_R_SERVICEOBJECT: z.nullable(z.number().check(z.int())),
  fK_R_CONTRACT: z.nullable(z.number().check(z.int())),
  locationName: z.nullable(z.string()),
  serviceobjectnumber: z.nullable(z.string()),
  ordernumber: z.string(),
  jobordernumber: z.string(),
  ordercategory: z.nullable(orderCategories.schema),
  orderDate: isoDateSchema,
  orderAmount: z.nullable(amountSchema),
  reference: z.nullable(z.string()),
  customerOrderNumber: z.nullable(z.string()),
  serviceType: z.nullable(serviceTypes.schema),
  contact: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** Hours. */
  operationTimeMachine: z.nullable(z.number()),
  /** Hours. */
  operationTimeEmployee: z.nullable(z.number()),
  dateInWip: z.nullable(isoDateSchema),
  salesPrice: z.nullable(amountSchema),
  costPrice: z.optional(z.nullable(amountSchema)),
});
export type JobOrder = z.infer<typeof jobOrderSchema>;
export const jobOrderParamsSchema = z.object({ id: idSchema('id') });

export const jobOrderSorts = ['orderDate', 'ordernumber', 'jobordernumber', 'orderAmount'] as const;
/** Newest first; `q` searches ordernumber, jobordernumber, reference, customer order number and description. */
const jobOrderListQuery = listQuerySchema(jobOrderSorts, { sort: 'orderDate', direction: 'desc' });
export const jobOrdersResponseSchema = pageSchema(jobOrderSchema);

/**
 * GET /api/joborders: the job orders the caller may see, optionally of one relation, building or object;
 * provider staff without one get every customer's orders, by orderDate only and without q (400 otherwise).
 */
export const jobOrdersQuerySchema = z.extend(jobOrderListQuery, {
  relationId: z.optional(idSchema('relationId')),
  locationId: z.optional(idSchema('locationId')),
  objectId: z.optional(idSchema('objectId')),
});
/** GET /api/jobordersForContract?contractId */
export const jobOrdersForContractQuerySchema = z.extend(jobOrderListQuery, {
  contractId: idSchema('contractId'),
});
/** GET /api/jobordersForInvoice?invoiceId: the job order the invoice was made for (none or one). */
export const jobOrdersForInvoiceQuerySchema = z.extend(jobOrderListQuery, {
  invoiceId: idSchema('invoiceId'),
});
