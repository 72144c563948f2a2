import { db } from './inspection-store';
import type { OutboxEntry, OutboxWrite } from './outbox-entry';

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

export async function countOf(owner: string): Promise<number> {
  return (await db()).countFromIndex('outbox', 'byOwner', ownerRange(owner));
}

/** The oldest entry of `owner`: the next to send. */
export async function headOf(owner: string): Promise<Required<OutboxEntry> | undefined> {
  const cursor = await (await db())
    .transaction('outbox')
    .store.index('byOwner')
    .openCursor(ownerRange(owner));
  return cursor?.value as Required<OutboxEntry> | undefined;
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

/** Whether a submit of this inspection still waits to be sent. */
export async function isSubmitQueued(owner: string, inspectionId: string): Promise<boolean> {
  return (await entriesOf(owner)).some((e) => e.inspectionId === inspectionId && e.kind === 'submit');
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
      await cursor.update({ ...entry, alsoAfter });
      found = true;
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  if (!found) throw new Error('submitMissing');
  changed();
}
