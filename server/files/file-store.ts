import type { Readable } from 'node:stream';
import type { Db } from '../db/database';

/**
 * Where the bytes of stored files live, each under the SHA-256 of its bytes: the one seam every upload, every
 * generated report and every download goes through (decision 029). On the disk of this process (the embedded
 * default), or in PostgreSQL so that every process behind a load balancer serves every file; S3 would be a
 * third implementation of the same four calls.
 */
export interface FileStore {
  readonly kind: 'disk' | 'postgres';
  /**
   * Keeps bytes under their hash; bytes already kept are left alone (the same hash is the same bytes). They come
   * whole or as a stream (another store's `open`), then only a piece at a time is held. The file is kept whole
   * or not at all, also when the stream fails part way. `db` is the transaction the caller writes its rows in,
   * where the store is the database itself.
   */
  put(sha256: string, bytes: FileBytes, db?: Db): Promise<void>;
  /**
   * The bytes as a stream, with their size; undefined when the store does not hold them. `db`: the transaction
   * the caller reads in, where the store is the database (an embedded database runs one at a time).
   */
  open(sha256: string, db?: Db): Promise<{ stream: Readable; size: number } | undefined>;
  exists(sha256: string): Promise<boolean>;
  /** Every hash it holds, for moving an installation's files from one store to another. */
  list(): AsyncIterable<string>;
}

/** A file's bytes, whole or as a stream of pieces of any size. */
export type FileBytes = Uint8Array | AsyncIterable<Uint8Array>;

/** A hash as the stores name files by: anything else (a path, a name) is never looked for. */
export const isSha256 = (name: string) => /^[0-9a-f]{64}$/.test(name);

/** The whole file in memory, for the few who need it so (a logo or a photo drawn into a report PDF). */
export async function readWhole(files: FileStore, sha256: string, db?: Db): Promise<Buffer | undefined> {
  const file = await files.open(sha256, db);
  if (!file) return undefined;
  const parts: Buffer[] = [];
  for await (const part of file.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
