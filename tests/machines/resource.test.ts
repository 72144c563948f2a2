import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/services/api-error';
import { createResourceCache } from '../../src/services/resource';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('the resource cache', () => {
  it('shares one load between readers of the same key', async () => {
    const cache = createResourceCache();
    const answer = deferred<string[]>();
    const fetcher = vi.fn(() => answer.promise);
    const first = cache.load('contracts', fetcher);
    const second = cache.load('contracts', fetcher);
    expect(cache.read('contracts')).toMatchObject({ isLoading: true, requested: true });
    answer.resolve(['C-1']);
    await Promise.all([first, second]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read('contracts')).toEqual({
      data: ['C-1'],
      error: null,
      isLoading: false,
      requested: true,
    });
  });

  it('keeps the error as an ApiError and loads again on retry', async () => {
    const cache = createResourceCache();
    await cache.load('invoices', () => Promise.reject(new TypeError('fetch failed')));
    expect(cache.read('invoices').error).toBeInstanceOf(ApiError);
    expect(cache.read('invoices').error).toMatchObject({ status: 0, code: 'network' });
    await cache.load('invoices', () => Promise.resolve([1]));
    expect(cache.read('invoices')).toMatchObject({ data: [1], error: null, isLoading: false });
  });

  it('tells the readers of a key, and only them, when it changes', async () => {
    const cache = createResourceCache();
    const contracts = vi.fn();
    const invoices = vi.fn();
    cache.subscribe('contracts', contracts);
    const stop = cache.subscribe('invoices', invoices);
    await cache.load('contracts', () => Promise.resolve([]));
    expect(contracts).toHaveBeenCalledTimes(2);
    expect(invoices).not.toHaveBeenCalled();
    stop();
  });

  it('forgets everything on clear, so the next user never sees the previous one’s data', async () => {
    const cache = createResourceCache();
    const reader = vi.fn();
    cache.subscribe('relations', reader);
    await cache.load('relations', () => Promise.resolve(['Gemeente Utrecht']));
    cache.clear();
    expect(cache.read('relations')).toMatchObject({ data: undefined, requested: false });
    expect(reader).toHaveBeenCalledTimes(3);
  });

  it('does not let a load that was running during clear fill the cache afterwards', async () => {
    const cache = createResourceCache();
    const answer = deferred<string>();
    const loading = cache.load('profile', () => answer.promise);
    cache.clear();
    answer.resolve('previous user');
    await loading;
    expect(cache.read('profile').data).toBeUndefined();
  });
});
