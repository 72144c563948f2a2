import { z } from 'zod/mini';
import { messages } from './validation';

/**
 * A maintenance inspection as the engineer fills it in (spec sections 3 and 4), and the rules of spec section 5
 * as ONE zod schema: the app checks a step with it before moving on, the server checks the whole inspection
 * with it on submit. Messages are i18n keys, paths name the field (`answers.12.condition`,
 * `photos.closedGate`), so both halves can show a failing rule beside its field.
 */

export const inspectionSteps = ['start', 'arrival', 'inspection', 'approval', 'departure', 'done'] as const;
export type InspectionStep = (typeof inspectionSteps)[number];

export const photoKinds = ['closedGate', 'typePlate', 'arrival', 'departure', 'repair'] as const;
export type PhotoKind = (typeof photoKinds)[number];

/** NEN 2767 condition scale: 1 excellent, 2 good, 3 reasonable, 4 moderate, 5 bad, 6 very bad. */
export const CONDITION_BEST = 1;
export const CONDITION_WORST = 6;
export const conditions = [1, 2, 3, 4, 5, 6] as const;

export const inspectionResults = ['conform', 'notConform', 'notPossible'] as const;
export type InspectionResult = (typeof inspectionResults)[number];

export const approvals = ['signed', 'withoutApproval'] as const;
export type Approval = (typeof approvals)[number];

/** Texts of an inspection; a newline and a tab are fine in remarks, other control characters never. */
const isControlCharacter = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
const hasControlCharacter = (s: string) => [...s].some((c) => isControlCharacter(c.charCodeAt(0)));
export const inspectionText = (max: number) =>
  z.string().check(
    z.maxLength(max, messages.invalid),
    z.refine((s) => !hasControlCharacter(s), messages.controlCharacters),
  );

const uuid = z.uuid({ error: messages.invalid });
/** How much a counter may read; a gate's cycle counter has at most 9 digits. */
export const MAX_CYCLE_COUNT = 999_999_999;
const cycleCount = z
  .number()
  .check(z.int(messages.invalid), z.gte(0, messages.invalid), z.lte(MAX_CYCLE_COUNT, messages.invalid));

export const inspectionPhotoSchema = z.object({
  /** Made by the app before the upload, so a retried upload stores the photo once. */
  id: uuid,
  kind: z.enum(photoKinds),
  /** The checklist item a repair photo shows; null for every other kind. */
  propertyId: z.nullable(z.number().check(z.int(), z.positive())),
});
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

export const answerSchema = z.object({
  conform: z.nullable(z.boolean()),
  condition: z.nullable(
    z
      .number()
      .check(
        z.int(messages.invalid),
        z.gte(CONDITION_BEST, messages.invalid),
        z.lte(CONDITION_WORST, messages.invalid),
      ),
  ),
  /** The measured value, in the item's unit; only items with a measurement have one. */
  value: z.nullable(z.number()),
  /** Expected remaining lifetime in years, when the engineer estimates one. */
  lifetime: z.nullable(
    z.number().check(z.int(messages.invalid), z.gte(0, messages.invalid), z.lte(100, messages.invalid)),
  ),
  /** Shown in the report. */
  remarks: inspectionText(2000),
  /** What must be repaired; required when the item is not conform. */
  repairRemarks: inspectionText(2000),
});
export type Answer = z.infer<typeof answerSchema>;

export const emptyAnswer: Answer = {
  conform: null,
  condition: null,
  value: null,
  lifetime: null,
  remarks: '',
  repairRemarks: '',
};

/**
 * Everything the engineer enters, as plain data: photos by id (their bytes live in the browser's store and,
 * once uploaded, on the server), answers by checklist item id.
 */
export const inspectionDraftSchema = z.object({
  maintenancePossible: z.boolean(),
  cycleCountBefore: z.nullable(cycleCount),
  cycleCountAfter: z.nullable(cycleCount),
  photos: z.array(inspectionPhotoSchema).check(z.maxLength(60, messages.invalid)),
  answers: z.record(z.string().check(z.regex(/^\d{1,10}$/)), answerSchema),
  approval: z.nullable(z.enum(approvals)),
  signerName: inspectionText(200),
  /** Whether the customer's signature has been drawn (its PNG is uploaded on its own). */
  signed: z.boolean(),
  /** For the provider only: never in the report, a mail or anything a customer reads. */
  internalRemarks: inspectionText(4000),
  /** Why maintenance was not possible, in words the customer may read. */
  notPossibleReason: inspectionText(1000),
});
export type InspectionDraft = z.infer<typeof inspectionDraftSchema>;

export const emptyDraft: InspectionDraft = {
  maintenancePossible: true,
  cycleCountBefore: null,
  cycleCountAfter: null,
  photos: [],
  answers: {},
  approval: null,
  signerName: '',
  signed: false,
  internalRemarks: '',
  notPossibleReason: '',
};

/** What the rules need to know of the catalogue: per checklist item its expectation and its limits. */
export interface ChecklistRule {
  id: number;
  /** The worst NEN 2767 condition that is still fine; a worse one needs repair. */
  expectedCondition: number;
  measurement: { min: number; max: number; limitMin: number | null; limitMax: number | null } | null;
}

export interface RulesContext {
  items: readonly ChecklistRule[];
  /** Only the provider's own speedgates carry the cycle counters. */
  ownSpeedgate: boolean;
}

/** Message keys of the rules that the generic messages of `validation.ts` do not cover. */
export const inspectionMessages = {
  signatureRequired: 'validation.signatureRequired',
  signerNameRequired: 'validation.signerNameRequired',
  conditionRequired: 'validation.conditionRequired',
  cycleCountBeforeRequired: 'validation.cycleCountBeforeRequired',
  cycleCountAfterRequired: 'validation.cycleCountAfterRequired',
  photoClosedGateRequired: 'validation.photoClosedGateRequired',
  photoTypePlateRequired: 'validation.photoTypePlateRequired',
  photoDepartureRequired: 'validation.photoDepartureRequired',
  photoAtLeastOne: 'validation.photoAtLeastOne',
  repairRequired: 'validation.repairRequired',
  repairRemarksRequired: 'validation.repairRemarksRequired',
  internalRemarksRequired: 'validation.internalRemarksRequired',
  conformRequired: 'inspection.rules.conformRequired',
  valueRequired: 'inspection.rules.valueRequired',
  valueOutOfRange: 'inspection.rules.valueOutOfRange',
  valueOverLimit: 'inspection.rules.valueOverLimit',
  valueUnderLimit: 'inspection.rules.valueUnderLimit',
  cycleCountDecreased: 'inspection.rules.cycleCountDecreased',
  approvalRequired: 'inspection.rules.approvalRequired',
  /** A tap or a slip on the pad: too little ink to be a signature (`hasEnoughInk`); the app says so. */
  signatureTooLittle: 'inspection.rules.signatureTooLittle',
  unknownItem: 'inspection.rules.unknownItem',
} as const;
const m = inspectionMessages;

/** Whether an answer's condition or value says the item needs repair, whatever the engineer ticked. */
export function needsRepair(item: ChecklistRule, answer: Answer): boolean {
  if (answer.condition !== null && answer.condition > item.expectedCondition) return true;
  const limits = item.measurement;
  // A value outside what the instrument can read is a typing error, reported as such, not a failed check.
  if (limits && answer.value !== null && answer.value >= limits.min && answer.value <= limits.max) {
    if (limits.limitMax !== null && answer.value > limits.limitMax) return true;
    if (limits.limitMin !== null && answer.value < limits.limitMin) return true;
  }
  return false;
}

/** Why an item ticked conform needs repair after all: its condition, or a value over or under its limit. */
function repairReason(item: ChecklistRule, answer: Answer): string {
  if (answer.condition !== null && answer.condition > item.expectedCondition) return m.repairRequired;
  const limitMax = item.measurement?.limitMax ?? null;
  return limitMax !== null && answer.value !== null && answer.value > limitMax
    ? m.valueOverLimit
    : m.valueUnderLimit;
}

type Issue = { path: (string | number)[]; message: string };

/** Every rule of spec section 5 that `draft` breaks, each with the path of the field it concerns. */
export function inspectionIssues(draft: InspectionDraft, context: RulesContext): Issue[] {
  const issues: Issue[] = [];
  const fail = (message: string, ...path: (string | number)[]) => issues.push({ path, message });
  const photosOf = (kind: PhotoKind) => draft.photos.filter((p) => p.kind === kind);
  const itemIds = new Set(context.items.map((i) => i.id));

  if (draft.photos.length === 0) fail(m.photoAtLeastOne, 'photos');
  for (const [index, photo] of draft.photos.entries()) {
    const tied = photo.propertyId !== null;
    if (
      (photo.kind === 'repair' && tied && !itemIds.has(photo.propertyId!)) ||
      (photo.kind !== 'repair' && tied)
    )
      fail(m.unknownItem, 'photos', index, 'propertyId');
  }
  for (const key of Object.keys(draft.answers)) {
    if (!itemIds.has(Number(key))) fail(m.unknownItem, 'answers', key);
  }

  if (!draft.maintenancePossible) {
    if (!draft.internalRemarks.trim()) fail(m.internalRemarksRequired, 'internalRemarks');
    return issues;
  }

  // Arrival
  if (photosOf('closedGate').length === 0) fail(m.photoClosedGateRequired, 'photos', 'closedGate');
  if (photosOf('typePlate').length === 0) fail(m.photoTypePlateRequired, 'photos', 'typePlate');
  if (context.ownSpeedgate && draft.cycleCountBefore === null)
    fail(m.cycleCountBeforeRequired, 'cycleCountBefore');

  // Inspection: every item of the checklist
  for (const item of context.items) {
    const answer = draft.answers[String(item.id)] ?? emptyAnswer;
    const at = (field: keyof Answer) => ['answers', String(item.id), field];
    if (answer.condition === null) fail(m.conditionRequired, ...at('condition'));
    const limits = item.measurement;
    if (limits) {
      if (answer.value === null) fail(m.valueRequired, ...at('value'));
      else if (answer.value < limits.min || answer.value > limits.max)
        fail(m.valueOutOfRange, ...at('value'));
    }
    if (answer.conform === null) fail(m.conformRequired, ...at('conform'));
    else if (answer.conform && needsRepair(item, answer)) fail(repairReason(item, answer), ...at('conform'));
    if (answer.conform === false && !answer.repairRemarks.trim())
      fail(m.repairRemarksRequired, ...at('repairRemarks'));
  }

  // Approval
  if (draft.approval === null) fail(m.approvalRequired, 'approval');
  if (draft.approval === 'signed') {
    if (!draft.signerName.trim()) fail(m.signerNameRequired, 'signerName');
    if (!draft.signed) fail(m.signatureRequired, 'signature');
  }

  // Departure
  if (photosOf('departure').length === 0) fail(m.photoDepartureRequired, 'photos', 'departure');
  if (context.ownSpeedgate) {
    if (draft.cycleCountAfter === null) fail(m.cycleCountAfterRequired, 'cycleCountAfter');
    else if (draft.cycleCountBefore !== null && draft.cycleCountAfter < draft.cycleCountBefore)
      fail(m.cycleCountDecreased, 'cycleCountAfter');
  }
  return issues;
}

/**
 * Whether the rules need the photo `photoId` of `draft`: without it a photo rule breaks that holds with it (the
 * only photo of a required kind, or the only photo of "maintenance not possible"). Only the photo rules are
 * counted, so the checklist is not needed: those rules read the draft alone.
 */
export function isPhotoRequired(draft: InspectionDraft, photoId: string): boolean {
  const noChecklist: RulesContext = { items: [], ownSpeedgate: false };
  // A photo rule's path is `photos` or `photos.<kind>`; `photos.<index>...` is a single photo's own field.
  const photoRules = (d: InspectionDraft) =>
    inspectionIssues(d, noChecklist).filter((i) => i.path[0] === 'photos' && typeof i.path[1] !== 'number')
      .length;
  const without = { ...draft, photos: draft.photos.filter((p) => p.id !== photoId) };
  return photoRules(without) > photoRules(draft);
}

/**
 * THE schema of an inspection for one object: its shape, and every rule of spec section 5 against that
 * object's checklist. The app and the server both build it with the same catalogue.
 */
export function inspectionSchema(context: RulesContext) {
  return inspectionDraftSchema.check(
    z.superRefine((draft, ctx) => {
      for (const issue of inspectionIssues(draft, context))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );
}

/** A failing rule as the app and the 400 body show it: the field's dotted path and the message key. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The failing rules by field, for a draft; empty when it may be submitted. */
export function checkInspection(draft: unknown, context: RulesContext): FieldIssue[] {
  const parsed = inspectionSchema(context).safeParse(draft);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The step whose screen shows a field, so the app can hold the engineer on the step that has the fault. */
export function stepOfField(path: string): InspectionStep | 'notPossible' {
  if (path === 'internalRemarks' || path === 'notPossibleReason') return 'notPossible';
  if (path.startsWith('answers')) return 'inspection';
  if (path === 'approval' || path === 'signerName' || path === 'signature') return 'approval';
  if (path === 'photos.departure' || path === 'cycleCountAfter' || path === 'photos') return 'departure';
  if (path.startsWith('photos.') && /^photos\.\d+/.test(path)) return 'inspection';
  return 'arrival';
}

/** The failing rules of one step; `notPossible` holds the rules of the "maintenance not possible" choice. */
export function stepIssues(
  draft: InspectionDraft,
  context: RulesContext,
  step: InspectionStep | 'notPossible',
): FieldIssue[] {
  return checkInspection(draft, context).filter((issue) => {
    const of = stepOfField(issue.path);
    if (step === 'notPossible') return of === 'notPossible' || issue.path === 'photos';
    return of === step;
  });
}

/** The approval summary of spec section 4: how many items are conform and how many are not. */
export function approvalSummary(draft: InspectionDraft, items: readonly { id: number }[]) {
  let conform = 0;
  let notConform = 0;
  for (const item of items) {
    const answer = draft.answers[String(item.id)];
    if (answer?.conform === true) conform++;
    else if (answer?.conform === false) notConform++;
  }
  return { conform, notConform, unanswered: items.length - conform - notConform };
}

/** The outcome of a submitted inspection. */
export function resultOf(draft: InspectionDraft, items: readonly { id: number }[]): InspectionResult {
  if (!draft.maintenancePossible) return 'notPossible';
  return approvalSummary(draft, items).notConform > 0 ? 'notConform' : 'conform';
}
