import type { ErpImport, ErpImportCounts } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import type { FileStore } from '../files/file-store';
import { importAppointments } from './import-appointments';
import { importChecklist } from './import-checklist';
import { validateImport } from './import-checks';
import { importDocuments } from './import-documents';
import { importObjects, objectPropertiesOf } from './import-objects';
import { contractLinesOf, importOrders } from './import-orders';
import { importQuotations, quotationLinesOf } from './import-quotations';
import { importRelations } from './import-relations';

export { ErpImportError } from './import-checks';

export interface ImportOptions {
  /** Folder the document file paths are relative to (the import file's folder). */
  baseDir: string;
  /** Where stored files are kept, each under its SHA-256. */
  files: FileStore;
  /** Recorded in erp_imports, e.g. the file name. */
  source: string;
}

/**
 * Validates an ERP export and writes it in one transaction, upserting every entity by its ERP key.
 * A file with problems throws ErpImportError with the first problems and their JSON paths, and writes nothing.
 */
export async function importErp(db: Db, data: unknown, options: ImportOptions): Promise<ErpImportCounts> {
  const startedAt = new Date();
  const checked = await validateImport(db, data, options.baseDir);
  const { erp } = checked;
  const distinctFiles = new Map([...checked.files.values()].map((f) => [f.sha256, f]));
  const contractLines = contractLinesOf(erp);
  const quotationLines = quotationLinesOf(erp);
  const objectProperties = objectPropertiesOf(erp);
  const counts = countsOf(erp, {
    objectProperties: objectProperties.length,
    contractLines: contractLines.length,
    quotationLines: quotationLines.length,
    files: distinctFiles.size,
  });

  // In the order of their references: a row is written after the rows it points at.
  await db.transaction(async (tx) => {
    // In the import's transaction where the store is the database (whole or not at all, and an embedded
    // database has no second connection to wait for). On a disk, content-addressed: a file left behind by a
    // transaction that fails below holds the same bytes any later import would write, so it is harmless.
    for (const file of distinctFiles.values()) await options.files.put(file.sha256, file.bytes, tx);
    await importRelations(tx, erp);
    await importObjects(tx, erp, objectProperties);
    await importOrders(tx, erp, contractLines);
    await importQuotations(tx, erp, quotationLines);
    await importDocuments(tx, checked, distinctFiles);
    await importAppointments(tx, erp);
    await importChecklist(tx, erp);
    await tx.insert(t.erpImports).values({
      source: options.source,
      startedAt,
      finishedAt: new Date(),
      counts: JSON.stringify(counts),
    });
  });
  return counts;
}

type DerivedCounts = Pick<ErpImportCounts, 'objectProperties' | 'contractLines' | 'quotationLines' | 'files'>;

/** The rows of each kind the file holds; lines, properties and files are counted as they are written. */
function countsOf(erp: ErpImport, derived: DerivedCounts): ErpImportCounts {
  return {
    relations: erp.relations.length,
    deliveryAddresses: erp.deliveryAddresses.length,
    objectTypes: erp.objectTypes.length,
    objects: erp.objects.length,
    objectProperties: derived.objectProperties,
    serviceIntervals: erp.serviceIntervals.length,
    contracts: erp.contracts.length,
    contractLines: derived.contractLines,
    jobOrders: erp.jobOrders.length,
    salesInvoices: erp.salesInvoices.length,
    quotations: erp.quotations.length,
    quotationLines: derived.quotationLines,
    documents: erp.documents.length,
    files: derived.files,
    appointments: erp.appointments.length,
    cancelledAppointments: erp.cancelledAppointments.length,
    maintenanceGroups: erp.maintenanceGroups.length,
    maintenanceLocations: erp.maintenanceLocations.length,
    maintenanceProperties: erp.maintenanceProperties.length,
  };
}
