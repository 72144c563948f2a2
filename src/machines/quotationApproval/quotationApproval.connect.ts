import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { DecisionResult } from '../../../contract/quotation-approval';
import type { SignatureInk } from '../../../contract/signature-ink';
import type { ApiError } from '../../services/api-error';
import { decisionMakesStale, sendDecision } from '../../services/quotation-approval';
import { forgetApprovalDraft, keepApprovalDraft, readApprovalDraft } from '../../services/quotation-drafts';
import { invalidateResources } from '../../services/resource';
import { inspect } from '../inspector';
import { networkReturn } from '../network-return';
import { type DecisionStep, quotationApprovalMachine, stepOf } from './quotationApproval.machine';
import type { ConflictInfo, QuotationApprovalEvent } from './quotationApproval.types';
import { type ApprovalDraft, bodyOf, emptyApproval, type Intent } from './quotationApproval.types';

export interface QuotationApprovalOptions {
  userId: string;
  quotation: { quotationId: number; version: number; contentSha256: string };
  /** The signer from the profile. */
  prefill: { signerName: string; signerFunction: string };
}

export interface QuotationApprovalView {
  draft: ApprovalDraft;
  /** The step shown: its heading takes the focus when it changes. */
  step: DecisionStep;
  /** Field name to i18n key. */
  errors: Partial<Record<string, string>>;
  isRestoring: boolean;
  isReading: boolean;
  isAccepting: boolean;
  isSigning: boolean;
  isDeclining: boolean;
  isAsking: boolean;
  isSubmitting: boolean;
  isFailed: boolean;
  /** Sent without a connection: it goes by itself once the network returns, while this page is open. */
  waitsForNetwork: boolean;
  isConflict: boolean;
  /** What was decided, once the server took it. */
  decided: Intent | null;
  failure: ApiError | null;
  conflict: ConflictInfo | null;
  result: DecisionResult | null;
  accept(): void;
  decline(): void;
  ask(): void;
  change(patch: Partial<Omit<ApprovalDraft, 'quotationId' | 'version' | 'contentSha256'>>): void;
  continueToSignature(): void;
  back(): void;
  cancel(): void;
  submit(): void;
  /** The signature drawn (or typed) so far, and its ink: null for the typed name. */
  signed(png: string, ink: SignatureInk | null): void;
  clearSignature(): void;
  retry(): void;
  reload(): void;
}

/** One customer's decision on one version of a quotation, its draft kept in the browser's IndexedDB. */
export function useQuotationApproval(options: QuotationApprovalOptions): QuotationApprovalView {
  const { userId, quotation } = options;
  const actor = useActorRef(
    quotationApprovalMachine.provide({
      actors: {
        restoreDraft: fromPromise(({ input }) =>
          readApprovalDraft<ApprovalDraft>(userId, input.quotationId, input.version),
        ),
        networkReturn: networkReturn<QuotationApprovalEvent>(),
        submitDecision: fromPromise(({ input }) => {
          const intent = input.draft.intent ?? 'accept';
          return sendDecision(input.draft.quotationId, intent, bodyOf(input.draft));
        }),
      },
      actions: {
        persistDraft: ({ context }) =>
          void keepApprovalDraft(userId, context.draft.quotationId, context.draft.version, context.draft),
        forgetDraft: ({ context }) =>
          void forgetApprovalDraft(userId, context.draft.quotationId, context.draft.version),
        reloadQuotation: () => void invalidateResources(...decisionMakesStale),
      },
    }),
    { input: { draft: emptyApproval(quotation, options.prefill) }, inspect },
  );
  const draft = useSelector(actor, (s) => s.context.draft);
  const problems = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.error);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  const result = useSelector(actor, (s) => s.context.result);
  const value = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : ''));
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting'));
  const step = useSelector(actor, stepOf);

  const commands = useMemo(
    () => ({
      accept: () => actor.send({ type: 'quotation.accept' }),
      decline: () => actor.send({ type: 'quotation.decline' }),
      ask: () => actor.send({ type: 'quotation.ask' }),
      change: (patch: Partial<Omit<ApprovalDraft, 'quotationId' | 'version' | 'contentSha256'>>) =>
        actor.send({ type: 'form.change', patch }),
      continueToSignature: () => actor.send({ type: 'form.continue' }),
      back: () => actor.send({ type: 'form.back' }),
      cancel: () => actor.send({ type: 'form.cancel' }),
      submit: () => actor.send({ type: 'form.submit' }),
      signed: (png: string, ink: SignatureInk | null) => actor.send({ type: 'signature.drawn', png, ink }),
      clearSignature: () => actor.send({ type: 'signature.cleared' }),
      retry: () => actor.send({ type: 'submission.retry' }),
      reload: () => actor.send({ type: 'conflict.reload' }),
    }),
    [actor],
  );
  const errors = useMemo(() => Object.fromEntries(problems.map((p) => [p.path, p.message])), [problems]);
  const decidedBy: Record<string, Intent> = {
    accepted: 'accept',
    declined: 'decline',
    questioned: 'question',
  };
  return {
    draft,
    step,
    errors,
    isRestoring: value === 'restoring',
    isReading: value === 'reading',
    isAccepting: value === 'accepting',
    isSigning: value === 'signing',
    isDeclining: value === 'declining',
    isAsking: value === 'asking',
    isSubmitting,
    isFailed: value === 'failed',
    waitsForNetwork: value === 'failed' && failure?.status === 0,
    isConflict: value === 'conflict',
    decided: decidedBy[value] ?? null,
    failure,
    conflict,
    result,
    ...commands,
  };
}
