import { quotationRecordSchema } from '../../../contract/quotation-approval';
import {
  type QuotationStatus,
  type quotationSorts,
  quotationsResponseSchema,
} from '../../../contract/quotations';
import { getCall, pagedCall } from './call';
import type { ListQuery } from './list-query';

export type QuotationSort = (typeof quotationSorts)[number];

/** Which quotations: of a relation, narrowed to a building or an object when given. */
export interface QuotationFilter {
  relationId?: number;
  locationId?: number;
  objectId?: number;
  status?: QuotationStatus;
}

/** GET /api/offers */
export const quotations = (filter: QuotationFilter, query: ListQuery<QuotationSort>) =>
  pagedCall('/api/offers', quotationsResponseSchema, { ...filter }, { ...query });

/** GET /api/offers/{id}: the quotation with its lines. */
export const quotationDetails = (id: number) => getCall(`/api/offers/${id}`, quotationRecordSchema);
