import type { Snapshot } from 'xstate';
import type { InspectionDraft, InspectionStep } from '../../../contract/inspection';
import type { InspectionOnWire, InspectionOutcome } from '../../../contract/maintenance';
import { toApiError } from '../../services/api-error';
import { deviceUserId } from '../../services/device-user';
import { downscalePhoto } from '../../services/image-downscale';
import {
  deletePhoto,
  readSignature,
  readSnapshot,
  writePhoto,
  writeSignature,
} from '../../services/inspection-store';
import { fetchInspection } from '../../services/maintenance';
import { sentOutcomes } from '../../services/outbox-sender';
import { enqueue } from '../../services/outbox-store';
import { photoUploads } from '../../services/photo-uploads';
import type { MaintenanceContext, MaintenanceEvent } from './maintenance.types';

/*
 * What the inspection wizard's named effects do, as the app provides them (maintenance.connect.ts): the
 * photos' and the signature's bytes on the device, and every write into the outbox.
 */

/** The user whose drafts and outbox these are; a signed-in route always has one. */
export const owner = () => deviceUserId() ?? '';

/**
 * The submit goes into the outbox behind every write made before it (create, saves, photos, signature), with
 * a key of its own; the outbox sends it when the network allows. Nothing here waits for the server.
 */
export async function queueSubmit(context: MaintenanceContext): Promise<InspectionOutcome | null> {
  const { inspectionId, objectId, draft } = context;
  // "Maintenance not possible" may be chosen before the inspection was created: create it (idempotent).
  await enqueue(owner(), inspectionId, { kind: 'create', objectId });
  if (draft.maintenancePossible && draft.approval === 'signed' && (await readSignature(inspectionId)))
    await enqueue(owner(), inspectionId, { kind: 'signature' });
  await enqueue(owner(), inspectionId, { kind: 'submit', draft, key: crypto.randomUUID() });
  return sentOutcomes.read(inspectionId) ?? null;
}

/** A photo that left the draft leaves this device and the server too. */
/** The progress at `step` goes to the server through the outbox; the device's copy is kept whatever it says. */
export function saveProgress(inspectionId: string, step: InspectionStep, draft: InspectionDraft) {
  void enqueue(owner(), inspectionId, { kind: 'save', step, draft }).catch(() => {});
}

/** Keeps the signature's bytes on the device, tells the wizard, and queues it behind what was written before. */
export async function keepSignature(inspectionId: string, png: Blob, signed: () => void) {
  await writeSignature(inspectionId, png);
  signed();
  await enqueue(owner(), inspectionId, { kind: 'signature' });
}

export function dropPhoto(inspectionId: string, photoId: string) {
  photoUploads.forget(photoId);
  void deletePhoto(photoId).catch(() => {});
  void enqueue(owner(), inspectionId, { kind: 'deletePhoto', photoId }).catch(() => {});
}

type PhotoChosen = Extract<MaintenanceEvent, { type: 'inspection.photoChosen' }>;
type PhotoKept = Extract<MaintenanceEvent, { type: 'inspection.photoAdded' | 'inspection.photoRetaken' }>;

/**
 * Makes a photo small, keeps it, tells the wizard and queues it. An added photo keeps every other photo of
 * its slot, those taken on another phone too (shown from the server); only a retake takes one's place.
 */
export async function keepPhoto(
  context: MaintenanceContext,
  chosen: PhotoChosen,
  answer: (kept: PhotoKept) => void,
) {
  const { inspectionId, objectId } = context;
  const { file, kind, propertyId, replacing } = chosen;
  const id = crypto.randomUUID();
  photoUploads.preparing({ id, kind, propertyId });
  try {
    await writePhoto(inspectionId, id, await downscalePhoto(file));
  } catch {
    photoUploads.prepared(id);
    photoUploads.failed(id, 'photoNotAnImage');
    return;
  }
  const photo = { id, kind, propertyId };
  answer(
    replacing
      ? { type: 'inspection.photoRetaken', photoId: replacing, photo }
      : { type: 'inspection.photoAdded', photo },
  );
  photoUploads.prepared(id);
  // A photo may be taken before the inspection exists ("maintenance not possible" at start): the create
  // goes into the outbox before it (a second create of the same id is dropped by the server).
  try {
    await enqueue(owner(), inspectionId, { kind: 'create', objectId });
    await enqueue(owner(), inspectionId, { kind: 'photo', photo });
    photoUploads.queued(id);
  } catch {
    photoUploads.failed(id, 'notStored');
  }
}

export interface ResumedInspection {
  /** The wizard's snapshot as this browser stored it, when it did. */
  restored: Snapshot<unknown> | undefined;
  /** What the server holds of the inspection, or null when it has not been created yet. */
  held: InspectionOnWire | null;
}

export async function resume(inspectionId: string): Promise<ResumedInspection> {
  const [restored, held] = await Promise.all([
    readSnapshot(inspectionId, owner()).catch(() => undefined) as Promise<Snapshot<unknown> | undefined>,
    fetchInspection(inspectionId).catch((error: unknown) => {
      const apiError = toApiError(error);
      // Not made yet, or no network: the browser's copy (or a fresh start) is what there is.
      if (apiError.status === 404 || apiError.status === 0) return null;
      throw apiError;
    }),
  ]);
  for (const id of held?.uploadedPhotoIds ?? []) photoUploads.uploaded(id);
  return { restored, held };
}
