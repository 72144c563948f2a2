import { and, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErpImportCounts } from '../../contract/erp';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import type { FileStore } from '../files/file-store';
import { heldQuotationIds, keepReplacedVersions } from '../quotations/erp-import';
import { ownerOf, validateImport } from './import-checks';
import { chunks, ROWS_PER_STATEMENT, upsert } from './upsert';

export { ErpImportError } from './import-checks';

export interface ImportOptions {
  /** Folder the document file paths are relative to (the import file's folder). */
  baseDir: string;
  /** Where stored files are kept, each under its SHA-256. */
  files: FileStore;
  /** Recorded in erp_imports, e.g. the file name. */
  source: string;
}

/** Deletes the children of the given parents that the file no longer lists. */
async function deleteChildrenNotIn(
  db: Db,
  table: PgTable,
  parentColumn: PgColumn,
  childColumn: PgColumn,
  children: Map<number, (number | string)[]>,
) {
  const parents = [...children.keys()];
  for (const chunk of chunks(parents, ROWS_PER_STATEMENT)) {
    const keep = chunk.flatMap((p) => children.get(p)!);
    await db.delete(table).where(and(inArray(parentColumn, chunk), notInArray(childColumn, keep)));
  }
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/**
 * Validates an ERP export and writes it in one transaction, upserting every entity by its ERP key.
 * A file with problems throws ErpImportError with the first problems and their JSON paths, and writes nothing.
 */
export async function importErp(db: Db, data: unknown, options: ImportOptions): Promise<ErpImportCounts> {
  const startedAt = new Date();
  const { erp, known, files } = await validateImport(db, data, options.baseDir);

  const distinctFiles = new Map([...files.values()].map((f) => [f.sha256, f]));

  const contractLines = erp.contracts.flatMap((c) =>
    c.lines.map((l) => ({ ...l, contractId: c.pK_R_CONTRACT })),
  );
  const quotationLines = erp.quotations.flatMap((q) =>
    q.lines.map((l) => ({ ...l, quotationId: q.pK_R_OFFER })),
  );
  const objectProperties = erp.objects.flatMap((o) =>
    o.properties.map((p, i) => ({
      objectId: o.pK_R_SERVICEOBJECT,
      name: p.name,
      value: p.value,
      isPublic: p.isPublic,
      sortOrder: i,
    })),
  );
  const counts: ErpImportCounts = {
    relations: erp.relations.length,
    deliveryAddresses: erp.deliveryAddresses.length,
    objectTypes: erp.objectTypes.length,
    objects: erp.objects.length,
    objectProperties: objectProperties.length,
    serviceIntervals: erp.serviceIntervals.length,
    contracts: erp.contracts.length,
    contractLines: contractLines.length,
    jobOrders: erp.jobOrders.length,
    salesInvoices: erp.salesInvoices.length,
    quotations: erp.quotations.length,
    quotationLines: quotationLines.length,
    documents: erp.documents.length,
    files: distinctFiles.size,
    appointments: erp.appointments.length,
    cancelledAppointments: erp.cancelledAppointments.length,
    maintenanceGroups: erp.maintenanceGroups.length,
    maintenanceLocations: erp.maintenanceLocations.length,
    maintenanceProperties: erp.maintenanceProperties.length,
  };

  await db.transaction(async (tx) => {
    // In the import's transaction where the store is the database (whole or not at all, and an embedded
    // database has no second connection to wait for). On a disk, content-addressed: a file left behind by a
    // transaction that fails below holds the same bytes any later import would write, so it is harmless.
    for (const file of distinctFiles.values()) await options.files.put(file.sha256, file.bytes, tx);
    const now = new Date();
    await upsert(
      tx,
      t.relations,
      t.relations.id,
      erp.relations.map((r) => ({
        id: r.pK_PT_RELATION,
        code: r.code,
        name: r.name,
        street: r.street ?? '',
        postalCode: r.postalCode ?? '',
        city: r.city ?? '',
        phone: r.phone ?? '',
        email: r.email ?? '',
        updatedAt: now,
      })),
    );
    await upsert(
      tx,
      t.deliveryAddresses,
      t.deliveryAddresses.id,
      erp.deliveryAddresses.map((a) => ({
        id: a.pK_PT_RELATIONDELIVERYADDRESS,
        relationId: a.fK_PT_RELATION,
        name: a.name,
        street: a.street ?? '',
        postalCode: a.postalCode ?? '',
        city: a.city ?? '',
        managerCompany: orNull(a.managerCompany),
        managerName: orNull(a.managerName),
        managerContactPhone: orNull(a.managerContactPhone),
        managerNotes: orNull(a.managerNotes),
        contactName: orNull(a.contactName),
        contactPhone: orNull(a.contactPhone),
        contactEmail: orNull(a.contactEmail),
        contactNotes: orNull(a.contactNotes),
        updatedAt: now,
      })),
      [
        'managerCompany',
        'managerName',
        'managerContactPhone',
        'managerNotes',
        'contactName',
        'contactPhone',
        'contactEmail',
        'contactNotes',
      ],
    );
    await upsert(
      tx,
      t.objectTypes,
      t.objectTypes.id,
      erp.objectTypes.map((o) => ({
        id: o.pK_R_SERVICEOBJECTTYPE,
        code: o.code,
        description: o.description,
      })),
    );
    await upsert(
      tx,
      t.serviceObjects,
      t.serviceObjects.id,
      erp.objects.map((o) => ({
        id: o.pK_R_SERVICEOBJECT,
        relationId: o.fK_PT_RELATION,
        deliveryAddressId: o.fK_PT_RELATIONDELIVERYADDRESS,
        objectTypeId: orNull(o.fK_R_SERVICEOBJECTTYPE),
        serviceObjectNumber: o.serviceObjectNumber,
        description: o.description ?? '',
        brand: orNull(o.brand),
        color: orNull(o.color),
        powerSupply: orNull(o.powerSupply),
        fillIn: orNull(o.fillIn),
        walkThroughDoor: orNull(o.walkThroughDoor),
        gateState: orNull(o.gateState),
        buildDate: orNull(o.buildDate),
        warrantyDate: orNull(o.warrantyDate),
        providerOnly: o.providerOnly,
        ownSpeedgate: o.ownSpeedgate,
        notes: orNull(o.notes),
        remarks: orNull(o.remarks),
        realizedSolution: orNull(o.realizedSolution),
        internalNotes: orNull(o.internalNotes),
        accessKey: orNull(o.accessKey),
      })),
    );
    for (const chunk of chunks(
      erp.objects.map((o) => o.pK_R_SERVICEOBJECT),
      ROWS_PER_STATEMENT,
    )) {
      await tx.delete(t.objectProperties).where(inArray(t.objectProperties.objectId, chunk));
    }
    await upsert(
      tx,
      t.objectProperties,
      [t.objectProperties.objectId, t.objectProperties.name],
      objectProperties,
    );
    await upsert(
      tx,
      t.serviceIntervals,
      t.serviceIntervals.id,
      erp.serviceIntervals.map((s) => ({
        id: s.pK_R_SERVICEINTERVAL,
        objectId: s.fK_R_SERVICEOBJECT,
        description: s.description,
        intervalMonths: s.intervalMonths,
        lastDate: orNull(s.lastDate),
        nextDate: orNull(s.nextDate),
      })),
    );
    await upsert(
      tx,
      t.contracts,
      t.contracts.id,
      erp.contracts.map((c) => ({
        id: c.pK_R_CONTRACT,
        relationId: c.fK_PT_RELATION,
        contractNumber: c.contractNumber,
        description: c.description ?? '',
        startDate: c.startDate,
        endDate: orNull(c.endDate),
        nextInvoiceDate: orNull(c.nextInvoiceDate),
        amount: c.amount,
        serviceInterval: orNull(c.serviceInterval),
        responseTime: orNull(c.responseTime),
      })),
    );
    await upsert(
      tx,
      t.contractLines,
      t.contractLines.id,
      contractLines.map((l) => ({
        id: l.pK_R_CONTRACTLINE,
        contractId: l.contractId,
        objectId: orNull(l.fK_R_SERVICEOBJECT),
        description: l.description ?? '',
        serviceInterval: orNull(l.serviceInterval),
        responseTime: orNull(l.responseTime),
        amount: l.amount,
      })),
    );
    await deleteChildrenNotIn(
      tx,
      t.contractLines,
      t.contractLines.contractId,
      t.contractLines.id,
      new Map(erp.contracts.map((c) => [c.pK_R_CONTRACT, c.lines.map((l) => l.pK_R_CONTRACTLINE)])),
    );
    await upsert(
      tx,
      t.jobOrders,
      t.jobOrders.id,
      erp.jobOrders.map((o) => ({
        id: o.pK_R_JOBORDER,
        relationId: o.fK_PT_RELATION,
        deliveryAddressId: orNull(o.fK_PT_RELATIONDELIVERYADDRESS),
        objectId: orNull(o.fK_R_SERVICEOBJECT),
        contractId: orNull(o.fK_R_CONTRACT),
        orderNumber: o.orderNumber,
        jobOrderNumber: o.jobOrderNumber,
        orderCategory: orNull(o.orderCategory),
        orderDate: o.orderDate,
        orderAmount: orNull(o.orderAmount),
        reference: orNull(o.reference),
        customerOrderNumber: orNull(o.customerOrderNumber),
        serviceType: orNull(o.serviceType),
        contact: orNull(o.contact),
        description: orNull(o.description),
        operationTimeMachine: orNull(o.operationTimeMachine),
        operationTimeEmployee: orNull(o.operationTimeEmployee),
        dateInWip: orNull(o.dateInWip),
        costPrice: orNull(o.costPrice),
        salesPrice: orNull(o.salesPrice),
      })),
    );
    await upsert(
      tx,
      t.salesInvoices,
      t.salesInvoices.id,
      erp.salesInvoices.map((s) => ({
        id: s.pK_R_SALESINVOICE,
        relationId: s.fK_PT_RELATION,
        contractId: orNull(s.fK_R_CONTRACT),
        jobOrderId: orNull(s.fK_R_JOBORDER),
        objectId: orNull(s.fK_R_SERVICEOBJECT),
        invoiceNumber: s.invoiceNumber,
        invoiceDate: s.invoiceDate,
        dueDate: orNull(s.dueDate),
        description: orNull(s.description),
        amountInclVat: s.amountInclVat,
        openAmount: s.openAmount,
      })),
    );
    // What the portal changed and the ERP has not yet seen stays the portal's; the rest is the ERP's (decision 033).
    const held = await heldQuotationIds(tx, erp.quotations);
    const taken = erp.quotations.filter((q) => !held.has(q.pK_R_OFFER));
    await keepReplacedVersions(tx, taken);
    await upsert(
      tx,
      t.quotations,
      t.quotations.id,
      taken.map((q) => ({
        id: q.pK_R_OFFER,
        relationId: q.fK_PT_RELATION,
        deliveryAddressId: orNull(q.fK_PT_RELATIONDELIVERYADDRESS),
        objectId: orNull(q.fK_R_SERVICEOBJECT),
        quotationNumber: q.quotationNumber,
        revision: q.revision,
        version: q.version,
        date: q.date,
        description: orNull(q.description),
        amount: q.amount,
        status: q.status,
        validUntil: orNull(q.validUntil),
        vatRate: orNull(q.vatRate),
        erpStatus: q.status,
        erpVersion: q.version,
        portalPending: false,
      })),
    );
    await upsert(
      tx,
      t.quotationLines,
      t.quotationLines.id,
      quotationLines
        .filter((l) => !held.has(l.quotationId))
        .map((l) => ({
          id: l.pK_R_OFFERDETAIL,
          quotationId: l.quotationId,
          pos: l.pos,
          description: l.description,
          quantity: l.quantity,
          price: l.price,
        })),
    );
    await deleteChildrenNotIn(
      tx,
      t.quotationLines,
      t.quotationLines.quotationId,
      t.quotationLines.id,
      new Map(taken.map((q) => [q.pK_R_OFFER, q.lines.map((l) => l.pK_R_OFFERDETAIL)])),
    );
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
    await upsert(
      tx,
      t.appointments,
      t.appointments.id,
      erp.appointments.map((a) => ({
        id: a.pK_R_APPOINTMENT,
        relationId: a.fK_PT_RELATION,
        deliveryAddressId: orNull(a.fK_PT_RELATIONDELIVERYADDRESS),
        objectId: orNull(a.fK_R_SERVICEOBJECT),
        jobOrderId: orNull(a.fK_R_JOBORDER),
        startsAt: new Date(a.startsAt),
        type: a.type,
        engineerEmail: orNull(a.engineerEmail),
        engineerName: orNull(a.engineerName),
        status: a.status,
      })),
    );
    for (const chunk of chunks(erp.cancelledAppointments, ROWS_PER_STATEMENT))
      await tx.delete(t.appointments).where(inArray(t.appointments.id, chunk));
    await upsert(
      tx,
      t.maintenanceGroups,
      t.maintenanceGroups.id,
      erp.maintenanceGroups.map((g) => ({
        id: g.pK_R_MAINTENANCEGROUP,
        nameNl: g.nameNl,
        nameEn: g.nameEn,
        sortOrder: g.sortOrder,
      })),
    );
    await upsert(
      tx,
      t.maintenanceLocations,
      t.maintenanceLocations.id,
      erp.maintenanceLocations.map((l) => ({
        id: l.pK_R_MAINTENANCELOCATION,
        nameNl: l.nameNl,
        nameEn: l.nameEn,
      })),
    );
    await upsert(
      tx,
      t.maintenanceProperties,
      t.maintenanceProperties.id,
      erp.maintenanceProperties.map((p) => ({
        id: p.pK_R_MAINTENANCEPROPERTY,
        groupId: p.fK_R_MAINTENANCEGROUP,
        locationId: orNull(p.fK_R_MAINTENANCELOCATION),
        objectTypeId: orNull(p.fK_R_SERVICEOBJECTTYPE),
        nameNl: p.nameNl,
        nameEn: p.nameEn,
        expectationNl: p.expectationNl,
        expectationEn: p.expectationEn,
        expectedCondition: p.expectedCondition,
        standard: orNull(p.standard),
        unit: orNull(p.unit),
        valueMin: orNull(p.valueMin),
        valueMax: orNull(p.valueMax),
        limitMin: orNull(p.limitMin),
        limitMax: orNull(p.limitMax),
        lifetimeYears: orNull(p.lifetimeYears),
        sortOrder: p.sortOrder,
      })),
    );
    await tx.insert(t.erpImports).values({
      source: options.source,
      startedAt,
      finishedAt: new Date(),
      counts: JSON.stringify(counts),
    });
  });
  return counts;
}
