import type { InspectionPhoto } from '../../contract/inspection';
import {
  PHOTO_CHUNK_MAX_BYTES,
  PHOTO_CHUNK_TYPE,
  type PhotoUploadState,
  photoUploadStateSchema,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
} from '../../contract/maintenance';
import { toApiError } from './api-error';
import type { HttpClient } from './http';

/** How often a piece may find the server further on (another tab, a lost answer) before the upload gives up. */
const MAX_MISMATCHES = 3;

/**
 * Photos this page has begun to send. A photo's first try here sends its first piece without asking: the
 * server seldom holds any of it, and when it does (a try before a reload) the piece's 409 says so. That spares
 * a round trip per photo, a third of a small photo's requests.
 */
const begun = new Set<string>();

/**
 * Sends a photo in pieces (contract/maintenance.ts). A try after the first asks how much the server holds and
 * sends only the rest, so it goes on where the server's bytes end after a lost connection, and a photo the
 * server kept already is not sent again. `onProgress` is told the share the server holds, from 0 to 1.
 */
export async function sendPhotoResumably(
  http: HttpClient,
  inspectionId: string,
  photo: InspectionPhoto,
  blob: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const url = `/api/maintenancereport/${inspectionId}/photos/${photo.id}/upload`;
  const ask = () => http.request(url, { schema: photoUploadStateSchema });
  const total = blob.size;
  let state: PhotoUploadState = begun.has(photo.id) ? await ask() : { received: 0, complete: false };
  begun.add(photo.id);
  for (let mismatches = 0; !state.complete; ) {
    onProgress(total > 0 ? state.received / total : 0);
    const end = Math.min(total, state.received + PHOTO_CHUNK_MAX_BYTES);
    try {
      state = await http.request(url, {
        method: 'PATCH',
        query: { kind: photo.kind, propertyId: photo.propertyId ?? undefined },
        headers: {
          'Content-Type': PHOTO_CHUNK_TYPE,
          [UPLOAD_OFFSET_HEADER]: String(state.received),
          [UPLOAD_LENGTH_HEADER]: String(total),
        },
        body: blob.slice(state.received, end),
        schema: photoUploadStateSchema,
      });
    } catch (error) {
      if (toApiError(error).code !== 'uploadOffsetMismatch' || ++mismatches > MAX_MISMATCHES) throw error;
      state = await ask();
    }
  }
  onProgress(1);
}
