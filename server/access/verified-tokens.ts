import { AccessTokenExpired, type VerifiedClaims, verifyAccessToken } from '../identity/access-token';

/** Enough for every signed-in user of a busy day; past it the oldest half is forgotten. */
const MAX_TOKENS = 10_000;

/**
 * Verifies access tokens, remembering the ones already verified until they expire. A token's claims are fixed
 * by its signature, so checking it again proves nothing new; only its expiry moves, and that is checked on
 * every call. Whether its user and session are still alive is the caller query's business, on every request.
 * The profile showed HMAC verification through WebCrypto as the largest single cost of a request in Node.
 */
export function verifiedTokens(secret: string) {
  const known = new Map<string, VerifiedClaims>();
  return async function verify(token: string): Promise<VerifiedClaims> {
    const claims = known.get(token) ?? (await verifyAccessToken(secret, token));
    if (claims.expiresAt * 1000 <= Date.now()) {
      known.delete(token);
      throw new AccessTokenExpired('expired');
    }
    if (!known.has(token)) {
      if (known.size >= MAX_TOKENS) {
        for (const old of [...known.keys()].slice(0, MAX_TOKENS / 2)) known.delete(old);
      }
      known.set(token, claims);
    }
    return claims;
  };
}
