import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeclineQuotation, QuestionQuotation } from '../../contract/quotation-approval';
import { callerOf } from '../access/authenticate';
import { ensureQuotationVisible } from '../access/ensure-visible';
import { scopeOf } from '../access/row-scope';
import { quotations } from '../db/schema';
import { quotationAnsweredMail } from '../mail/quotation-mails';
import { ensureDecidable, ensureMayDecide } from './decidable';
import { type Decided, DecidedBefore, decidedBefore, earlierAnswer } from './decided-before';
import { type DeclineReason, originOf, recordEvent } from './events';
import { serviceDesk } from './place';

/** A decline or a question: the customer's answer without a signature, mailed to the service desk. */
async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  version: number,
  decision:
    | { kind: 'declined'; reason: DeclineReason; text: string | null }
    | { kind: 'questioned'; text: string },
): Promise<Decided> {
  const caller = callerOf(request);
  await ensureQuotationVisible(app.db, scopeOf(caller), id);
  ensureMayDecide(caller);
  const origin = originOf(request);
  const now = new Date();
  const desk = await serviceDesk(app.db);
  const made = await app.db
    .transaction(async (tx) => {
      const shown = await ensureDecidable(tx, id, version, now, { userId: caller.id, kind: decision.kind });
      const status = decision.kind === 'declined' ? ('Rejected' as const) : shown.status;
      await tx
        .update(quotations)
        .set({ status, portalState: decision.kind, portalChangedAt: now, portalPending: true })
        .where(eq(quotations.id, id));
      await recordEvent(tx, caller, shown, decision.kind, status, origin, now, {
        reason: decision.kind === 'declined' ? decision.reason : null,
        text: decision.text,
      });
      return {
        result: { status, version: shown.version, documentId: null },
        facts: {
          quotationNumber: shown.quotationNumber,
          description: shown.description,
          version: shown.version,
          relationName: shown.relationName,
          signerName: caller.name || caller.email,
          signerFunction: caller.function,
          at: now,
          link: `${app.config.publicUrl}/quotations`,
        },
      };
    })
    .catch(decidedBefore);
  if (made instanceof DecidedBefore)
    return earlierAnswer(app.db, id, made, {
      reason: decision.kind === 'declined' ? decision.reason : null,
      text: decision.text,
    });
  const { result, facts } = made;
  return {
    result,
    notify: async () => {
      if (!desk.email) return;
      try {
        await app.mailer.send({
          to: desk.email,
          language: 'nl',
          ...quotationAnsweredMail('nl', facts, decision),
        });
      } catch (error) {
        app.log.error({ err: error, to: desk.email }, 'mailing the answer on a quotation failed');
      }
    },
  };
}

/** Declines a quotation with a reason from the list and text: it becomes Rejected. */
export const declineQuotation = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: DeclineQuotation,
) =>
  answer(app, request, id, body.version, { kind: 'declined', reason: body.reason, text: body.text || null });

/** Asks for a change: the status stays, the provider sees the question and may revise. */
export const questionQuotation = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: QuestionQuotation,
) => answer(app, request, id, body.version, { kind: 'questioned', text: body.text });
