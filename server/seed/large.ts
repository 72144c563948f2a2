import { type SQL, sql } from 'drizzle-orm';
import { quotationStatuses } from '../../contract/quotations';
import { type AppointmentType, orderCategories, serviceTypes } from '../../contract/vocabulary';
import type { Db } from '../db/database';
import { objectTypes } from '../db/schema';
import { createDemoAccounts, type DemoAccount } from './accounts';
import { seedCatalogue } from './catalogue';
import { isoDay } from './demo-data-format';
import { demoEngineer, demoObjectTypes } from './demo-vocabulary';

/** The size of the benchmark set. */
export const largeScale = {
  relations: 1_000,
  objects: 100_000,
  invoices: 1_000_000,
  jobOrders: 100_000,
  quotations: 100_000,
  appointmentsToday: 500,
  /** The state changes of one gate of the company user's relation: a timeline of thousands of events. */
  gateStateChanges: 5_000,
};

/**
 * ERP keys of the benchmark set, far above the demo set's, so both can live in one database.
 * Relation r (1..1000) has 2 to 5 delivery addresses (200000 + 10 r + a); object m (1..100000) belongs to
 * relation 1 + (m - 1) % 1000, so every relation has 100 objects and 1,000 invoices.
 */
const base = {
  relation: 100_000,
  address: 200_000,
  object: 1_000_000,
  invoice: 10_000_000,
  jobOrder: 20_000_000,
  quotation: 30_000_000,
  appointment: 90_000_000,
};

const textArray = (values: readonly string[]): SQL =>
  sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[])`);

const surnames = textArray([
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'de Bruin',
  'van der Heijden',
  'Schouten',
  'van Beek',
  'Willems',
  'van Vliet',
  'van de Ven',
  'Hoekstra',
  'Maas',
]);
const trades = textArray([
  'Logistiek',
  'Vastgoed',
  'Transport',
  'Bouw',
  'Installatietechniek',
  'Distributie',
  'Parkeerbeheer',
  'Facilitair',
  'Techniek',
  'Groothandel',
  'Metaal',
  'Verhuur',
  'Beveiliging',
  'Zorg',
  'Onderwijs',
  'Recreatie',
  'Agri',
  'Food',
  'Energie',
  'Opslag',
  'Projecten',
  'Infra',
  'Havenbedrijf',
  'Automotive',
  'Data Services',
]);
const streets = textArray([
  'Industrieweg',
  'Havenstraat',
  'Nijverheidsweg',
  'Energieweg',
  'Kanaaldijk',
  'Ambachtsweg',
  'Edisonstraat',
  'Marconistraat',
  'Einsteinlaan',
  'Zuiderzeeweg',
  'Transportweg',
  'Handelsweg',
  'Stationsplein',
  'Dorpsstraat',
  'Kerkstraat',
  'Molenweg',
  'Schoolstraat',
  'Beatrixlaan',
  'Julianastraat',
  'Parallelweg',
]);
const cities = textArray([
  'Amsterdam',
  'Rotterdam',
  'Den Haag',
  'Utrecht',
  'Eindhoven',
  'Groningen',
  'Tilburg',
  'Almere',
  'Breda',
  'Nijmegen',
  'Apeldoorn',
  'Arnhem',
  'Haarlem',
  'Enschede',
  'Amersfoort',
  'Zaanstad',
  'Den Bosch',
  'Haarlemmermeer',
  'Zwolle',
  'Leiden',
  'Zoetermeer',
  'Leeuwarden',
  'Maastricht',
  'Dordrecht',
  'Ede',
  'Alkmaar',
  'Delft',
  'Venlo',
  'Deventer',
  'Helmond',
]);
const sites = textArray(['Hoofdkantoor', 'Distributiecentrum', 'Parkeerterrein', 'Magazijn', 'Vestiging']);
/** Four per object type, in type order: speedgate, barrier, sliding gate, turnstile. */
const brands = textArray([
  'Poortservice',
  'Gunnebo',
  'Boon Edam',
  'Automatic Systems',
  'Magnetic',
  'FAAC',
  'Came',
  'Nice',
  'Hörmann',
  'BFT',
  'Came',
  'Heras',
  'Gunnebo',
  'Automatic Systems',
  'Kaba',
  'Gunnebo',
]);
/** The contract's codes, in SQL: job orders and quotations cycle through them. */
const orderCategoryCodes = textArray(orderCategories.codes);
const serviceTypeCodes = textArray(serviceTypes.codes);
const quotationStatusCodes = textArray(quotationStatuses);
const descriptions = textArray(['Speedgate', 'Slagboom', 'Schuifpoort', 'Tourniquet']);
const colors = textArray(['RVS geborsteld', 'RAL 2000 oranje', 'RAL 7016 antracietgrijs', 'RVS 316']);
const powerSupplies = textArray(['24V DC', '230V AC', '400V 3-fase', '24V DC']);
const fillIns = textArray(['Glas 10 mm gehard', 'Geen', 'Verticale spijlen', 'Volhoog, 3 armen']);
/** Codes of contract/vocabulary.ts: the large set is written in SQL, past the importer that maps ERP words. */
const appointmentTypes = textArray([
  'preventiveMaintenance',
  'failure',
  'safetyInspection',
  'repair',
] satisfies AppointmentType[]);

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

export interface LargeSeedOptions {
  publicUrl: string;
  today?: Date;
  /** Told the time each step took, in milliseconds. */
  onStep?: (step: string, ms: number) => void;
}

/**
 * The benchmark set, written by set-based SQL (insert ... select from generate_series) so a million rows
 * take seconds, not hours: 1,000 relations with 2 to 5 delivery addresses each, 100,000 objects,
 * 1,000,000 invoices, 100,000 job orders and as many quotations (100 of each per relation, one per object) and
 * appointments today, plus the catalogue and the demo accounts (the company user
 * belongs to relation 100001, which has 100 objects and 1,000 invoices). Rows that exist are left alone.
 */
export async function seedLarge(
  db: Db,
  options: LargeSeedOptions,
): Promise<{ accounts: DemoAccount[]; activationLink: string }> {
  const today = options.today ?? new Date();
  const day = isoDay(today);
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate()).toISOString();
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    options.onStep?.(name, performance.now() - started);
    return result;
  };
  const { relation, address, object, invoice, jobOrder, quotation, appointment } = base;
  // The address of object m, as chosen when the objects are written.
  const addressOfObject = (m: string) =>
    sql.raw(
      `${address} + (1 + (${m} - 1) % 1000) * 10 + 1 + ((${m} - 1) / 1000) % (2 + (1 + (${m} - 1) % 1000) % 4)`,
    );

  const result = await db.transaction(async (tx) => {
    await step('relations', () =>
      tx.execute(sql`
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
        on conflict (id) do nothing`),
    );
    await step('delivery addresses', () =>
      tx.execute(sql`
        insert into delivery_addresses (id, relation_id, name, street, postal_code, city)
        select ${address} + r * 10 + a, ${relation} + r,
          ${sites}[a] || ' ' || ${cities}[1 + (r + a) % 30],
          ${streets}[1 + (r + a) % 20] || ' ' || (1 + (r * a) % 200),
          (1000 + (r * 11 + a) % 9000) || ' ' || chr(65 + (r + a) % 26) || chr(65 + r % 26),
          ${cities}[1 + (r + a) % 30]
        from generate_series(1, ${largeScale.relations}) r, generate_series(1, 2 + r % 4) a
        on conflict (id) do nothing`),
    );
    await step('object types and catalogue', async () => {
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
    });
    await step('service objects', () =>
      withIndexesBuiltAfter(
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
      ),
    );
    await step('sales invoices', () =>
      withIndexesBuiltAfter(
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
      ),
    );
    // Job order and quotation m are of object m: its relation and delivery address.
    await step('job orders', () =>
      withIndexesBuiltAfter(
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
      ),
    );
    await step('quotations', () =>
      withIndexesBuiltAfter(
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
      ),
    );
    await step('appointments today', () =>
      tx.execute(sql`
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
        on conflict (id) do nothing`),
    );
    // The first gate of the company user's relation changed state every 36 hours for twenty years, so the bench
    // pages a timeline of thousands of events (issue 34); the newest change put it back in service, as it is.
    await step('a gate with thousands of events', () =>
      tx.execute(sql`
        insert into gate_state_changes (object_id, changed_at, from_state, to_state)
        select ${object} + 1, ${midnight}::timestamptz - make_interval(hours => 36 * n),
          case when n % 2 = 1 then 'failure' else 'inService' end,
          case when n % 2 = 1 then 'inService' else 'failure' end
        from generate_series(1, ${largeScale.gateStateChanges}) n
        where not exists (
          select 1 from gate_state_changes
          where object_id = ${object} + 1 and changed_at < ${midnight}::timestamptz - interval '1 day'
        )`),
    );
    return step('demo accounts', () =>
      createDemoAccounts(
        tx,
        {
          admin: [relation + 1, relation + 2, relation + 3],
          user: relation + 1,
          readonly: relation + 4,
        },
        options.publicUrl,
      ),
    );
  });
  // VACUUM as well as ANALYZE: it marks the freshly written pages all-visible, so the lists' index-only scans
  // (every invoice, the page keys) read no table rows. Without it the first runs of `npm run bench` on a new set
  // measured up to half the throughput, until autovacuum came by.
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return result;
}
