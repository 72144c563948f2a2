import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'service-portal';

export class AccessTokenExpired extends Error {}
export class AccessTokenInvalid extends Error {}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(
  secret: string,
  userId: string,
  ttlS: number,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(key(secret));
}

/** The user id of a valid token. The algorithm is pinned: a token signed any other way is invalid. */
export async function verifyAccessToken(secret: string, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], issuer: ISSUER });
    if (!payload.sub) throw new AccessTokenInvalid('no subject');
    return payload.sub;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AccessTokenExpired('expired');
    throw new AccessTokenInvalid('invalid');
  }
}
