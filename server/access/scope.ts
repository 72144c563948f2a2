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
  return sql`${relationId} in (${memberRelationIds(caller.id)})`;
}

/**
 * The delivery addresses a user belongs to: every address of their relations, unless they are limited to some
 * addresses of a relation, then those. `userId` is a value or a column (the caller query reads it per user).
 */
export const memberAddressIds = (
  userId: string | AnyPgColumn,
): SQL => sql`select da.id from delivery_addresses da
    join relation_users ru on ru.relation_id = da.relation_id and ru.user_id = ${userId}
    where not exists (
        select 1 from location_users lu join delivery_addresses d2 on d2.id = lu.delivery_address_id
        where lu.user_id = ${userId} and d2.relation_id = da.relation_id)
      or exists (select 1 from location_users lu where lu.user_id = ${userId} and lu.delivery_address_id = da.id)`;

export const memberRelationIds = (userId: string | AnyPgColumn): SQL =>
  sql`select relation_id from relation_users where user_id = ${userId}`;

export function addressScope(caller: Caller, deliveryAddressId: AnyPgColumn): SQL | undefined {
  if (caller.permissions.has('Locations.ViewAll')) return undefined;
  return sql`${deliveryAddressId} in (${memberAddressIds(caller.id)})`;
}
