import { photoUploads } from './photo-uploads';

/** Which of the photos in the outbox goes up now and how far it is, e.g. photo 3 of 5, 40 %. */
export interface OutboxPhotoProgress {
  number: number;
  of: number;
  /** The share of its bytes the server holds, from 0 to 1. */
  fraction: number;
}

/** Photos sent since the outbox was last empty: the count goes on across entries of other kinds. */
let sent = 0;
let current: { photoId: string; number: number; of: number } | null = null;
let snapshot: OutboxPhotoProgress | null = null;
const listeners = new Set<() => void>();

function refresh() {
  const upload = current ? photoUploads.read(current.photoId) : undefined;
  const fraction = upload?.status === 'uploading' ? upload.progress : upload?.status === 'uploaded' ? 1 : 0;
  const next = current && { number: current.number, of: current.of, fraction };
  if (next?.number === snapshot?.number && next?.of === snapshot?.of && next?.fraction === snapshot?.fraction)
    return;
  // A new object only when something changed: views read it as an external store.
  snapshot = next;
  for (const listener of listeners) listener();
}
photoUploads.subscribe(refresh);

export const outboxPhotoProgress = {
  read: (): OutboxPhotoProgress | null => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sends a queued photo as the next of the `waiting` photos in the outbox (itself included). */
  async sending(photoId: string, waiting: number, send: () => Promise<void>): Promise<void> {
    current = { photoId, number: sent + 1, of: sent + waiting };
    refresh();
    try {
      await send();
      sent++;
    } finally {
      current = null;
      refresh();
    }
  },
  /** The outbox is empty: the next photo is the first of a new count. */
  drained() {
    sent = 0;
  },
};
