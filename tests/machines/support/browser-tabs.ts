import { createRootActors } from '../../../src/actors';
import { createHttpClient } from '../../../src/services/http';
import { createIdentityApi } from '../../../src/services/identity';
import type { StorageLike } from '../../../src/services/local-storage';
import type { LockManagerLike } from '../../../src/services/refresh-lock';
import { createRelationsApi } from '../../../src/services/relations';
import { createTokenStore, type StorageEventSource } from '../../../src/services/token-store';
import type { FakePortal } from './fake-portal';

/** One local storage shared by tabs: a write in one tab reaches the others as a `storage` event. */
export function createSharedStorage() {
  const data = new Map<string, string>();
  const tabs = new Set<EventTarget>();
  return {
    openTab(): { storage: StorageLike; events: EventTarget } {
      const events = new EventTarget();
      tabs.add(events);
      const tell = (key: string, oldValue: string | null, newValue: string | null) => {
        for (const other of tabs) {
          if (other !== events)
            other.dispatchEvent(Object.assign(new Event('storage'), { key, oldValue, newValue }));
        }
      };
      const storage: StorageLike = {
        getItem: (key) => data.get(key) ?? null,
        setItem(key, value) {
          const old = data.get(key) ?? null;
          data.set(key, value);
          tell(key, old, value);
        },
        removeItem(key) {
          const old = data.get(key) ?? null;
          data.delete(key);
          tell(key, old, null);
        },
      };
      return { storage, events };
    },
  };
}

/** The Web Locks API in memory: one holder per name, the rest queued in order, a queued request abortable. */
export function createLockManager() {
  const holders = new Set<string>();
  const queues = new Map<string, Array<() => void>>();
  const next = (name: string) => {
    const grant = queues.get(name)?.shift();
    if (grant) grant();
  };
  const manager: LockManagerLike & { queued(name: string): number; held(name: string): boolean } = {
    queued: (name) => queues.get(name)?.length ?? 0,
    held: (name) => holders.has(name),
    request<T>(name: string, { signal }: { signal: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const grant = () => {
          holders.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => {
              holders.delete(name);
              next(name);
            });
        };
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        signal.addEventListener('abort', () => {
          const at = queue.indexOf(grant);
          if (at >= 0) {
            queue.splice(at, 1);
            reject(new DOMException('The lock request was aborted', 'AbortError'));
          }
        });
        queue.push(grant);
        if (!holders.has(name) && queue[0] === grant) next(name);
      });
    },
  };
  return manager;
}

export interface TabOptions {
  path?: () => string;
  activity?: EventTarget | null;
}

/** A browser tab of the app: its own http client and token store over the shared storage, its root actors. */
export function openTab(
  portal: FakePortal,
  shared: ReturnType<typeof createSharedStorage>,
  locks: LockManagerLike,
  options: TabOptions = {},
) {
  const { storage, events } = shared.openTab();
  const tokenStore = createTokenStore(
    () => storage,
    () => events as StorageEventSource,
  );
  const http = createHttpClient({ tokenStore, fetch: portal.fetch, language: () => null });
  const identity = createIdentityApi(http, tokenStore);
  const { getMyRelations } = createRelationsApi(http);
  return {
    tokenStore,
    http,
    identity,
    start: () =>
      createRootActors({
        http,
        tokenStore,
        identity,
        getMyRelations,
        saveLanguage: identity.changeLanguage,
        getPath: options.path ?? (() => '/'),
        activityTarget: options.activity ?? null,
        locks,
      }),
  };
}
