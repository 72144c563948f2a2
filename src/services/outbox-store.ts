import { db } from './inspection-store';
import type { OutboxCount, OutboxEntry, OutboxRefusal, OutboxWrite } from './outbox-entry';
import { refusalsOf, sendable } from './outbox-queue';

/**
 * The outbox of field work in IndexedDB: every write of an inspection, in order, per user, until the server
 * confirmed it. It survives a reload, a closed tab and a sign-out; the outbox machine sends it.
 */

const listeners = new Set<() => void>();
// Other tabs of the app learn of a change too (their own outbox counts and the indicator follow).
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('field-outbox');
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});

function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Told whenever this tab or another changed the outbox. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ownerRange = (owner: string) => IDBKeyRange.bound([owner, 0], [owner, Number.MAX_SAFE_INTEGER]);

export async function entriesOf(owner: string): Promise<Required<OutboxEntry>[]> {
  return (await (
    await db()
  ).getAllFromIndex('outbox', 'byOwner', ownerRange(owner))) as Required<OutboxEntry>[];
}

/** How many entries of `owner` can be sent now, and the set-aside ones with why the server refused them. */
export async function countOf(owner: string): Promise<OutboxCount> {
  const entries = await entriesOf(owner);
  return { pending: sendable(entries).length, refusals: refusalsOf(entries) };
}

/** The oldest entry of `owner` that can be sent: the next to send. */
export async function headOf(owner: string): Promise<Required<OutboxEntry> | undefined> {
  return sendable(await entriesOf(owner))[0];
}

/** The server refused the entry for good: it is set aside with the refusal, and the others go on. */
export async function setAside(refusal: OutboxRefusal): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const entry = await tx.store.get(refusal.seq);
  if (entry) {
    const { status, code, meanwhile } = refusal;
    await tx.store.put({ ...entry, refused: meanwhile ? { status, code, meanwhile } : { status, code } });
  }
  await tx.done;
  changed();
}

/** The engineer tries the inspection's set-aside entries again: they go back in the queue where they were. */
export async function release(owner: string, inspectionId: string): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  for (let cursor = await tx.store.index('byOwner').openCursor(ownerRange(owner)); cursor; ) {
    if (cursor.value.inspectionId === inspectionId && cursor.value.refused) {
      const { refused: _, ...entry } = cursor.value;
      await cursor.update(entry);
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  changed();
}

/**
 * The engineer dropped a photo (refused, or taken away): its entry goes at once, and the queued step save and
 * submit of its inspection no longer name it.
 */
export async function dropPhoto(owner: string, inspectionId: string, photoId: string): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  for (let cursor = await tx.store.index('byOwner').openCursor(ownerRange(owner)); cursor; ) {
    const entry = cursor.value;
    if (entry.inspectionId === inspectionId) {
      if (entry.kind === 'photo' && entry.photo.id === photoId) await cursor.delete();
      else if (
        (entry.kind === 'save' || entry.kind === 'submit') &&
        entry.draft.photos.some((p) => p.id === photoId)
      )
        await cursor.update({
          ...entry,
          draft: { ...entry.draft, photos: entry.draft.photos.filter((p) => p.id !== photoId) },
        });
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  changed();
}

/**
 * Adds a write to the end of the outbox. A later save or signature of the same inspection makes an earlier
 * one that was not sent yet needless: only the newest is kept. The inspection is created once. Once its
 * submit is queued an inspection takes no more writes: the submit holds the whole of it, and a write behind
 * it would reach the server after the inspection was closed.
 */
export async function enqueue(owner: string, inspectionId: string, write: OutboxWrite): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const ofInspection: Required<OutboxEntry>[] = [];
  for (let cursor = await tx.store.index('byOwner').openCursor(ownerRange(owner)); cursor; ) {
    if (cursor.value.inspectionId === inspectionId) ofInspection.push(cursor.value as Required<OutboxEntry>);
    cursor = await cursor.continue();
  }
  const queued = (kind: OutboxWrite['kind']) => ofInspection.some((e) => e.kind === kind);
  if (queued('submit') || (write.kind === 'create' && queued('create'))) {
    await tx.done;
    return;
  }
  for (const entry of ofInspection) {
    const superseded = (write.kind === 'save' || write.kind === 'signature') && entry.kind === write.kind;
    const notTaken =
      write.kind === 'deletePhoto' && entry.kind === 'photo' && entry.photo.id === write.photoId;
    if (superseded || notTaken) await tx.store.delete(entry.seq);
  }
  await tx.store.add({ ...write, owner, inspectionId, createdAt: Date.now() } as OutboxEntry);
  await tx.done;
  changed();
}

/** The server confirmed the entry: it goes. */
export async function remove(seq: number): Promise<void> {
  await (await db()).delete('outbox', seq);
  changed();
}

/** Every entry of one inspection goes (the engineer chose to drop what the server refused). */
export async function removeInspection(owner: string, inspectionId: string): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  let cursor = await tx.store.index('byOwner').openCursor(ownerRange(owner));
  while (cursor) {
    if (cursor.value.inspectionId === inspectionId) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
  changed();
}

/**
 * The engineer confirmed that theirs is recorded as well after the inspection `alsoAfter` completed meanwhile:
 * the queued submit carries that, and is sent again. Fails when no submit of the inspection waits.
 */
export async function confirmSubmit(owner: string, inspectionId: string, alsoAfter: string): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  let found = false;
  for (let cursor = await tx.store.index('byOwner').openCursor(ownerRange(owner)); cursor; ) {
    const entry = cursor.value as Required<OutboxEntry>;
    if (entry.inspectionId === inspectionId && entry.kind === 'submit') {
      const { refused: _, ...kept } = entry;
      await cursor.update({ ...kept, alsoAfter });
      found = true;
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  if (!found) throw new Error('submitMissing');
  changed();
}
