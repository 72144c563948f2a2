import {
  type ContactReport,
  contactSchema,
  FAILURE_PHOTOS_MAX,
  type FailureKind,
  gateProblems,
  placeProblems,
  publicReportSchema,
} from '../../../contract/contact';
import type { incidentCauses, trafficLights, trafficPossibilities } from '../../../contract/objects';
import type { ApiError, FieldProblem } from '../../services/api-error';

/** Where a report is typed: the signed-in contact form, or the public page of a gate (no account). */
export type ReportMode = 'portal' | 'public';

/** A photo of the draft: its bytes wait in the browser's store under `id` until the report is sent. */
export interface DraftPhoto {
  id: string;
  name: string;
  size: number;
}

/** The form as typed so far; `id` is made once, so a report sent again is stored once. */
export interface ReportDraft {
  id: string;
  kind: FailureKind | null;
  locationId: number | null;
  objectId: number | null;
  powerSupplyActive: boolean | null;
  trafficLight: (typeof trafficLights)[number] | null;
  trafficPossible: (typeof trafficPossibilities)[number] | null;
  incidentCause: (typeof incidentCauses)[number] | null;
  incidentDetails: string;
  description: string;
  reporterName: string;
  reporterPhone: string;
  privacyApproved: boolean;
  /** The honeypot of the public page: people never see it, so it stays empty. */
  website: string;
  photos: DraftPhoto[];
}

export interface FailureReportInput {
  mode: ReportMode;
  draft: ReportDraft;
  /** The draft was being sent when the page closed: send it again at once. */
  sending?: boolean;
}

export interface FailureReportContext {
  mode: ReportMode;
  draft: ReportDraft;
  /** Field problems, from the shared schema before sending or from the server's 400. */
  errors: FieldProblem[];
  error: ApiError | null;
  /** Set while the draft is being sent or waits to be sent again, so a reload sends it too. */
  sending: boolean;
}

export type FailureReportEvent =
  | { type: 'report.change'; patch: Partial<Omit<ReportDraft, 'id' | 'photos'>> }
  /** A file the user chose: made a photo the server takes and kept in the browser, or refused. */
  | { type: 'report.photoChosen'; file: File }
  | { type: 'report.photoAdded'; photo: DraftPhoto }
  /** The chosen file is not kept: `message` (an i18n key) says why. */
  | { type: 'report.photoRefused'; message: string }
  | { type: 'report.photoRemoved'; photoId: string }
  | { type: 'report.submit' }
  | { type: 'report.retry' }
  | { type: 'report.edit' }
  | { type: 'network.online' }
  | { type: 'report.startNew'; draft: ReportDraft };

export const emptyReport = (id: string, prefill: Partial<ReportDraft> = {}): ReportDraft => ({
  id,
  kind: null,
  locationId: null,
  objectId: null,
  powerSupplyActive: null,
  trafficLight: null,
  trafficPossible: null,
  incidentCause: null,
  incidentDetails: '',
  description: '',
  reporterName: '',
  reporterPhone: '',
  privacyApproved: false,
  website: '',
  photos: [],
  ...prefill,
});

/** What the server is sent: the contract's body of `mode`, without the photos (uploaded after). */
export function bodyOf(mode: ReportMode, draft: ReportDraft): Record<string, unknown> {
  const { photos: _photos, website, locationId, objectId, ...answers } = draft;
  // A question leaves the gate's answers out even if they were touched before the kind changed.
  const gate =
    answers.kind === 'question'
      ? { powerSupplyActive: null, trafficLight: null, trafficPossible: null, incidentCause: null }
      : {};
  const common = { ...answers, ...gate, privacyApproved: answers.privacyApproved || undefined };
  return mode === 'portal'
    ? { ...common, locationId, objectId }
    : { ...common, ...(website ? { website } : {}) };
}

/** The problems of the draft by the same schema the server checks it with, each at its field. */
export function problemsOf(mode: ReportMode, draft: ReportDraft): FieldProblem[] {
  const schema = mode === 'portal' ? contactSchema : publicReportSchema;
  const result = schema.safeParse(bodyOf(mode, draft));
  const problems = result.success
    ? []
    : [
        ...result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        // The schema checks these only once every field is well formed; the form shows them at once.
        ...gateProblems(draft),
        ...(mode === 'portal' ? placeProblems(draft) : []),
      ];
  const maxPhotos = mode === 'portal' ? FAILURE_PHOTOS_MAX : 1;
  if (draft.photos.length > maxPhotos)
    problems.push({ path: 'photos', message: 'failures.validation.tooManyPhotos' });
  // One problem per field: the first, as the form shows one message under each.
  return problems.filter((p, i) => problems.findIndex((q) => q.path === p.path) === i);
}

export type { ContactReport };
