import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
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
import { anyPermission } from '../access/any-permission';
import { callerOf } from '../access/authenticate';
import { ensureVisible } from '../access/ensure-visible';
import {
  documentVisible,
  invoiceVisible,
  jobOrderVisible,
  objectVisible,
  quotationVisible,
  scopeOf,
} from '../access/row-scope';
import { documents, jobOrders, quotations, salesInvoices, serviceObjects } from '../db/schema';
import { HttpError } from '../errors';
import { signDocumentUrl } from '../files/signed-url';

export async function documentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const canView = anyPermission('Documents.ViewOwn', 'Documents.ViewAll');
  const listResponse = { 200: documentsResponseSchema };

  /** Documents say whether their file exists; the file itself is only reached through a signed address. */
  const documentsWhere = (where: SQL | undefined) =>
    app.db
      .select({
        id: documents.id,
        description: documents.description,
        extension: documents.extension,
        available: sql<boolean>`${documents.fileSha256} is not null`,
      })
      .from(documents)
      .where(where)
      .orderBy(asc(documents.description), asc(documents.id));

  app.get(
    '/api/documents/serviceobjecttype',
    { ...canView, schema: { querystring: objectDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { objectId } = request.query;
      await ensureVisible(
        app.db,
        serviceObjects,
        serviceObjects.id,
        objectId,
        objectVisible(await scopeOf(app.db, callerOf(request))),
      );
      return documentsWhere(
        or(
          and(
            eq(documents.kind, 'serviceobjecttype'),
            sql`${documents.objectTypeId} = (select ${serviceObjects.objectTypeId} from ${serviceObjects} where ${serviceObjects.id} = ${objectId})`,
          ),
          eq(documents.objectId, objectId),
        ),
      );
    },
  );

  app.get(
    '/api/documents/salesinvoice',
    { ...canView, schema: { querystring: invoiceDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { invoiceId } = request.query;
      await ensureVisible(
        app.db,
        salesInvoices,
        salesInvoices.id,
        invoiceId,
        invoiceVisible(await scopeOf(app.db, callerOf(request))),
      );
      return documentsWhere(eq(documents.invoiceId, invoiceId));
    },
  );

  app.get(
    '/api/documents/joborder',
    { ...canView, schema: { querystring: jobOrderDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { jobOrderId } = request.query;
      await ensureVisible(
        app.db,
        jobOrders,
        jobOrders.id,
        jobOrderId,
        jobOrderVisible(await scopeOf(app.db, callerOf(request))),
      );
      return documentsWhere(eq(documents.jobOrderId, jobOrderId));
    },
  );

  app.get(
    '/api/documents/offer',
    { ...canView, schema: { querystring: quotationDocumentsQuerySchema, response: listResponse } },
    async (request) => {
      const { quotationId } = request.query;
      await ensureVisible(
        app.db,
        quotations,
        quotations.id,
        quotationId,
        quotationVisible(await scopeOf(app.db, callerOf(request))),
      );
      return documentsWhere(eq(documents.quotationId, quotationId));
    },
  );

  app.get(
    '/api/documents/:id/url',
    { ...canView, schema: { params: documentParamsSchema, response: { 200: documentUrlSchema } } },
    async (request) => {
      const { id } = request.params;
      await ensureVisible(
        app.db,
        documents,
        documents.id,
        id,
        documentVisible(await scopeOf(app.db, callerOf(request))),
      );
      const [document] = await app.db
        .select({ extension: documents.extension, fileSha256: documents.fileSha256 })
        .from(documents)
        .where(eq(documents.id, id));
      if (!document.fileSha256) throw new HttpError(404, 'documentNotAvailable');
      return signDocumentUrl(app.config.jwtSecret, id, document.extension);
    },
  );
}
