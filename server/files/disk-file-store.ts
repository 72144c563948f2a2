import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FileStore, isSha256 } from './file-store';

/** Stored files of the disk store live under DATA_DIR/files, each named by the SHA-256 of its bytes. */
export const filesDirOf = (dataDir: string) => join(dataDir, 'files');

/** The embedded default: files in a folder of this machine. */
export function createDiskFileStore(filesDir: string): FileStore {
  const pathOf = (sha256: string) => join(filesDir, sha256);
  return {
    kind: 'disk',
    /** Written to a temporary name and renamed, so a reader never sees half a file; a stream piece by piece. */
    async put(sha256, bytes) {
      if (!isSha256(sha256)) throw new Error('A stored file is named by its SHA-256.');
      const target = pathOf(sha256);
      if (existsSync(target)) return;
      await mkdir(filesDir, { recursive: true });
      const temporary = join(filesDir, `.${sha256}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async open(sha256) {
      // The name comes from the database, yet is checked to be a hash, so it never walks out of the folder.
      if (!isSha256(sha256)) return undefined;
      try {
        const info = await stat(pathOf(sha256));
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(pathOf(sha256)), size: info.size };
      } catch {
        return undefined;
      }
    },
    async exists(sha256) {
      return isSha256(sha256) && existsSync(pathOf(sha256));
    },
    async *list() {
      const names = await readdir(filesDir).catch(() => [] as string[]);
      for (const name of names) if (isSha256(name)) yield name;
    },
  };
}
