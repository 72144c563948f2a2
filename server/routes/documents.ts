import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentParamsSchema,
  documentsResponseSchema,
  documentUrlSchema,
  invoiceDocumentsQuerySchema,
  jobOrderDocumentsQuerySchema,
  objectDocumentsQuerySchema,
  quotationDocumentsQuerySchema,
} from '../../contract/documents';
import { callerOf } from '../access/authenticate';
import {
  ensureDocumentVisible,
  ensureInvoiceVisible,
  ensureJobOrderVisible,
  ensureObjectVisible,
  ensureQuotationVisible,
} from '../access/ensure-visible';
import { readersOf } from '../access/readers-of';
import { scopeOf } from '../access/row-scope';
import {
  documentFile,
  invoiceDocuments,
  jobOrderDocuments,
  objectDocuments,
  quotationDocuments,
} from '../documents/queries';
import { HttpError } from '../errors';
import { signDocumentUrl } from '../files/signed-url';

export async function documentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = readersOf('documents');
  const listResponse = { 200: documentsResponseSchema };

  app.get(
    '/api/documents/serviceobjecttype',
    { ...canView, schema: { querystring: objectDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { objectId } = request.query;
      await ensureObjectVisible(app.db, scopeOf(callerOf(request)), objectId);
      return objectDocuments(app.db, objectId);
    },
  );

  app.get(
    '/api/documents/salesinvoice',
    { ...canView, schema: { querystring: invoiceDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { invoiceId } = request.query;
      await ensureInvoiceVisible(app.db, scopeOf(callerOf(request)), invoiceId);
      return invoiceDocuments(app.db, invoiceId);
    },
  );

  app.get(
    '/api/documents/joborder',
    { ...canView, schema: { querystring: jobOrderDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { jobOrderId } = request.query;
      await ensureJobOrderVisible(app.db, scopeOf(callerOf(request)), jobOrderId);
      return jobOrderDocuments(app.db, jobOrderId);
    },
  );

  app.get(
    '/api/documents/offer',
    { ...canView, schema: { querystring: quotationDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { quotationId } = request.query;
      await ensureQuotationVisible(app.db, scopeOf(callerOf(request)), quotationId);
      return quotationDocuments(app.db, quotationId);
    },
  );

  app.get(
    '/api/documents/:id/url',
    { ...canView, schema: { params: documentParamsSchema, response: { 200: documentUrlSchema } } },
    async (request) => {
      const { id } = request.params;
      await ensureDocumentVisible(app.db, scopeOf(callerOf(request)), id);
      const document = await documentFile(app.db, id);
      if (!document.fileSha256) throw new HttpError(404, 'documentNotAvailable');
      const signed = signDocumentUrl(app.config.jwtSecret, id, document.extension);
      // The file is saved under a name in the reader's language.
      return { ...signed, url: `${signed.url}&lang=${callerOf(request).language}` };
    },
  );
}
