import {
  type DecisionResult,
  decisionResultSchema,
  quotationReviewResponseSchema,
  type ReviseQuotation,
} from '../../contract/quotation-approval';
import { http } from './http';
import { pagedCall, type QueryParams } from './portal-data/call';

/**
 * What a decision on a quotation, or a revision of it, makes stale: its details and documents, every
 * quotation list, the review. Also read again when someone else changed the quotation meanwhile.
 */
export const decisionMakesStale = ['/api/offers', '/api/documents'];

const paths = { accept: 'accept', decline: 'decline', question: 'question' } as const;

/** POST /api/offers/{id}/accept | decline | question: rejects with an ApiError (409 someone decided first). */
export async function sendDecision(
  quotationId: number,
  intent: keyof typeof paths,
  body: Record<string, unknown>,
): Promise<DecisionResult> {
  return http.request(`/api/offers/${quotationId}/${paths[intent]}`, {
    method: 'POST',
    body,
    schema: decisionResultSchema,
  });
}

/** POST /api/offers/{id}/revise (provider staff): a new version, status Revised. */
export async function reviseQuotation(quotationId: number, body: ReviseQuotation) {
  return http.request(`/api/offers/${quotationId}/revise`, {
    method: 'POST',
    body,
    schema: decisionResultSchema,
  });
}

/** GET /api/offers/review: what customers did on quotations, what the ERP has not yet seen first. */
export const quotationReview = (filters: QueryParams, paging: QueryParams) =>
  pagedCall('/api/offers/review', quotationReviewResponseSchema, filters, paging);
