import type { TokenResponse } from '../../contract/identity';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { signAccessToken } from './access-token';
import { type RefreshSession, type SessionClient, startFamily } from './refresh-tokens';

/** The answer of login and refresh: a fresh access token beside the session's refresh token. */
export async function tokenResponse(config: Config, session: RefreshSession): Promise<TokenResponse> {
  return {
    accessToken: await signAccessToken(config.jwtSecret, session, config.accessTokenTtlS),
    refreshToken: session.refreshToken,
    refreshTokenExpires: session.expiresAt.toISOString(),
  };
}

/**
 * A new login session of a user and its first tokens: what a login with the right password answers. `client`
 * (the browser and address, `clientOf` in sessions.ts) is what the account screen's list of sessions shows.
 */
export async function openSession(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlS' | 'refreshTokenTtlS'>,
  userId: string,
  client?: SessionClient,
): Promise<TokenResponse> {
  return tokenResponse(
    config as Config,
    await startFamily(db, userId, config.refreshTokenTtlS, new Date(), client),
  );
}
