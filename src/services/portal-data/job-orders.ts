import { jobOrderSchema, type jobOrderSorts, jobOrdersResponseSchema } from '../../../contract/job-orders';
import { getCall, pagedCall } from './call';
import type { ListQuery } from './list-query';

export type JobOrderSort = (typeof jobOrderSorts)[number];

/** GET /api/joborders?objectId */
export const jobOrdersOfObject = (objectId: number, query: ListQuery<JobOrderSort>) =>
  pagedCall('/api/joborders', jobOrdersResponseSchema, { objectId }, { ...query });

/** GET /api/jobordersForContract */
export const jobOrdersOfContract = (contractId: number, query: ListQuery<JobOrderSort>) =>
  pagedCall('/api/jobordersForContract', jobOrdersResponseSchema, { contractId }, { ...query });

/** GET /api/jobordersForInvoice: the job order the invoice was made for. */
export const jobOrdersOfInvoice = (invoiceId: number, query: ListQuery<JobOrderSort>) =>
  pagedCall('/api/jobordersForInvoice', jobOrdersResponseSchema, { invoiceId }, { ...query });

/** GET /api/joborders/{id} */
export const jobOrderDetails = (id: number) => getCall(`/api/joborders/${id}`, jobOrderSchema);
