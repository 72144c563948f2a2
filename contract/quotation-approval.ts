import { z } from 'zod/mini';
import { providerToday } from './booking';
import { CONTROL_CHARACTERS } from './control-characters';
import { idSchema, isoDateSchema, pageOnlyQuerySchema, pageSchema } from './paging';
import { quotationDetailsSchema, quotationStatuses } from './quotations';
import { messages, requiredText } from './validation';

/**
 * The customer's part of a quotation's life (issue 33): accepting it with a signature, declining it, or asking
 * for a change; and the provider's answer to a question, a revision. Field errors are i18n keys.
 */
export const quotationMessages = {
  termsRequired: 'quotationApproval.validation.termsRequired',
  signatureRequired: 'quotationApproval.validation.signatureRequired',
  signatureInvalid: 'quotationApproval.validation.signatureInvalid',
  /** A tap or a slip: too little ink to be a signature (`hasEnoughInk`), said before anything is sent. */
  signatureTooLittle: 'quotationApproval.validation.signatureTooLittle',
  reasonRequired: 'quotationApproval.validation.reasonRequired',
  questionRequired: 'quotationApproval.validation.questionRequired',
  linesRequired: 'quotationApproval.validation.linesRequired',
  reasonExplained: 'quotationApproval.validation.reasonExplained',
  validUntilPast: 'quotationApproval.validation.validUntilPast',
  dateInvalid: 'quotationApproval.validation.dateInvalid',
  posInvalid: 'quotationApproval.validation.posInvalid',
  quantityInvalid: 'quotationApproval.validation.quantityInvalid',
  priceInvalid: 'quotationApproval.validation.priceInvalid',
  priceNegative: 'quotationApproval.validation.priceNegative',
} as const;

/** Why a customer declines: a short list, with free text beside it. */
export const declineReasons = ['price', 'timing', 'otherSupplier', 'notNeeded', 'other'] as const;

/** "Other" says nothing by itself: the provider needs the customer's words. */
export const declineNeedsText = (reason: (typeof declineReasons)[number] | null | undefined) =>
  reason === 'other';
export type DeclineReason = (typeof declineReasons)[number];

/** A drawn signature as the browser's canvas gives it: a PNG data URL, at most this long (about 300 KB). */
export const SIGNATURE_MAX_CHARS = 400_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The server refuses a control character (a NUL) in any string before its schema runs; the forms check the same
 * rule here, so it is said at the field that holds one before anything is sent (or a signature drawn).
 */
const withoutControlCharacters = z.refine<string>(
  (s) => !CONTROL_CHARACTERS.test(s),
  messages.controlCharacters,
);
const plainText = (max: number) =>
  z.string().check(withoutControlCharacters, z.trim(), z.maxLength(max, messages.tooLong));
const requiredPlainText = (max: number) => requiredText(max).check(withoutControlCharacters);
const optionalText = (max: number) => z.optional(plainText(max));

/** What every decision names: the version the customer read, so a stale tab cannot decide on an old one. */
const decided = {
  version: z.number({ error: messages.required }).check(z.int(), z.gte(1, messages.invalid)),
};

/** POST /api/offers/{id}/accept */
export const acceptQuotationSchema = z.object({
  ...decided,
  /** The SHA-256 the details call gave of the quotation as shown: what was read is what is signed. */
  contentSha256: z.string({ error: messages.required }).check(z.regex(/^[0-9a-f]{64}$/, messages.invalid)),
  signerName: requiredPlainText(100),
  signerFunction: requiredPlainText(100),
  poNumber: optionalText(50),
  remark: optionalText(1000),
  termsAccepted: z.literal(true, { error: quotationMessages.termsRequired }),
  signature: z
    .string({ error: quotationMessages.signatureRequired })
    .check(
      z.minLength(1, quotationMessages.signatureRequired),
      z.maxLength(SIGNATURE_MAX_CHARS, quotationMessages.signatureInvalid),
      z.regex(PNG_DATA_URL, quotationMessages.signatureInvalid),
    ),
});
export type AcceptQuotation = z.infer<typeof acceptQuotationSchema>;

/** POST /api/offers/{id}/decline */
export const declineQuotationSchema = z
  .object({
    ...decided,
    reason: z.enum(declineReasons, { error: quotationMessages.reasonRequired }),
    text: optionalText(2000),
  })
  .check(
    z.superRefine((decline, ctx) => {
      if (declineNeedsText(decline.reason) && !decline.text)
        ctx.addIssue({ code: 'custom', path: ['text'], message: quotationMessages.reasonExplained });
    }),
  );
export type DeclineQuotation = z.infer<typeof declineQuotationSchema>;

/** POST /api/offers/{id}/question: asking the provider for a change. */
export const questionQuotationSchema = z.object({
  ...decided,
  text: z
    .string({ error: quotationMessages.questionRequired })
    .check(
      withoutControlCharacters,
      z.trim(),
      z.minLength(1, quotationMessages.questionRequired),
      z.maxLength(2000, messages.tooLong),
    ),
});
export type QuestionQuotation = z.infer<typeof questionQuotationSchema>;

/** What the customer did, and the provider's revision, in the quotation's history. */
export const quotationEventKinds = ['accepted', 'declined', 'questioned', 'revised'] as const;
export type QuotationEventKind = (typeof quotationEventKinds)[number];

/**
 * POST /api/offers/{id}/revise (provider staff): version + 1, status Revised, with the lines given. A line's
 * quantity is above 0 and its price 0 or more, so no line and no total the customer reads is negative: a line has
 * no kind, so a negative price would not say it is a discount, and a discount is given as a lower price.
 */
export const reviseQuotationSchema = z.object({
  ...decided,
  lines: z
    .array(
      z.object({
        pos: z
          .number({ error: quotationMessages.posInvalid })
          .check(
            z.int(quotationMessages.posInvalid),
            z.gte(0, quotationMessages.posInvalid),
            z.lte(100_000, quotationMessages.posInvalid),
          ),
        description: requiredPlainText(500),
        quantity: z
          .number({ error: quotationMessages.quantityInvalid })
          .check(
            z.gt(0, quotationMessages.quantityInvalid),
            z.lte(1_000_000, quotationMessages.quantityInvalid),
          ),
        price: z
          .number({ error: quotationMessages.priceInvalid })
          .check(
            z.gte(0, quotationMessages.priceNegative),
            z.lte(10_000_000, quotationMessages.priceInvalid),
          ),
      }),
    )
    .check(z.minLength(1, quotationMessages.linesRequired), z.maxLength(200, messages.invalid)),
  // A revision the customer could not accept on the day it is issued helps nobody.
  validUntil: z.optional(
    z.nullable(
      z.iso
        .date({ error: quotationMessages.dateInvalid })
        .check(z.refine((day) => day >= providerToday(), quotationMessages.validUntilPast)),
    ),
  ),
  note: optionalText(2000),
});
export type ReviseQuotation = z.infer<typeof reviseQuotationSchema>;

/** Every decision's answer: the quotation's status and version now. */
export const decisionResultSchema = z.object({
  status: z.enum(quotationStatuses),
  version: z.number().check(z.int()),
  /** The signed PDF, for an acceptance. */
  documentId: z.nullable(z.number().check(z.int())),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const quotationEventSchema = z.object({
  kind: z.enum(quotationEventKinds),
  version: z.number().check(z.int()),
  statusFrom: z.nullable(z.enum(quotationStatuses)),
  statusTo: z.nullable(z.enum(quotationStatuses)),
  reason: z.nullable(z.enum(declineReasons)),
  text: z.nullable(z.string()),
  userName: z.nullable(z.string()),
  at: z.string(),
});
export type QuotationEvent = z.infer<typeof quotationEventSchema>;

export const acceptanceSchema = z.object({
  version: z.number().check(z.int()),
  signerName: z.string(),
  signerFunction: z.string(),
  poNumber: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  acceptedAt: z.string(),
  contentSha256: z.string(),
  documentId: z.nullable(z.number().check(z.int())),
});

/** GET /api/offers/review (provider staff): what customers did on quotations, the unseen first. */
export const quotationReviewStates = ['accepted', 'declined', 'questioned', 'revised'] as const;
export const quotationReviewQuerySchema = z.extend(pageOnlyQuerySchema, {
  state: z.optional(
    z.enum(quotationReviewStates, { error: `state must be one of ${quotationReviewStates.join(', ')}` }),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'q must be at most 100 characters'))),
});
export const quotationReviewItemSchema = z.object({
  pK_R_OFFER: z.number().check(z.int()),
  fK_PT_RELATION: z.number().check(z.int()),
  fK_PT_RELATIONDELIVERYADDRESS: z.nullable(z.number().check(z.int())),
  fK_R_SERVICEOBJECT: z.nullable(z.number().check(z.int())),
  relationName: z.string(),
  quotationNumber: z.string(),
  version: z.number().check(z.int()),
  description: z.nullable(z.string()),
  amount: z.number(),
  status: z.enum(quotationStatuses),
  state: z.enum(quotationReviewStates),
  /** Whether the ERP has yet to take over what the portal recorded. */
  awaitingErp: z.boolean(),
  at: z.string(),
  userName: z.nullable(z.string()),
  /** A decline's reason, and the words of a decline or a question: what the provider answers to. */
  reason: z.nullable(z.enum(declineReasons)),
  text: z.nullable(z.string()),
  documentId: z.nullable(z.number().check(z.int())),
});
export const quotationReviewResponseSchema = pageSchema(quotationReviewItemSchema);
export const quotationActionParamsSchema = z.object({ id: idSchema('id') });

/** An earlier version of a quotation, as it was when the next one replaced it: still readable. */
export const quotationVersionSchema = z.object({
  version: z.number().check(z.int()),
  date: isoDateSchema,
  description: z.nullable(z.string()),
  amount: z.number(),
  vatRate: z.nullable(z.number()),
  validUntil: z.nullable(isoDateSchema),
  lines: z.array(
    z.object({ pos: z.number(), description: z.string(), quantity: z.number(), price: z.number() }),
  ),
});

/**
 * GET /api/offers/{id}: the quotation with its lines, what the customer may do with it and what happened to it.
 * `contentSha256` is the SHA-256 of the quotation as shown (number, version, lines, amounts, VAT, validity); an
 * acceptance sends it back, and the signed PDF names it.
 */
export const quotationRecordSchema = z.extend(quotationDetailsSchema, {
  validUntil: z.nullable(isoDateSchema),
  vatRate: z.nullable(z.number()),
  /** Past its validity date (the provider's day): it can no longer be accepted. */
  expired: z.boolean(),
  contentSha256: z.string(),
  acceptance: z.nullable(acceptanceSchema),
  history: z.array(quotationEventSchema),
  earlierVersions: z.array(quotationVersionSchema),
  /** The provider's terms the customer agrees to on accepting; empty when none are set. */
  termsUrl: z.string(),
});
export type QuotationRecord = z.infer<typeof quotationRecordSchema>;

/** Whether a quotation in this status may be accepted, declined or questioned by its customer. */
export const isDecidable = (status: (typeof quotationStatuses)[number]) =>
  status === 'Submitted' || status === 'Revised';

export { totalsOf } from './quotation-totals';
