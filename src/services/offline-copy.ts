import { ApiError, toApiError } from './api-error';
import { deviceUserId } from './device-user';
import { browserLocalStorage } from './local-storage';
import type { DataCall } from './portal-data/call';

/**
 * The last answer of a read the field work needs (the profile, the relations, an object, its checklist, the
 * day's appointments), kept per user in local storage, so the portal opens and an inspection starts with no
 * network. It is read only when the network fails (status 0) and only for the user of the stored login:
 * another user on the device never sees it. The newest `MAX_COPIES` answers per device are kept.
 */
const PREFIX = 'offline-copy:';
const INDEX = 'offline-copy-index';
export const MAX_COPIES = 300;

const storageKey = (owner: string, key: string) => `${PREFIX}${owner}:${key}`;

function readIndex(): string[] {
  try {
    const parsed: unknown = JSON.parse(browserLocalStorage()?.getItem(INDEX) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function keep(owner: string, key: string, value: unknown) {
  const storage = browserLocalStorage();
  if (!storage) return;
  const name = storageKey(owner, key);
  const index = [...readIndex().filter((k) => k !== name), name];
  // The oldest go first, also when the browser's quota is reached.
  while (index.length > MAX_COPIES) storage.removeItem(index.shift()!);
  for (;;) {
    try {
      storage.setItem(name, JSON.stringify({ at: Date.now(), value }));
      storage.setItem(INDEX, JSON.stringify(index));
      return;
    } catch {
      const oldest = index.shift();
      if (!oldest || oldest === name) return;
      storage.removeItem(oldest);
    }
  }
}

/** Every kept answer of `owner` goes: at logout, so nothing of theirs stays on a shared device. */
export function forgetCopiesOf(owner: string) {
  const storage = browserLocalStorage();
  if (!storage) return;
  const mine = storageKey(owner, '');
  const index = readIndex();
  for (const name of index.filter((k) => k.startsWith(mine))) storage.removeItem(name);
  try {
    storage.setItem(INDEX, JSON.stringify(index.filter((k) => !k.startsWith(mine))));
  } catch {
    // The index shrinks: a full storage refuses nothing here, a refused one has nothing kept.
  }
}

/** The kept answer of `key` for the signed-in user, or undefined. */
export function readCopy<T>(key: string): T | undefined {
  const owner = deviceUserId();
  const raw = owner ? browserLocalStorage()?.getItem(storageKey(owner, key)) : null;
  if (!raw) return undefined;
  try {
    return (JSON.parse(raw) as { value: T }).value;
  } catch {
    return undefined;
  }
}

/** Loads `key` from the network and keeps the answer; with no network, answers the kept one when there is. */
export async function withOfflineCopy<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
    const owner = deviceUserId();
    if (owner) keep(owner, key, value);
    return value;
  } catch (error) {
    const apiError = error instanceof ApiError ? error : toApiError(error);
    if (apiError.status === 0) {
      const copy = readCopy<T>(key);
      if (copy !== undefined) return copy;
    }
    throw error;
  }
}

/** A data call whose last answer is kept for use with no network. */
export const keptOffline = <T, C extends DataCall<T>>(call: C & DataCall<T>): C => ({
  ...call,
  load: () => withOfflineCopy(call.key, call.load),
});
