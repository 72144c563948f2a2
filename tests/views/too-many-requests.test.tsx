import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { I18n } from '../../src/i18n';
import { setLocale, translate } from '../../src/i18n/store';
import { ApiError, retryAfterSeconds } from '../../src/services/api-error';
import { createHttpClient } from '../../src/services/http';
import { createTokenStore } from '../../src/services/token-store';
import { errorText } from '../../src/views/ui/error-text';
import { Toasts } from '../../src/views/ui/Toasts';
import { announceTooManyRequests } from '../../src/views/ui/too-many-requests';

const tooMany = (retryAfter: string) =>
  new Response(JSON.stringify({ StatusCode: 429, Message: 'Te veel verzoeken', Code: 'tooManyRequests' }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
  });

function clientAnswering(answer: () => Response) {
  const store = new Map<string, string>();
  const tokenStore = createTokenStore(
    () => ({
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    }),
    () => null,
  );
  return createHttpClient({ tokenStore, fetch: async () => answer(), language: () => 'nl' });
}

/**
 * The server's limit on requests used to leave an empty screen. Every 429 now carries the seconds of its
 * Retry-After to the one error mapping, and the app says 'try again in N s' in a toast and in any alert.
 */
describe('too many requests', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setLocale('nl');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('17')).toBe(17);
    expect(retryAfterSeconds(new Date(Date.now() + 30_000).toUTCString())).toBe(30);
    expect(retryAfterSeconds(null)).toBe(60);
    expect(retryAfterSeconds('0')).toBe(1);
  });

  it('hands every 429 with its seconds to the listener, and rejects the call with them', async () => {
    const http = clientAnswering(() => tooMany('17'));
    const heard: ApiError[] = [];
    http.setTooManyRequestsListener((error) => heard.push(error));
    const failure = await http.request('/api/contracts', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, retryAfterS: 17, code: 'tooManyRequests' });
    expect(heard).toEqual([failure]);
  });

  it('says how long to wait in an alert, in Dutch and in English', () => {
    const error = new ApiError({ status: 429, message: 'x', code: 'tooManyRequests', retryAfterS: 42 });
    expect(errorText(error, (key, params) => translate(key, params, 'nl'))).toBe(
      'Te veel verzoeken. Probeer het over 42 s opnieuw.',
    );
    expect(errorText(error, (key, params) => translate(key, params, 'en'))).toBe(
      'Too many requests. Try again in 42 s.',
    );
  });

  it('shows one toast per refusal window, however many calls were refused', () => {
    render(
      <I18n>
        <Toasts />
      </I18n>,
    );
    const error = new ApiError({ status: 429, message: 'x', code: 'tooManyRequests', retryAfterS: 9 });
    act(() => {
      for (let i = 0; i < 4; i++) announceTooManyRequests(error);
    });
    expect(screen.getAllByText('Te veel verzoeken. Probeer het over 9 s opnieuw.')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(9_000));
    act(() => announceTooManyRequests(error));
    expect(screen.getAllByText('Te veel verzoeken. Probeer het over 9 s opnieuw.')).toHaveLength(1);
  });
});
