import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import type { DecisionResult } from '../../../contract/quotation-approval';
import { hasEnoughInk } from '../../../contract/signature-ink';
import type { ApiError } from '../../services/api-error';
import { unprovidedAction, unprovidedActor, unprovidedCallback } from '../unprovided';
import {
  type ApprovalDraft,
  type Intent,
  problemsOf,
  type QuotationApprovalContext,
  type QuotationApprovalEvent,
  type QuotationApprovalInput,
} from './quotationApproval.types';

const errorOf = (event: unknown) => (event as { error?: ApiError }).error;

/** Someone decided first, or the quotation is no longer the one shown: the customer must read it again. */
const conflictCodes = ['quotationAlreadyDecided', 'quotationVersionStale'];

export const quotationApprovalMachine = setup({
  types: {} as {
    context: QuotationApprovalContext;
    events: QuotationApprovalEvent;
    input: QuotationApprovalInput;
  },
  actors: {
    /** The draft kept in the browser for this quotation and version, if any. */
    restoreDraft: unprovidedActor<ApprovalDraft | null, { quotationId: number; version: number }>(
      'restoreDraft',
    ),
    /** Sends the decision; rejects with an ApiError (409 someone else first or a newer version, 0 offline). */
    submitDecision: unprovidedActor<DecisionResult, { draft: ApprovalDraft }>('submitDecision'),
    /** Sends `network.online` when the browser says its network is back, while a failure is shown. */
    networkReturn: unprovidedCallback<QuotationApprovalEvent>('networkReturn'),
  },
  actions: {
    /** Keeps the draft (step and signature too) in the browser, so a reload loses nothing. */
    persistDraft: unprovidedAction('persistDraft'),
    /** The decision is on the server, or no longer possible: the browser's copy goes. */
    forgetDraft: unprovidedAction('forgetDraft'),
    /** The quotation changed on the server: read it again (status, version, who decided). */
    reloadQuotation: unprovidedAction('reloadQuotation'),
    restore: assign(({ context, event }) => {
      const kept = (event as { output?: ApprovalDraft | null }).output;
      if (!kept) return { draft: context.draft };
      // A tap kept before the reload is no signature to show again: the pad starts empty.
      return hasEnoughInk(kept.signatureInk)
        ? { draft: kept }
        : { draft: { ...kept, signature: null, signatureInk: null } };
    }),
    choose: assign(({ context }, intent: Intent) => ({
      draft: { ...context.draft, intent, atSignature: false },
      errors: [],
      error: null,
    })),
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const draft = { ...context.draft, ...event.patch };
      // An error goes as soon as its field is right; one still wrong stays until the next try. By the body's
      // names, not the draft's: the draft's declineText and question are sent, and refused, as text.
      const stillWrong = new Set(problemsOf(draft).map((p) => p.path));
      return { draft, errors: context.errors.filter((e) => stillWrong.has(e.path)) };
    }),
    sign: assign(({ context, event }) => {
      assertEvent(event, 'signature.drawn');
      const draft = { ...context.draft, signature: event.png, signatureInk: event.ink };
      // A signature's error goes once it has ink enough; while it is still too little, the error says so.
      const shown = context.errors.some((e) => e.path === 'signature');
      const stillWrong = shown ? problemsOf(draft).filter((p) => p.path === 'signature') : [];
      return { draft, errors: [...context.errors.filter((e) => e.path !== 'signature'), ...stillWrong] };
    }),
    clearSignature: assign(({ context }) => ({
      draft: { ...context.draft, signature: null, signatureInk: null },
    })),
    toSignature: assign(({ context }) => ({ draft: { ...context.draft, atSignature: true }, errors: [] })),
    toForm: assign(({ context }) => ({ draft: { ...context.draft, atSignature: false } })),
    showFormProblems: assign(({ context }) => ({ errors: problemsOf(context.draft, 'form') })),
    showProblems: assign(({ context }) => ({ errors: problemsOf(context.draft) })),
    cancel: assign(({ context }) => ({
      draft: { ...context.draft, intent: null, atSignature: false },
      errors: [],
      error: null,
    })),
    startSending: assign({ errors: [], error: null }),
    keepResult: assign(({ event }) => ({ result: (event as { output?: DecisionResult }).output ?? null })),
    keepError: assign(({ event }) => ({ error: errorOf(event) ?? null })),
    showServerProblems: assign(({ event }) => {
      const error = errorOf(event)!;
      return {
        error,
        errors: (error.errors ?? []).map((e) => ({
          path: e.path.replace(/^body\./, ''),
          message: e.message,
        })),
      };
    }),
    keepConflict: assign(({ event }) => {
      const error = errorOf(event)!;
      return { conflict: { code: error.code ?? '', details: error.details ?? {} }, error };
    }),
  },
  guards: {
    wasAccepting: ({ event }) => (event as { output?: ApprovalDraft | null }).output?.intent === 'accept',
    wasSigning: ({ event }) => {
      const kept = (event as { output?: ApprovalDraft | null }).output;
      return kept?.intent === 'accept' && kept.atSignature;
    },
    wasDeclining: ({ event }) => (event as { output?: ApprovalDraft | null }).output?.intent === 'decline',
    wasAsking: ({ event }) => (event as { output?: ApprovalDraft | null }).output?.intent === 'question',
    isFormComplete: ({ context }) => problemsOf(context.draft, 'form').length === 0,
    isComplete: ({ context }) => problemsOf(context.draft).length === 0,
    isConflict: ({ event }) => {
      const error = errorOf(event);
      return error?.status === 409 && conflictCodes.includes(error.code ?? '');
    },
    /** The server named fields it refused: they are the customer's to mend. */
    isRefused: ({ event }) => (errorOf(event)?.errors?.length ?? 0) > 0,
    accepted: ({ context }) => context.draft.intent === 'accept',
    declined: ({ context }) => context.draft.intent === 'decline',
    acceptingBefore: ({ context }) => context.draft.intent === 'accept',
    /** Only the signature was refused: the form was right, the customer signs again. */
    signatureRefused: ({ context }) =>
      context.draft.intent === 'accept' && context.errors.every((e) => e.path === 'signature'),
    decliningBefore: ({ context }) => context.draft.intent === 'decline',
    /** The last send failed for want of a network, not because the server said no. */
    failedOffline: ({ context }) => context.error?.status === 0,
  },
}).createMachine({
  id: 'quotationApproval',
  description:
    'A customer decides on a quotation: reading it, accepting (name, function, PO number, remark, terms), ' +
    'signing, submitting, and then accepted; or declining with a reason, or asking for a change. The draft is ' +
    'kept in the browser at every step, so a reload returns to it. Someone who decided first, or a newer ' +
    'version, ends in conflict: the customer reads the quotation again.',
  context: ({ input }) => ({ draft: input.draft, errors: [], error: null, conflict: null, result: null }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        input: ({ context }) => ({ quotationId: context.draft.quotationId, version: context.draft.version }),
        onDone: [
          { guard: 'wasSigning', target: 'signing', actions: 'restore' },
          { guard: 'wasAccepting', target: 'accepting', actions: 'restore' },
          { guard: 'wasDeclining', target: 'declining', actions: 'restore' },
          { guard: 'wasAsking', target: 'asking', actions: 'restore' },
          { target: 'reading' },
        ],
        // A store the browser refuses loses the copy, not the quotation.
        onError: { target: 'reading' },
      },
    },
    reading: {
      on: {
        'quotation.accept': {
          target: 'accepting',
          actions: [{ type: 'choose', params: 'accept' }, 'persistDraft'],
        },
        'quotation.decline': {
          target: 'declining',
          actions: [{ type: 'choose', params: 'decline' }, 'persistDraft'],
        },
        'quotation.ask': {
          target: 'asking',
          actions: [{ type: 'choose', params: 'question' }, 'persistDraft'],
        },
      },
    },
    accepting: {
      on: {
        'form.change': { actions: ['change', 'persistDraft'] },
        'form.continue': [
          { guard: 'isFormComplete', target: 'signing', actions: ['toSignature', 'persistDraft'] },
          { actions: 'showFormProblems' },
        ],
        'form.cancel': { target: 'reading', actions: ['cancel', 'forgetDraft'] },
      },
    },
    signing: {
      on: {
        'signature.drawn': { actions: ['sign', 'persistDraft'] },
        'signature.cleared': { actions: ['clearSignature', 'persistDraft'] },
        'form.back': { target: 'accepting', actions: ['toForm', 'persistDraft'] },
        'form.cancel': { target: 'reading', actions: ['cancel', 'forgetDraft'] },
        'form.submit': [{ guard: 'isComplete', target: 'submitting' }, { actions: 'showProblems' }],
      },
    },
    declining: {
      on: {
        'form.change': { actions: ['change', 'persistDraft'] },
        'form.cancel': { target: 'reading', actions: ['cancel', 'forgetDraft'] },
        'form.submit': [{ guard: 'isComplete', target: 'submitting' }, { actions: 'showProblems' }],
      },
    },
    asking: {
      on: {
        'form.change': { actions: ['change', 'persistDraft'] },
        'form.cancel': { target: 'reading', actions: ['cancel', 'forgetDraft'] },
        'form.submit': [{ guard: 'isComplete', target: 'submitting' }, { actions: 'showProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'startSending',
      invoke: {
        id: 'submitDecision',
        src: 'submitDecision',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: [
          {
            guard: 'accepted',
            target: 'accepted',
            actions: ['keepResult', 'forgetDraft', 'reloadQuotation'],
          },
          {
            guard: 'declined',
            target: 'declined',
            actions: ['keepResult', 'forgetDraft', 'reloadQuotation'],
          },
          { target: 'questioned', actions: ['keepResult', 'forgetDraft', 'reloadQuotation'] },
        ],
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: ['keepConflict', 'forgetDraft'] },
          { guard: 'isRefused', target: 'returning', actions: 'showServerProblems' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    /** Back to the form the refused fields are on. */
    returning: {
      always: [
        { guard: 'signatureRefused', target: 'signing' },
        { guard: 'acceptingBefore', target: 'accepting', actions: 'toForm' },
        { guard: 'decliningBefore', target: 'declining' },
        { target: 'asking' },
      ],
    },
    failed: {
      tags: ['error'],
      invoke: { src: 'networkReturn' },
      on: {
        'submission.retry': { target: 'submitting' },
        'network.online': { guard: 'failedOffline', target: 'submitting' },
        'form.cancel': { target: 'reading', actions: ['cancel', 'forgetDraft'] },
      },
    },
    conflict: {
      tags: ['error'],
      on: { 'conflict.reload': { actions: 'reloadQuotation' } },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    questioned: { type: 'final' },
  },
});

/** The step of the decision a screen shows: reading, one of the three forms, or signing an acceptance. */
export type DecisionStep = 'read' | Intent | 'sign';

/**
 * The step of `snapshot`. A send under way or failed stays on the step it was sent from, as the draft
 * remembers it: a failed signed acceptance is still at its signature.
 */
export function stepOf(snapshot: SnapshotFrom<typeof quotationApprovalMachine>): DecisionStep {
  const { draft } = snapshot.context;
  if (draft.intent === 'accept' && (snapshot.matches('signing') || draft.atSignature)) return 'sign';
  return draft.intent ?? 'read';
}
