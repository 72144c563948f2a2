import type { StoredLogin, TokenStore } from './token-store';

export interface TokenRenewalDependencies {
  tokenStore: TokenStore;
  refreshLogin(tokens: { accessToken: string; refreshToken: string }): Promise<StoredLogin | null>;
  withLock<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Renews the stored login after `failedToken` expired. Inside the cross-tab lock it re-reads local storage
 * first: when another tab already stored a newer access token, that one is used and no refresh is made.
 * Resolves to null when there is nothing to renew or the server renewed nothing.
 */
export function createTokenRenewal({ tokenStore, refreshLogin, withLock }: TokenRenewalDependencies) {
  return ({ failedToken }: { failedToken: string }): Promise<string | null> =>
    withLock(async () => {
      const stored = tokenStore.read();
      if (!stored) return null;
      if (stored.accessToken !== failedToken) return stored.accessToken;
      const renewed = await refreshLogin({
        accessToken: stored.accessToken,
        refreshToken: stored.refreshToken,
      });
      if (!renewed) return null;
      tokenStore.write(renewed);
      return renewed.accessToken;
    });
}
