import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed address stays valid: long enough to open a viewer, short enough that a leaked one is stale. */
const SIGNED_URL_TTL_S = 300;

/** What a signature opens: the kind of file is signed too, so a document's signature never opens a photo. */
type SignedKind = 'document' | 'inspection-photo';

const signatureOf = (secret: string, kind: SignedKind, id: number | string, expires: number) =>
  createHmac('sha256', secret).update(`${kind}:${id}:${expires}`).digest('base64url');

function sign(secret: string, kind: SignedKind, id: number | string, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_S;
  return { expires, signature: signatureOf(secret, kind, id, expires) };
}

/**
 * True when the signature is ours for this kind, id and expiry and the expiry has not passed. An expiry further
 * away than a fresh signature would give is refused too, whoever signed it.
 */
function verify(
  secret: string,
  kind: SignedKind,
  id: number | string,
  expiresText: string,
  signature: string,
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  const nowS = Math.floor(now.getTime() / 1000);
  if (expires <= nowS || expires > nowS + SIGNED_URL_TTL_S) return false;
  const expected = Buffer.from(signatureOf(secret, kind, id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A path that shows document `id` until `expiresAt`, ending in its extension so an image can be told by its address. */
export function signDocumentUrl(secret: string, id: number, extension: string, now = new Date()) {
  const { expires, signature } = sign(secret, 'document', id, now);
  return {
    url: `/files/documents/${id}.${extension}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export const verifyDocumentSignature = (
  secret: string,
  id: number,
  expiresText: string,
  signature: string,
  now = new Date(),
) => verify(secret, 'document', id, expiresText, signature, now);

/** A path that shows one uploaded inspection photo until `expiresAt` (a tile's <img> sends no bearer token). */
export function signInspectionPhotoUrl(secret: string, photoId: string, now = new Date()) {
  const { expires, signature } = sign(secret, 'inspection-photo', photoId, now);
  return {
    url: `/files/inspection-photos/${photoId}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export const verifyInspectionPhotoSignature = (
  secret: string,
  photoId: string,
  expiresText: string,
  signature: string,
  now = new Date(),
) => verify(secret, 'inspection-photo', photoId, expiresText, signature, now);
