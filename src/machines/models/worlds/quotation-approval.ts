import { ApiError } from '../../../services/api-error';
import { quotationApprovalMachine } from '../../quotationApproval/quotationApproval.machine';
import { type ApprovalDraft, emptyApproval } from '../../quotationApproval/quotationApproval.types';
import { apiError, type MachineModel, type SampleEvent } from '../world';

/** Quotation OF26-00153 version 2 as Alfa's administrator reads it, the signer prefilled from the profile. */
const shownQuotation = { quotationId: 60_003, version: 2, contentSha256: 'a'.repeat(64) };
const approvalStart = emptyApproval(shownQuotation, {
  signerName: 'Anna Alfa',
  signerFunction: 'Facilitair manager',
});
const signature = 'data:image/png;base64,iVBORw0KGgo=';
const keptDraft = (patch: Partial<ApprovalDraft>): ApprovalDraft => ({ ...approvalStart, ...patch });
const decided = (status: 'Order' | 'Rejected' | 'Submitted') => ({ status, version: 2, documentId: null });
const approvalSamples: Record<string, SampleEvent[]> = {
  'form.change': [
    {
      type: 'form.change',
      patch: { termsAccepted: true, poNumber: 'PO-4471', reason: 'price', question: 'Kan het in mei?' },
    },
    { type: 'form.change', patch: { signerName: '' } },
  ],
  'signature.drawn': [
    { type: 'signature.drawn', png: signature, ink: { length: 420, extent: 160 } },
    // A tap on the pad: a dot, too little to be a signature.
    { type: 'signature.drawn', png: signature, ink: { length: 0, extent: 0 } },
  ],
  'xstate.done.actor.restoreDraft': [{ type: 'xstate.done.actor.restoreDraft', output: null }],
  'xstate.error.actor.restoreDraft': [
    { type: 'xstate.error.actor.restoreDraft', error: new Error('IndexedDB refused') },
  ],
  'xstate.done.actor.submitDecision': [
    { type: 'xstate.done.actor.submitDecision', output: decided('Order') },
  ],
  'xstate.error.actor.submitDecision': [
    { type: 'xstate.error.actor.submitDecision', error: apiError(0, 'network') },
    {
      type: 'xstate.error.actor.submitDecision',
      error: new ApiError({
        status: 409,
        message: 'HTTP 409',
        code: 'quotationAlreadyDecided',
        details: { by: 'Bert Alfa', at: '2026-03-02T10:15:00.000Z', status: 'Order' },
      }),
    },
    { type: 'xstate.error.actor.submitDecision', error: apiError(409, 'quotationExpired') },
    {
      type: 'xstate.error.actor.submitDecision',
      error: new ApiError({
        status: 400,
        message: 'HTTP 400',
        code: 'invalidInput',
        errors: [{ path: 'body.signature', message: 'quotationApproval.validation.signatureInvalid' }],
      }),
    },
    {
      type: 'xstate.error.actor.submitDecision',
      error: new ApiError({
        status: 400,
        message: 'HTTP 400',
        code: 'invalidInput',
        errors: [{ path: 'body.signerName', message: 'validation.required' }],
      }),
    },
  ],
};

/** A reload back into a kept draft: one change and one failure are enough, the first world walks the rest. */
const restored = (draft: ApprovalDraft): Record<string, SampleEvent[]> => ({
  'form.change': [{ type: 'form.change', patch: { remark: 'Graag na 1 mei' } }],
  'signature.drawn': approvalSamples['signature.drawn']!.slice(0, 1),
  'xstate.done.actor.restoreDraft': [{ type: 'xstate.done.actor.restoreDraft', output: draft }],
  'xstate.done.actor.submitDecision': approvalSamples['xstate.done.actor.submitDecision'],
  'xstate.error.actor.submitDecision': [
    { type: 'xstate.error.actor.submitDecision', error: apiError(0, 'network') },
  ],
});

export const quotationApproval: MachineModel = {
  machine: quotationApprovalMachine,
  worlds: [
    {
      name: 'a submitted quotation read for the first time',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: approvalSamples,
    },
    {
      name: 'reloaded while signing',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: restored(keptDraft({ intent: 'accept', atSignature: true, termsAccepted: true, signature })),
    },
    {
      name: 'reloaded while declining',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: {
        ...restored(keptDraft({ intent: 'decline', reason: 'timing' })),
        'xstate.done.actor.submitDecision': [
          { type: 'xstate.done.actor.submitDecision', output: decided('Rejected') },
        ],
      },
    },
    {
      name: 'reloaded while asking for a change',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: {
        ...restored(keptDraft({ intent: 'question', question: 'Kan de montage in het weekend?' })),
        'xstate.done.actor.submitDecision': [
          { type: 'xstate.done.actor.submitDecision', output: decided('Submitted') },
        ],
      },
    },
    {
      name: 'reloaded on the accept form',
      logic: quotationApprovalMachine,
      input: { draft: approvalStart },
      samples: restored(keptDraft({ intent: 'accept', termsAccepted: true })),
    },
  ],
};
