import { mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { photoUploadPieces } from '../db/schema';
import { badRequest } from '../errors';

/**
 * The bytes of photos on their way up, before their last piece: on this process's disk (the embedded default),
 * or in PostgreSQL beside the upload's row, so that each piece may reach another process (`FILE_STORE=postgres`).
 * `db` is the transaction that holds the upload's row.
 */
export interface PartialPhotos {
  /** How many bytes of the photo are held. */
  held(db: Db, photoId: string): Promise<number>;
  /** Writes a piece where it belongs; a first piece starts the photo anew. */
  write(db: Db, photoId: string, offset: number, bytes: Buffer): Promise<void>;
  /** The bytes held, in order. */
  read(db: Db, photoId: string): Promise<Buffer>;
  /** Forgets the bytes of uploads whose rows are gone. */
  forget(photoIds: string[]): Promise<void>;
  /** Removes bytes no upload owns any more, left this long ago at least. */
  sweepOrphans(live: Set<string>, now: Date, graceMs: number): Promise<void>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The bytes of photos on their way up, each in a file named by the photo's id. */
export const partialPhotosDirOf = (dataDir: string) => join(dataDir, 'partial-photos');

async function removeFile(path: string) {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export function diskPartialPhotos(dataDir: string): PartialPhotos {
  const dir = partialPhotosDirOf(dataDir);
  // The id is checked to be a UUID, so it can never walk out of the folder.
  const pathOf = (photoId: string) => {
    if (!uuidPattern.test(photoId)) throw badRequest('invalidInput');
    return join(dir, photoId);
  };
  return {
    held: (_db, photoId) =>
      stat(pathOf(photoId)).then(
        (s) => s.size,
        () => 0,
      ),
    async write(_db, photoId, offset, bytes) {
      if (offset === 0) await mkdir(dir, { recursive: true });
      const file = await open(pathOf(photoId), offset === 0 ? 'w' : 'r+');
      try {
        await file.write(bytes, 0, bytes.length, offset);
      } finally {
        await file.close();
      }
    },
    read: (_db, photoId) => readFile(pathOf(photoId)),
    async forget(photoIds) {
      for (const photoId of photoIds) await removeFile(pathOf(photoId));
    },
    async sweepOrphans(live, now, graceMs) {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        if (live.has(name)) continue;
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info && now.getTime() - info.mtimeMs > graceMs) await removeFile(path);
      }
    },
  };
}

/** Pieces as rows of `photo_upload_pieces`; they are deleted with their upload's row (a cascade). */
export function postgresPartialPhotos(): PartialPhotos {
  return {
    async held(db, photoId) {
      const [row] = await db
        .select({ held: sql<number>`coalesce(sum(octet_length(${photoUploadPieces.bytes})), 0)::int` })
        .from(photoUploadPieces)
        .where(eq(photoUploadPieces.photoId, photoId));
      return row?.held ?? 0;
    },
    async write(db, photoId, offset, bytes) {
      if (offset === 0) await db.delete(photoUploadPieces).where(eq(photoUploadPieces.photoId, photoId));
      await db.insert(photoUploadPieces).values({ photoId, offset, bytes });
    },
    async read(db, photoId) {
      const pieces = await db
        .select({ bytes: photoUploadPieces.bytes })
        .from(photoUploadPieces)
        .where(eq(photoUploadPieces.photoId, photoId))
        .orderBy(asc(photoUploadPieces.offset));
      return Buffer.concat(pieces.map((p) => p.bytes));
    },
    async forget() {},
    async sweepOrphans() {},
  };
}

/** Beside the stored files: on this process's disk, or in the database every process shares. */
export const partialPhotosFor = (files: { kind: 'disk' | 'postgres' }, dataDir: string): PartialPhotos =>
  files.kind === 'postgres' ? postgresPartialPhotos() : diskPartialPhotos(dataDir);
