import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Snapshot, type SnapshotFrom, type StateValue } from 'xstate';
import {
  type Answer,
  approvalSummary,
  emptyDraft,
  type FieldIssue,
  type InspectionDraft,
  type InspectionPhoto,
  type InspectionResult,
  type InspectionStep,
  type PhotoKind,
  resultOf,
} from '../../../contract/inspection';
import type { InspectionOutcome } from '../../../contract/maintenance';
import type { SignatureInk } from '../../../contract/signature-ink';
import { type ApiError, toApiError } from '../../services/api-error';
import { writeSnapshot } from '../../services/inspection-store';
import { submitMakesStale } from '../../services/maintenance';
import { sentOutcomes } from '../../services/outbox-sender';
import { enqueue, entriesOf } from '../../services/outbox-store';
import { photoUploads } from '../../services/photo-uploads';
import type { DataResult } from '../../services/portal-data/use-data';
import { invalidateResources } from '../../services/resource';
import { inspect } from '../inspector';
import { useStartedOutbox } from '../outbox/outbox.connect';
import {
  dropPhoto,
  keepPhoto,
  keepSignature,
  owner,
  queueSubmit,
  type ResumedInspection,
  resume,
  saveProgress,
} from './maintenance.effects';
import { maintenanceMachine } from './maintenance.machine';
import type { DraftPatch, MaintenanceInput } from './maintenance.types';

export type { ResumedInspection };

export type WizardStep = InspectionStep | 'notPossible';

type MaintenanceSnapshot = SnapshotFrom<typeof maintenanceMachine>;

const editingSteps = ['start', 'arrival', 'inspection', 'approval', 'departure', 'notPossible'] as const;

/** The screen a snapshot shows; `submitting` and `submitFailed` show the step that was submitted. */
export function stepOf(snapshot: MaintenanceSnapshot): WizardStep {
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches({ editing: 'creating' })) return 'start';
  const step = editingSteps.find((s) => snapshot.matches({ editing: s }));
  if (step) return step;
  return snapshot.context.draft.maintenancePossible ? 'departure' : 'notPossible';
}

/** Where a saved step (and the draft's choices) puts the wizard; undefined for the start. */
function valueAt(step: InspectionStep, draft: InspectionDraft): StateValue | undefined {
  if (!draft.maintenancePossible) return { editing: 'notPossible' };
  if (step === 'approval')
    return { editing: { approval: draft.approval === 'signed' ? 'signing' : 'choosing' } };
  if (step === 'arrival' || step === 'inspection' || step === 'departure') return { editing: step };
  return undefined;
}

/** The wizard's snapshot at the step the server keeps, with the server's draft, or undefined for the start. */
function atSavedStep(options: MaintenanceOptions): Snapshot<unknown> | undefined {
  const { savedStep, ...input } = options;
  const value = savedStep && valueAt(savedStep, input.draft ?? emptyDraft);
  if (!value) return undefined;
  const { context } = createActor(maintenanceMachine, { input }).getSnapshot();
  return maintenanceMachine.getPersistedSnapshot(maintenanceMachine.resolveState({ value, context }));
}

export interface MaintenanceOptions extends MaintenanceInput {
  /** A snapshot stored in the browser before a reload; it wins over `input`. */
  restored?: Snapshot<unknown>;
  /**
   * The step the server keeps, for a device with no snapshot of its own (the inspection was begun on
   * another phone): the wizard opens there rather than at the start.
   */
  savedStep?: InspectionStep;
}

export interface MaintenanceView {
  inspectionId: string;
  step: WizardStep;
  isBusy: boolean;
  isSubmitFailed: boolean;
  /** On the approval step, the customer is signing (rather than the choice between signing and not). */
  isSigning: boolean;
  /** The error code of the last failed call, for `errors.<code>`. */
  failure: string | null;
  draft: InspectionDraft;
  errors: FieldIssue[];
  /** Why the server refused a photo for good (an error code), while it is set aside in the outbox. */
  photoRefusal(photoId: string): string | undefined;
  /** The message key of the first failing rule of a field (`photos.closedGate`, `answers.12.condition`). */
  errorOf(path: string): string | undefined;
  summary: { conform: number; notConform: number; unanswered: number };
  outcome: InspectionOutcome | null;
  /** The result: the server's once it has the inspection, until then the same rules applied here. */
  result: InspectionResult;
  /** The submit reached the server (rather than waiting in the outbox). */
  isSent: boolean;
  /** To how many of the customer's people the server mailed the report; undefined until it says. */
  reportMailedTo: number | undefined;
  ownSpeedgate: boolean;
  begin(): void;
  next(): void;
  back(): void;
  change(patch: DraftPatch): void;
  answer(propertyId: number, patch: Partial<Answer>): void;
  addPhotos(files: File[], kind: PhotoKind, propertyId?: number | null): void;
  /** Takes `photo` again: the new one takes its place (the only way a photo replaces another). */
  retakePhoto(photo: InspectionPhoto, file: File): void;
  removePhoto(photoId: string): void;
  retryPhoto(photoId: string): void;
  sign(): void;
  continueWithoutApproval(): void;
  /** The pen lifted: the signature's picture is on its way (`signed` follows, or `signatureLost`). */
  signaturePending(): void;
  signed(png: Blob, ink: SignatureInk | null): void;
  signatureLost(): void;
  clearSignature(): void;
  notPossible(): void;
  cancelNotPossible(): void;
  submit(): void;
  retry(): void;
}

/**
 * The inspection wizard as views need it. Every change is written to the browser's store at once (the
 * snapshot, the photos' bytes, the signature), so a reload resumes where the engineer was.
 */
export function useMaintenance(options: MaintenanceOptions): MaintenanceView {
  const { inspectionId } = options;

  const actor = useActorRef(
    maintenanceMachine.provide({
      actors: {
        createInspection: fromPromise(async ({ input }) => {
          await enqueue(owner(), input.inspectionId, { kind: 'create', objectId: input.objectId });
          return input;
        }),
        submitInspection: fromPromise(({ input }) => queueSubmit(input.context)),
      },
      actions: {
        saveProgress: ({ context }, { step }) => saveProgress(inspectionId, step, context.draft),
        keepPhoto: ({ context, event, self }) => {
          if (event.type !== 'inspection.photoChosen') return;
          void keepPhoto(context, event, (answer) => self.send(answer));
        },
        dropPhoto: ({ event }) => {
          if (event.type === 'inspection.photoRemoved' || event.type === 'inspection.photoRetaken')
            dropPhoto(inspectionId, event.photoId);
        },
        keepSignature: ({ event, self }) => {
          if (event.type !== 'inspection.signatureDrawn') return;
          void keepSignature(inspectionId, event.png, () => self.send({ type: 'inspection.signed' })).catch(
            () => self.send({ type: 'inspection.signatureLost' }),
          );
        },
        // Known at once only when the outbox had sent it already; the outbox reads it again as well then.
        inspectionSubmitted: ({ context }) => {
          if (context.outcome) void invalidateResources(...submitMakesStale);
        },
      },
    }),
    {
      input: { inspectionId, objectId: options.objectId, rules: options.rules, draft: options.draft },
      snapshot: options.restored ?? atSavedStep(options),
      inspect,
    },
  );

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      // A picture on its way is not stored: after a reload the wizard waits for no answer that will not come.
      if (snapshot.matches('done') || snapshot.matches({ editing: { approval: { signing: 'keeping' } } }))
        return;
      void writeSnapshot(inspectionId, actor.getPersistedSnapshot(), owner()).catch(() => {});
    });
    return () => subscription.unsubscribe();
  }, [actor, inspectionId]);

  const snapshot = useSelector(actor, (s) => s);
  const outbox = useStartedOutbox();
  const refusals = useSelector(outbox, (s) => s.context.refusals);
  const { draft, errors, outcome, failure, rules } = snapshot.context;
  const sent = useSyncExternalStore(sentOutcomes.subscribe, () => sentOutcomes.read(inspectionId)) ?? outcome;

  const commands = useMemo(() => {
    const send = actor.send.bind(actor);
    const choose = (file: File, kind: PhotoKind, propertyId: number | null, replacing?: string) =>
      send({ type: 'inspection.photoChosen', file, kind, propertyId, replacing });
    return {
      begin: () => send({ type: 'inspection.begin' }),
      next: () => send({ type: 'inspection.continue' }),
      back: () => send({ type: 'inspection.back' }),
      change: (patch: DraftPatch) => send({ type: 'inspection.change', patch }),
      answer: (propertyId: number, patch: Partial<Answer>) =>
        send({ type: 'inspection.answer', propertyId, patch }),
      addPhotos: (files: File[], kind: PhotoKind, propertyId: number | null = null) => {
        for (const file of files) choose(file, kind, propertyId);
      },
      retakePhoto: (photo: InspectionPhoto, file: File) =>
        choose(file, photo.kind, photo.propertyId, photo.id),
      removePhoto: (photoId: string) => send({ type: 'inspection.photoRemoved', photoId }),
      // The photo is in the outbox: "again" is "send now", and a refused one goes back in the queue.
      retryPhoto: () => outbox.send({ type: 'refusal.retry', inspectionId }),
      sign: () => send({ type: 'inspection.sign' }),
      continueWithoutApproval: () => send({ type: 'inspection.continueWithoutApproval' }),
      signaturePending: () => send({ type: 'inspection.signaturePending' }),
      signed: (png: Blob, ink: SignatureInk | null) => send({ type: 'inspection.signatureDrawn', png, ink }),
      signatureLost: () => send({ type: 'inspection.signatureLost' }),
      clearSignature: () => send({ type: 'inspection.signatureCleared' }),
      notPossible: () => send({ type: 'inspection.notPossible' }),
      cancelNotPossible: () => send({ type: 'inspection.cancelNotPossible' }),
      submit: () => send({ type: 'inspection.submit' }),
      retry: () => send({ type: 'inspection.retry' }),
    };
  }, [actor, inspectionId, outbox]);

  // After a reload: a photo still in the outbox waits there; one that left it was confirmed by the server.
  useEffect(() => {
    void entriesOf(owner()).then((entries) => {
      const queued = new Map(entries.flatMap((e) => (e.kind === 'photo' ? [[e.photo.id, e] as const] : [])));
      for (const photo of actor.getSnapshot().context.draft.photos) {
        if (photoUploads.read(photo.id) !== undefined) continue;
        const entry = queued.get(photo.id);
        if (entry?.refused) photoUploads.failed(photo.id, entry.refused.code);
        else if (entry) photoUploads.queued(photo.id);
        else photoUploads.uploaded(photo.id);
      }
    });
  }, [actor]);

  return {
    inspectionId,
    step: stepOf(snapshot),
    isBusy: snapshot.hasTag('busy'),
    isSubmitFailed: snapshot.hasTag('error'),
    isSigning: snapshot.matches({ editing: { approval: 'signing' } }),
    failure,
    draft,
    errors,
    errorOf: (path) => errors.find((e) => e.path === path)?.message,
    photoRefusal: (photoId) => refusals.find((r) => r.photo?.id === photoId)?.code,
    summary: approvalSummary(draft, rules.items),
    outcome,
    result: sent?.result ?? resultOf(draft, rules.items),
    isSent: sent !== null,
    reportMailedTo: sent?.reportMailedTo,
    ownSpeedgate: rules.ownSpeedgate,
    ...commands,
  };
}

/**
 * What this browser and the server know of an inspection before its wizard starts. Read afresh each time
 * the wizard opens (not through the shared cache: the browser's copy changes with every answer).
 */
export function useResumedInspection(inspectionId: string): DataResult<ResumedInspection> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data?: ResumedInspection; error: ApiError | null }>({ error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (a new attempt) reads it again
  useEffect(() => {
    let current = true;
    setState({ error: null });
    resume(inspectionId).then(
      (data) => current && setState({ data, error: null }),
      (error: unknown) => current && setState({ error: toApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [inspectionId, attempt]);
  return {
    data: state.data,
    error: state.error,
    isLoading: state.data === undefined && state.error === null,
    retry: () => setAttempt((n) => n + 1),
  };
}
