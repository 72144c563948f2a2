import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise, type Snapshot, type SnapshotFrom } from 'xstate';
import {
  type Answer,
  approvalSummary,
  type FieldIssue,
  type InspectionDraft,
  type InspectionStep,
  type PhotoKind,
} from '../../../contract/inspection';
import type { InspectionOnWire, InspectionOutcome } from '../../../contract/maintenance';
import { type ApiError, toApiError } from '../../services/api-error';
import { downscalePhoto } from '../../services/image-downscale';
import {
  deletePhoto,
  forgetInspection,
  readSignature,
  readSnapshot,
  writePhoto,
  writeSignature,
  writeSnapshot,
} from '../../services/inspection-store';
import {
  createInspection,
  deleteUploadedPhoto,
  fetchInspection,
  saveInspection,
  submitInspection,
  uploadSignature,
} from '../../services/maintenance';
import { photoUploads } from '../../services/photo-uploads';
import type { DataResult } from '../../services/portal-data/use-data';
import { inspect } from '../inspection';
import { maintenanceMachine } from './maintenance.machine';
import type { DraftPatch, MaintenanceContext, MaintenanceInput } from './maintenance.types';

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

/** The step the server keeps (it knows no `notPossible` screen: that is the draft's flag). */
const savedStep = (step: WizardStep): InspectionStep => (step === 'notPossible' ? 'start' : step);

/** Every upload still missing, then the signature, then the submit itself (idempotent, keyed by the id). */
async function uploadAndSubmit(context: MaintenanceContext): Promise<InspectionOutcome> {
  const { inspectionId, objectId, draft } = context;
  try {
    // "Maintenance not possible" may be chosen before the inspection was created: create it (idempotent).
    await createInspection(inspectionId, objectId);
    const held = await fetchInspection(inspectionId);
    for (const id of held.uploadedPhotoIds) photoUploads.uploaded(id);
    for (const photo of draft.photos) await photoUploads.upload(inspectionId, photo);
    if (draft.maintenancePossible && draft.approval === 'signed' && !held.signatureUploaded) {
      const signature = await readSignature(inspectionId);
      if (signature) await uploadSignature(inspectionId, signature);
    }
    const outcome = await submitInspection(inspectionId, draft);
    await forgetInspection(inspectionId).catch(() => {});
    return outcome;
  } catch (error) {
    throw toApiError(error);
  }
}

export interface MaintenanceOptions extends MaintenanceInput {
  /** A snapshot stored in the browser before a reload; it wins over `input`. */
  restored?: Snapshot<unknown>;
  /** After the submit: the object's documents, state and history have changed. */
  onSubmitted(outcome: InspectionOutcome): void;
}

export interface MaintenanceView {
  step: WizardStep;
  isBusy: boolean;
  isSubmitFailed: boolean;
  /** On the approval step, the customer is signing (rather than the choice between signing and not). */
  isSigning: boolean;
  /** The error code of the last failed call, for `errors.<code>`. */
  failure: string | null;
  draft: InspectionDraft;
  errors: FieldIssue[];
  /** The message key of the first failing rule of a field (`photos.closedGate`, `answers.12.condition`). */
  errorOf(path: string): string | undefined;
  summary: { conform: number; notConform: number; unanswered: number };
  outcome: InspectionOutcome | null;
  ownSpeedgate: boolean;
  begin(): void;
  next(): void;
  back(): void;
  change(patch: DraftPatch): void;
  answer(propertyId: number, patch: Partial<Answer>): void;
  addPhotos(files: File[], kind: PhotoKind, propertyId?: number | null): void;
  removePhoto(photoId: string): void;
  retryPhoto(photoId: string): void;
  sign(): void;
  continueWithoutApproval(): void;
  signed(png: Blob): void;
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
  const latest = useRef(options);
  latest.current = options;
  const { inspectionId } = options;

  const actor = useActorRef(
    maintenanceMachine.provide({
      actors: {
        createInspection: fromPromise(async ({ input }) => {
          try {
            await createInspection(input.inspectionId, input.objectId);
          } catch (error) {
            throw toApiError(error);
          }
          return input;
        }),
        submitInspection: fromPromise(({ input }) => uploadAndSubmit(input.context)),
      },
      actions: {
        // After the transition, so the step saved is the one the engineer moved to.
        saveProgress: () =>
          queueMicrotask(() => {
            const snapshot = actor.getSnapshot();
            saveInspection(inspectionId, savedStep(stepOf(snapshot)), snapshot.context.draft).catch(() => {});
          }),
        inspectionSubmitted: ({ context }) => {
          if (context.outcome) latest.current.onSubmitted(context.outcome);
        },
      },
    }),
    {
      input: { inspectionId, objectId: options.objectId, rules: options.rules, draft: options.draft },
      snapshot: options.restored,
      inspect,
    },
  );

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('done')) return;
      void writeSnapshot(inspectionId, actor.getPersistedSnapshot()).catch(() => {});
    });
    return () => subscription.unsubscribe();
  }, [actor, inspectionId]);

  const snapshot = useSelector(actor, (s) => s);
  const { draft, errors, outcome, failure, rules } = snapshot.context;

  const commands = useMemo(() => {
    const send = actor.send.bind(actor);
    const { objectId } = actor.getSnapshot().context;
    // A photo may be taken before the inspection exists on the server ("maintenance not possible" at start).
    let created: Promise<unknown> | null = null;
    const ensureCreated = () => {
      created ??= createInspection(inspectionId, objectId).catch((error: unknown) => {
        created = null;
        throw error;
      });
      return created;
    };
    const upload = (photoId: string) => {
      const photo = actor.getSnapshot().context.draft.photos.find((p) => p.id === photoId);
      if (!photo) return;
      ensureCreated()
        .then(() => photoUploads.upload(inspectionId, photo))
        .catch((error: unknown) => {
          if (photoUploads.read(photoId)?.status !== 'failed')
            photoUploads.failed(photoId, toApiError(error).code ?? 'network');
        });
    };
    return {
      begin: () => send({ type: 'inspection.begin' }),
      next: () => send({ type: 'inspection.continue' }),
      back: () => send({ type: 'inspection.back' }),
      change: (patch: DraftPatch) => send({ type: 'inspection.change', patch }),
      answer: (propertyId: number, patch: Partial<Answer>) =>
        send({ type: 'inspection.answer', propertyId, patch }),
      addPhotos: (files: File[], kind: PhotoKind, propertyId: number | null = null) => {
        for (const file of files) {
          const id = crypto.randomUUID();
          photoUploads.preparing({ id, kind, propertyId });
          void (async () => {
            try {
              const small = await downscalePhoto(file);
              await writePhoto(inspectionId, id, small);
            } catch {
              photoUploads.prepared(id);
              photoUploads.failed(id, 'photoNotAnImage');
              return;
            }
            send({ type: 'inspection.photoAdded', photo: { id, kind, propertyId } });
            photoUploads.prepared(id);
            upload(id);
          })();
        }
      },
      removePhoto: (photoId: string) => {
        send({ type: 'inspection.photoRemoved', photoId });
        photoUploads.forget(photoId);
        void deletePhoto(photoId).catch(() => {});
        deleteUploadedPhoto(inspectionId, photoId).catch(() => {});
      },
      retryPhoto: upload,
      sign: () => send({ type: 'inspection.sign' }),
      continueWithoutApproval: () => send({ type: 'inspection.continueWithoutApproval' }),
      signed: (png: Blob) => {
        void writeSignature(inspectionId, png).then(() => send({ type: 'inspection.signed' }));
      },
      clearSignature: () => send({ type: 'inspection.signatureCleared' }),
      notPossible: () => send({ type: 'inspection.notPossible' }),
      cancelNotPossible: () => send({ type: 'inspection.cancelNotPossible' }),
      submit: () => send({ type: 'inspection.submit' }),
      retry: () => send({ type: 'inspection.retry' }),
    };
  }, [actor, inspectionId]);

  // After a reload: whatever the server does not hold yet goes up again.
  useEffect(() => {
    for (const photo of actor.getSnapshot().context.draft.photos)
      if (photoUploads.read(photo.id) === undefined) commands.retryPhoto(photo.id);
  }, [actor, commands]);

  return {
    step: stepOf(snapshot),
    isBusy: snapshot.hasTag('busy'),
    isSubmitFailed: snapshot.hasTag('error'),
    isSigning: snapshot.matches({ editing: { approval: 'signing' } }),
    failure,
    draft,
    errors,
    errorOf: (path) => errors.find((e) => e.path === path)?.message,
    summary: approvalSummary(draft, rules.items),
    outcome,
    ownSpeedgate: rules.ownSpeedgate,
    ...commands,
  };
}

export interface ResumedInspection {
  /** The wizard's snapshot as this browser stored it, when it did. */
  restored: Snapshot<unknown> | undefined;
  /** What the server holds of the inspection, or null when it has not been created yet. */
  held: InspectionOnWire | null;
}

async function resume(inspectionId: string): Promise<ResumedInspection> {
  const [restored, held] = await Promise.all([
    readSnapshot(inspectionId).catch(() => undefined) as Promise<Snapshot<unknown> | undefined>,
    fetchInspection(inspectionId).catch((error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.status === 404) return null;
      throw apiError;
    }),
  ]);
  for (const id of held?.uploadedPhotoIds ?? []) photoUploads.uploaded(id);
  return { restored, held };
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
