import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from './authenticate';

/**
 * The data a caller may see, as SQL conditions: provider staff holding a `ViewAll` permission see every row;
 * everyone else only the relations they belong to and, within those, the delivery addresses they are limited
 * to (a user limited to no address of a relation sees all of its addresses).
 * `undefined` means "no condition": drizzle's `and()` drops it.
 */
export function relationScope(caller: Caller, relationId: AnyPgColumn): SQL | undefined {
  if (caller.permissions.has('Relations.ViewAll')) return undefined;
  return sql`${relationId} in (select relation_id from relation_users where user_id = ${caller.id})`;
}

export function addressScope(caller: Caller, deliveryAddressId: AnyPgColumn): SQL | undefined {
  if (caller.permissions.has('Locations.ViewAll')) return undefined;
  return sql`${deliveryAddressId} in (
    select da.id from delivery_addresses da
    join relation_users ru on ru.relation_id = da.relation_id and ru.user_id = ${caller.id}
    where not exists (
        select 1 from location_users lu join delivery_addresses d2 on d2.id = lu.delivery_address_id
        where lu.user_id = ${caller.id} and d2.relation_id = da.relation_id)
      or exists (select 1 from location_users lu where lu.user_id = ${caller.id} and lu.delivery_address_id = da.id))`;
}
