import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookies: a browser that signed in to an account carries a signed token naming that account,
 * and the lockouts that guard against guessing (per account and address, per address) do not apply to it. A
 * scanner, or a colleague's infected laptop, at the same office address then locks out itself, not the owner.
 */
export const DEVICE_COOKIE = 'portal_device';
const YEAR_S = 365 * 24 * 3600;

const account = (email: string) => email.trim().toLowerCase();

const signatureOf = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', secret)
    .update(`device|${account(email)}|${nonce}`)
    .digest('base64url');

/** The cookies a request carries that are this portal's device tokens (one per account signed in from it). */
function deviceTokens(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${DEVICE_COOKIE}`))
    .map((part) => decodeURIComponent(part.slice(part.indexOf('=') + 1)));
}

/** The id of this browser's device token for `email`, when it carries a valid one; undefined otherwise. */
export function knownDeviceOf(request: FastifyRequest, secret: string, email: string): string | undefined {
  for (const token of deviceTokens(request)) {
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) continue;
    const expected = Buffer.from(signatureOf(secret, email, nonce));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return undefined;
}

/**
 * Gives the browser a device token for `email` after a successful sign-in. One cookie per account (its name
 * carries a short hash of the account), so two people sharing a browser each keep theirs. HttpOnly and
 * SameSite=Strict, sent only to the sign-in call; Secure where the portal is reached over https.
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, secret: string, email: string) {
  const nonce = knownDeviceOf(request, secret, email) ?? randomBytes(16).toString('base64url');
  const name = `${DEVICE_COOKIE}_${createHmac('sha256', secret).update(account(email)).digest('hex').slice(0, 12)}`;
  const value = `${nonce}.${signatureOf(secret, email, nonce)}`;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${name}=${value}; Path=/Identity/Login; Max-Age=${YEAR_S}; HttpOnly; SameSite=Strict${secure}`,
  );
}
