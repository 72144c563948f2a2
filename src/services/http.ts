import { type FetchOptions, ofetch } from 'ofetch';
import type { z } from 'zod';
import { ApiError, isTokenExpired, toApiError } from './api-error';
import { readLocale } from './locale-store';
import { type TokenStore, tokenStore } from './token-store';

/** Asks for a fresh access token after `failedToken` expired; rejects when the login cannot be renewed. */
export type TokenRenewer = (failedToken: string) => Promise<string>;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | unknown[] | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  /** The response's schema; the answer is parsed with it, so callers get typed data or an ApiError. */
  schema: S;
}

export interface HttpClient {
  request<S extends z.ZodType>(url: string, options: RequestOptions<S>): Promise<z.output<S>>;
  setTokenRenewer(renewer: TokenRenewer | null): void;
  /** Told when the server no longer accepts the login (a 401 a refresh could not mend), e.g. after a deactivation. */
  setLoginRejectedListener(listener: (() => void) | null): void;
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

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const $fetch = ofetch.create(
    { baseURL: options.baseURL ?? '/', timeout: options.timeout ?? 30_000, retry: 0 },
    // Resolved per call, so a fetch replaced after start-up (tests, service workers) is the one used.
    { fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
  );
  // The server words its messages in the caller's language; Dutch is the app's default (spec section 9).
  const language = options.language ?? (() => readLocale() ?? 'nl');
  let renewToken: TokenRenewer | null = null;
  let loginRejected: (() => void) | null = null;

  function send(url: string, request: RequestOptions<z.ZodType>, accessToken: string | null) {
    const headers: Record<string, string> = {};
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const locale = language();
    if (locale) headers['Accept-Language'] = locale;
    const init: FetchOptions<'json'> = { method: request.method ?? 'GET', headers, query: request.query };
    if (request.body !== undefined) init.body = request.body;
    return $fetch<unknown>(url, init);
  }

  async function sendRenewingOnce(url: string, request: RequestOptions<z.ZodType>): Promise<unknown> {
    const accessToken = options.tokenStore.read()?.accessToken ?? null;
    try {
      return await send(url, request, accessToken);
    } catch (error) {
      if (!(renewToken && accessToken && isTokenExpired(error) && !neverRenews(url))) throw toApiError(error);
      let fresh: string;
      try {
        fresh = await renewToken(accessToken);
      } catch {
        throw toApiError(error);
      }
      try {
        return await send(url, request, fresh);
      } catch (retryError) {
        throw toApiError(retryError);
      }
    }
  }

  return {
    async request(url, request) {
      let data: unknown;
      try {
        data = await sendRenewingOnce(url, request);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && !neverRenews(url)) loginRejected?.();
        throw error;
      }
      const parsed = request.schema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError({ status: 0, message: `Unexpected answer from ${url}`, code: 'invalidResponse' });
      }
      return parsed.data;
    },
    setTokenRenewer(renewer) {
      renewToken = renewer;
    },
    setLoginRejectedListener(listener) {
      loginRejected = listener;
    },
  };
}

/** The app's one client. */
export const http = createHttpClient({ tokenStore });
