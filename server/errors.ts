import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, type ErrorCode, errorMessages, NO_ACCESS_MESSAGE } from '../contract/errors';

/** An expected failure: the handler throws it, the error handler turns it into the shape of spec section 8. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode) => new HttpError(400, code);
export const noAccess = () => new HttpError(403, 'noAccess');
export const notFound = () => new HttpError(404, 'notFound');

export type Language = 'nl' | 'en';

/** The caller's language for server texts: English when the browser asks for it first, Dutch otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  return /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'nl';
}

function body(request: FastifyRequest, status: number, code: ErrorCode): ErrorBody {
  const Message = status === 403 ? NO_ACCESS_MESSAGE : errorMessages[code][requestLanguage(request)];
  return { StatusCode: status, Message, Code: code };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(body(request, error.statusCode, error.code));
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
  if (error.statusCode === 429) return reply.code(429).send(body(request, 429, 'tooManyAttempts'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): its message is safe and useful.
    return reply
      .code(error.statusCode)
      .send({ StatusCode: error.statusCode, Message: error.message, Code: 'invalidInput' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(body(request, 500, 'serverError'));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  reply.code(404).send(body(request, 404, 'notFound'));
}
