import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NO_ACCESS_MESSAGE } from '../../contract/errors';
import { ApiError } from '../../src/services/api-error';
import { createHttpClient } from '../../src/services/http';
import { createTokenStore } from '../../src/services/token-store';
import { createSharedStorage } from './support/browser-tabs';

const anything = z.unknown();

function clientAnswering(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const { storage } = createSharedStorage().openTab();
  const tokenStore = createTokenStore(
    () => storage,
    () => null,
  );
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
    answer(String(input), init ?? {}),
  );
  const http = createHttpClient({
    tokenStore,
    fetch: fetch as typeof globalThis.fetch,
    language: () => 'en',
  });
  return { http, tokenStore, fetch };
}

const reply = (status: number, body: unknown, type = 'application/json') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('the http client', () => {
  it('sends the stored access token as a bearer token and the chosen language on every request', async () => {
    const { http, tokenStore, fetch } = clientAnswering(() => reply(200, { ok: true }));
    tokenStore.write({ accessToken: 'abc', refreshToken: 'r', refreshTokenExpires: '2999-01-01T00:00:00Z' });
    await http.request('/api/contracts', { schema: anything });
    const headers = new Headers(fetch.mock.calls[0][1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('accept-language')).toBe('en');
    expect(fetch.mock.calls[0][0]).toBe('/api/contracts');
  });

  it('sends a call at once and checks its answer with a schema that loads beside it', async () => {
    let loaded!: (schema: z.ZodType<{ id: number }>) => void;
    const schema = new Promise<z.ZodType<{ id: number }>>((resolve) => {
      loaded = resolve;
    });
    const { http, fetch } = clientAnswering(() => reply(200, { id: 7, extra: 'dropped' }));
    const answer = http.request('/Identity/Profile', { schema: () => schema });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    loaded(z.object({ id: z.number() }));
    expect(await answer).toEqual({ id: 7 });
  });

  it('refuses an answer a loaded schema does not accept, and fails as the network would when it cannot load', async () => {
    const { http } = clientAnswering(() => reply(200, { id: 'seven' }));
    const wrong = await failureOf(
      http.request('/Identity/Profile', { schema: async () => z.object({ id: z.number() }) }),
    );
    expect(wrong).toMatchObject({ status: 0, code: 'invalidResponse' });
    const unloaded = await failureOf(
      http.request('/Identity/Profile', { schema: () => Promise.reject(new Error('chunk failed')) }),
    );
    expect(unloaded).toMatchObject({ status: 0, code: 'network' });
  });

  it('turns a 403 into the no-access message', async () => {
    const { http } = clientAnswering(() => reply(403, { StatusCode: 403, Message: 'x', Code: 'noAccess' }));
    const error = await failureOf(http.request('/api/relation/5', { schema: anything }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: NO_ACCESS_MESSAGE, code: 'noAccess' });
  });

  it('passes the body of a 500 on as the error', async () => {
    const { http } = clientAnswering(() => reply(500, 'Database unavailable', 'text/plain'));
    const error = await failureOf(http.request('/api/contracts', { schema: anything }));
    expect(error).toMatchObject({
      status: 500,
      message: 'Database unavailable',
      body: 'Database unavailable',
    });
  });

  it('makes a 400 {StatusCode, Message} with the field problems beside it', async () => {
    const { http } = clientAnswering(() =>
      reply(400, {
        StatusCode: 400,
        Message: 'Ongeldige invoer',
        Code: 'invalidInput',
        Errors: [{ path: 'body.Email', message: 'validation.emailInvalid' }],
      }),
    );
    const error = await failureOf(
      http.request('/Identity/ForgotPassword', { method: 'POST', body: {}, schema: anything }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'Ongeldige invoer',
      code: 'invalidInput',
      errors: [{ path: 'body.Email', message: 'validation.emailInvalid' }],
    });
  });

  it('makes any other failure {StatusCode, Message}', async () => {
    const { http } = clientAnswering(() =>
      reply(404, { StatusCode: 404, Message: 'Niet gevonden', Code: 'notFound' }),
    );
    expect(await failureOf(http.request('/api/x', { schema: anything }))).toMatchObject({
      status: 404,
      message: 'Niet gevonden',
      code: 'notFound',
    });
  });

  it('reports a request without an answer as status 0, code network', async () => {
    const { http } = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    expect(await failureOf(http.request('/api/x', { schema: anything }))).toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    try {
      const { http } = clientAnswering(
        (_, init) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      );
      const failure = failureOf(http.request('/api/x', { schema: anything }));
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void failure.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await failure).toMatchObject({ status: 0, code: 'network' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an answer its schema does not accept', async () => {
    const { http } = clientAnswering(() => reply(200, { unexpected: true }));
    const error = await failureOf(http.request('/api/x', { schema: z.object({ id: z.number() }) }));
    expect(error).toMatchObject({ status: 0, code: 'invalidResponse' });
  });

  it('does not refresh without a renewer: the 401 is the answer', async () => {
    const { http, tokenStore, fetch } = clientAnswering(
      () =>
        new Response(JSON.stringify({ StatusCode: 401, Message: 'Sessie verlopen', Code: 'tokenExpired' }), {
          status: 401,
          headers: { 'content-type': 'application/json', 'token-expired': 'true' },
        }),
    );
    tokenStore.write({ accessToken: 'old', refreshToken: 'r', refreshTokenExpires: '2999-01-01T00:00:00Z' });
    expect(await failureOf(http.request('/api/x', { schema: anything }))).toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
