import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import type { $ZodType, output } from 'zod/v4/core';
import type { ErrorBody } from '../../contract/error-body';
import { ApiError, apiErrorOf, isTokenExpired, toApiError } from './api-error';
import { loadFirstScreenSchemas } from './first-screen-checks';
import { readLocale } from './locale-store';
import { type TokenStore, tokenStore } from './token-store';

/** Asks for a fresh access token after `failedToken` expired; rejects when the login cannot be renewed. */
export type TokenRenewer = (failedToken: string) => Promise<string>;

/**
 * A schema of the contract (zod/mini, decision 028). A function instead loads it: the call is sent at once and its answer checked when the schema's
 * module has arrived, so the first screen need not carry the schemas of what only comes after it.
 */
export type AnswerSchema<S extends $ZodType> = S | (() => Promise<S>);

export interface RequestOptions<S extends $ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, a form, or bare bytes (a Blob, sent with the content type the call's headers name). */
  body?: Record<string, unknown> | unknown[] | FormData | Blob;
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers of this call, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** The response's schema; the answer is parsed with it, so callers get typed data or an ApiError. */
  schema: AnswerSchema<S>;
}

export interface UploadOptions<S extends $ZodType> {
  method?: 'POST' | 'PUT';
  form: FormData;
  schema: AnswerSchema<S>;
  /** Told the share of the body sent so far, from 0 to 1. */
  onProgress?(fraction: number): void;
}

export interface DownloadOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Told the bytes received so far, and the answer's headers once they have come. */
  onProgress?(received: number, header: (name: string) => string | null): void;
  signal?: AbortSignal;
}

/** A file the server sent: its bytes, and the name its `Content-Disposition` gives. */
export interface Download {
  blob: Blob;
  fileName: string;
}

export interface HttpClient {
  request<S extends $ZodType>(url: string, options: RequestOptions<S>): Promise<output<S>>;
  /** A multipart upload with progress (fetch cannot report it), with the same token and error handling. */
  upload<S extends $ZodType>(url: string, options: UploadOptions<S>): Promise<output<S>>;
  /** A file, with the bytes received told as they come (fetch cannot tell them), and the same token handling. */
  download(url: string, options: DownloadOptions): Promise<Download>;
  setTokenRenewer(renewer: TokenRenewer | null): void;
  /** Told when the server no longer accepts the login (a 401 a refresh could not mend), e.g. after a deactivation. */
  setLoginRejectedListener(listener: (() => void) | null): void;
  /** Told of every 429: the app says how long to wait, also for a call whose failure no screen shows. */
  setTooManyRequestsListener(listener: ((error: ApiError) => void) | null): void;
}

export interface HttpClientOptions {
  tokenStore: TokenStore;
  baseURL?: string;
  timeout?: number;
  fetch?: typeof globalThis.fetch;
  language?: () => string | null;
}

/** Login and refresh answer 401 for wrong credentials: refreshing there would hide the real failure. */
const neverRenews = (url: string) => /^\/?Identity\/Login(\/|$|\?)/i.test(url);

/** A failed upload, marked when only the access token expired (the one failure a refresh can mend). */
class UploadFailure extends Error {
  constructor(
    readonly error: ApiError,
    readonly tokenExpired: boolean,
  ) {
    super(error.message);
  }
}

/**
 * A failed answer's body as spec section 8 shapes it, or undefined: its schema loads with the first failure
 * (decision 023), and when it cannot load, the status alone says what failed.
 */
async function errorBodyOf(data: unknown): Promise<ErrorBody | undefined> {
  try {
    const parsed = (await loadFirstScreenSchemas()).errorBodySchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The ApiError of what a fetch threw: a failed answer with its checked body, or a network failure. */
async function failureOf(error: unknown): Promise<ApiError> {
  if (!(error instanceof FetchError) || !error.response) return toApiError(error);
  const { status, statusText, headers } = error.response;
  return apiErrorOf(status, statusText, error.data, headers, await errorBodyOf(error.data));
}

async function uploadError(status: number, statusText: string, data: unknown, tokenExpired: boolean) {
  if (status === 0)
    return new UploadFailure(new ApiError({ status: 0, message: 'Network error', code: 'network' }), false);
  return new UploadFailure(
    apiErrorOf(status, statusText, data, undefined, await errorBodyOf(data)),
    tokenExpired,
  );
}

const unwrap = (error: unknown) => (error instanceof UploadFailure ? error.error : toApiError(error));

/** The schema, loaded when it is a loader; a module that cannot load fails the call as the network would. */
async function schemaOf<S extends $ZodType>(schema: AnswerSchema<S>): Promise<S> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch (error) {
    throw new ApiError({
      status: 0,
      message: error instanceof Error ? error.message : String(error),
      code: 'network',
    });
  }
}

/**
 * The answer as the schema reads it, or an ApiError when it is not what the contract says. Read through the
 * schema's own Standard Schema check, which every zod schema has, so this module imports no zod.
 */
async function checked<S extends $ZodType>(url: string, schema: S, data: unknown): Promise<output<S>> {
  const result = await schema['~standard'].validate(data);
  if (result.issues)
    throw new ApiError({ status: 0, message: `Unexpected answer from ${url}`, code: 'invalidResponse' });
  return result.value as output<S>;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseURL = options.baseURL ?? '/';
  const timeout = options.timeout ?? 30_000;
  const $fetch = ofetch.create(
    { baseURL, timeout, retry: 0 },
    // Resolved per call, so a fetch replaced after start-up (tests, service workers) is the one used.
    { fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
  );
  // The server words its messages in the caller's language; Dutch is the app's default (spec section 9).
  const language = options.language ?? (() => readLocale() ?? 'nl');
  let renewToken: TokenRenewer | null = null;
  let loginRejected: (() => void) | null = null;
  let tooManyRequests: ((error: ApiError) => void) | null = null;

  function send(url: string, request: RequestOptions<$ZodType>, accessToken: string | null) {
    const headers: Record<string, string> = { ...request.headers };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const locale = language();
    if (locale) headers['Accept-Language'] = locale;
    const init: FetchOptions<'json'> = { method: request.method ?? 'GET', headers, query: request.query };
    if (request.body !== undefined) init.body = request.body;
    return $fetch<unknown>(url, init);
  }

  async function sendRenewingOnce(url: string, request: RequestOptions<$ZodType>): Promise<unknown> {
    const accessToken = options.tokenStore.read()?.accessToken ?? null;
    try {
      return await send(url, request, accessToken);
    } catch (error) {
      if (!(renewToken && accessToken && isTokenExpired(error) && !neverRenews(url)))
        throw await failureOf(error);
      let fresh: string;
      try {
        fresh = await renewToken(accessToken);
      } catch {
        throw await failureOf(error);
      }
      try {
        return await send(url, request, fresh);
      } catch (retryError) {
        throw await failureOf(retryError);
      }
    }
  }

  /** One XMLHttpRequest: resolves with the parsed JSON body, rejects with the ApiError the status means. */
  function sendUpload(url: string, options: UploadOptions<$ZodType>, accessToken: string | null) {
    return new Promise<unknown>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(options.method ?? 'POST', `${baseURL.replace(/\/$/, '')}/${url.replace(/^\//, '')}`);
      if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
      const locale = language();
      if (locale) xhr.setRequestHeader('Accept-Language', locale);
      xhr.timeout = timeout * 4;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
      };
      const failed = (status: number) => {
        let data: unknown = xhr.responseText;
        try {
          data = JSON.parse(xhr.responseText);
        } catch {}
        uploadError(status, xhr.statusText, data, xhr.getResponseHeader('token-expired') === 'true').then(
          reject,
        );
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          options.onProgress?.(1);
          try {
            resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null);
          } catch {
            resolve(null);
          }
        } else failed(xhr.status);
      };
      xhr.onerror = () => failed(0);
      xhr.ontimeout = () => failed(0);
      xhr.send(options.form);
    });
  }

  /** One XMLHttpRequest for a file: resolves with its bytes and name, rejects as `sendUpload` does. */
  function sendDownload(url: string, download: DownloadOptions, accessToken: string | null) {
    return new Promise<Download>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const search = new URLSearchParams(
        Object.entries(download.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      ).toString();
      xhr.open('GET', `${baseURL.replace(/\/$/, '')}/${url.replace(/^\//, '')}${search ? `?${search}` : ''}`);
      xhr.responseType = 'blob';
      if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
      const locale = language();
      if (locale) xhr.setRequestHeader('Accept-Language', locale);
      const header = (name: string) => xhr.getResponseHeader(name);
      xhr.onprogress = (e) => {
        if (xhr.status >= 200 && xhr.status < 300) download.onProgress?.(e.loaded, header);
      };
      const failed = async (status: number) => {
        let data: unknown = null;
        try {
          data = JSON.parse(await (xhr.response as Blob).text());
        } catch {}
        uploadError(status, xhr.statusText, data, header('token-expired') === 'true').then(reject);
      };
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status >= 300) return void failed(xhr.status);
        const disposition = header('content-disposition') ?? '';
        resolve({
          blob: xhr.response as Blob,
          fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export',
        });
      };
      xhr.onerror = () => failed(0);
      xhr.onabort = () =>
        reject(new UploadFailure(new ApiError({ status: 0, message: 'Aborted', code: 'aborted' }), false));
      download.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send();
    });
  }

  return {
    async download(url, download) {
      const accessToken = options.tokenStore.read()?.accessToken ?? null;
      try {
        return await sendDownload(url, download, accessToken);
      } catch (error) {
        if (!(error instanceof UploadFailure) || !error.tokenExpired || !renewToken || !accessToken)
          throw unwrap(error);
        const fresh = await renewToken(accessToken).catch(() => {
          throw unwrap(error);
        });
        return sendDownload(url, download, fresh).catch((retryError: unknown) => {
          throw unwrap(retryError);
        });
      }
    },
    async upload(url, upload) {
      const schema = schemaOf(upload.schema);
      // A schema that cannot load is told once the upload has ended, not as an unhandled rejection before.
      schema.catch(() => undefined);
      const accessToken = options.tokenStore.read()?.accessToken ?? null;
      let data: unknown;
      try {
        data = await sendUpload(url, upload, accessToken);
      } catch (error) {
        if (!(error instanceof UploadFailure) || !error.tokenExpired || !renewToken || !accessToken)
          throw unwrap(error);
        let fresh: string;
        try {
          fresh = await renewToken(accessToken);
        } catch {
          throw unwrap(error);
        }
        data = await sendUpload(url, upload, fresh).catch((retryError: unknown) => {
          throw unwrap(retryError);
        });
      }
      return checked(url, await schema, data);
    },
    async request(url, request) {
      const schema = schemaOf(request.schema);
      schema.catch(() => undefined);
      let data: unknown;
      try {
        data = await sendRenewingOnce(url, request);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && !neverRenews(url)) loginRejected?.();
        if (error instanceof ApiError && error.status === 429) tooManyRequests?.(error);
        throw error;
      }
      return checked(url, await schema, data);
    },
    setTokenRenewer(renewer) {
      renewToken = renewer;
    },
    setLoginRejectedListener(listener) {
      loginRejected = listener;
    },
    setTooManyRequestsListener(listener) {
      tooManyRequests = listener;
    },
  };
}

/** The app's one client. */
export const http = createHttpClient({ tokenStore });
