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
import type { Caller } from './authenticate';
import { seesProviderFields } from './provider-fields';
import { addressScope, relationScope } from './scope';

/**
 * Which rows of each kind a caller may see, built from the relation and address scopes. A row tied to a
 * delivery address or a service object is visible only when that address and that object are: a user limited
 * to some locations never reads another location's orders, and a provider-only object drags everything tied
 * to it out of a customer's sight. `undefined` means "every row" (drizzle's `and()` drops it).
 */

const orTrue = (condition: SQL | undefined) => condition ?? sql`true`;

export function locationVisible(caller: Caller, t = deliveryAddresses): SQL | undefined {
  return and(relationScope(caller, t.relationId), addressScope(caller, t.id));
}

export function objectVisible(caller: Caller, t = serviceObjects): SQL | undefined {
  return and(
    relationScope(caller, t.relationId),
    addressScope(caller, t.deliveryAddressId),
    seesProviderFields(caller) ? undefined : eq(t.providerOnly, false),
  );
}

/** A nullable reference to a delivery address: none, or one the caller may see. */
function addressReferenceVisible(caller: Caller, deliveryAddressId: AnyPgColumn): SQL | undefined {
  const scope = addressScope(caller, deliveryAddressId);
  return scope && sql`(${deliveryAddressId} is null or ${scope})`;
}

/** A nullable reference to a service object: none, or one the caller may see. */
export function objectReferenceVisible(caller: Caller, objectId: AnyPgColumn): SQL | undefined {
  const visible = objectVisible(caller);
  return (
    visible &&
    sql`(${objectId} is null or ${objectId} in (select ${serviceObjects.id} from ${serviceObjects} where ${visible}))`
  );
}

export function contractVisible(caller: Caller, t = contracts): SQL | undefined {
  return relationScope(caller, t.relationId);
}

export function invoiceVisible(caller: Caller, t = salesInvoices): SQL | undefined {
  return and(relationScope(caller, t.relationId), objectReferenceVisible(caller, t.objectId));
}

export function jobOrderVisible(caller: Caller, t = jobOrders): SQL | undefined {
  return and(
    relationScope(caller, t.relationId),
    addressReferenceVisible(caller, t.deliveryAddressId),
    objectReferenceVisible(caller, t.objectId),
  );
}

export function quotationVisible(caller: Caller, t = quotations): SQL | undefined {
  return and(
    relationScope(caller, t.relationId),
    addressReferenceVisible(caller, t.deliveryAddressId),
    objectReferenceVisible(caller, t.objectId),
  );
}

export function appointmentVisible(caller: Caller, t = appointments): SQL | undefined {
  return and(
    relationScope(caller, t.relationId),
    addressReferenceVisible(caller, t.deliveryAddressId),
    objectReferenceVisible(caller, t.objectId),
  );
}

/**
 * A document is visible when what it belongs to is: its object, invoice, job order or quotation; a document of
 * an object type when the caller may see at least one object of that type.
 */
export function documentVisible(caller: Caller, d = documents): SQL | undefined {
  const object = objectVisible(caller);
  const invoice = invoiceVisible(caller);
  const jobOrder = jobOrderVisible(caller);
  const quotation = quotationVisible(caller);
  if (!object && !invoice && !jobOrder && !quotation) return undefined;
  const so = serviceObjects;
  return sql`(
    (${d.objectTypeId} is not null and exists (select 1 from ${so} where ${so.objectTypeId} = ${d.objectTypeId} and ${orTrue(object)}))
    or (${d.objectId} is not null and ${d.objectId} in (select ${so.id} from ${so} where ${orTrue(object)}))
    or (${d.invoiceId} is not null and ${d.invoiceId} in (select ${salesInvoices.id} from ${salesInvoices} where ${orTrue(invoice)}))
    or (${d.jobOrderId} is not null and ${d.jobOrderId} in (select ${jobOrders.id} from ${jobOrders} where ${orTrue(jobOrder)}))
    or (${d.quotationId} is not null and ${d.quotationId} in (select ${quotations.id} from ${quotations} where ${orTrue(quotation)})))`;
}
