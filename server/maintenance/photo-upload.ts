import { and, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { PhotoKind } from '../../contract/inspection';
import { PHOTO_MAX_BYTES, type PhotoUploadState } from '../../contract/maintenance';
import type { Db } from '../db/database';
import { inspectionPhotos, inspections, photoUploads, storedFiles } from '../db/schema';
import { badRequest, conflict, HttpError } from '../errors';
import type { FileStore } from '../files/file-store';
import { detectUploadType, photoTypes, storeFile } from '../files/uploads';
import type { PartialPhotos } from './partial-photos';

/** A partial upload untouched this long is given up: the phone that began it sends the photo anew. */
export const PARTIAL_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** A file without its row is left alone this long, so one being written right now is never taken. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export interface PhotoPiece {
  photoId: string;
  kind: PhotoKind;
  propertyId: number | null;
  /** Where the piece starts in the photo. */
  offset: number;
  /** The whole photo's size. */
  length: number;
  bytes: Buffer;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The photo as kept already, with the size of its bytes; a photo of another inspection is a conflict. */
async function keptPhoto(db: Db, inspectionId: string, photoId: string): Promise<PhotoUploadState | null> {
  const [kept] = await db
    .select({ inspectionId: inspectionPhotos.inspectionId, size: storedFiles.size })
    .from(inspectionPhotos)
    .innerJoin(storedFiles, eq(storedFiles.sha256, inspectionPhotos.fileSha256))
    .where(eq(inspectionPhotos.id, photoId));
  if (!kept) return null;
  if (kept.inspectionId !== inspectionId) throw conflict('inspectionOfAnotherObject');
  return { received: kept.size, complete: true };
}

/** How much of the photo the server holds: all of it once kept, the bytes so far while on its way, or none. */
export async function photoUploadState(
  db: Db,
  inspectionId: string,
  photoId: string,
): Promise<PhotoUploadState> {
  const kept = await keptPhoto(db, inspectionId, photoId);
  if (kept) return kept;
  const [partial] = await db
    .select({ inspectionId: photoUploads.inspectionId, received: photoUploads.received })
    .from(photoUploads)
    .where(eq(photoUploads.photoId, photoId));
  if (!partial) return { received: 0, complete: false };
  if (partial.inspectionId !== inspectionId) throw conflict('inspectionOfAnotherObject');
  return { received: partial.received, complete: false };
}

/** The 409 of a piece that does not start where the server's bytes end, telling where they do. */
const offsetMismatch = (received: number) =>
  new HttpError(409, 'uploadOffsetMismatch', { 'upload-offset': String(received) });

type PieceOutcome =
  | { kind: 'taken'; state: PhotoUploadState }
  | { kind: 'mismatch'; received: number }
  | { kind: 'notAnImage' };

/**
 * Takes one piece of a photo of an open inspection, only at the offset the server holds: the row of the upload
 * is locked while its bytes are written, so of two pieces sent at once for the same offset one is taken and the
 * other answered 409. After the last byte the photo is checked by its bytes and kept once, by its id; a photo
 * that is no image is refused and nothing of it stays.
 */
export async function receivePhotoPiece(
  db: Db,
  partials: PartialPhotos,
  files: FileStore,
  inspectionId: string,
  piece: PhotoPiece,
): Promise<PhotoUploadState> {
  const kept = await keptPhoto(db, inspectionId, piece.photoId);
  if (kept) return kept;
  if (piece.length > PHOTO_MAX_BYTES || piece.offset + piece.bytes.length > PHOTO_MAX_BYTES)
    throw badRequest('photoTooLarge');
  if (piece.length === 0 || piece.bytes.length === 0) throw badRequest('photoMissing');
  if (piece.offset + piece.bytes.length > piece.length)
    throw new HttpError(400, 'invalidInput', {}, [
      { path: 'headers.upload-length', message: 'The piece runs past Upload-Length' },
    ]);
  // A photo's id names its bytes; it is checked to be a UUID before anything is looked up by it.
  if (!uuidPattern.test(piece.photoId)) throw badRequest('invalidInput');

  const outcome = await db.transaction(async (tx): Promise<PieceOutcome> => {
    await tx
      .insert(photoUploads)
      .values({
        photoId: piece.photoId,
        inspectionId,
        kind: piece.kind,
        propertyId: piece.propertyId,
        size: piece.length,
      })
      .onConflictDoNothing({ target: photoUploads.photoId });
    const [upload] = await tx
      .select()
      .from(photoUploads)
      .where(eq(photoUploads.photoId, piece.photoId))
      .for('update');
    // Another piece may have ended the upload while this one waited for the lock: kept, or given up.
    const keptMeanwhile = await keptPhoto(tx, inspectionId, piece.photoId);
    if (keptMeanwhile) {
      if (upload) await tx.delete(photoUploads).where(eq(photoUploads.photoId, piece.photoId));
      return { kind: 'taken', state: keptMeanwhile };
    }
    if (!upload) return { kind: 'mismatch', received: 0 };
    // A throw rolls the row just made back: a refused piece leaves nothing.
    if (upload.inspectionId !== inspectionId) throw conflict('inspectionOfAnotherObject');
    if (upload.size !== piece.length || upload.kind !== piece.kind || upload.propertyId !== piece.propertyId)
      throw conflict('photoUploadDiffers');
    if (upload.received !== piece.offset) throw offsetMismatch(upload.received);

    const held = piece.offset > 0 ? await partials.held(tx, piece.photoId) : 0;
    if (held < piece.offset) {
      // The bytes the row counts are gone from the disk: the photo starts again from its first byte.
      await tx
        .update(photoUploads)
        .set({ received: 0, updatedAt: new Date() })
        .where(eq(photoUploads.photoId, piece.photoId));
      return { kind: 'mismatch', received: 0 };
    }
    await partials.write(tx, piece.photoId, piece.offset, piece.bytes);
    const received = piece.offset + piece.bytes.length;
    if (received < piece.length) {
      await tx
        .update(photoUploads)
        .set({ received, updatedAt: new Date() })
        .where(eq(photoUploads.photoId, piece.photoId));
      return { kind: 'taken', state: { received, complete: false } };
    }

    // The last byte: the whole photo is checked as a single upload would be, and kept.
    const bytes = (await partials.read(tx, piece.photoId)).subarray(0, piece.length);
    await tx.delete(photoUploads).where(eq(photoUploads.photoId, piece.photoId));
    const mimeType = detectUploadType(bytes);
    if (!mimeType || !photoTypes.includes(mimeType)) return { kind: 'notAnImage' };
    const sha256 = await storeFile(tx, files, bytes, mimeType);
    await tx
      .insert(inspectionPhotos)
      .values({
        id: piece.photoId,
        inspectionId,
        kind: upload.kind,
        propertyId: upload.propertyId,
        fileSha256: sha256,
      })
      .onConflictDoNothing({ target: inspectionPhotos.id });
    return { kind: 'taken', state: { received, complete: true } };
  });

  if (outcome.kind === 'mismatch') throw offsetMismatch(outcome.received);
  if (outcome.kind === 'notAnImage') {
    await partials.forget([piece.photoId]);
    throw badRequest('photoNotAnImage');
  }
  if (outcome.state.complete) await partials.forget([piece.photoId]);
  return outcome.state;
}

/** The engineer took the photo away, or the inspection is done: what had arrived of it goes. */
export async function discardPartialPhotos(
  db: Db,
  partials: PartialPhotos,
  where: { inspectionId: string; photoId?: string },
): Promise<void> {
  const gone = await db
    .delete(photoUploads)
    .where(
      and(
        eq(photoUploads.inspectionId, where.inspectionId),
        where.photoId === undefined ? undefined : eq(photoUploads.photoId, where.photoId),
      ),
    )
    .returning({ photoId: photoUploads.photoId });
  await partials.forget(gone.map((g) => g.photoId));
}

/**
 * Gives up partial uploads untouched for a day or of an inspection that was submitted, and removes files no
 * upload owns any more (their inspection was deleted). Answers how many uploads it gave up.
 */
export async function sweepPartialPhotos(db: Db, partials: PartialPhotos, now = new Date()): Promise<number> {
  const submitted = db.select({ id: inspections.id }).from(inspections).where(isNotNull(inspections.result));
  const gone = await db
    .delete(photoUploads)
    .where(
      or(
        lt(photoUploads.updatedAt, new Date(now.getTime() - PARTIAL_PHOTO_TTL_MS)),
        inArray(photoUploads.inspectionId, submitted),
      ),
    )
    .returning({ photoId: photoUploads.photoId });
  await partials.forget(gone.map((g) => g.photoId));
  const live = new Set((await db.select({ id: photoUploads.photoId }).from(photoUploads)).map((r) => r.id));
  await partials.sweepOrphans(live, now, ORPHAN_GRACE_MS);
  return gone.length;
}
