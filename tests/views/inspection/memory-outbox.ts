/**
 * The outbox store kept in memory: the page's DOM has no IndexedDB. Views tests mock
 * `src/services/outbox-store` with it, and the real outbox machine sends what it holds.
 */
type Entry = { seq: number; inspectionId: string; kind: string; alsoAfter?: string };

const entries: Entry[] = [];
const listeners = new Set<() => void>();
let seq = 0;
const changed = () => {
  for (const listener of listeners) listener();
};

export const memoryOutbox = {
  entries,
  /** Puts a write in the outbox as a phone that worked offline left it, made by the engineer. */
  add(inspectionId: string, write: { kind: string } & Record<string, unknown>) {
    entries.push({ ...write, inspectionId, seq: ++seq, owner: 'engineer', createdAt: Date.now() } as Entry);
    changed();
  },
  onOutboxChange: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  entriesOf: async () => [...entries],
  countOf: async () => entries.length,
  headOf: async () => entries[0],
  enqueue: async (_owner: string, inspectionId: string, write: { kind: string }) => {
    entries.push({ ...write, inspectionId, seq: ++seq });
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
  confirmSubmit: async (_owner: string, inspectionId: string, alsoAfter: string) => {
    const submit = entries.find((e) => e.inspectionId === inspectionId && e.kind === 'submit');
    if (!submit) throw new Error('submitMissing');
    submit.alsoAfter = alsoAfter;
    changed();
  },
};
