import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { emptyDraft, type InspectionDraft } from '../../contract/inspection';
import { hasEnoughInk, inkOf } from '../../contract/signature-ink';
import { maintenanceMachine } from '../../src/machines/maintenance/maintenance.machine';
import {
  type ApprovalDraft,
  emptyApproval,
  quotationApprovalMachine,
} from '../../src/machines/quotationApproval';
import type { QuotationApprovalEvent } from '../../src/machines/quotationApproval/quotationApproval.types';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const tap = inkOf([{ points: [{ x: 120, y: 60 }] }]);
/** A scribble of a name across a third of the box. */
const scribble = inkOf([
  {
    points: [
      { x: 20, y: 80 },
      { x: 60, y: 30 },
      { x: 90, y: 90 },
      { x: 140, y: 40 },
    ],
  },
]);

describe('the ink of a signature', () => {
  it('measures strokes in CSS pixels: their length and the larger side of their box', () => {
    expect(tap).toEqual({ length: 0, extent: 0 });
    expect(inkOf([])).toEqual({ length: 0, extent: 0 });
    expect(
      inkOf([
        {
          points: [
            { x: 0, y: 0 },
            { x: 30, y: 40 },
          ],
        },
        {
          points: [
            { x: 100, y: 0 },
            { x: 100, y: 10 },
          ],
        },
      ]),
    ).toEqual({ length: 60, extent: 100 });
  });

  it('holds a dot and a short slip to be too little, a scribble and a typed name (no strokes) enough', () => {
    expect(hasEnoughInk(tap)).toBe(false);
    expect(
      hasEnoughInk(
        inkOf([
          {
            points: [
              { x: 10, y: 10 },
              { x: 30, y: 12 },
            ],
          },
        ]),
      ),
    ).toBe(false);
    expect(hasEnoughInk(scribble)).toBe(true);
    expect(hasEnoughInk(null)).toBe(true);
  });
});

/** An acceptance at its signature, its send answered at once. */
async function signing(kept: ApprovalDraft | null = null) {
  const sent: ApprovalDraft[] = [];
  const actor = createActor(
    quotationApprovalMachine.provide({
      actors: {
        restoreDraft: fromPromise(async () => kept),
        submitDecision: fromPromise(async ({ input }) => {
          sent.push(input.draft);
          return { status: 'Order' as const, version: 2, documentId: 1 };
        }),
        networkReturn: fromCallback<QuotationApprovalEvent, void>(() => {}),
      },
      actions: { persistDraft: () => {}, forgetDraft: () => {}, reloadQuotation: () => {} },
    }),
    {
      input: {
        draft: emptyApproval(
          { quotationId: 7, version: 2, contentSha256: 'a'.repeat(64) },
          { signerName: 'Anna Alfa', signerFunction: 'Beheer' },
        ),
      },
    },
  );
  actor.start();
  await waitFor(actor, (s) => !s.matches('restoring'));
  if (!kept) {
    actor.send({ type: 'quotation.accept' });
    actor.send({ type: 'form.change', patch: { termsAccepted: true } });
    actor.send({ type: 'form.continue' });
  }
  return { actor, sent };
}
const errorAt = (actor: { getSnapshot(): { context: { errors: { path: string; message: string }[] } } }) =>
  actor.getSnapshot().context.errors.find((e) => e.path === 'signature')?.message;

describe('a quotation signed with a tap', () => {
  it('is not accepted: the signature says it is too little, until a real one is drawn', async () => {
    const { actor, sent } = await signing();
    actor.send({ type: 'signature.drawn', png, ink: tap });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('signing')).toBe(true);
    expect(errorAt(actor)).toBe('quotationApproval.validation.signatureTooLittle');
    // Another dot: still too little, still said.
    actor.send({
      type: 'signature.drawn',
      png,
      ink: inkOf([
        {
          points: [
            { x: 1, y: 1 },
            { x: 3, y: 2 },
          ],
        },
      ]),
    });
    expect(errorAt(actor)).toBe('quotationApproval.validation.signatureTooLittle');
    actor.send({ type: 'signature.drawn', png, ink: scribble });
    expect(errorAt(actor)).toBeUndefined();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('takes the typed name, which has no strokes, as a signature', async () => {
    const { actor, sent } = await signing();
    actor.send({ type: 'signature.drawn', png, ink: null });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('accepted'));
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('comes back from a reload without the tap, and asks for a signature', async () => {
    const kept = {
      ...emptyApproval({ quotationId: 7, version: 2, contentSha256: 'a'.repeat(64) }, { signerName: 'Anna' }),
      signerFunction: 'Beheer',
      intent: 'accept' as const,
      atSignature: true,
      termsAccepted: true,
      signature: png,
      signatureInk: tap,
    };
    const { actor, sent } = await signing(kept);
    expect(actor.getSnapshot().matches('signing')).toBe(true);
    expect(actor.getSnapshot().context.draft.signature).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(errorAt(actor)).toBe('quotationApproval.validation.signatureRequired');
    expect(sent).toHaveLength(0);
    actor.stop();
  });
});

describe('an inspection signed with a tap', () => {
  const draft: InspectionDraft = { ...emptyDraft, signerName: 'Piet Portier' };
  function approval({ answersAtOnce = true } = {}) {
    const kept: string[] = [];
    const actor = createActor(
      maintenanceMachine.provide({
        actions: {
          keepSignature: ({ self }) => {
            kept.push('signature');
            if (answersAtOnce) self.send({ type: 'inspection.signed' });
          },
          saveProgress: () => {},
        },
      }),
      {
        input: { inspectionId: 'i-1', objectId: 101, rules: { items: [], ownSpeedgate: false }, draft },
        snapshot: maintenanceMachine.resolveState({
          value: { editing: { approval: 'signing' } },
          context: {
            inspectionId: 'i-1',
            objectId: 101,
            rules: { items: [], ownSpeedgate: false },
            draft: { ...draft, approval: 'signed' },
            errors: [],
            outcome: null,
            failure: null,
            notPossibleFrom: 'start',
          },
        }),
      },
    );
    actor.start();
    return { actor, kept };
  }

  it('keeps and sends nothing, holds the approval step and says the signature is too little', () => {
    const { actor, kept } = approval();
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: tap });
    expect(kept).toEqual([]);
    actor.send({ type: 'inspection.continue' });
    expect(actor.getSnapshot().matches({ editing: { approval: 'signing' } })).toBe(true);
    expect(errorAt(actor)).toBe('inspection.rules.signatureTooLittle');
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: scribble });
    expect(kept).toEqual(['signature']);
    expect(errorAt(actor)).toBeUndefined();
    actor.send({ type: 'inspection.continue' });
    expect(actor.getSnapshot().matches({ editing: 'departure' })).toBe(true);
    actor.stop();
  });

  it('takes the typed name as the signature', () => {
    const { actor, kept } = approval();
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: null });
    expect(kept).toEqual(['signature']);
    actor.send({ type: 'inspection.continue' });
    expect(actor.getSnapshot().matches({ editing: 'departure' })).toBe(true);
    actor.stop();
  });

  const step = (actor: ReturnType<typeof approval>['actor']) =>
    actor.getSnapshot().matches({ editing: 'departure' }) ? 'departure' : 'approval';

  it('holds a "Verder" pressed while the signature is still being kept, and moves on once it is', () => {
    const { actor, kept } = approval({ answersAtOnce: false });
    actor.send({ type: 'inspection.signaturePending' });
    actor.send({ type: 'inspection.continue' });
    expect(step(actor)).toBe('approval');
    expect(errorAt(actor)).toBeUndefined();
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: scribble });
    expect(kept).toEqual(['signature']);
    expect(step(actor)).toBe('approval');
    actor.send({ type: 'inspection.signed' });
    expect(step(actor)).toBe('departure');
    actor.stop();
  });

  it('waits for a second stroke that ended before the first was kept', () => {
    const { actor, kept } = approval({ answersAtOnce: false });
    actor.send({ type: 'inspection.signaturePending' });
    actor.send({ type: 'inspection.signaturePending' });
    actor.send({ type: 'inspection.continue' });
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: scribble });
    actor.send({ type: 'inspection.signed' });
    expect(step(actor)).toBe('approval');
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: scribble });
    actor.send({ type: 'inspection.signed' });
    expect(kept).toEqual(['signature', 'signature']);
    expect(step(actor)).toBe('departure');
    actor.stop();
  });

  it('says why after a held "Verder" when the picture was a tap or could not be kept', () => {
    const { actor } = approval({ answersAtOnce: false });
    actor.send({ type: 'inspection.signaturePending' });
    actor.send({ type: 'inspection.continue' });
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: tap });
    expect(step(actor)).toBe('approval');
    expect(errorAt(actor)).toBe('inspection.rules.signatureTooLittle');

    actor.send({ type: 'inspection.signatureCleared' });
    actor.send({ type: 'inspection.signaturePending' });
    actor.send({ type: 'inspection.continue' });
    actor.send({ type: 'inspection.signatureLost' });
    expect(step(actor)).toBe('approval');
    expect(errorAt(actor)).toBe('validation.signatureRequired');
    actor.stop();
  });

  it('does not move on by itself later when the held press was taken back by Back', () => {
    const { actor } = approval({ answersAtOnce: false });
    actor.send({ type: 'inspection.signaturePending' });
    actor.send({ type: 'inspection.continue' });
    actor.send({ type: 'inspection.back' });
    actor.send({ type: 'inspection.continue' });
    expect(actor.getSnapshot().matches({ editing: 'approval' })).toBe(true);
    actor.send({ type: 'inspection.sign' });
    actor.send({ type: 'inspection.signaturePending' });
    actor.send({ type: 'inspection.signatureDrawn', png: new Blob(), ink: scribble });
    actor.send({ type: 'inspection.signed' });
    expect(step(actor)).toBe('approval');
    actor.stop();
  });
});
