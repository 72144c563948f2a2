import type {
  Answer,
  FieldIssue,
  InspectionDraft,
  InspectionPhoto,
  PhotoKind,
  RulesContext,
} from '../../../contract/inspection';
import type { InspectionOutcome } from '../../../contract/maintenance';
import type { SignatureInk } from '../../../contract/signature-ink';

/**
 * Everything the wizard holds, as plain data (photos by id: their bytes are kept apart), so that a snapshot
 * can be stored and a reload, a crash or a closed tab resumes at the same step with every answer.
 */
export interface MaintenanceContext {
  inspectionId: string;
  objectId: number;
  /** The object's checklist as the rules need it: the same rules the server checks on submit. */
  rules: RulesContext;
  draft: InspectionDraft;
  /** The failing rules of the step the engineer tried to leave, shown beside their fields. */
  errors: FieldIssue[];
  /** The server's outcome once the submit was sent; null while it waits in the outbox. */
  outcome: InspectionOutcome | null;
  /** The error code of the last failed call (`errors.<code>` in the dictionaries), or null. */
  failure: string | null;
  /** The step "maintenance not possible" was chosen on, where "maintenance after all" returns to. */
  notPossibleFrom: NotPossibleFrom;
  /** The signature drawn last had too little ink (a tap, a slip): it was not kept, and its error says so. */
  signatureTooLittle?: boolean;
  /** Another stroke ended while a picture of the signature was on its way: one more picture follows. */
  morePictures?: boolean;
  /** "Verder" was pressed while a picture was on its way: it counts once the picture is kept. */
  continueHeld?: boolean;
}

export type NotPossibleFrom = 'start' | 'arrival' | 'inspection';

export interface MaintenanceInput {
  inspectionId: string;
  objectId: number;
  rules: RulesContext;
  draft?: InspectionDraft;
}

/** A change of one of the draft's own fields (not answers or photos). */
export type DraftPatch = Partial<
  Pick<
    InspectionDraft,
    'cycleCountBefore' | 'cycleCountAfter' | 'signerName' | 'internalRemarks' | 'notPossibleReason'
  >
>;

export type MaintenanceEvent =
  | { type: 'inspection.begin' }
  | { type: 'inspection.continue' }
  | { type: 'inspection.back' }
  | { type: 'inspection.change'; patch: DraftPatch }
  | { type: 'inspection.answer'; propertyId: number; patch: Partial<Answer> }
  /** A file the engineer took: made small and kept on the device, then added (or, `replacing`, retaken). */
  | {
      type: 'inspection.photoChosen';
      file: File;
      kind: PhotoKind;
      propertyId: number | null;
      replacing?: string;
    }
  | { type: 'inspection.photoAdded'; photo: InspectionPhoto }
  | { type: 'inspection.photoRemoved'; photoId: string }
  /** A photo taken again: it takes the place of `photoId`, which leaves the draft. */
  | { type: 'inspection.photoRetaken'; photoId: string; photo: InspectionPhoto }
  /**
   * The customer's signature as drawn, and its ink (null for the typed name): kept on the device, then
   * `inspection.signed`; with too little ink, refused.
   */
  | { type: 'inspection.signatureDrawn'; png: Blob; ink: SignatureInk | null }
  /** The pen lifted (or the typed name is written): the signature's picture is being made. */
  | { type: 'inspection.signaturePending' }
  /** No picture could be made or kept (a canvas that cannot export, a full device store). */
  | { type: 'inspection.signatureLost' }
  | { type: 'inspection.signed' }
  | { type: 'inspection.signatureCleared' }
  | { type: 'inspection.sign' }
  | { type: 'inspection.continueWithoutApproval' }
  | { type: 'inspection.notPossible' }
  | { type: 'inspection.cancelNotPossible' }
  | { type: 'inspection.submit' }
  | { type: 'inspection.retry' };
