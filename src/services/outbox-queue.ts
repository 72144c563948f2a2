import { isPhotoRequired } from '../../contract/inspection';
import type { OutboxEntry, OutboxRefusal } from './outbox-entry';

/*
 * Which entries of the outbox go next, apart from IndexedDB: the store and the tests' store in memory read
 * their entries the same way.
 */

/**
 * The entries that can be sent now, in order. A set-aside entry waits for the engineer's choice, and so does what depends
 * on it: every entry of its inspection when the refusal concerns the inspection (its create, a step, the
 * signature, the submit), only the submit when a photo was refused (the submit names the photo).
 */
export function sendable(entries: Required<OutboxEntry>[]): Required<OutboxEntry>[] {
  const held = new Map<string, 'photo' | 'all'>();
  for (const e of entries)
    if (e.refused)
      held.set(e.inspectionId, e.kind === 'photo' && held.get(e.inspectionId) !== 'all' ? 'photo' : 'all');
  return entries.filter((e) => {
    if (e.refused) return false;
    const hold = held.get(e.inspectionId);
    return hold === undefined || (hold === 'photo' && e.kind !== 'submit');
  });
}

/** A set-aside entry as the engineer is told of it. */
export const refusalOf = (e: Required<OutboxEntry>): OutboxRefusal => ({
  seq: e.seq,
  inspectionId: e.inspectionId,
  kind: e.kind,
  ...(e.kind === 'photo' ? { photo: e.photo } : {}),
  ...e.refused,
});

/**
 * The set-aside entries as the engineer is told of them. A refused photo behind a queued submit says whether
 * that submit can go without it: dropping a photo the rules need would leave a submit the server refuses.
 */
export function refusalsOf(entries: Required<OutboxEntry>[]): OutboxRefusal[] {
  return entries
    .filter((e) => e.refused)
    .map((e) => {
      const refusal = refusalOf(e);
      const submit = entries.find((s) => s.kind === 'submit' && s.inspectionId === e.inspectionId);
      if (e.kind !== 'photo' || submit?.kind !== 'submit') return refusal;
      const needed = isPhotoRequired(submit.draft, e.photo.id);
      return { ...refusal, afterSubmit: needed ? ('needsPhoto' as const) : ('withoutPhoto' as const) };
    });
}
