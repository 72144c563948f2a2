import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract/errors';
import type { Db } from '../db/database';
import { storedFiles } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import { detectMimeType, sha256Hex } from '../seed/stored-files';
import type { FileStore } from './file-store';

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const isWebp = (b: Uint8Array) =>
  b.length >= 12 &&
  String.fromCharCode(b[0], b[1], b[2], b[3]) === 'RIFF' &&
  String.fromCharCode(b[8], b[9], b[10], b[11]) === 'WEBP';

/** The type of uploaded bytes judged by their content, never by their name or the type the browser claims. */
export function detectUploadType(bytes: Uint8Array): UploadType | undefined {
  if (isWebp(bytes)) return 'image/webp';
  return detectMimeType(bytes);
}

export const photoTypes: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface UploadRules {
  maxBytes: number;
  accept: readonly UploadType[];
  /** What to answer when the file is missing, of another type or too large. */
  refusals: { missing: ErrorCode; wrongType: ErrorCode; tooLarge: ErrorCode };
  /** Text fields that may come before the file (at most this many). */
  maxFields?: number;
}

export interface Upload {
  bytes: Buffer;
  mimeType: UploadType;
  /** The text fields sent before the file, by name. */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request (the plugin registering the route registers @fastify/multipart)
 * and checks it: present, not larger than allowed (reading stops there), of an accepted type by its bytes.
 */
export async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: UploadRules,
): Promise<Upload> {
  const { RequestFileTooLargeError, FilesLimitError, PartsLimitError, FieldsLimitError } =
    app.multipartErrors;
  const fields: Record<string, string> = {};
  let bytes: Buffer;
  try {
    const file = await request.file({
      limits: { fileSize: rules.maxBytes, files: 1, fields: rules.maxFields ?? 0, fieldSize: 1000 },
    });
    if (!file) throw badRequest(rules.refusals.missing);
    for (const [name, value] of Object.entries(file.fields)) {
      const part = Array.isArray(value) ? value[0] : value;
      if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
    }
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof RequestFileTooLargeError) throw badRequest(rules.refusals.tooLarge);
    if (
      error instanceof FilesLimitError ||
      error instanceof PartsLimitError ||
      error instanceof FieldsLimitError
    )
      throw badRequest(rules.refusals.missing);
    // Not multipart at all, or a body that breaks off: there is no file to take.
    if ((error as { statusCode?: number }).statusCode !== undefined) throw badRequest(rules.refusals.missing);
    throw error;
  }
  if (bytes.length === 0) throw badRequest(rules.refusals.missing);
  const mimeType = detectUploadType(bytes);
  if (!mimeType || !rules.accept.includes(mimeType)) throw badRequest(rules.refusals.wrongType);
  return { bytes, mimeType, fields };
}

/**
 * Keeps bytes in the file store by their hash and records them; the same bytes again are the same file.
 * Written before any row points at them, so a row never names a missing file.
 */
export async function storeFile(
  db: Db,
  files: FileStore,
  bytes: Uint8Array,
  mimeType: string,
): Promise<string> {
  const sha256 = sha256Hex(bytes);
  await files.put(sha256, bytes, db);
  await db.insert(storedFiles).values({ sha256, size: bytes.length, mimeType }).onConflictDoNothing();
  return sha256;
}
