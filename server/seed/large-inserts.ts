import { type SQL, sql } from 'drizzle-orm';
import { quotationStatuses } from '../../contract/quotations';
import { orderCategories, serviceTypes } from '../../contract/vocabulary';
import type { Db } from '../db/database';
import { objectTypes } from '../db/schema';
import { seedCatalogue } from './catalogue';
import { demoEngineer, demoObjectTypes } from './demo-vocabulary';
import { addressOfObject, largeKeys, largeScale } from './large-scale';
import {
  appointmentTypes,
  brands,
  cities,
  colors,
  descriptions,
  fillIns,
  orderCategoryCodes,
  powerSupplies,
  quotationStatusCodes,
  serviceTypeCodes,
  sites,
  streets,
  surnames,
  trades,
} from './large-words';

const { relation, address, object, invoice, jobOrder, quotation, appointment } = largeKeys;

/**
 * Runs a bulk insert with the table's secondary indexes dropped and builds them again afterwards: one sort
 * per index is several times faster than updating every index for each of a million rows. The primary key
 * stays, as `on conflict (id)` needs it. The index definitions are read from the catalogue, so the
 * migrations remain their only source.
 */
async function withIndexesBuiltAfter(tx: Db, table: string, insert: SQL): Promise<void> {
  const result = await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${table}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype = 'p')`);
  // node-postgres and PGlite both answer raw SQL with { rows }.
  const indexes = (result as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await tx.execute(insert);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

export function insertRelations(tx: Db) {
  return tx.execute(sql`
    insert into relations (id, code, name, street, postal_code, city, phone, email)
    select ${relation} + n, 'DEB' || (${relation} + n),
      -- 'van den Berg' starts a sentence as 'Van den Berg'
      upper(left(${surnames}[1 + n % 40], 1)) || substr(${surnames}[1 + n % 40], 2) || ' '
        || ${trades}[1 + (n / 40) % 25] || case when n % 3 = 0 then ' B.V.' else '' end,
      ${streets}[1 + n % 20] || ' ' || (1 + n % 150),
      (1000 + (n * 7) % 9000) || ' ' || chr(65 + n % 26) || chr(65 + (n / 26) % 26),
      ${cities}[1 + n % 30],
      '0' || (10 + n % 70) || ' ' || (100 + n % 900) || ' ' || (1000 + (n * 13) % 9000),
      'info@relatie' || n || '.nl'
    from generate_series(1, ${largeScale.relations}) n
    on conflict (id) do nothing`);
}

export function insertDeliveryAddresses(tx: Db) {
  return tx.execute(sql`
    insert into delivery_addresses (id, relation_id, name, street, postal_code, city)
    select ${address} + r * 10 + a, ${relation} + r,
      ${sites}[a] || ' ' || ${cities}[1 + (r + a) % 30],
      ${streets}[1 + (r + a) % 20] || ' ' || (1 + (r * a) % 200),
      (1000 + (r * 11 + a) % 9000) || ' ' || chr(65 + (r + a) % 26) || chr(65 + r % 26),
      ${cities}[1 + (r + a) % 30]
    from generate_series(1, ${largeScale.relations}) r, generate_series(1, 2 + r % 4) a
    on conflict (id) do nothing`);
}

export async function insertObjectTypesAndCatalogue(tx: Db): Promise<void> {
  await tx
    .insert(objectTypes)
    .values(
      demoObjectTypes.map((o) => ({
        id: o.pK_R_SERVICEOBJECTTYPE,
        code: o.code,
        description: o.description,
      })),
    )
    .onConflictDoNothing();
  await seedCatalogue(tx);
}

export function insertServiceObjects(tx: Db, day: string) {
  return withIndexesBuiltAfter(
    tx,
    'service_objects',
    sql`
    insert into service_objects (id, relation_id, delivery_address_id, object_type_id, service_object_number,
      description, brand, color, power_supply, fill_in, walk_through_door, gate_state, build_date,
      warranty_date, provider_only, own_speedgate, notes, access_key)
    select ${object} + m, ${relation} + 1 + (m - 1) % 1000, ${addressOfObject('m')}, 1 + m % 4,
      'SO-' || lpad(m::text, 7, '0'),
      ${descriptions}[1 + m % 4] || ' ' || (1 + (m - 1) / 1000),
      ${brands}[1 + (m % 4) * 4 + (m / 4) % 4],
      ${colors}[1 + m % 4], ${powerSupplies}[1 + m % 4], ${fillIns}[1 + m % 4],
      case when m % 4 = 2 and m % 3 = 0 then 'left' else 'none' end,
      case when m % 23 = 0 then 'failure' else 'inService' end,
      ${day}::date - (200 + (m * 37) % 5000),
      ${day}::date - (200 + (m * 37) % 5000) + 730,
      m % 50 = 0,
      m % 4 = 0 and (m / 4) % 4 = 0,
      case when m % 5 = 0 then 'Melden bij de receptie.' end,
      md5('large-object-' || m)
    from generate_series(1, ${largeScale.objects}) m
    on conflict (id) do nothing`,
  );
}

export function insertSalesInvoices(tx: Db, day: string) {
  return withIndexesBuiltAfter(
    tx,
    'sales_invoices',
    sql`
    insert into sales_invoices (id, relation_id, object_id, invoice_number, invoice_date, due_date, description,
      amount_incl_vat, open_amount)
    select ${invoice} + n, ${relation} + r, ${object} + r + 1000 * (k % 100), 'VF' || lpad(n::text, 8, '0'),
      d, d + 30, 'Onderhoud en service', amount,
      case when d > ${day}::date - 30 then amount when n % 10 = 0 then round(amount / 2, 2) else 0 end
    from (
      select n, 1 + (n - 1) % 1000 as r, (n - 1) / 1000 as k, ${day}::date - (n * 7) % 1460 as d,
        round(50 + ((n::bigint * 7919) % 250000) / 100.0, 2) as amount
      from generate_series(1, ${largeScale.invoices}) n
    ) s
    on conflict (id) do nothing`,
  );
}

/**
 * Job order and quotation m are of object m: its relation and delivery address.
 */
export function insertJobOrders(tx: Db, day: string) {
  return withIndexesBuiltAfter(
    tx,
    'job_orders',
    sql`
    insert into job_orders (id, relation_id, delivery_address_id, object_id, order_number, job_order_number,
      order_category, order_date, order_amount, service_type, description)
    select ${jobOrder} + m, ${relation} + 1 + (m - 1) % 1000, ${addressOfObject('m')}, ${object} + m,
      'VO' || lpad(m::text, 7, '0'), 'WO' || lpad(m::text, 7, '0'),
      ${orderCategoryCodes}[1 + m % ${orderCategories.codes.length}], ${day}::date - (m * 11) % 1460,
      round(150 + ((m::bigint * 7919) % 400000) / 100.0, 2), ${serviceTypeCodes}[1 + m % ${serviceTypes.codes.length}],
      ${descriptions}[1 + m % 4] || ' ' || (1 + (m - 1) / 1000)
    from generate_series(1, ${largeScale.jobOrders}) m
    on conflict (id) do nothing`,
  );
}

export function insertQuotations(tx: Db, day: string) {
  return withIndexesBuiltAfter(
    tx,
    'quotations',
    sql`
    insert into quotations (id, relation_id, delivery_address_id, object_id, quotation_number, date, description,
      amount, status)
    select ${quotation} + m, ${relation} + 1 + (m - 1) % 1000, ${addressOfObject('m')}, ${object} + m,
      'OF' || lpad(m::text, 7, '0'), ${day}::date - (m * 13) % 1460,
      'Vervanging ' || lower(${descriptions}[1 + m % 4]),
      round(500 + ((m::bigint * 6151) % 1500000) / 100.0, 2), ${quotationStatusCodes}[1 + m % ${quotationStatuses.length}]
    from generate_series(1, ${largeScale.quotations}) m
    on conflict (id) do nothing`,
  );
}

export function insertAppointmentsToday(tx: Db, midnight: string) {
  return tx.execute(sql`
    insert into appointments (id, relation_id, delivery_address_id, object_id, starts_at, type, engineer_email,
      engineer_name, status)
    select ${appointment} + n, ${relation} + 1 + (m - 1) % 1000, ${addressOfObject('m')}, ${object} + m,
      ${midnight}::timestamptz + make_interval(mins => 450 + (n % 18) * 30),
      ${appointmentTypes}[1 + n % 4],
      case when n % 25 = 0 then ${demoEngineer.email} end,
      case when n % 25 = 0 then ${demoEngineer.name} else 'Monteur ' || (1 + n % 40) end,
      case when n % 7 = 0 then 'done' else 'open' end
    from (
      -- The first ten visit the company user's relation, so its appointments list is not empty.
      select n, case when n <= 10 then 1 + 1000 * n else 1 + (n * 197) % ${largeScale.objects} end as m
      from generate_series(1, ${largeScale.appointmentsToday}) n
    ) s
    on conflict (id) do nothing`);
}

/**
 * The first gate of the company user's relation changed state every 36 hours for twenty years, so the bench
 * pages a timeline of thousands of events (issue 34); the newest change put it back in service, as it is.
 */
export function insertGateStateChanges(tx: Db, midnight: string) {
  return tx.execute(sql`
    insert into gate_state_changes (object_id, changed_at, from_state, to_state)
    select ${object} + 1, ${midnight}::timestamptz - make_interval(hours => 36 * n),
      case when n % 2 = 1 then 'failure' else 'inService' end,
      case when n % 2 = 1 then 'inService' else 'failure' end
    from generate_series(1, ${largeScale.gateStateChanges}) n
    where not exists (
      select 1 from gate_state_changes
      where object_id = ${object} + 1 and changed_at < ${midnight}::timestamptz - interval '1 day'
    )`);
}
