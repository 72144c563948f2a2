import { index, integer, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { jobOrders, quotations, salesInvoices } from './commerce';
import { objectTypes, serviceObjects } from './objects';
import { relations } from './relations';

/** A stored file: its bytes are in the file store (DATA_DIR/files, or `file_chunks`), named by their SHA-256. */
export const storedFiles = pgTable('stored_files', {
  sha256: text('sha256').primaryKey(),
  size: integer('size').notNull(),
  mimeType: text('mime_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bytes of stored files when the file store is PostgreSQL (`FILE_STORE=postgres`): pieces of 256 KiB in
 * order, so a file is written and read a piece at a time, never whole.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    sha256: text('sha256').notNull(),
    n: integer('n').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.n] })],
);

export const documentKinds = [
  'serviceobjecttype',
  'serviceobject',
  'salesinvoice',
  'joborder',
  'offer',
] as const;

/**
 * Ids of the documents the portal makes itself (inspection reports), kept far above the ERP's keys so the
 * two never meet.
 */
export const portalDocumentIds = pgSequence('portal_document_ids', {
  startWith: 1_900_000_000,
  maxValue: 2_147_483_647,
});

/** A document the ERP knows of; its file may be missing, which the viewer shows as 'Document not available'. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    description: text('description').notNull(),
    extension: text('extension').notNull(),
    fileSha256: text('file_sha256').references(() => storedFiles.sha256),
    /** Null only for documents of an object type, which every customer with such an object may read. */
    relationId: integer('relation_id').references(() => relations.id, { onDelete: 'cascade' }),
    objectTypeId: integer('object_type_id').references(() => objectTypes.id, { onDelete: 'cascade' }),
    objectId: integer('object_id').references(() => serviceObjects.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => salesInvoices.id, { onDelete: 'cascade' }),
    jobOrderId: integer('job_order_id').references(() => jobOrders.id, { onDelete: 'cascade' }),
    quotationId: integer('quotation_id').references(() => quotations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_relation_idx').on(t.relationId),
    index('documents_file_idx').on(t.fileSha256),
    index('documents_object_type_idx').on(t.objectTypeId),
    index('documents_object_idx').on(t.objectId),
    index('documents_timeline_idx').on(t.objectId, t.createdAt, t.id),
    index('documents_invoice_idx').on(t.invoiceId),
    index('documents_job_order_idx').on(t.jobOrderId),
    index('documents_quotation_idx').on(t.quotationId),
  ],
);
