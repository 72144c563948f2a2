import {
  acceptQuotationSchema,
  type DecisionResult,
  type DeclineReason,
  declineQuotationSchema,
  questionQuotationSchema,
  quotationMessages,
} from '../../../contract/quotation-approval';
import { hasEnoughInk, type SignatureInk } from '../../../contract/signature-ink';
import type { ApiError, FieldProblem } from '../../services/api-error';

/** What the customer chose to do with the quotation. */
export type Intent = 'accept' | 'decline' | 'question';

/**
 * The customer's form as typed so far, for one version of one quotation. Kept in the browser on every change,
 * with the step it was at, so a reload comes back to the same step with the same signature.
 */
export interface ApprovalDraft {
  quotationId: number;
  version: number;
  contentSha256: string;
  intent: Intent | null;
  /** The accept form was completed and the customer went on to sign. */
  atSignature: boolean;
  signerName: string;
  signerFunction: string;
  poNumber: string;
  remark: string;
  termsAccepted: boolean;
  /** The drawn signature as a PNG data URL; null until drawn. */
  signature: string | null;
  /** How much its strokes hold; null for the typed name (and in a draft kept before it was measured). */
  signatureInk?: SignatureInk | null;
  reason: DeclineReason | null;
  declineText: string;
  question: string;
}

export interface QuotationApprovalInput {
  /** The quotation as shown: its id, version and content hash; the prefill from the profile. */
  draft: ApprovalDraft;
}

/** A refusal because someone else decided first, or the quotation changed: who, when, or which version. */
export interface ConflictInfo {
  code: string;
  details: Record<string, unknown>;
}

export interface QuotationApprovalContext {
  draft: ApprovalDraft;
  errors: FieldProblem[];
  error: ApiError | null;
  conflict: ConflictInfo | null;
  result: DecisionResult | null;
}

export type QuotationApprovalEvent =
  | { type: 'quotation.accept' }
  | { type: 'quotation.decline' }
  | { type: 'quotation.ask' }
  | { type: 'form.change'; patch: Partial<Omit<ApprovalDraft, 'quotationId' | 'version' | 'contentSha256'>> }
  | { type: 'form.continue' }
  | { type: 'form.back' }
  | { type: 'form.cancel' }
  | { type: 'form.submit' }
  | { type: 'signature.drawn'; png: string; ink: SignatureInk | null }
  | { type: 'signature.cleared' }
  | { type: 'submission.retry' }
  /** The browser says its network is back: a decision that failed for want of one is sent again. */
  | { type: 'network.online' }
  | { type: 'conflict.reload' };

export const emptyApproval = (
  quotation: { quotationId: number; version: number; contentSha256: string },
  prefill: { signerName?: string; signerFunction?: string } = {},
): ApprovalDraft => ({
  ...quotation,
  intent: null,
  atSignature: false,
  signerName: prefill.signerName ?? '',
  signerFunction: prefill.signerFunction ?? '',
  poNumber: '',
  remark: '',
  termsAccepted: false,
  signature: null,
  signatureInk: null,
  reason: null,
  declineText: '',
  question: '',
});

/** The body of the call the draft's intent makes, as the contract names its fields. */
export function bodyOf(draft: ApprovalDraft): Record<string, unknown> {
  const { version } = draft;
  if (draft.intent === 'decline')
    return { version, reason: draft.reason ?? undefined, text: draft.declineText || undefined };
  if (draft.intent === 'question') return { version, text: draft.question };
  return {
    version,
    contentSha256: draft.contentSha256,
    signerName: draft.signerName,
    signerFunction: draft.signerFunction,
    poNumber: draft.poNumber || undefined,
    remark: draft.remark || undefined,
    termsAccepted: draft.termsAccepted || undefined,
    signature: draft.signature ?? undefined,
  };
}

const schemas = {
  accept: acceptQuotationSchema,
  decline: declineQuotationSchema,
  question: questionQuotationSchema,
};

/** The signature is the second step of accepting: the first step's problems leave it out. */
const signatureFields = new Set(['signature']);

/**
 * The draft's problems by the schema the server checks it with, one per field, and a signature of too little
 * ink (a tap, a slip: the PNG alone cannot tell the server so). `step` 'form' leaves out the signature, which is
 * drawn after the form.
 */
export function problemsOf(draft: ApprovalDraft, step: 'form' | 'all' = 'all'): FieldProblem[] {
  if (!draft.intent) return [];
  const result = schemas[draft.intent].safeParse(bodyOf(draft));
  const problems = (result.success ? [] : result.error.issues)
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    .filter((p) => step === 'all' || !signatureFields.has(p.path));
  if (step === 'all' && draft.intent === 'accept' && draft.signature && !hasEnoughInk(draft.signatureInk))
    problems.push({ path: 'signature', message: quotationMessages.signatureTooLittle });
  return problems.filter((p, i) => problems.findIndex((q) => q.path === p.path) === i);
}
