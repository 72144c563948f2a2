import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type ApiError, toApiError } from './api-error';

export interface ResourceState<T> {
  data: T | undefined;
  error: ApiError | null;
  isLoading: boolean;
  /** Whether a load was ever started for this key since it entered the cache. */
  requested: boolean;
}

interface Entry {
  state: ResourceState<unknown>;
  loading: Promise<void> | null;
}

const initialState: ResourceState<never> = {
  data: undefined,
  error: null,
  isLoading: true,
  requested: false,
};

/** A keyed cache of loaded data: one load per key at a time, every reader of a key sees the same state. */
export function createResourceCache() {
  const entries = new Map<string, Entry>();
  const listeners = new Map<string, Set<() => void>>();

  const entryOf = (key: string): Entry => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { state: initialState, loading: null };
      entries.set(key, entry);
    }
    return entry;
  };
  const update = (key: string, entry: Entry, state: ResourceState<unknown>) => {
    entry.state = state;
    for (const listener of listeners.get(key) ?? []) listener();
  };

  return {
    read: <T>(key: string) => (entries.get(key)?.state ?? initialState) as ResourceState<T>,
    /** Starts a load unless one for this key is running; the running one is shared. */
    load(key: string, fetcher: () => Promise<unknown>): Promise<void> {
      const entry = entryOf(key);
      if (entry.loading) return entry.loading;
      update(key, entry, { ...entry.state, isLoading: true, error: null, requested: true });
      const loading = fetcher().then(
        (data) => update(key, entry, { data, error: null, isLoading: false, requested: true }),
        (error) => update(key, entry, { ...entry.state, error: toApiError(error), isLoading: false }),
      );
      entry.loading = loading.finally(() => {
        entry.loading = null;
      });
      return entry.loading;
    },
    subscribe(key: string, listener: () => void): () => void {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    /** Forgets every loaded value (another user may sign in next); mounted readers load again. */
    clear(): void {
      entries.clear();
      for (const set of listeners.values()) for (const listener of set) listener();
    },
  };
}

const cache = createResourceCache();

export const clearResources = cache.clear;

const idle: ResourceState<never> = { data: undefined, error: null, isLoading: false, requested: false };

/** Data for a screen: loaded once per key, shared by every view reading the same key; null key loads nothing. */
export function useResource<T>(
  key: string | null,
  fetcher: () => Promise<T>,
): { data: T | undefined; error: ApiError | null; isLoading: boolean; retry(): void } {
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const subscribe = useCallback(
    (listener: () => void) => (key ? cache.subscribe(key, listener) : () => {}),
    [key],
  );
  const read = () => (key ? cache.read<T>(key) : idle);
  const state = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (key && !state.requested) void cache.load(key, () => fetcherRef.current());
  }, [key, state.requested]);

  const retry = useCallback(() => {
    if (key) void cache.load(key, () => fetcherRef.current());
  }, [key]);

  return { data: state.data, error: state.error, isLoading: state.isLoading, retry };
}
