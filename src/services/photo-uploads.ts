import type { InspectionPhoto } from '../../contract/inspection';
import { toApiError } from './api-error';
import { readPhoto } from './inspection-store';
import { uploadPhoto } from './maintenance';

/**
 * Where each photo of an open inspection is on its way to the server. The photo itself is already safe in
 * the browser's store (and in the draft by id) before its upload starts, so a failed upload loses nothing:
 * it shows its error and a retry, and the submit uploads whatever is still missing.
 */
export type PhotoUpload =
  | { status: 'preparing' }
  /** Kept in the browser and in the outbox: it goes up when the network allows. */
  | { status: 'queued' }
  | { status: 'uploading'; progress: number }
  | { status: 'uploaded' }
  | { status: 'failed'; error: string };

/** A photo still being made small: not in the draft yet, but shown where it will be. */
export interface PreparingPhoto {
  id: string;
  kind: InspectionPhoto['kind'];
  propertyId: number | null;
}

const uploads = new Map<string, PhotoUpload>();
let preparing: readonly PreparingPhoto[] = [];
const running = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function set(id: string, state: PhotoUpload) {
  uploads.set(id, state);
  for (const listener of listeners) listener();
}

export const photoUploads = {
  read: (id: string): PhotoUpload | undefined => uploads.get(id),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The photos being made small right now, in the order they were taken. */
  preparingPhotos: () => preparing,
  preparing(photo: PreparingPhoto) {
    preparing = [...preparing, photo];
    set(photo.id, { status: 'preparing' });
  },
  /** Made small and stored (or refused): it leaves the preparing list. */
  prepared(id: string) {
    preparing = preparing.filter((p) => p.id !== id);
    for (const listener of listeners) listener();
  },
  /** Known to be on the server already (after a reload). */
  uploaded: (id: string) => set(id, { status: 'uploaded' }),
  /** Waiting in the outbox (unless it is on its way already). */
  queued(id: string) {
    if (!running.has(id) && uploads.get(id)?.status !== 'uploaded') set(id, { status: 'queued' });
  },
  failed: (id: string, error: string) => set(id, { status: 'failed', error }),
  /** Uploads one stored photo; a second call while it runs waits for the first. Rejects on failure. */
  upload(inspectionId: string, photo: InspectionPhoto): Promise<void> {
    const current = running.get(photo.id);
    if (current) return current;
    if (uploads.get(photo.id)?.status === 'uploaded') return Promise.resolve();
    const job = (async () => {
      set(photo.id, { status: 'uploading', progress: 0 });
      try {
        const blob = await readPhoto(photo.id);
        if (!blob) throw new Error('photoMissing');
        await uploadPhoto(inspectionId, photo, blob, (progress) =>
          set(photo.id, { status: 'uploading', progress }),
        );
        set(photo.id, { status: 'uploaded' });
      } catch (error) {
        set(photo.id, { status: 'failed', error: toApiError(error).code ?? 'network' });
        throw error;
      } finally {
        running.delete(photo.id);
      }
    })();
    running.set(photo.id, job);
    return job;
  },
  forget(id: string) {
    uploads.delete(id);
    for (const listener of listeners) listener();
  },
};
