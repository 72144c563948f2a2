import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import {
  contracts,
  deliveryAddresses,
  documents,
  jobOrders,
  quotations,
  relations,
  salesInvoices,
  serviceObjects,
} from '../db/schema';
import { noAccess, notFound } from '../errors';
import {
  contractVisible,
  documentVisible,
  invoiceVisible,
  jobOrderVisible,
  locationVisible,
  objectVisible,
  quotationVisible,
  relationVisible,
  type Scope,
} from './row-scope';

/**
 * Checks that the row `id` exists and that the caller may see it, in one query: a row outside the caller's
 * scope answers 403 (spec section 8), an id that names no row at all 404. Lists filtered by a parent (the
 * invoices of a relation, the documents of an order) call it first, so asking for another customer's parent
 * is a 403 and never an empty list.
 */
export async function ensureVisible(
  db: Db,
  table: PgTable,
  idColumn: AnyPgColumn,
  id: number,
  visible: SQL | undefined,
): Promise<void> {
  const [row] = await db
    .select({ visible: visible ? sql<boolean>`coalesce((${visible}), false)` : sql<boolean>`true` })
    .from(table)
    .where(eq(idColumn, id));
  if (!row) throw notFound();
  if (!row.visible) throw noAccess();
}

/** {@link ensureVisible} for each kind of row a route names by id, under the caller's scope. */
export const ensureRelationVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, relations, relations.id, id, relationVisible(scope, relations.id));

export const ensureLocationVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, deliveryAddresses, deliveryAddresses.id, id, locationVisible(scope));

export const ensureObjectVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, serviceObjects, serviceObjects.id, id, objectVisible(scope));

export const ensureContractVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, contracts, contracts.id, id, contractVisible(scope));

export const ensureInvoiceVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, salesInvoices, salesInvoices.id, id, invoiceVisible(scope));

export const ensureJobOrderVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, jobOrders, jobOrders.id, id, jobOrderVisible(scope));

export const ensureQuotationVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, quotations, quotations.id, id, quotationVisible(scope));

export const ensureDocumentVisible = (db: Db, scope: Scope, id: number) =>
  ensureVisible(db, documents, documents.id, id, documentVisible(scope));
