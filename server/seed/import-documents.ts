import type { Db } from '../db/database';
import * as t from '../db/schema';
import { ownerOf, type validateImport } from './import-checks';
import { orNull, upsert } from './upsert';

type CheckedImport = Awaited<ReturnType<typeof validateImport>>;
type LoadedFile = CheckedImport['files'] extends Map<number, infer F> ? F : never;

/** The files the documents point at, each stored once, then the documents with their owner's relation. */
export async function importDocuments(
  tx: Db,
  { erp, known, files }: CheckedImport,
  distinctFiles: Map<string, LoadedFile>,
): Promise<void> {
  if (distinctFiles.size) {
    await tx
      .insert(t.storedFiles)
      .values(
        [...distinctFiles.values()].map((f) => ({
          sha256: f.sha256,
          size: f.bytes.length,
          mimeType: f.mimeType,
        })),
      )
      .onConflictDoNothing();
  }
  await upsert(
    tx,
    t.documents,
    t.documents.id,
    erp.documents.map((d) => {
      const owner = ownerOf(d);
      return {
        id: d.pK_R_DOCUMENT,
        kind: owner.documentKind,
        description: d.description,
        extension: d.extension,
        fileSha256: files.get(d.pK_R_DOCUMENT)?.sha256 ?? null,
        relationId: known[owner.kind].get(owner.id) ?? null,
        objectTypeId: orNull(d.fK_R_SERVICEOBJECTTYPE),
        objectId: orNull(d.fK_R_SERVICEOBJECT),
        invoiceId: orNull(d.fK_R_SALESINVOICE),
        jobOrderId: orNull(d.fK_R_JOBORDER),
        quotationId: orNull(d.fK_R_OFFER),
      };
    }),
  );
}
