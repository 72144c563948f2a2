import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  type ApprovalDraft,
  emptyApproval,
  quotationApprovalMachine,
  stepOf,
} from '../../src/machines/quotationApproval';
import type { QuotationApprovalEvent } from '../../src/machines/quotationApproval/quotationApproval.types';
import { ApiError } from '../../src/services/api-error';

const quotation = { quotationId: 7, version: 2, contentSha256: 'a'.repeat(64) };

/** A decision whose send fails for want of a network, its draft kept nowhere. */
function decision() {
  const actor = createActor(
    quotationApprovalMachine.provide({
      actors: {
        restoreDraft: fromPromise(async (): Promise<ApprovalDraft | null> => null),
        submitDecision: fromPromise(() =>
          Promise.reject(new ApiError({ status: 0, message: 'Failed to fetch', code: 'network' })),
        ),
        networkReturn: fromCallback<QuotationApprovalEvent, void>(() => {}),
      },
      actions: { persistDraft: () => {}, forgetDraft: () => {}, reloadQuotation: () => {} },
    }),
    { input: { draft: emptyApproval(quotation, { signerName: 'Anna Alfa', signerFunction: 'Beheer' }) } },
  );
  actor.start();
  return actor;
}

describe('the step of a quotation decision', () => {
  it('reads, accepts, signs, and stays at the signature when the signed acceptance fails to go', async () => {
    const actor = decision();
    await waitFor(actor, (s) => s.matches('reading'));
    expect(stepOf(actor.getSnapshot())).toBe('read');
    actor.send({ type: 'quotation.accept' });
    expect(stepOf(actor.getSnapshot())).toBe('accept');
    actor.send({ type: 'form.change', patch: { termsAccepted: true } });
    actor.send({ type: 'form.continue' });
    expect(stepOf(actor.getSnapshot())).toBe('sign');
    actor.send({
      type: 'signature.drawn',
      png: 'data:image/png;base64,iVBORw0KGgo=',
      ink: { length: 300, extent: 120 },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(stepOf(actor.getSnapshot())).toBe('sign');
    actor.send({ type: 'form.cancel' });
    expect(stepOf(actor.getSnapshot())).toBe('read');
    actor.stop();
  });

  it('names a decline and a question by their own steps', async () => {
    const actor = decision();
    await waitFor(actor, (s) => s.matches('reading'));
    actor.send({ type: 'quotation.decline' });
    expect(stepOf(actor.getSnapshot())).toBe('decline');
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'quotation.ask' });
    expect(stepOf(actor.getSnapshot())).toBe('question');
    actor.stop();
  });
});
