import { type TokenResponse, tokenResponseSchema } from '../../contract/login';
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
}

function parse(raw: string | null | undefined): StoredLogin | null {
  if (!raw) return null;
  try {
    const result = tokenResponseSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function createTokenStore(
  storage: () => StorageLike | null,
  events: () => StorageEventSource | null,
): TokenStore {
  return {
    read: () => parse(storage()?.getItem(TOKEN_KEY)),
    write: (login) => storage()?.setItem(TOKEN_KEY, JSON.stringify(login)),
    clear: () => storage()?.removeItem(TOKEN_KEY),
    subscribe(listener) {
      const source = events();
      if (!source) return () => {};
      const onStorage = (event: StorageEvent) => {
        // A null key means the other tab cleared the whole storage.
        if (event.key === TOKEN_KEY || event.key === null) listener(parse(event.newValue));
      };
      source.addEventListener('storage', onStorage);
      return () => source.removeEventListener('storage', onStorage);
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
