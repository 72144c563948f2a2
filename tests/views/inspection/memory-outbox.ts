import type { OutboxEntry, OutboxRefusal } from '../../../src/services/outbox-entry';
import { refusalsOf, sendable } from '../../../src/services/outbox-queue';

/**
 * The outbox store kept in memory: the page's DOM has no IndexedDB. Views tests mock
 * `src/services/outbox-store` with it, and the real outbox machine sends what it holds.
 */
type Entry = Required<OutboxEntry>;

const entries: Entry[] = [];
const listeners = new Set<() => void>();
let seq = 0;
const changed = () => {
  for (const listener of listeners) listener();
};
const put = (inspectionId: string, write: { kind: string } & Record<string, unknown>) =>
  entries.push({ ...write, inspectionId, seq: ++seq, owner: 'engineer', createdAt: Date.now() } as Entry);

export const memoryOutbox = {
  entries,
  /** Puts a write in the outbox as a phone that worked offline left it, made by the engineer. */
  add(inspectionId: string, write: { kind: string } & Record<string, unknown>) {
    put(inspectionId, write);
    changed();
  },
  onOutboxChange: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  entriesOf: async () => [...entries],
  countOf: async () => ({
    pending: sendable(entries).length,
    refusals: refusalsOf(entries),
  }),
  headOf: async () => sendable(entries)[0],
  enqueue: async (
    _owner: string,
    inspectionId: string,
    write: { kind: string } & Record<string, unknown>,
  ) => {
    // A photo taken away before it was sent leaves the outbox at once, as in the store.
    if (write.kind === 'deletePhoto') {
      const photo = entries.findIndex((e) => e.kind === 'photo' && e.photo.id === write.photoId);
      if (photo >= 0) entries.splice(photo, 1);
    }
    put(inspectionId, write);
    changed();
  },
  remove: async (removed: number) => {
    entries.splice(
      entries.findIndex((e) => e.seq === removed),
      1,
    );
    changed();
  },
  removeInspection: async (_owner: string, inspectionId: string) => {
    for (let i = entries.length - 1; i >= 0; i--)
      if (entries[i].inspectionId === inspectionId) entries.splice(i, 1);
    changed();
  },
  setAside: async ({ seq: refused, status, code, meanwhile }: OutboxRefusal) => {
    const entry = entries.find((e) => e.seq === refused);
    if (entry) entry.refused = meanwhile ? { status, code, meanwhile } : { status, code };
    changed();
  },
  release: async (_owner: string, inspectionId: string) => {
    for (const entry of entries)
      if (entry.inspectionId === inspectionId) delete (entry as OutboxEntry).refused;
    changed();
  },
  dropPhoto: async (_owner: string, inspectionId: string, photoId: string) => {
    const photo = entries.findIndex(
      (e) => e.inspectionId === inspectionId && e.kind === 'photo' && e.photo.id === photoId,
    );
    if (photo >= 0) entries.splice(photo, 1);
    for (const entry of entries)
      if (entry.inspectionId === inspectionId && (entry.kind === 'save' || entry.kind === 'submit'))
        entry.draft = { ...entry.draft, photos: entry.draft.photos.filter((p) => p.id !== photoId) };
    changed();
  },
  confirmSubmit: async (_owner: string, inspectionId: string, alsoAfter: string) => {
    const submit = entries.find((e) => e.inspectionId === inspectionId && e.kind === 'submit');
    if (submit?.kind !== 'submit') throw new Error('submitMissing');
    submit.alsoAfter = alsoAfter;
    delete (submit as OutboxEntry).refused;
    changed();
  },
};
