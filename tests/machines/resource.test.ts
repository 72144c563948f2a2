import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/services/api-error';
import { createResourceCache, isUnder } from '../../src/services/resource';

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

  describe('invalidation by key prefix', () => {
    it('loads a shown key again and keeps its data on screen while it loads', async () => {
      const cache = createResourceCache();
      const reader = vi.fn();
      cache.subscribe('/api/users/7', reader);
      const answer = deferred<string[]>();
      const fetcher = vi.fn().mockResolvedValueOnce(['Lotte']).mockReturnValueOnce(answer.promise);
      await cache.load('/api/users/7', fetcher);
      const invalidated = cache.invalidate('/api/users');
      expect(cache.read('/api/users/7')).toMatchObject({ data: ['Lotte'], isLoading: true, error: null });
      answer.resolve(['Lotte', 'Jan']);
      await invalidated;
      expect(cache.read('/api/users/7')).toMatchObject({ data: ['Lotte', 'Jan'], isLoading: false });
      expect(reader).toHaveBeenCalledTimes(4);
    });

    it('loads a shown key again with the fetcher it was loaded with', async () => {
      const cache = createResourceCache();
      cache.subscribe('/api/users/7', () => {});
      let version = 0;
      const fetcher = vi.fn(() => Promise.resolve(++version));
      await cache.load('/api/users/7', fetcher);
      await cache.invalidate('/api/users/7');
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(cache.read('/api/users/7')).toEqual({ data: 2, error: null, isLoading: false, requested: true });
    });

    it('forgets a key nobody shows, so its next reader loads it afresh', async () => {
      const cache = createResourceCache();
      const stop = cache.subscribe('/api/users/7/permissions', () => {});
      const fetcher = vi.fn(() => Promise.resolve([1, 2]));
      await cache.load('/api/users/7/permissions', fetcher);
      stop();
      await cache.invalidate('/api/users');
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(cache.read('/api/users/7/permissions')).toMatchObject({ data: undefined, requested: false });
    });

    it('leaves keys under other prefixes as they are', async () => {
      const cache = createResourceCache();
      cache.subscribe('/api/roles', () => {});
      const roles = vi.fn(() => Promise.resolve(['admin']));
      await cache.load('/api/roles', roles);
      await cache.load('/api/usersomething', () => Promise.resolve(1));
      await cache.invalidate('/api/users');
      expect(roles).toHaveBeenCalledTimes(1);
      expect(cache.read('/api/roles').data).toEqual(['admin']);
      expect(cache.read('/api/usersomething').data).toBe(1);
    });

    it('drops the answer of a load that started before the invalidation', async () => {
      const cache = createResourceCache();
      cache.subscribe('/api/users/7', () => {});
      const before = deferred<string>();
      const after = deferred<string>();
      const fetcher = vi.fn().mockReturnValueOnce(before.promise).mockReturnValueOnce(after.promise);
      const first = cache.load('/api/users/7', fetcher);
      const second = cache.invalidate('/api/users');
      after.resolve('after the write');
      await second;
      before.resolve('before the write');
      await first;
      expect(cache.read('/api/users/7')).toMatchObject({ data: 'after the write', isLoading: false });
    });

    it('matches a prefix at a boundary of the path only', () => {
      expect(isUnder('/api/users', '/api/users')).toBe(true);
      expect(isUnder('/api/users/7?locationId=2', '/api/users')).toBe(true);
      expect(isUnder('/api/users/7?locationId=2', '/api/users/7')).toBe(true);
      expect(isUnder('/api/users/7?locationId=2', '/api/users/7?')).toBe(true);
      expect(isUnder('/api/users/12', '/api/users/1')).toBe(false);
      expect(isUnder('/api/allusers', '/api/users')).toBe(false);
    });
  });
});
