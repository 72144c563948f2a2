import { providerToday } from './booking';
import { isDecidable } from './quotation-approval';
import type { QuotationStatus } from './quotations';

/** Past its validity date: a quotation valid until a day is valid all of that day where the provider is. */
export const isPastValidity = (validUntil: string | null, now = new Date()): boolean =>
  validUntil !== null && validUntil < providerToday(now);

/**
 * An open quotation (Submitted or Revised) past its validity date: it can no longer be accepted, and wherever
 * its status is shown (its page, the lists, the timeline, the exports) it reads expired beside that status.
 */
export const isExpiredQuotation = (
  quotation: { status: QuotationStatus; validUntil: string | null },
  now = new Date(),
): boolean => isDecidable(quotation.status) && isPastValidity(quotation.validUntil, now);
