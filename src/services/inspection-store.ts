import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The browser's copy of open inspections (IndexedDB): the wizard's snapshot per inspection, and the bytes of
 * its photos and signature with their type (not File objects, which do not survive everywhere). Written on
 * every change, so a reload, a crash or a closed tab loses nothing.
 */
interface InspectionDb extends DBSchema {
  drafts: { key: string; value: { inspectionId: string; snapshot: unknown; updatedAt: number } };
  photos: {
    key: string;
    value: { id: string; inspectionId: string; type: string; bytes: ArrayBuffer };
    indexes: { byInspection: string };
  };
  signatures: { key: string; value: { inspectionId: string; type: string; bytes: ArrayBuffer } };
}

let opened: Promise<IDBPDatabase<InspectionDb>> | null = null;
const db = () => {
  opened ??= openDB<InspectionDb>('service-portal-inspections', 1, {
    upgrade(database) {
      database.createObjectStore('drafts', { keyPath: 'inspectionId' });
      database.createObjectStore('photos', { keyPath: 'id' }).createIndex('byInspection', 'inspectionId');
      database.createObjectStore('signatures', { keyPath: 'inspectionId' });
    },
  });
  return opened;
};

export async function readSnapshot(inspectionId: string): Promise<unknown | undefined> {
  return (await (await db()).get('drafts', inspectionId))?.snapshot;
}

export async function writeSnapshot(inspectionId: string, snapshot: unknown): Promise<void> {
  await (await db()).put('drafts', { inspectionId, snapshot, updatedAt: Date.now() });
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
