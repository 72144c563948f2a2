import type { TokenResponse } from '../../contract/identity';
import type { Config } from '../config';
import { signAccessToken } from './access-token';
import type { RefreshSession } from './refresh-tokens';

/** The answer of login and refresh: a fresh access token beside the session's refresh token. */
export async function tokenResponse(config: Config, session: RefreshSession): Promise<TokenResponse> {
  return {
    accessToken: await signAccessToken(config.jwtSecret, session.userId, config.accessTokenTtlS),
    refreshToken: session.refreshToken,
    refreshTokenExpires: session.expiresAt.toISOString(),
  };
}
