import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedFileParamsSchema, signedFileQuerySchema } from '../../contract/documents';
import { signedPhotoParamsSchema } from '../../contract/maintenance';
import { servedDocument } from '../documents/queries';
import { HttpError, noAccess, notFound } from '../errors';
import { contentDisposition } from '../files/content-disposition';
import { generatedDocumentName } from '../files/document-names';
import { verifyDocumentSignature, verifyInspectionPhotoSignature } from '../files/signed-url';
import { inspectionPhotoFile } from '../maintenance/queries';

const documentNotAvailable = () => new HttpError(404, 'documentNotAvailable');

/**
 * Public: the bytes of a document behind a signed, short-lived address (an <img> or <iframe> sends no bearer
 * token). The signature is the whole of the access check, so it is checked before anything is read.
 */
export async function documentFileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/files/documents/:file',
    { schema: { hide: true, params: signedFileParamsSchema, querystring: signedFileQuerySchema } },
    async (request, reply) => {
      const [idText, extension] = request.params.file.split('.');
      const id = Number(idText);
      const { expires, signature } = request.query;
      if (!verifyDocumentSignature(app.config.jwtSecret, id, expires, signature)) throw noAccess();
      const document = await servedDocument(app.db, id);
      if (!document || (extension !== undefined && extension !== document.extension)) throw notFound();
      if (!document.fileSha256 || !document.mimeType) throw documentNotAvailable();
      const file = await app.files.open(document.fileSha256);
      if (!file) throw documentNotAvailable();
      const name = document.generated
        ? generatedDocumentName(request.query.lang ?? 'nl', document.generated)
        : document.description.slice(0, 100);
      const secondsLeft = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      return (
        reply
          .type(document.mimeType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition('inline', `${name}.${document.extension}`))
          .header('cache-control', `private, max-age=${secondsLeft}`)
          // The app's strict policy is for pages; a PDF or image shown in the app's own frame needs only this.
          .header('content-security-policy', "frame-ancestors 'self'")
          .send(file.stream)
      );
    },
  );
}

/**
 * Public: the bytes of an uploaded inspection photo behind a signed, short-lived address, so a phone that did
 * not take the photo shows its thumbnail. As for documents, the signature is the whole of the access check.
 */
export async function inspectionPhotoFileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/files/inspection-photos/:photoId',
    { schema: { hide: true, params: signedPhotoParamsSchema, querystring: signedFileQuerySchema } },
    async (request, reply) => {
      const { photoId } = request.params;
      const { expires, signature } = request.query;
      if (!verifyInspectionPhotoSignature(app.config.jwtSecret, photoId, expires, signature))
        throw noAccess();
      const photo = await inspectionPhotoFile(app.db, photoId);
      // Removed since the address was signed (retaken, or its inspection deleted).
      if (!photo) throw notFound();
      const file = await app.files.open(photo.fileSha256);
      if (!file) throw notFound();
      const secondsLeft = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
      return reply
        .type(photo.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', 'inline')
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .send(file.stream);
    },
  );
}
