import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrations = new URL('../../server/db/migrations/', import.meta.url);
const statements = (file: string) =>
  readFileSync(new URL(file, migrations), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/** A database that a portal before the fixed lists filled with the ERP's words, then migrated. */
describe('the migration to fixed-list codes', () => {
  const client = new PGlite();
  const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;

  beforeAll(async () => {
    for (const statement of statements('0000_init.sql')) await client.exec(statement);
    await client.exec(`
      insert into relations (id, code, name) values (1, 'R1', 'Alfa');
      insert into delivery_addresses (id, relation_id, name) values (11, 1, 'Hoofdkantoor');
      insert into service_objects (id, relation_id, delivery_address_id, service_object_number, gate_state,
        walk_through_door)
      values (101, 1, 11, 'SO-101', 'In bedrijf', 'Ja, draaideur'), (102, 1, 11, 'SO-102', 'Kapot', null);
      insert into object_properties (object_id, name, value) values
        (101, 'Boomlengte', '3,5 m'), (101, 'Kleur van de knop', 'rood');
      insert into job_orders (id, relation_id, order_number, job_order_number, order_date, order_category,
        service_type)
      values (401, 1, 'VO-1', 'WB-1', '2025-01-01', 'Keuring', 'Veiligheidskeuring');
      insert into appointments (id, relation_id, starts_at, type) values
        (801, 1, now(), 'Storing'), (802, 1, now(), 'Koffie drinken');
    `);
    for (const statement of statements('0001_fixed_list_codes.sql')) await client.exec(statement);
  });
  afterAll(() => client.close());

  it("turns the ERP's words into codes and drops the words no list knows", async () => {
    expect(await rows('select id, gate_state, walk_through_door from service_objects order by id')).toEqual([
      { id: 101, gate_state: 'inService', walk_through_door: 'hinged' },
      { id: 102, gate_state: null, walk_through_door: null },
    ]);
    expect(await rows('select name, value from object_properties')).toEqual([
      { name: 'armLength', value: '3,5 m' },
    ]);
    expect(await rows('select order_category, service_type from job_orders')).toEqual([
      { order_category: 'inspection', service_type: 'safetyInspection' },
    ]);
    expect(await rows('select id, type from appointments')).toEqual([{ id: 801, type: 'failure' }]);
  });
});
