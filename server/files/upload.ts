import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract/errors';
import { badRequest, HttpError } from '../errors';

export interface UploadRefusals {
  /** No file, an empty one, more parts than the one file, or no multipart body at all. */
  missing: ErrorCode;
  tooLarge: ErrorCode;
}

/**
 * The bytes of the one file of a multipart upload (within the limits `@fastify/multipart` was registered with),
 * or a 400 that says what is wrong: missing, too large, or a body that cannot be read as multipart.
 */
export async function readSingleFile(
  app: FastifyInstance,
  request: FastifyRequest,
  refusals: UploadRefusals,
): Promise<Buffer> {
  const { RequestFileTooLargeError, FilesLimitError, PartsLimitError } = app.multipartErrors;
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file) throw badRequest(refusals.missing);
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof RequestFileTooLargeError) throw badRequest(refusals.tooLarge);
    if (error instanceof FilesLimitError || error instanceof PartsLimitError)
      throw badRequest(refusals.missing);
    // Not multipart at all (the plugin's own 4xx): there is no file to take.
    if ((error as { statusCode?: number }).statusCode !== undefined) throw badRequest(refusals.missing);
    // Everything else here is the body itself: no boundary, a wrong one, a body or header that breaks off.
    throw badRequest('malformedUpload');
  }
  if (bytes.length === 0) throw badRequest(refusals.missing);
  return bytes;
}
