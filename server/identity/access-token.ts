import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'service-portal';

export class AccessTokenExpired extends Error {}
export class AccessTokenInvalid extends Error {}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Whose token it is, and the login session (refresh token family) it was issued for: it ends with that session. */
export interface AccessClaims {
  userId: string;
  familyId: string;
}

/** The claims of a verified token, with the second (Unix time) it expires. */
export interface VerifiedClaims extends AccessClaims {
  expiresAt: number;
}

export function signAccessToken(
  secret: string,
  { userId, familyId }: AccessClaims,
  ttlS: number,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ fid: familyId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(key(secret));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims of a valid token. The algorithm is pinned: a token signed any other way is invalid. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], issuer: ISSUER });
    const { sub, fid, exp } = payload;
    if (!sub || !UUID.test(sub) || typeof fid !== 'string' || !UUID.test(fid) || typeof exp !== 'number')
      throw new AccessTokenInvalid('no subject or session');
    return { userId: sub, familyId: fid, expiresAt: exp };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AccessTokenExpired('expired');
    throw new AccessTokenInvalid('invalid');
  }
}
