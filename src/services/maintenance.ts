import { z } from 'zod/mini';
import type { InspectionDraft, InspectionPhoto, InspectionStep } from '../../contract/inspection';
import {
  IDEMPOTENCY_HEADER,
  inspectionOutcomeSchema,
  inspectionSchemaOnWire,
  objectChecklistSchema,
  objectInspectionsResponseSchema,
  photoUrlSchema,
  signatureResponseSchema,
} from '../../contract/maintenance';
import { http } from './http';
import { keptOffline } from './offline-copy';
import { getCall } from './portal-data/call';
import { sendPhotoResumably } from './resumable-upload';

/** The calls of a maintenance inspection (spec section 7, `/api/maintenancereport`), typed by the contract. */

/** GET /api/ServiceObjectMaintenanceProperties: the object and its checklist. */
export const objectChecklist = (objectId: number) =>
  keptOffline(getCall('/api/ServiceObjectMaintenanceProperties', objectChecklistSchema, { objectId }));

/** GET /api/maintenancereport?objectId: the object's inspections, newest first. */
export const inspectionsOfObject = (objectId: number) =>
  keptOffline(getCall('/api/maintenancereport', objectInspectionsResponseSchema, { objectId }));

/** GET /api/maintenancereport/{id}: what the server holds of one inspection. */
export const fetchInspection = (id: string) =>
  http.request(`/api/maintenancereport/${id}`, { schema: inspectionSchemaOnWire });

/** POST /api/maintenancereport: the app names the id, so a retried create makes one inspection. */
export const createInspection = (id: string, objectId: number, startedAt?: string) =>
  http.request('/api/maintenancereport', {
    method: 'POST',
    body: { id, objectId, startedAt },
    schema: inspectionSchemaOnWire,
  });

/** PUT /api/maintenancereport/{id}: the progress so far. */
export const saveInspection = (id: string, step: InspectionStep, draft: InspectionDraft) =>
  http.request(`/api/maintenancereport/${id}`, {
    method: 'PUT',
    body: { step, draft },
    schema: inspectionSchemaOnWire,
  });

/** The photo's bytes, in pieces, from where the server's end (`resumable-upload.ts`). */
export const uploadPhoto = (
  inspectionId: string,
  photo: InspectionPhoto,
  blob: Blob,
  onProgress: (fraction: number) => void,
) => sendPhotoResumably(http, inspectionId, photo, blob, onProgress);

/** DELETE /api/maintenancereport/{id}/photos/{photoId} */
export const deleteUploadedPhoto = (inspectionId: string, photoId: string) =>
  http.request(`/api/maintenancereport/${inspectionId}/photos/${photoId}`, {
    method: 'DELETE',
    schema: z.unknown(),
  });

/**
 * GET /api/maintenancereport/{id}/photos/{photoId}/url: a short-lived address of a photo the server holds, for a
 * tile on a phone that has no bytes of it (taken on another phone).
 */
export const uploadedPhotoUrl = (inspectionId: string, photoId: string) =>
  http.request(`/api/maintenancereport/${inspectionId}/photos/${photoId}/url`, { schema: photoUrlSchema });

/** PUT /api/maintenancereport/{id}/signature: the customer's signature as PNG. */
export function uploadSignature(inspectionId: string, png: Blob) {
  const form = new FormData();
  form.append('file', png, 'signature.png');
  return http.upload(`/api/maintenancereport/${inspectionId}/signature`, {
    method: 'PUT',
    form,
    schema: signatureResponseSchema,
  });
}

/**
 * POST /api/maintenancereport/{id}/submit. `key` is made once when the engineer submits and kept with the
 * queued submit: a resend after a lost answer gets the first outcome back, while a submit of the same
 * inspection from another device (another key) is told it was submitted already (409).
 */
/**
 * What a completed inspection changes, read again after it: the gate (its state, failures, timeline), the
 * customers' failure list, the report among the documents, the inspections and the visit it was.
 */
export const submitMakesStale = [
  '/api/Object',
  '/api/objectswithfailure',
  '/api/documents',
  '/api/maintenancereport',
  '/api/ServiceObjectMaintenanceProperties',
  '/api/appointments',
] as const;

export const submitInspection = (id: string, draft: InspectionDraft, key: string, alsoAfter?: string) =>
  http.request(`/api/maintenancereport/${id}/submit`, {
    method: 'POST',
    body: { draft, alsoAfter },
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: inspectionOutcomeSchema,
  });
