import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed address stays valid: long enough to open a viewer, short enough that a leaked one is stale. */
const SIGNED_URL_TTL_S = 300;

const signatureOf = (secret: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`document:${id}:${expires}`).digest('base64url');

/** A path that shows document `id` until `expiresAt`, ending in its extension so an image can be told by its address. */
export function signDocumentUrl(secret: string, id: number, extension: string, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_S;
  const signature = signatureOf(secret, id, expires);
  return {
    url: `/files/documents/${id}.${extension}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * True when the signature is ours for this id and expiry and the expiry has not passed. An expiry further
 * away than a fresh signature would give is refused too, whoever signed it.
 */
export function verifyDocumentSignature(
  secret: string,
  id: number,
  expiresText: string,
  signature: string,
  now = new Date(),
): boolean {
  if (!/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  const nowS = Math.floor(now.getTime() / 1000);
  if (expires <= nowS || expires > nowS + SIGNED_URL_TTL_S) return false;
  const expected = Buffer.from(signatureOf(secret, id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
