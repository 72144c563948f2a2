import type { TokenResponse } from '../../contract/login';
import { loadedFirstScreenSchemas, loadFirstScreenSchemas } from './first-screen-checks';
import { browserLocalStorage, type StorageLike } from './local-storage';

/** The local storage key of the stored login (spec section 9). */
const TOKEN_KEY = 'token';

/** The stored login: {accessToken, refreshToken, refreshTokenExpires}. */
export type StoredLogin = TokenResponse;

/** Where `storage` events arrive: the window in a browser, a fake in tests. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface TokenStore {
  read(): StoredLogin | null;
  write(login: StoredLogin): void;
  clear(): void;
  /** Another tab stored, replaced or removed the login (a tab gets no `storage` event for its own writes). */
  subscribe(listener: (login: StoredLogin | null) => void): () => void;
  /**
   * Loads the stored login's schema when a login is stored, so that `read()` can check it: the app waits for
   * this before it starts (decision 023). Without a stored login nothing loads: the login screen needs none.
   */
  prepare(): Promise<void>;
}

/**
 * The stored login as its schema reads it. The schema loads with the first screen's others (decision 023):
 * before the app starts when a login is stored (`prepare`), and with the sign-in call that stores one. Until
 * then nothing stored has passed the check, so nothing is read.
 */
function parse(raw: string | null | undefined): StoredLogin | null {
  const schemas = loadedFirstScreenSchemas();
  if (!raw || !schemas) return null;
  try {
    const result = schemas.tokenResponseSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function createTokenStore(
  storage: () => StorageLike | null,
  events: () => StorageEventSource | null,
): TokenStore {
  // The login this store wrote itself came from a checked answer: it reads back as written, schema or not.
  let written: { raw: string; login: StoredLogin } | null = null;
  return {
    read() {
      const raw = storage()?.getItem(TOKEN_KEY);
      return raw && raw === written?.raw ? written.login : parse(raw);
    },
    write(login) {
      written = { raw: JSON.stringify(login), login };
      storage()?.setItem(TOKEN_KEY, written.raw);
    },
    clear: () => storage()?.removeItem(TOKEN_KEY),
    subscribe(listener) {
      const source = events();
      if (!source) return () => {};
      // A login another tab stored may arrive before the schema to read it: it is told once the schema is
      // there, and what the other tab did after it waits its turn, so the last change is the one that stays.
      let pending: Promise<void> | null = null;
      const tell = (raw: string | null) => {
        if (!pending && (!raw || loadedFirstScreenSchemas())) return listener(parse(raw));
        const turn: Promise<void> = (pending ?? Promise.resolve())
          .then(() => (raw ? loadFirstScreenSchemas() : undefined))
          .then(
            () => listener(parse(raw)),
            () => undefined,
          )
          .finally(() => {
            if (pending === turn) pending = null;
          });
        pending = turn;
      };
      const onStorage = (event: StorageEvent) => {
        // A null key means the other tab cleared the whole storage.
        if (event.key === TOKEN_KEY || event.key === null) tell(event.newValue);
      };
      source.addEventListener('storage', onStorage);
      return () => source.removeEventListener('storage', onStorage);
    },
    async prepare() {
      if (storage()?.getItem(TOKEN_KEY)) await loadFirstScreenSchemas().catch(() => undefined);
    },
  };
}

/** Whether the stored refresh token has expired; no stored login counts as expired. */
export function isRefreshTokenExpired(login: StoredLogin | null, now: number): boolean {
  if (!login) return true;
  const expires = Date.parse(login.refreshTokenExpires);
  return Number.isNaN(expires) || expires <= now;
}

const browserWindow = (): StorageEventSource | null =>
  typeof window === 'undefined' ? null : (window as StorageEventSource);

export const tokenStore = createTokenStore(browserLocalStorage, browserWindow);
