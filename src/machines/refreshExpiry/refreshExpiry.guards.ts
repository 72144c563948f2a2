import { isRefreshTokenExpired, type TokenStore } from '../../services/token-store';

/** The guard the app provides: the stored login's refresh token has expired (or the login is gone). */
export const storedRefreshTokenExpired =
  (store: TokenStore, now: () => number = Date.now) =>
  (): boolean =>
    isRefreshTokenExpired(store.read(), now());
