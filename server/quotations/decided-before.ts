import { eq } from 'drizzle-orm';
import type { DecisionResult } from '../../contract/quotation-approval';
import type { Db } from '../db/database';
import { quotationAcceptances } from '../db/schema';
import type { lastDecision } from './decidable';
import type { Shown } from './record';
import { alreadyDecided } from './refusals';

export interface Decided {
  result: DecisionResult;
  /** Mails what was decided, after the transaction: a mail that fails never undoes the decision. */
  notify: () => Promise<void>;
}

/**
 * The caller's own decision was already made: the same one again (a retry whose first answer was lost: the same
 * signature, or the same reason and words) gets the answer the first request got; another one hears who decided.
 */
export class DecidedBefore extends Error {
  constructor(
    readonly status: Shown['status'],
    readonly version: number,
    readonly decided: NonNullable<Awaited<ReturnType<typeof lastDecision>>>,
  ) {
    super('decided before');
  }

  /** Someone (this same person, in another tab) decided otherwise first: they hear it as anyone would. */
  refusal() {
    const { kind, name, at } = this.decided;
    return alreadyDecided(kind === 'accepted' ? 'accepted' : 'declined', name ?? '–', at);
  }
}

/** Lets a DecidedBefore out of its transaction as a value; any other failure stays a failure. */
export const decidedBefore = (error: unknown): DecidedBefore => {
  if (error instanceof DecidedBefore) return error;
  throw error;
};

/** The answer a decision made before gets again: nothing is written, nothing is mailed twice. */
export async function earlierAnswer(
  db: Db,
  id: number,
  before: DecidedBefore,
  same: { signatureSha256?: string; reason?: string | null; text?: string | null },
): Promise<Decided> {
  const [acceptance] = await db
    .select({
      documentId: quotationAcceptances.documentId,
      signatureSha256: quotationAcceptances.signatureSha256,
    })
    .from(quotationAcceptances)
    .where(eq(quotationAcceptances.quotationId, id));
  const sameDecision =
    before.decided.kind === 'accepted'
      ? acceptance?.signatureSha256 === same.signatureSha256
      : before.decided.reason === (same.reason ?? null) && before.decided.text === (same.text ?? null);
  if (!sameDecision) throw before.refusal();
  return {
    result: { status: before.status, version: before.version, documentId: acceptance?.documentId ?? null },
    notify: async () => {},
  };
}
