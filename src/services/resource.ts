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
  /** The latest load's own token: an answer to an older, superseded load is dropped. */
  run: object | null;
  /** How this key is loaded, kept so an invalidation can load it again without its reader. */
  fetcher: () => Promise<unknown>;
}

const initialState: ResourceState<never> = {
  data: undefined,
  error: null,
  isLoading: true,
  requested: false,
};

/**
 * Whether `key` falls under `prefix`: the same key, or a longer one that goes on at a boundary of the path
 * (`/`, `?`, `&`, `#`), so `/api/users/1` covers `/api/users/1?locationId=2` but not `/api/users/12`.
 */
export function isUnder(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix)) return false;
  if (key.length === prefix.length || /[/?&#]$/.test(prefix)) return true;
  return /[/?&#]/.test(key[prefix.length]);
}

/**
 * A keyed cache of loaded data: one load per key at a time, every reader of a key sees the same state.
 * Keys are API paths with their query (see `getCall`), so a write can name what it makes stale by prefix.
 */
export function createResourceCache() {
  const entries = new Map<string, Entry>();
  const listeners = new Map<string, Set<() => void>>();

  const update = (key: string, entry: Entry, state: ResourceState<unknown>) => {
    entry.state = state;
    for (const listener of listeners.get(key) ?? []) listener();
  };
  const isMounted = (key: string) => (listeners.get(key)?.size ?? 0) > 0;

  /** Loads the key again, superseding a load that runs (it may have started before the data changed). */
  const start = (key: string, entry: Entry): Promise<void> => {
    const run = {};
    entry.run = run;
    update(key, entry, { ...entry.state, isLoading: true, error: null, requested: true });
    const current = () => entry.run === run;
    const loading = entry.fetcher().then(
      (data) => {
        if (current()) update(key, entry, { data, error: null, isLoading: false, requested: true });
      },
      (error) => {
        if (current()) update(key, entry, { ...entry.state, error: toApiError(error), isLoading: false });
      },
    );
    entry.loading = loading.finally(() => {
      if (current()) entry.loading = null;
    });
    return entry.loading;
  };

  return {
    read: <T>(key: string) => (entries.get(key)?.state ?? initialState) as ResourceState<T>,
    /** Starts a load unless one for this key is running; the running one is shared. */
    load(key: string, fetcher: () => Promise<unknown>): Promise<void> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { state: initialState, loading: null, run: null, fetcher };
        entries.set(key, entry);
      }
      entry.fetcher = fetcher;
      return entry.loading ?? start(key, entry);
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
    /**
     * The data under these key prefixes changed on the server. A key someone shows loads again (its readers
     * keep the data they have until the new answer arrives); a key nobody shows is forgotten, and loads
     * when a screen reads it next.
     */
    invalidate(...prefixes: string[]): Promise<void> {
      const reloads: Promise<void>[] = [];
      for (const [key, entry] of [...entries]) {
        if (!prefixes.some((prefix) => isUnder(key, prefix))) continue;
        if (isMounted(key)) reloads.push(start(key, entry));
        else entries.delete(key);
      }
      return Promise.all(reloads).then(() => undefined);
    },
    /** Forgets every loaded value (another user may sign in next); mounted readers load again. */
    clear(): void {
      entries.clear();
      for (const set of listeners.values()) for (const listener of set) listener();
    },
  };
}

/** The app's one cache, read through `useData` and `usePagedData` (portal-data/use-data.ts). */
export const resources = createResourceCache();

export const clearResources = resources.clear;

/**
 * What a write's form (`useForm`'s `invalidates`) or a machine's named action calls once the write succeeded,
 * with the API paths whose data it changed, as the write's service exports them: '/api/users' reloads every
 * shown list of users and forgets the others. Services never call it (tests/architecture says so).
 */
export const invalidateResources = (...prefixes: string[]): Promise<void> =>
  resources.invalidate(...prefixes);

/**
 * Reads these keys afresh for a reader, not after a write of this tab (that is `invalidateResources`, called
 * by forms and machines only): the data is known to have moved on (a 409) or to run out (a signed address).
 */
export const refreshResources = (...prefixes: string[]): Promise<void> => resources.invalidate(...prefixes);
