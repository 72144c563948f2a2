import {
  type invoiceSorts,
  salesInvoiceDetailsSchema,
  salesInvoicesResponseSchema,
} from '../../../contract/invoices';
import { getCall, pagedCall } from './call';
import type { ListQuery } from './list-query';

export type InvoiceSort = (typeof invoiceSorts)[number];
export type InvoiceQuery = ListQuery<InvoiceSort> & { open?: boolean };

const invoicesOf = (path: string, filters: Record<string, number>, { open, ...paging }: InvoiceQuery) =>
  pagedCall(
    path,
    salesInvoicesResponseSchema,
    { ...filters, open: open === undefined ? undefined : String(open) },
    paging,
  );

/** GET /api/salesinvoicesForRelation */
export const invoicesOfRelation = (relationId: number, query: InvoiceQuery) =>
  invoicesOf('/api/salesinvoicesForRelation', { relationId }, query);

/** GET /api/salesinvoices?objectId: the invoices of one service object. */
export const invoicesOfObject = (objectId: number, query: InvoiceQuery) =>
  invoicesOf('/api/salesinvoices', { objectId }, query);

/** GET /api/salesinvoicesForContract */
export const invoicesOfContract = (contractId: number, query: InvoiceQuery) =>
  invoicesOf('/api/salesinvoicesForContract', { contractId }, query);

/** GET /api/salesinvoicesForRidderOrder: the invoices of one job order. */
export const invoicesOfJobOrder = (jobOrderId: number, query: InvoiceQuery) =>
  invoicesOf('/api/salesinvoicesForRidderOrder', { jobOrderId }, query);

/** GET /api/salesinvoicesdetails/{id} */
export const invoiceDetails = (id: number) =>
  getCall(`/api/salesinvoicesdetails/${id}`, salesInvoiceDetailsSchema);
