import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeclineReason, QuotationEventKind } from '../../../contract/quotation-approval';
import { type QuotationStatus, quotations } from './commerce';
import { documents, storedFiles } from './files';
import { users } from './identity';

/** Ids of the quotation lines a revision in the portal writes, far above the ERP's keys so the two never meet. */
export const portalQuotationLineIds = pgSequence('portal_quotation_line_ids', {
  startWith: 1_900_000_000,
  maxValue: 2_147_483_647,
});

export interface VersionLine {
  pos: number;
  description: string;
  quantity: number;
  price: number;
}

/** A quotation as it was before a newer version replaced it: earlier versions stay readable. */
export const quotationVersions = pgTable(
  'quotation_versions',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    date: date('date').notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }),
    validUntil: date('valid_until'),
    lines: jsonb('lines').$type<VersionLine[]>().notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.version] })],
);

/** A quotation's history in the portal: who accepted, declined, asked or revised, when and from where. */
export const quotationEvents = pgTable(
  'quotation_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind').$type<QuotationEventKind>().notNull(),
    statusFrom: text('status_from').$type<QuotationStatus>(),
    statusTo: text('status_to').$type<QuotationStatus>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<DeclineReason>(),
    text: text('text'),
    ipAddress: text('ip_address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotation_events_quotation_idx').on(t.quotationId, t.at),
    index('quotation_events_user_idx').on(t.userId),
  ],
);

/**
 * The signed acceptance of a quotation: one per quotation (its key), so of two people accepting at once one
 * wins. The SHA-256 of the quotation as shown and the signature's file make the record checkable later.
 */
export const quotationAcceptances = pgTable(
  'quotation_acceptances',
  {
    quotationId: integer('quotation_id')
      .primaryKey()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerFunction: text('signer_function').notNull(),
    poNumber: text('po_number'),
    remark: text('remark'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    signatureSha256: text('signature_sha256')
      .notNull()
      .references(() => storedFiles.sha256),
    contentSha256: text('content_sha256').notNull(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('quotation_acceptances_user_idx').on(t.userId),
    index('quotation_acceptances_document_idx').on(t.documentId),
  ],
);
