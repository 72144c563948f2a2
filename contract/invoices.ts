import { z } from 'zod';
import { amountSchema, idSchema, isoDateSchema, listQuerySchema, pageSchema } from './paging';

/** A sales invoice (spec section 3): invoicenumber, invoice date, amount incl. VAT and open amount, in EUR. */
export const salesInvoiceSchema = z.object({
  pK_R_SALESINVOICE: z.number().int(),
  fK_PT_RELATION: z.number().int(),
  fK_R_CONTRACT: z.number().int().nullable(),
  fK_R_JOBORDER: z.number().int().nullable(),
  fK_R_SERVICEOBJECT: z.number().int().nullable(),
  invoicenumber: z.string(),
  invoiceDate: isoDateSchema,
  dueDate: isoDateSchema.nullable(),
  description: z.string().nullable(),
  amountInclVat: amountSchema,
  openAmount: amountSchema,
});
export type SalesInvoice = z.infer<typeof salesInvoiceSchema>;

/** GET /api/salesinvoicesdetails/{id}: the invoice with the names of what it belongs to. */
export const salesInvoiceDetailsSchema = salesInvoiceSchema.extend({
  relationName: z.string(),
  contractnumber: z.string().nullable(),
  jobordernumber: z.string().nullable(),
  serviceobjectnumber: z.string().nullable(),
});
export const salesInvoiceParamsSchema = z.object({ id: idSchema('id') });

export const invoiceSorts = [
  'invoiceDate',
  'invoicenumber',
  'dueDate',
  'amountInclVat',
  'openAmount',
] as const;
/** Newest first; `q` searches invoicenumber and description; `open=true` keeps invoices with an open amount. */
const invoiceListQuery = listQuerySchema(invoiceSorts, { sort: 'invoiceDate', direction: 'desc' }).extend({
  open: z.enum(['true', 'false'], { error: 'open must be true or false' }).optional(),
});
export const salesInvoicesResponseSchema = pageSchema(salesInvoiceSchema);

/**
 * GET /api/salesinvoices: every invoice the caller may see, optionally of one relation or object. Provider
 * staff, who see every relation, get every customer's invoices without one, but then only by invoiceDate and
 * without q or open (400 otherwise): that list is paged from an index, anything else would sort a million rows.
 */
export const salesInvoicesQuerySchema = invoiceListQuery.extend({
  relationId: idSchema('relationId').optional(),
  objectId: idSchema('objectId').optional(),
});
/** GET /api/salesinvoicesForRelation?relationId */
export const salesInvoicesForRelationQuerySchema = invoiceListQuery.extend({
  relationId: idSchema('relationId'),
});
/** GET /api/salesinvoicesForContract?contractId */
export const salesInvoicesForContractQuerySchema = invoiceListQuery.extend({
  contractId: idSchema('contractId'),
});
/** GET /api/salesinvoicesForRidderOrder?jobOrderId: the invoices of one job order. */
export const salesInvoicesForJobOrderQuerySchema = invoiceListQuery.extend({
  jobOrderId: idSchema('jobOrderId'),
});
