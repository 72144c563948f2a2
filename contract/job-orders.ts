import { z } from 'zod';
import { amountSchema, idSchema, isoDateSchema, listQuerySchema, pageSchema } from './paging';
import { orderCategories, serviceTypes } from './vocabulary';

/**
 * An order / job order (spec section 3). `costPrice` is the provider's own figure: sent to provider staff only,
 * for anyone else the key is absent.
 */
export const jobOrderSchema = z.object({
  pK_R_JOBORDER: z.number().int(),
  fK_PT_RELATION: z.number().int(),
  fK_PT_RELATIONDELIVERYADDRESS: z.number().int().nullable(),
  fK_R_SERVICEOBJECT: z.number().int().nullable(),
  fK_R_CONTRACT: z.number().int().nullable(),
  locationName: z.string().nullable(),
  serviceobjectnumber: z.string().nullable(),
  ordernumber: z.string(),
  jobordernumber: z.string(),
  ordercategory: orderCategories.schema.nullable(),
  orderDate: isoDateSchema,
  orderAmount: amountSchema.nullable(),
  reference: z.string().nullable(),
  customerOrderNumber: z.string().nullable(),
  serviceType: serviceTypes.schema.nullable(),
  contact: z.string().nullable(),
  description: z.string().nullable(),
  /** Hours. */
  operationTimeMachine: z.number().nullable(),
  /** Hours. */
  operationTimeEmployee: z.number().nullable(),
  dateInWip: isoDateSchema.nullable(),
  salesPrice: amountSchema.nullable(),
  costPrice: amountSchema.nullable().optional(),
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
export const jobOrdersQuerySchema = jobOrderListQuery.extend({
  relationId: idSchema('relationId').optional(),
  locationId: idSchema('locationId').optional(),
  objectId: idSchema('objectId').optional(),
});
/** GET /api/jobordersForContract?contractId */
export const jobOrdersForContractQuerySchema = jobOrderListQuery.extend({
  contractId: idSchema('contractId'),
});
/** GET /api/jobordersForInvoice?invoiceId: the job order the invoice was made for (none or one). */
export const jobOrdersForInvoiceQuerySchema = jobOrderListQuery.extend({ invoiceId: idSchema('invoiceId') });
