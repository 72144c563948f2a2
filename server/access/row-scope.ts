import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  appointments,
  contracts,
  deliveryAddresses,
  documents,
  jobOrders,
  quotations,
  salesInvoices,
  serviceObjects,
} from '../db/schema';
import type { Bindings } from '../db/statements-by-shape';
import type { Caller } from './authenticate';
import type { CallerProof } from './caller-proof';
import { seesProviderFields } from './provider-fields';
import { addressScope, relationScope } from './scope';

/**
 * What one caller may see, read with the caller in one query per request: the relations and delivery addresses they belong to (null:
 * every one, for provider staff with a ViewAll permission), and whether provider-only data is theirs to see.
 * Queries then name these ids outright instead of repeating the membership subqueries: with a list of ids the
 * planner knows how few rows qualify and walks the (relation_id, ...) indexes, where a subquery on
 * relation_users let it scan a million invoices for a customer of three relations.
 */
export interface Scope {
  relationIds: number[] | null;
  addressIds: number[] | null;
  providerFields: boolean;
  /**
   * For a caller kept by this process: a condition true only while the caller is current, which a list states
   * in its own statement and then hands its rows to `proof.rows` (`caller-proof.ts`). Undefined when the caller
   * is known to be current.
   */
  current: SQL | undefined;
  proof: CallerProof;
}

export function scopeOf(caller: Caller): Scope {
  return {
    relationIds: caller.permissions.has('Relations.ViewAll') ? null : caller.memberships.relationIds,
    addressIds: caller.permissions.has('Locations.ViewAll') ? null : caller.memberships.addressIds,
    providerFields: seesProviderFields(caller),
    current: caller.proof.current,
    proof: caller.proof,
  };
}

/**
 * The scope for a statement kept by shape (`statements-by-shape.ts`): the caller's ids and version are
 * placeholders of `bindings`, and `shape` names what the scope writes into the text (which id lists there are,
 * whether provider-only rows are left out, whether the caller's currency is stated). Only for writing SQL: its
 * id lists are placeholders, not ids to look in.
 */
export function boundScope(scope: Scope, bindings: Bindings): { scope: Scope; shape: string } {
  return {
    scope: {
      ...scope,
      relationIds: scope.relationIds && bindings.value('relationIds', scope.relationIds),
      addressIds: scope.addressIds && bindings.value('addressIds', scope.addressIds),
      current: scope.proof.currentWith(bindings),
    },
    shape: [
      scope.relationIds ? 'relations' : 'every relation',
      scope.addressIds ? 'addresses' : 'every address',
      scope.providerFields ? 'provider fields' : 'customer fields',
      scope.current ? 'kept caller' : 'read caller',
    ].join(','),
  };
}

/**
 * Conditions per kind of row; `undefined` means "every row" (drizzle's `and()` drops it). A row tied to a
 * delivery address or a service object is visible only when that address and that object are: a user limited
 * to some locations never reads another location's orders, and a provider-only object takes everything tied
 * to it out of a customer's sight.
 */
const among = (column: AnyPgColumn, ids: number[] | null): SQL | undefined =>
  ids === null ? undefined : idIn(column, ids);

/**
 * `column = any($1)` with the ids as one array parameter: the statement's text is the same for one id or
 * twelve, so it is prepared once (`db/database.ts`), and the planner still walks the column's index.
 */
export const idIn = (column: AnyPgColumn, ids: number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;
const orTrue = (condition: SQL | undefined) => condition ?? sql`true`;

export const relationVisible = (scope: Scope, relationId: AnyPgColumn) =>
  among(relationId, scope.relationIds);

/** Given a caller instead of a scope, it checks membership by subqueries: fine for one row, no read ahead. */
export function locationVisible(scope: Scope | Caller, t = deliveryAddresses): SQL | undefined {
  if ('permissions' in scope) return and(relationScope(scope, t.relationId), addressScope(scope, t.id));
  return and(among(t.relationId, scope.relationIds), among(t.id, scope.addressIds));
}

export function objectVisible(scope: Scope, t = serviceObjects): SQL | undefined {
  return and(
    among(t.relationId, scope.relationIds),
    among(t.deliveryAddressId, scope.addressIds),
    scope.providerFields ? undefined : eq(t.providerOnly, false),
  );
}

/** A nullable reference to a delivery address: none, or one the caller may see. */
function addressReferenceVisible(scope: Scope, deliveryAddressId: AnyPgColumn): SQL | undefined {
  const visible = among(deliveryAddressId, scope.addressIds);
  return visible && sql`(${deliveryAddressId} is null or ${visible})`;
}

/**
 * A nullable reference to a service object: none, or one the caller may see. `visibleObjects`, when given, is
 * a statement's own list of the ids `visibleObjectIds` selects (a common table read once for many conditions).
 */
export function objectReferenceVisible(
  scope: Scope,
  objectId: AnyPgColumn,
  visibleObjects?: SQL,
): SQL | undefined {
  const visible = objectVisible(scope);
  return (
    visible &&
    sql`(${objectId} is null or ${objectId} in (${visibleObjects ?? visibleObjectIds(scope, visible)}))`
  );
}

/** The ids of the objects the caller may see. */
export const visibleObjectIds = (scope: Scope, visible = objectVisible(scope)) =>
  sql`select ${serviceObjects.id} from ${serviceObjects} where ${visible ?? sql`true`}`;

export function contractVisible(scope: Scope, t = contracts): SQL | undefined {
  return among(t.relationId, scope.relationIds);
}

/**
 * An invoice the caller may see, decided by its relation and its object alone: so the same condition on
 * `invoice_counts` (a relation's invoices per object) counts exactly the invoices it lets through.
 */
export function invoiceVisible(
  scope: Scope,
  t: { relationId: AnyPgColumn; objectId: AnyPgColumn } = salesInvoices,
  visibleObjects?: SQL,
): SQL | undefined {
  return and(
    among(t.relationId, scope.relationIds),
    objectReferenceVisible(scope, t.objectId, visibleObjects),
  );
}

/** A row of a relation that may name one of its delivery addresses and one of its service objects. */
function addressedRowVisible(
  scope: Scope,
  t: { relationId: AnyPgColumn; deliveryAddressId: AnyPgColumn; objectId: AnyPgColumn },
): SQL | undefined {
  return and(
    among(t.relationId, scope.relationIds),
    addressReferenceVisible(scope, t.deliveryAddressId),
    objectReferenceVisible(scope, t.objectId),
  );
}

export const jobOrderVisible = (scope: Scope, t = jobOrders) => addressedRowVisible(scope, t);

export const quotationVisible = (scope: Scope, t = quotations) => addressedRowVisible(scope, t);

export const appointmentVisible = (scope: Scope, t = appointments) => addressedRowVisible(scope, t);

/**
 * A document is visible when what it belongs to is: its object, invoice, job order or quotation; a document of
 * an object type when the caller may see at least one object of that type.
 */
export function documentVisible(scope: Scope, d = documents): SQL | undefined {
  const object = objectVisible(scope);
  const invoice = invoiceVisible(scope);
  const jobOrder = jobOrderVisible(scope);
  const quotation = quotationVisible(scope);
  if (!object && !invoice && !jobOrder && !quotation) return undefined;
  const so = serviceObjects;
  return sql`(
    (${d.objectTypeId} is not null and exists (select 1 from ${so} where ${so.objectTypeId} = ${d.objectTypeId} and ${orTrue(object)}))
    or (${d.objectId} is not null and ${d.objectId} in (select ${so.id} from ${so} where ${orTrue(object)}))
    or (${d.invoiceId} is not null and ${d.invoiceId} in (select ${salesInvoices.id} from ${salesInvoices} where ${orTrue(invoice)}))
    or (${d.jobOrderId} is not null and ${d.jobOrderId} in (select ${jobOrders.id} from ${jobOrders} where ${orTrue(jobOrder)}))
    or (${d.quotationId} is not null and ${d.quotationId} in (select ${quotations.id} from ${quotations} where ${orTrue(quotation)})))`;
}
