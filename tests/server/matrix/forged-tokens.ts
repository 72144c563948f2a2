import { randomBytes } from 'node:crypto';
import { signAccessToken } from '../../../server/identity/access-token';

/**
 * Access tokens a caller might make up from their real one, each of which the server must refuse with 401:
 * the same claims signed with another secret; the payload swapped for another account's live claims (user and
 * session), keeping the caller's signature; and an unsigned token (`alg: none`) with that account's claims.
 * Only the signature check stands between the last two and the other account's session.
 */
export const forgeries = ['another secret', 'tampered payload', 'alg none'] as const;
export type Forgery = (typeof forgeries)[number];

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown> & {
    sub: string;
    fid: string;
  };

export async function forgeToken(kind: Forgery, real: string, someoneElses: string): Promise<string> {
  const claims = claimsOf(real);
  const theirs = { ...claims, sub: claimsOf(someoneElses).sub, fid: claimsOf(someoneElses).fid };
  const [header, , signature] = real.split('.');
  switch (kind) {
    case 'another secret':
      return signAccessToken(
        randomBytes(32).toString('hex'),
        { userId: claims.sub, familyId: claims.fid },
        900,
      );
    case 'tampered payload':
      return `${header}.${part(theirs)}.${signature}`;
    case 'alg none':
      return `${part({ alg: 'none', typ: 'JWT' })}.${part(theirs)}.`;
  }
}
