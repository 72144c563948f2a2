import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Stored files live under DATA_DIR/files, each named by the SHA-256 of its bytes. */
export const filesDirOf = (dataDir: string) => join(dataDir, 'files');

/**
 * The bytes of a stored file as a stream with their size, or undefined when the file is not on disk. The
 * name comes from the database, yet is checked to be a hash, so it can never walk out of the folder.
 */
export async function openStoredFile(
  dataDir: string,
  sha256: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return undefined;
  const path = join(filesDirOf(dataDir), sha256);
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  } catch {
    return undefined;
  }
}
