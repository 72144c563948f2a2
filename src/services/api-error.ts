import { FetchError } from 'ofetch';
import type { ErrorBody } from '../../contract/error-body';
import { NO_ACCESS_MESSAGE } from '../../contract/no-access-message';

export interface FieldProblem {
  path: string;
  message: string;
}

/**
 * Every failed call ends as this one error (spec section 8). `status` 0 means no response arrived:
 * the network failed or the 30 s timeout passed (`code` 'network').
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: FieldProblem[];
  /** The response body as it came, for a 500 whose body is passed on. */
  readonly body?: unknown;
  /** A 429's Retry-After: after how many seconds the server takes requests again. */
  readonly retryAfterS?: number;
  /** What a refusal is about, in the shape its code names (the body's `Details`). */
  readonly details?: Record<string, unknown>;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    errors?: FieldProblem[];
    body?: unknown;
    retryAfterS?: number;
    details?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.body = init.body;
    this.retryAfterS = init.retryAfterS;
    this.details = init.details;
  }
}

/** Retry-After as seconds (it may also be an HTTP date); at least 1, and a minute when it is missing. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const date = Date.parse(value);
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now) / 1000));
}

/**
 * The ApiError of an answer with this status and body (spec section 8). `body` is the answer as the error
 * body's schema read it, undefined when it is not one: the HTTP client checks it (its schema loads when first
 * needed, decision 023), so this module needs no zod.
 */
export function apiErrorOf(
  status: number,
  statusText: string,
  data: unknown,
  headers: Headers = new Headers(),
  body?: ErrorBody,
): ApiError {
  const text = typeof data === 'string' && data.trim() ? data : statusText || `HTTP ${status}`;
  if (status === 403)
    return new ApiError({ status, message: NO_ACCESS_MESSAGE, code: body?.Code ?? 'noAccess' });
  return new ApiError({
    status,
    message: body?.Message ?? text,
    code: body?.Code,
    errors: body?.Errors,
    body: status >= 500 ? data : undefined,
    retryAfterS: status === 429 ? retryAfterSeconds(headers.get('retry-after')) : undefined,
    details: body?.Details,
  });
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const response = error.response;
    if (!response) return new ApiError({ status: 0, message: error.message, code: 'network' });
    // The HTTP client turns every failed answer into an ApiError with its checked body; unchecked, only the
    // status and the text say what failed.
    return apiErrorOf(response.status, response.statusText, error.data, response.headers);
  }
  return new ApiError({
    status: 0,
    message: error instanceof Error ? error.message : String(error),
    code: 'network',
  });
}

/** A 401 whose access token only expired: the one failure a token refresh can mend. */
export function isTokenExpired(error: unknown): boolean {
  return (
    error instanceof FetchError &&
    error.response?.status === 401 &&
    error.response.headers.get('token-expired') === 'true'
  );
}
