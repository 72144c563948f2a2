import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, type ErrorCode, errorMessages, NO_ACCESS_MESSAGE } from '../contract/errors';
import { isMalformedMultipart } from './files/malformed-multipart';

/** An expected failure: the handler throws it, the error handler turns it into the shape of spec section 8. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
    /** The failing fields, each with its message key (a 400 of rules the schema alone cannot check). */
    readonly errors?: { path: string; message: string }[],
    /**
     * What the refusal is about (sent as `Details`), and the words that fill the `{{name}}`s of its message in
     * each language.
     */
    readonly about?: { details: Record<string, unknown>; words: Record<Language, Record<string, string>> },
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode) => new HttpError(400, code);
export const noAccess = () => new HttpError(403, 'noAccess');
export const notFound = () => new HttpError(404, 'notFound');
export const conflict = (code: ErrorCode) => new HttpError(409, code);

export type Language = 'nl' | 'en';

/** The caller's language for server texts: English when the browser asks for it first, Dutch otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  return /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'nl';
}

function body(
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  words: Record<string, string> = {},
): ErrorBody {
  const text: string = errorMessages[code][requestLanguage(request)];
  const Message =
    status === 403
      ? NO_ACCESS_MESSAGE
      : text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => words[name] ?? '');
  return { StatusCode: status, Message, Code: code };
}

/** The SQLSTATE of a database error, also when the ORM wrapped it (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Class 22, "data exception": the database could not take a value as given (a NUL or a byte sequence it cannot
 * encode, a number out of range, text that is no uuid). The input was at fault, not the server.
 */
const isDataException = (state: string | undefined) => state?.startsWith('22') ?? false;

/** What to log of a failure: never the query's parameters, which hold what callers sent (emails, names). */
function loggable(error: FastifyError) {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return 'query' in error
    ? {
        type: error.name,
        query: (error as { query: unknown }).query,
        cause: cause?.message,
        sqlState: sqlState(error),
      }
    : { err: error };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({
        ...body(request, error.statusCode, error.code, error.about?.words[requestLanguage(request)]),
        ...(error.errors ? { Errors: error.errors } : {}),
        ...(error.about ? { Details: error.about.details } : {}),
      });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({
      ...body(request, 400, 'invalidInput'),
      Errors: error.validation.map((v) => ({
        path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message ?? 'validation.invalid',
      })),
    });
  }
  // The rate limit's refusal; its Retry-After header is already on the reply.
  if (error.statusCode === 429) return reply.code(429).send(body(request, 429, 'tooManyRequests'));
  // A body over a route's limit: no field to point at, but a refusal the caller can read in their language.
  if (error.statusCode === 413) return reply.code(413).send(body(request, 413, 'bodyTooLarge'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own other 4xx (malformed JSON, wrong content type): its message is safe and useful.
    return reply
      .code(error.statusCode)
      .send({ StatusCode: error.statusCode, Message: error.message, Code: 'invalidInput' });
  }
  // A multipart body read by a route that does not use readSingleFile: still the sender's mistake.
  if (isMalformedMultipart(error)) return reply.code(400).send(body(request, 400, 'malformedUpload'));
  if (isDataException(sqlState(error))) {
    request.log.warn({ sqlState: sqlState(error) }, 'input refused by the database');
    return reply.code(400).send(body(request, 400, 'invalidInput'));
  }
  request.log.error(loggable(error), 'request failed');
  return reply.code(500).send(body(request, 500, 'serverError'));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  reply.code(404).send(body(request, 404, 'notFound'));
}
