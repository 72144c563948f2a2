import { and, desc, eq } from 'drizzle-orm';
import type { InspectionDraft } from '../../contract/inspection';
import type { Db } from '../db/database';
import { inspectionPhotos, inspections, maintenanceProperties, storedFiles, users } from '../db/schema';

export type InspectionRow = typeof inspections.$inferSelect;

export async function inspectionById(db: Db, id: string): Promise<InspectionRow | undefined> {
  const [row] = await db.select().from(inspections).where(eq(inspections.id, id));
  return row;
}

/** Who carries out the inspection (by name), and the ids of the photos that arrived whole. */
export async function engineerAndPhotos(db: Db, row: InspectionRow) {
  const [engineer] = row.engineerId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.engineerId))
    : [];
  const photos = await db
    .select({ id: inspectionPhotos.id })
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.inspectionId, row.id));
  return { engineerName: engineer?.name ?? null, photoIds: photos.map((p) => p.id) };
}

/**
 * Starts an inspection under the id the app made: a retried create finds the first one instead of making a
 * second. Answers the inspection kept under the id.
 */
export async function startInspection(
  db: Db,
  start: { id: string; objectId: number; engineerId: string; draft: InspectionDraft; startedAt: Date },
): Promise<InspectionRow> {
  await db
    .insert(inspections)
    .values({
      id: start.id,
      objectId: start.objectId,
      engineerId: start.engineerId,
      step: 'start',
      draft: start.draft,
      startedAt: start.startedAt,
    })
    .onConflictDoNothing({ target: inspections.id });
  const [row] = await db.select().from(inspections).where(eq(inspections.id, start.id));
  return row;
}

/** The inspections of an object with their engineer's name, the latest first. */
export function objectInspections(db: Db, objectId: number) {
  return db
    .select({
      id: inspections.id,
      step: inspections.step,
      result: inspections.result,
      engineerName: users.name,
      startedAt: inspections.startedAt,
      submittedAt: inspections.completedAt,
      reportDocumentId: inspections.reportDocumentId,
    })
    .from(inspections)
    .leftJoin(users, eq(users.id, inspections.engineerId))
    .where(eq(inspections.objectId, objectId))
    .orderBy(desc(inspections.startedAt), desc(inspections.id));
}

/** Saves an open inspection's step and draft; answers the inspection after. */
export async function saveProgress(
  db: Db,
  row: InspectionRow,
  progress: Pick<InspectionRow, 'step' | 'draft'>,
): Promise<InspectionRow> {
  const [saved] = await db
    .update(inspections)
    .set({ step: progress.step, draft: progress.draft })
    .where(and(eq(inspections.id, row.id), eq(inspections.objectId, row.objectId)))
    .returning();
  return saved;
}

/** Whether the maintenance catalogue has the property a repair photo names. */
export async function maintenancePropertyExists(db: Db, propertyId: number): Promise<boolean> {
  const [item] = await db
    .select({ id: maintenanceProperties.id })
    .from(maintenanceProperties)
    .where(eq(maintenanceProperties.id, propertyId));
  return item !== undefined;
}

/** The photo of this inspection that arrived whole; undefined when there is none. */
export async function inspectionPhoto(db: Db, inspectionId: string, photoId: string) {
  const [photo] = await db
    .select({ id: inspectionPhotos.id })
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.id, photoId), eq(inspectionPhotos.inspectionId, inspectionId)));
  return photo;
}

export async function deleteInspectionPhoto(db: Db, inspectionId: string, photoId: string) {
  await db
    .delete(inspectionPhotos)
    .where(and(eq(inspectionPhotos.id, photoId), eq(inspectionPhotos.inspectionId, inspectionId)));
}

/** The customer's signature of the inspection, already in the file store under its hash. */
export async function saveSignature(db: Db, inspectionId: string, sha256: string) {
  await db.update(inspections).set({ signatureSha256: sha256 }).where(eq(inspections.id, inspectionId));
}

/** An uploaded inspection photo's stored file, for the signed address that serves its bytes. */
export async function inspectionPhotoFile(db: Db, photoId: string) {
  const [photo] = await db
    .select({ fileSha256: inspectionPhotos.fileSha256, mimeType: storedFiles.mimeType })
    .from(inspectionPhotos)
    .innerJoin(storedFiles, eq(storedFiles.sha256, inspectionPhotos.fileSha256))
    .where(eq(inspectionPhotos.id, photoId));
  return photo;
}
