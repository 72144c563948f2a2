import { and, eq, sql } from 'drizzle-orm';
import { isDecidable } from '../../contract/quotation-approval';
import { isPastValidity } from '../../contract/quotation-validity';
import type { Caller } from '../access/authenticate';
import type { Db } from '../db/database';
import { quotationEvents, quotations, users } from '../db/schema';
import { noAccess } from '../errors';
import { mayDecideQuotations } from '../users/rules';
import { DecidedBefore } from './decided-before';
import { shownQuotation } from './record';
import { alreadyDecided, expired, notOpen, stale } from './refusals';

/** Only a customer's admin or user holding Quotations.Accept decides; a read-only user never, whatever granted. */
export function ensureMayDecide(caller: Caller) {
  if (!mayDecideQuotations(caller)) throw noAccess();
}

/** Locks the quotation's row: of two decisions at once the second waits and then sees the first. */
export async function lockQuotation(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: quotations.id, status: quotations.status, version: quotations.version })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for('update');
  return row!;
}

/** Who decided last on a quotation no longer open: the refusal names them. */
export async function lastDecision(tx: Db, id: number) {
  const [event] = await tx
    .select({
      kind: quotationEvents.kind,
      at: quotationEvents.at,
      name: users.name,
      userId: quotationEvents.userId,
      version: quotationEvents.version,
      reason: quotationEvents.reason,
      text: quotationEvents.text,
    })
    .from(quotationEvents)
    .leftJoin(users, eq(users.id, quotationEvents.userId))
    .where(and(eq(quotationEvents.quotationId, id), sql`${quotationEvents.kind} in ('accepted', 'declined')`))
    .orderBy(sql`${quotationEvents.at} desc`)
    .limit(1);
  return event;
}

/**
 * The checks every customer decision makes under the row lock, in this order: someone decided first (409 with
 * who and when), the quotation is not open (409), the caller read an older version (409), it has expired (409).
 * A question may be asked of an expired quotation: asking for a new version is what its expiry calls for.
 */
export async function ensureDecidable(
  tx: Db,
  id: number,
  version: number,
  now: Date,
  by: { userId: string; kind: 'accepted' | 'declined' | 'questioned' },
) {
  const row = await lockQuotation(tx, id);
  if (!isDecidable(row.status)) {
    const decided = await lastDecision(tx, id);
    // The same decision of the same person on the same version, sent again because its answer was lost.
    if (decided?.userId === by.userId && decided.kind === by.kind && decided.version === version)
      throw new DecidedBefore(row.status, version, decided);
    if (decided && (row.status === 'Order' || row.status === 'Rejected'))
      throw alreadyDecided(
        decided.kind === 'accepted' ? 'accepted' : 'declined',
        decided.name ?? '–',
        decided.at,
      );
    throw notOpen(row.status);
  }
  if (row.version !== version) throw stale(row.version);
  const shown = await shownQuotation(tx, id);
  if (by.kind !== 'questioned' && shown.validUntil && isPastValidity(shown.validUntil, now))
    throw expired(shown.validUntil);
  return shown;
}
