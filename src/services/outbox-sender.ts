import { type InspectionOutcome, inspectedMeanwhileSchema } from '../../contract/maintenance';
import { type ApiError, toApiError } from './api-error';
import { deletePhoto, forgetInspection, readSignature } from './inspection-store';
import {
  createInspection,
  deleteUploadedPhoto,
  saveInspection,
  submitInspection,
  submitMakesStale,
  uploadSignature,
} from './maintenance';
import type { OutboxCount, OutboxEntry, OutboxRefusal, SendFailure, SendResult } from './outbox-entry';
import { outboxPhotoProgress } from './outbox-photo-progress';
import {
  countOf,
  dropPhoto,
  entriesOf,
  headOf,
  release,
  remove,
  removeInspection,
  setAside,
} from './outbox-store';
import { photoUploads } from './photo-uploads';

/** The outcome of each inspection this tab saw confirmed, for its done screen. */
const outcomes = new Map<string, InspectionOutcome>();
const outcomeListeners = new Set<() => void>();

export const sentOutcomes = {
  read: (inspectionId: string) => outcomes.get(inspectionId),
  subscribe(listener: () => void) {
    outcomeListeners.add(listener);
    return () => outcomeListeners.delete(listener);
  },
};

/**
 * Sends one entry through the app's HTTP client (so an expired token is renewed as everywhere); answers what
 * it made stale, for the outbox to have read again.
 */
async function send(entry: Required<OutboxEntry>): Promise<readonly string[] | undefined> {
  const { inspectionId } = entry;
  switch (entry.kind) {
    case 'create':
      // When the engineer started it, which may be long before it reaches the server.
      await createInspection(
        inspectionId,
        entry.objectId,
        Number.isFinite(entry.createdAt) ? new Date(entry.createdAt).toISOString() : undefined,
      );
      return;
    case 'save':
      await saveInspection(inspectionId, entry.step, entry.draft);
      return;
    case 'photo': {
      const waiting = (await entriesOf(entry.owner)).filter((e) => e.kind === 'photo').length;
      // A photo the engineer took away again before it was sent has no bytes left: nothing to send.
      await outboxPhotoProgress.sending(entry.photo.id, waiting, () =>
        photoUploads.upload(inspectionId, entry.photo).catch((error: unknown) => {
          if (error instanceof Error && error.message === 'photoMissing') return;
          throw error;
        }),
      );
      return;
    }
    case 'deletePhoto':
      await deleteUploadedPhoto(inspectionId, entry.photoId);
      return;
    case 'signature': {
      const png = await readSignature(inspectionId);
      if (png) await uploadSignature(inspectionId, png);
      return;
    }
    case 'submit': {
      const outcome = await submitInspection(inspectionId, entry.draft, entry.key, entry.alsoAfter);
      outcomes.set(inspectionId, outcome);
      for (const listener of outcomeListeners) listener();
      // The server holds everything now: the browser's copy goes, and what the submit changed is read again.
      await forgetInspection(inspectionId).catch(() => {});
      return submitMakesStale;
    }
  }
}

/** No answer, a server in trouble or too many requests: worth trying again later. Anything else is final. */
const isPassing = (error: ApiError) =>
  error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

function failureOf(entry: Required<OutboxEntry>, error: ApiError): SendFailure {
  if (isPassing(error)) return { kind: 'unavailable', error };
  if (error.status === 401) return { kind: 'signInNeeded' };
  const refusal: OutboxRefusal = {
    seq: entry.seq,
    inspectionId: entry.inspectionId,
    kind: entry.kind,
    ...(entry.kind === 'photo' ? { photo: entry.photo } : {}),
    status: error.status,
    code: error.code ?? 'invalidInput',
  };
  if (error.code === 'objectInspectedMeanwhile') {
    const meanwhile = inspectedMeanwhileSchema.safeParse(error.details);
    if (meanwhile.success) refusal.meanwhile = meanwhile.data;
  }
  return { kind: 'refused', refusal };
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** One tab sends at a time, so two open tabs never send the same entry side by side. */
function inOneTab<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request('field-outbox', work) : work();
}

/**
 * Sends the oldest entry of `owner`'s outbox that can go and removes it once the server confirmed it. Answers
 * what waits after it; rejects with a `SendFailure`.
 */
export function sendNext(owner: string): Promise<SendResult> {
  return inOneTab(async () => {
    const entry = await headOf(owner);
    let sentAt: number | null = null;
    let stale: readonly string[] | undefined;
    if (entry) {
      try {
        stale = await send(entry);
      } catch (error) {
        throw failureOf(entry, toApiError(error));
      }
      await remove(entry.seq);
      sentAt = Date.now();
    }
    const count = await countOf(owner);
    if (count.pending === 0) outboxPhotoProgress.drained();
    return stale ? { ...count, sentAt, stale } : { ...count, sentAt };
  });
}

/** The engineer chose to drop what the server refused: every write of that inspection goes, here and now. */
export async function discardRefused(owner: string, inspectionId: string): Promise<OutboxCount> {
  await removeInspection(owner, inspectionId);
  await forgetInspection(inspectionId).catch(() => {});
  return countOf(owner);
}

/** The server refused an entry for good: it is set aside, and what does not depend on it goes on. */
export async function setAsideRefused(owner: string, refusal: OutboxRefusal): Promise<OutboxCount> {
  await setAside(refusal);
  return countOf(owner);
}

/** The engineer tries the refused entries of an inspection again. */
export async function retryRefused(owner: string, inspectionId: string): Promise<OutboxCount> {
  await release(owner, inspectionId);
  return countOf(owner);
}

/** The engineer dropped a refused photo: it leaves the outbox and the queued drafts, and its bytes go. */
export async function dropRefusedPhoto(
  owner: string,
  inspectionId: string,
  photoId: string,
): Promise<OutboxCount> {
  await dropPhoto(owner, inspectionId, photoId);
  photoUploads.forget(photoId);
  await deletePhoto(photoId).catch(() => {});
  return countOf(owner);
}

/**
 * Whether the server answers at all (its health check, no sign-in needed): the browser may say it is online
 * while the server cannot be reached. Rejects when there is no answer or the server is in trouble.
 */
export async function checkServer(): Promise<void> {
  const response = await fetch('/health', { cache: 'no-store' });
  if (!response.ok) throw new Error(`health ${response.status}`);
}
