import { documentsResponseSchema, documentUrlSchema } from '../../../contract/documents';
import { refreshResources } from '../resource';
import { getCall } from './call';

/** GET /api/documents/serviceobjecttype: the documents of the object's type and of the object itself. */
export const objectDocuments = (objectId: number) =>
  getCall('/api/documents/serviceobjecttype', documentsResponseSchema, { objectId });

/** GET /api/documents/salesinvoice */
export const invoiceDocuments = (invoiceId: number) =>
  getCall('/api/documents/salesinvoice', documentsResponseSchema, { invoiceId });

/** GET /api/documents/joborder */
export const jobOrderDocuments = (jobOrderId: number) =>
  getCall('/api/documents/joborder', documentsResponseSchema, { jobOrderId });

/** GET /api/documents/offer */
export const quotationDocuments = (quotationId: number) =>
  getCall('/api/documents/offer', documentsResponseSchema, { quotationId });

/** GET /api/documents/{id}/url: a signed address that expires within minutes (see `openDocument`). */
export const documentUrl = (id: number) => getCall(`/api/documents/${id}/url`, documentUrlSchema);

/**
 * Forgets the signed address an earlier opening of the document got: it may have run out since, so the
 * viewer that opens now asks for a fresh one.
 */
export const forgetDocumentUrl = (id: number) => refreshResources(documentUrl(id).key);

/** Spec section 9: images are recognised by a .jpg ending of their address (its path, before any query). */
export function isImageAddress(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return path.toLowerCase().endsWith('.jpg');
}
