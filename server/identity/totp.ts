import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, a step of 30 seconds. */
const PERIOD_S = 30;
const ISSUER = 'Service portal';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret of 160 bits (RFC 4226 advises at least 128), in base32 as apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans from the QR code. */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The time step a moment falls in. */
export const stepAt = (ms: number): number => Math.floor(ms / 1000 / PERIOD_S);

/**
 * The time step of `code` if it is valid now or one step either side (clock drift of a phone), else null.
 * Whether that step was used before is the caller's business (`second-factor.ts`).
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of a step: what the demo's printed secret and the tests' authenticators compute. */
export const codeAt = (secret: string, ms: number): string => totpOf(secret).generate({ timestamp: ms });

/** Ten recovery codes of 50 random bits each, written `xxxxx-xxxxx` in letters and digits that read unambiguously. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const typed = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * What is stored of a recovery code: a keyed hash (HMAC-SHA-256 under the server's secret) of the code as typed
 * without case, spaces or dashes, so a copy of the database alone cannot be searched for codes, not even with a
 * table made in advance.
 */
export const recoveryCodeHash = (serverSecret: string, code: string): string =>
  createHmac('sha256', `${serverSecret}|recovery-codes`).update(typed(code)).digest('hex');

/** The plain SHA-256 that recovery codes made before the keyed hash were stored as: they keep working. */
export const legacyRecoveryCodeHash = (code: string): string =>
  createHash('sha256').update(typed(code)).digest('hex');
