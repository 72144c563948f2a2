import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import {
  appointments,
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
  appointmentVisible,
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

/** {@link ensureVisible} for one kind of row, named by id, under the caller's scope. */
const ensureInScope =
  (table: PgTable & { id: AnyPgColumn }, visible: (scope: Scope) => SQL | undefined) =>
  (db: Db, scope: Scope, id: number) =>
    ensureVisible(db, table, table.id, id, visible(scope));

/**
 * A relation or delivery address among the caller's own ids exists and is theirs (the ids were read from the
 * rows themselves), so that check needs no round trip; anything else, and every id for provider staff, is
 * looked up to tell 404 from 403.
 */
const knownOr =
  (own: (scope: Scope) => number[] | null, check: (db: Db, scope: Scope, id: number) => Promise<void>) =>
  async (db: Db, scope: Scope, id: number) => {
    if (!own(scope)?.includes(id)) await check(db, scope, id);
  };

export const ensureRelationVisible = knownOr(
  (scope) => scope.relationIds,
  ensureInScope(relations, (scope) => relationVisible(scope, relations.id)),
);
// The caller's addresses are read through their relations, so an address among them has a visible relation.
export const ensureLocationVisible = knownOr(
  (scope) => scope.addressIds,
  ensureInScope(deliveryAddresses, locationVisible),
);
export const ensureObjectVisible = ensureInScope(serviceObjects, objectVisible);
export const ensureContractVisible = ensureInScope(contracts, contractVisible);
export const ensureInvoiceVisible = ensureInScope(salesInvoices, invoiceVisible);
export const ensureJobOrderVisible = ensureInScope(jobOrders, jobOrderVisible);
export const ensureQuotationVisible = ensureInScope(quotations, quotationVisible);
export const ensureDocumentVisible = ensureInScope(documents, documentVisible);
export const ensureAppointmentVisible = ensureInScope(appointments, appointmentVisible);
