import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed address stays valid: enough to open it, short enough that a leaked one is stale. */
export const SIGNED_LINK_TTL_S = 300;

const signatureOf = (secret: string, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`${subject}:${expires}`).digest('base64url');

/** `expires` and `signature` for a public address of `subject` (e.g. `stickers:11`), valid a few minutes. */
export function signLink(secret: string, subject: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + SIGNED_LINK_TTL_S;
  return { expires, signature: signatureOf(secret, subject, expires) };
}

/** True when the signature is ours for this subject and expiry, and the expiry has not passed. */
export function linkSignatureValid(
  secret: string,
  subject: string,
  expiresText: string,
  signature: string,
  now = Date.now(),
) {
  if (!/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  const nowS = Math.floor(now / 1000);
  if (expires <= nowS || expires > nowS + SIGNED_LINK_TTL_S) return false;
  const expected = Buffer.from(signatureOf(secret, subject, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
