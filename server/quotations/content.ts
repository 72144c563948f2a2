import { createHash } from 'node:crypto';
import { providerToday } from '../../contract/booking';

export interface ShownLine {
  pos: number;
  description: string;
  quantity: number;
  price: number;
}

/** A quotation as the customer reads it: what the acceptance is of. */
export interface ShownQuotation {
  quotationNumber: string;
  version: number;
  date: string;
  description: string | null;
  validUntil: string | null;
  vatRate: number | null;
  amount: number;
  lines: ShownLine[];
}

/**
 * The SHA-256 of the quotation as shown, over a fixed JSON of its number, version, date, text, validity, VAT,
 * amount and lines by position: the same quotation always gives the same hash, any change another one. The
 * details call gives it, an acceptance sends it back and the signed PDF prints it.
 */
export function contentSha256(q: ShownQuotation): string {
  const lines = [...q.lines]
    .sort((a, b) => a.pos - b.pos || a.description.localeCompare(b.description))
    .map((l) => [l.pos, l.description, l.quantity, l.price]);
  const fixed = JSON.stringify([
    q.quotationNumber,
    q.version,
    q.date,
    q.description,
    q.validUntil,
    q.vatRate,
    q.amount,
    lines,
  ]);
  return createHash('sha256').update(fixed).digest('hex');
}

// The provider's calendar day, as YYYY-MM-DD: a quotation valid until a day is valid all of it.
export { providerToday };
