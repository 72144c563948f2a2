import {
  type invoiceSorts,
  salesInvoiceDetailsSchema,
  salesInvoicesResponseSchema,
} from '../../../contract/invoices';
import { getCall } from './call';
import type { ListQuery } from './list-query';

export type InvoiceSort = (typeof invoiceSorts)[number];
export type InvoiceQuery = ListQuery<InvoiceSort> & { open?: boolean };

const wire = ({ open, ...query }: InvoiceQuery) => ({
  ...query,
  open: open === undefined ? undefined : String(open),
});

/** GET /api/salesinvoicesForRelation */
export const invoicesOfRelation = (relationId: number, query: InvoiceQuery) =>
  getCall('/api/salesinvoicesForRelation', salesInvoicesResponseSchema, { relationId, ...wire(query) });

/** GET /api/salesinvoices?objectId: the invoices of one service object. */
export const invoicesOfObject = (objectId: number, query: InvoiceQuery) =>
  getCall('/api/salesinvoices', salesInvoicesResponseSchema, { objectId, ...wire(query) });

/** GET /api/salesinvoicesForContract */
export const invoicesOfContract = (contractId: number, query: InvoiceQuery) =>
  getCall('/api/salesinvoicesForContract', salesInvoicesResponseSchema, { contractId, ...wire(query) });

/** GET /api/salesinvoicesForRidderOrder: the invoices of one job order. */
export const invoicesOfJobOrder = (jobOrderId: number, query: InvoiceQuery) =>
  getCall('/api/salesinvoicesForRidderOrder', salesInvoicesResponseSchema, { jobOrderId, ...wire(query) });

/** GET /api/salesinvoicesdetails/{id} */
export const invoiceDetails = (id: number) =>
  getCall(`/api/salesinvoicesdetails/${id}`, salesInvoiceDetailsSchema);
