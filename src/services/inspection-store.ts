import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry } from './outbox-entry';

/**
 * The browser's copy of open inspections (IndexedDB): the wizard's snapshot per inspection, and the bytes of
 * its photos and signature with their type (not File objects, which do not survive everywhere). Written on
 * every change, so a reload, a crash or a closed tab loses nothing.
 */
export interface InspectionDb extends DBSchema {
  /** `owner`: the user whose draft it is (older drafts have none and belong to whoever opens them). */
  drafts: {
    key: string;
    value: { inspectionId: string; snapshot: unknown; updatedAt: number; owner?: string };
  };
  photos: {
    key: string;
    value: { id: string; inspectionId: string; type: string; bytes: ArrayBuffer };
    indexes: { byInspection: string };
  };
  signatures: { key: string; value: { inspectionId: string; type: string; bytes: ArrayBuffer } };
  /** The writes waiting for the server, in the order they were made (`seq`), per user. */
  outbox: { key: number; value: OutboxEntry; indexes: { byOwner: [string, number] } };
}

let opened: Promise<IDBPDatabase<InspectionDb>> | null = null;
export const db = () => {
  opened ??= openDB<InspectionDb>('service-portal-inspections', 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('drafts', { keyPath: 'inspectionId' });
        database.createObjectStore('photos', { keyPath: 'id' }).createIndex('byInspection', 'inspectionId');
        database.createObjectStore('signatures', { keyPath: 'inspectionId' });
      }
      if (oldVersion < 2)
        database
          .createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true })
          .createIndex('byOwner', ['owner', 'seq']);
    },
  });
  return opened;
};

/** The wizard's stored snapshot, only when it is `owner`'s. */
export async function readSnapshot(inspectionId: string, owner: string): Promise<unknown | undefined> {
  const draft = await (await db()).get('drafts', inspectionId);
  return draft && (draft.owner === undefined || draft.owner === owner) ? draft.snapshot : undefined;
}

export async function writeSnapshot(inspectionId: string, snapshot: unknown, owner: string): Promise<void> {
  await (await db()).put('drafts', { inspectionId, snapshot, updatedAt: Date.now(), owner });
}

export async function writePhoto(inspectionId: string, id: string, blob: Blob): Promise<void> {
  await (await db()).put('photos', { id, inspectionId, type: blob.type, bytes: await blob.arrayBuffer() });
}

export async function readPhoto(id: string): Promise<Blob | undefined> {
  const photo = await (await db()).get('photos', id);
  return photo && new Blob([photo.bytes], { type: photo.type });
}

export async function deletePhoto(id: string): Promise<void> {
  await (await db()).delete('photos', id);
}

export async function writeSignature(inspectionId: string, blob: Blob): Promise<void> {
  await (await db()).put('signatures', { inspectionId, type: blob.type, bytes: await blob.arrayBuffer() });
}

export async function readSignature(inspectionId: string): Promise<Blob | undefined> {
  const signature = await (await db()).get('signatures', inspectionId);
  return signature && new Blob([signature.bytes], { type: signature.type });
}

/** After a submit the server holds everything: the browser's copy goes. */
export async function forgetInspection(inspectionId: string): Promise<void> {
  const database = await db();
  const tx = database.transaction(['drafts', 'photos', 'signatures'], 'readwrite');
  for (const key of await tx.objectStore('photos').index('byInspection').getAllKeys(inspectionId))
    await tx.objectStore('photos').delete(key);
  await tx.objectStore('drafts').delete(inspectionId);
  await tx.objectStore('signatures').delete(inspectionId);
  await tx.done;
}
