import { z } from 'zod/mini';
import { idSchema } from './paging';

/**
 * What a document the portal made itself is of, so each reader sees its name in their own language (its stored
 * description is in the language of whoever made it).
 */
export const generatedDocumentSchema = z.union([
  z.object({
    kind: z.literal('signedQuotation'),
    quotationNumber: z.string(),
    version: z.number().check(z.int()),
  }),
  /** `date` is the report's day, YYYY-MM-DD. */
  z.object({ kind: z.literal('maintenanceReport'), objectNumber: z.string(), date: z.string() }),
]);
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;

/**
 * A document the ERP knows of (spec section 3). `available` is false when its file is missing; the viewer
 * then shows 'Document not available' without asking for a URL.
 */
export const documentSchema = z.object({
  id: z.number().check(z.int()),
  description: z.string(),
  /** Without the dot, lower case, e.g. pdf or jpg. */
  extension: z.string(),
  available: z.boolean(),
  /** Set for a document the portal made (a signed quotation, a maintenance report); absent or null otherwise. */
  generated: z.optional(z.nullable(generatedDocumentSchema)),
});
export type PortalDocument = z.infer<typeof documentSchema>;
export const documentsResponseSchema = z.array(documentSchema);

/** GET /api/documents/serviceobjecttype?objectId: the documents of the object's type and of the object itself. */
export const objectDocumentsQuerySchema = z.object({ objectId: idSchema('objectId') });
/** GET /api/documents/salesinvoice?invoiceId */
export const invoiceDocumentsQuerySchema = z.object({ invoiceId: idSchema('invoiceId') });
/** GET /api/documents/joborder?jobOrderId */
export const jobOrderDocumentsQuerySchema = z.object({ jobOrderId: idSchema('jobOrderId') });
/** GET /api/documents/offer?quotationId */
export const quotationDocumentsQuerySchema = z.object({ quotationId: idSchema('quotationId') });

/**
 * GET /api/documents/{id}/url: a signed address that shows the file without a bearer token, so an <img> or an
 * <iframe> can load it. It expires within minutes. Its path ends in the document's extension (…/12.jpg?…),
 * so the viewer can tell an image by its address.
 */
export const documentParamsSchema = z.object({ id: idSchema('id') });
export const documentUrlSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type DocumentUrl = z.infer<typeof documentUrlSchema>;

/** GET /files/documents/{id}.{extension}?expires&signature: the bytes, public, checked by the signature. */
export const signedFileParamsSchema = z.object({
  file: z
    .string()
    .check(z.regex(/^\d{1,10}(\.[a-z0-9]{1,10})?$/, 'file must be a document id with its extension')),
});
/** A wrong, tampered or expired signature answers 403; only a missing parameter is a 400. */
export const signedFileQuerySchema = z.object({
  expires: z.string({ error: 'expires is required' }).check(z.maxLength(20, 'expires is too long')),
  signature: z.string({ error: 'signature is required' }).check(z.maxLength(100, 'signature is too long')),
  /** The reader's language, for the name the file is saved under; it opens nothing, so it is not signed. */
  lang: z.optional(z.enum(['nl', 'en'])),
});
