import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import {
  type FailureStatusChange,
  failureListResponseSchema,
  imageTypeOf,
  photoProblem,
  reportAcceptedSchema,
  reportPhotosResponseSchema,
  uploadedReportPhotoSchema,
} from '../../contract/contact';
import { http } from './http';
import { downscalePhoto } from './image-downscale';
import { browserLocalStorage, type StorageLike } from './local-storage';
import { getCall, pagedCall, type QueryParams } from './portal-data/call';

/** A photo waiting with a draft: its bytes are in the browser's store under `id`. */
export interface KeptPhoto {
  id: string;
  name: string;
  size: number;
}

/** Where a report goes: the signed-in contact form, or the public page of one gate. */
export type ReportTarget = { mode: 'portal' } | { mode: 'public'; accessKey: string; objectId: number };

/** What a write to reports makes stale: the lists of reports and of objects with a failure. */
export const reportMakesStale = [
  '/api/contact',
  '/api/Object/failures',
  '/api/objectswithfailure',
  '/api/Object/Get',
];

interface PhotoDb extends DBSchema {
  photos: { key: string; value: { id: string; type: string; bytes: ArrayBuffer } };
}
let opened: Promise<IDBPDatabase<PhotoDb>> | null = null;
const photoDb = () => {
  opened ??= openDB<PhotoDb>('service-portal-failure-photos', 1, {
    upgrade(database) {
      database.createObjectStore('photos', { keyPath: 'id' });
    },
  });
  return opened;
};

/**
 * A chosen photo made small (as the inspection's are) and kept in the browser until the report is sent; or,
 * for a file that is no photo the server takes (a browser that cannot draw it keeps it as it is), or one still
 * too large, why not (an i18n key).
 */
export async function keepPhoto(file: File): Promise<KeptPhoto | { problem: string }> {
  const blob = await downscalePhoto(file);
  // Judged by its bytes: the type a browser gives a file follows its name.
  const type = imageTypeOf(new Uint8Array(await blob.slice(0, 12).arrayBuffer())) ?? '';
  const problem = photoProblem({ type, size: blob.size });
  if (problem) return { problem };
  const id = crypto.randomUUID();
  await (await photoDb()).put('photos', { id, type: blob.type, bytes: await blob.arrayBuffer() });
  return { id, name: file.name, size: blob.size };
}

export async function dropPhoto(id: string): Promise<void> {
  await (await photoDb()).delete('photos', id);
}

async function readPhoto(id: string): Promise<Blob | undefined> {
  const photo = await (await photoDb()).get('photos', id);
  return photo && new Blob([photo.bytes], { type: photo.type });
}

/**
 * Sends a report, then its photos, each under the id it was given: sent again after a lost answer, the
 * server keeps the first of each. Rejects with an ApiError (status 0: no connection).
 */
export async function sendReport(
  target: ReportTarget,
  body: Record<string, unknown>,
  photos: KeptPhoto[],
): Promise<{ id: string }> {
  const base =
    target.mode === 'portal'
      ? '/api/contact'
      : `/api/Object/public/${encodeURIComponent(target.accessKey)}/${target.objectId}/report`;
  const accepted = await http.request(base, { method: 'POST', body, schema: reportAcceptedSchema });
  const photoUrl =
    target.mode === 'portal' ? `/api/contact/${accepted.id}/photos` : `${base}/${accepted.id}/photos`;
  for (const photo of photos) {
    const blob = await readPhoto(photo.id);
    if (!blob) continue;
    const form = new FormData();
    form.append('id', photo.id);
    form.append('file', blob, photo.name);
    await http.upload(photoUrl, { form, schema: uploadedReportPhotoSchema });
  }
  return { id: accepted.id };
}

/** The draft of one form, kept in local storage under `key` with whether it was being sent. */
export interface StoredReport<D> {
  draft: D;
  sending: boolean;
}

export function readStoredReport<D>(key: string, storage: StorageLike | null = browserLocalStorage()) {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as StoredReport<D>) : null;
  } catch {
    return null;
  }
}

export function writeStoredReport<D>(
  key: string,
  value: StoredReport<D>,
  storage: StorageLike | null = browserLocalStorage(),
) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage loses the copy, not the form.
  }
}

/** After sending, the browser's copy and its photos go. */
export async function forgetStoredReport(
  key: string,
  photos: KeptPhoto[],
  storage: StorageLike | null = browserLocalStorage(),
) {
  storage?.removeItem(key);
  await Promise.all(photos.map((p) => dropPhoto(p.id).catch(() => undefined)));
}

/** GET /api/contact: the reports the caller may see, a page at a time. */
export const failureReports = (filters: QueryParams, paging: QueryParams) =>
  pagedCall('/api/contact', failureListResponseSchema, filters, paging);

/** GET /api/contact/{id}/photos: the report's photos behind short-lived addresses. */
export const reportPhotos = (reportId: string) =>
  getCall(`/api/contact/${reportId}/photos`, reportPhotosResponseSchema);

/** POST /api/contact/{id}/status (provider staff): the reporter is mailed by the server. */
export async function changeFailureStatus(id: string, change: FailureStatusChange) {
  return http.request(`/api/contact/${id}/status`, {
    method: 'POST',
    body: change,
    schema: reportAcceptedSchema,
  });
}
