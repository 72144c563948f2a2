import { z } from 'zod/mini';
import { amountSchema, idSchema, isoDateSchema, listQuerySchema, pageSchema } from './paging';

/** A sales invoice (spec section 3): invoicenumber, invoice date, amount incl. VAT and open amount, in EUR. */
export const salesInvoiceSchema = z.object({
  pK_R_SALESINVOICE: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  fK_R_CONTRACT: z.nullable(z.number().check(z.int())),
  fK_R_JOBORDER: z.nullable(z.number().check(z.int())),
  fK_R_SERVICEOBJECT: z.nullable(z.number().check(z.int())),
  invoicenumber: z.string(),
  invoiceDate: isoDateSchema,
  dueDate: z.nullable(isoDateSchema),
  description: z.nullable(z.string()),
  amountInclVat: amountSchema,
  openAmount: amountSchema,
});
export type SalesInvoice = z.infer<typeof salesInvoiceSchema>;

/** GET /api/salesinvoicesdetails/{id}: the invoice with the names of what it belongs to. */
export const salesInvoiceDetailsSchema = z.extend(salesInvoiceSchema, {
  relationName: z.string(),
  contractnumber: z.nullable(z.string()),
  jobordernumber: z.nullable(z.string()),
  serviceobjectnumber: z.nullable(z.string()),
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
const invoiceListQuery = z.extend(listQuerySchema(invoiceSorts, { sort: 'invoiceDate', direction: 'desc' }), {
  open: z.optional(z.enum(['true', 'false'], { error: 'open must be true or false' })),
});
export const salesInvoicesResponseSchema = pageSchema(salesInvoiceSchema);

/**
 * GET /api/salesinvoices: every invoice the caller may see, optionally of one relation or object. Provider
 * staff, who see every relation, get every customer's invoices without one, but then only by invoiceDate and
 * without q or open (400 otherwise): that list is paged from an index, anything else would sort a million rows.
 */
export const salesInvoicesQuerySchema = z.extend(invoiceListQuery, {
  relationId: z.optional(idSchema('relationId')),
  objectId: z.optional(idSchema('objectId')),
});
/** GET /api/salesinvoicesForRelation?relationId */
export const salesInvoicesForRelationQuerySchema = z.extend(invoiceListQuery, {
  relationId: idSchema('relationId'),
});
/** GET /api/salesinvoicesForContract?contractId */
export const salesInvoicesForContractQuerySchema = z.extend(invoiceListQuery, {
  contractId: idSchema('contractId'),
});
/** GET /api/salesinvoicesForRidderOrder?jobOrderId: the invoices of one job order. */
export const salesInvoicesForJobOrderQuerySchema = z.extend(invoiceListQuery, {
  jobOrderId: idSchema('jobOrderId'),
});
