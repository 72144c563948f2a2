import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documents, serviceObjects, storedFiles } from '../db/schema';
import { generatedDocument } from '../files/document-names';

/**
 * Documents say whether their file exists; the file itself is only reached through a signed address. Each list
 * is of one parent, whose sight the caller checks first.
 */
const documentsWhere = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: documents.id,
      description: documents.description,
      extension: documents.extension,
      available: sql<boolean>`${documents.fileSha256} is not null`,
      generated: generatedDocument,
    })
    .from(documents)
    .where(where)
    .orderBy(asc(documents.description), asc(documents.id));

/** The documents of a service object: its own and those of its object type. */
export const objectDocuments = (db: Db, objectId: number) =>
  documentsWhere(
    db,
    or(
      and(
        eq(documents.kind, 'serviceobjecttype'),
        sql`${documents.objectTypeId} = (select ${serviceObjects.objectTypeId} from ${serviceObjects} where ${serviceObjects.id} = ${objectId})`,
      ),
      eq(documents.objectId, objectId),
    ),
  );

export const invoiceDocuments = (db: Db, invoiceId: number) =>
  documentsWhere(db, eq(documents.invoiceId, invoiceId));

export const jobOrderDocuments = (db: Db, jobOrderId: number) =>
  documentsWhere(db, eq(documents.jobOrderId, jobOrderId));

export const quotationDocuments = (db: Db, quotationId: number) =>
  documentsWhere(db, eq(documents.quotationId, quotationId));

/** The file of a document: its extension, and its content hash (null while there is no file). */
export async function documentFile(db: Db, id: number) {
  const [document] = await db
    .select({ extension: documents.extension, fileSha256: documents.fileSha256 })
    .from(documents)
    .where(eq(documents.id, id));
  return document;
}

/** A document's stored file and what its name is made of, for the signed address that serves its bytes. */
export async function servedDocument(db: Db, id: number) {
  const [document] = await db
    .select({
      description: documents.description,
      generated: generatedDocument,
      extension: documents.extension,
      fileSha256: documents.fileSha256,
      mimeType: storedFiles.mimeType,
    })
    .from(documents)
    .leftJoin(storedFiles, eq(storedFiles.sha256, documents.fileSha256))
    .where(eq(documents.id, id));
  return document;
}
