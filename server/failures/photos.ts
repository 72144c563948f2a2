import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { failureReportPhotos, storedFiles } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { storeFile } from '../files/uploads';

/**
 * Stores a photo of report `reportId` under the id the app made: a retried upload keeps the first, and a
 * report takes at most `max` photos.
 */
export async function savePhoto(
  app: FastifyInstance,
  reportId: string,
  photoId: string,
  upload: { bytes: Buffer; mimeType: string },
  max: number,
) {
  const [existing] = await app.db
    .select({ reportId: failureReportPhotos.reportId })
    .from(failureReportPhotos)
    .where(eq(failureReportPhotos.id, photoId));
  if (existing && existing.reportId !== reportId) throw conflict('reportIdInUse');
  if (!existing) {
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(failureReportPhotos)
      .where(eq(failureReportPhotos.reportId, reportId));
    if (n >= max) throw badRequest('reportPhotosFull');
    const sha256 = await storeFile(app.db, app.files, upload.bytes, upload.mimeType);
    await app.db
      .insert(failureReportPhotos)
      .values({ id: photoId, reportId, fileSha256: sha256 })
      .onConflictDoNothing({ target: failureReportPhotos.id });
  }
  return { id: photoId, size: upload.bytes.length };
}

/** The ids of a report's photos, in the order they came. */
export function reportPhotoIds(db: Db, reportId: string) {
  return db
    .select({ id: failureReportPhotos.id })
    .from(failureReportPhotos)
    .where(eq(failureReportPhotos.reportId, reportId))
    .orderBy(asc(failureReportPhotos.createdAt), asc(failureReportPhotos.id));
}

/** A photo's file: its content hash and type; undefined for no such photo. */
export async function reportPhotoFile(db: Db, photoId: string) {
  const [photo] = await db
    .select({ sha256: failureReportPhotos.fileSha256, mimeType: storedFiles.mimeType })
    .from(failureReportPhotos)
    .innerJoin(storedFiles, eq(storedFiles.sha256, failureReportPhotos.fileSha256))
    .where(eq(failureReportPhotos.id, photoId));
  return photo;
}
