import { createHash } from 'node:crypto';

export type StoredMimeType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** The extensions a document may carry for the bytes it has. */
export const extensionsByMimeType: Record<StoredMimeType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The type of a file judged by its first bytes, never by its name; undefined for anything we do not keep. */
export function detectMimeType(bytes: Uint8Array): StoredMimeType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
