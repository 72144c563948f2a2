import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets the server must read back (an authenticator's TOTP secret) are kept sealed: AES-256-GCM under a key
 * derived from the server's own secret, so a copy of the database alone (a backup, a dump) holds no usable
 * authenticator. A value written before sealing (no prefix) is read as it is, so enrolled users keep working.
 * The key follows JWT_SECRET: changing that secret (which also ends every session) means enrolling anew.
 */

const PREFIX = 'sealed1:';
const keyOf = (serverSecret: string) =>
  createHash('sha256').update(`${serverSecret}|secrets-at-rest`).digest();

export function seal(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The plain value of a sealed one (or of one written before sealing); null when it does not open. */
export function unseal(serverSecret: string, stored: string): string | null {
  if (!stored.startsWith(PREFIX)) return stored;
  try {
    const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
