/**
 * An id as an address or a query gives it: one to ten digits (no "12abc", no "1e3", no sign), from 1 to the
 * largest id PostgreSQL's integer holds. Without zod, so the login screen's code can read an address with it.
 */
export const ID_PATTERN = /^\d{1,10}$/;

/** Largest id PostgreSQL's integer holds; a larger one could never name a row. */
export const MAX_ID = 2_147_483_647;

/** The id `text` names, or null when it could never name a row. */
export function idOf(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
