import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { appointments, relations } from '../../server/db/schema';
import { Bindings, StatementsByShape } from '../../server/db/statements-by-shape';
import { createRelation } from './fixtures';
import { databaseKinds, openTestDatabase } from './harness';

describe.each(databaseKinds)('statements kept by shape (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createRelation(database.db, 1, 'Eerste');
    await createRelation(database.db, 2, 'Tweede');
  });
  afterAll(() => database?.close());

  const relationNamed = (bindings: Bindings, id: number) =>
    database.db
      .select({ name: relations.name })
      .from(relations)
      .where(eq(relations.id, bindings.value('id', id)));

  it('runs the statement kept for a shape with each request its own values', async () => {
    const statements = new StatementsByShape();
    for (const [id, name] of [
      [1, 'Eerste'],
      [2, 'Tweede'],
      [1, 'Eerste'],
    ] as const) {
      const bindings = new Bindings();
      expect(await statements.run('one relation', relationNamed(bindings, id), bindings)).toEqual([{ name }]);
    }
  });

  it('writes a kept statement once, outside the test runner', async () => {
    const statements = new StatementsByShape(false);
    const first = new Bindings();
    await statements.run('one relation', relationNamed(first, 1), first);
    const again = new Bindings();
    const query = relationNamed(again, 2);
    let written = 0;
    const toSQL = query.toSQL.bind(query);
    query.toSQL = () => {
      written++;
      return toSQL();
    };
    expect(await statements.run('one relation', query, again)).toEqual([{ name: 'Tweede' }]);
    expect(written).toBe(0);
  });

  it('refuses a statement whose shape names too little instead of running the one kept for it', async () => {
    const statements = new StatementsByShape();
    const first = new Bindings();
    await statements.run('relations', relationNamed(first, 1), first);
    const other = new Bindings();
    const everyRelation = database.db
      .select({ name: relations.name })
      .from(relations)
      .where(sql`${relations.id} > ${other.value('id', 0)}`);
    await expect(statements.run('relations', everyRelation, other)).rejects.toThrow(
      'the statement of shape relations has another text than the one kept for it',
    );
  });

  it('refuses a value written as it is, which the kept statement would send again for every request', async () => {
    const statements = new StatementsByShape();
    const relationById = (id: number) =>
      database.db.select({ name: relations.name }).from(relations).where(eq(relations.id, id));
    await statements.run('one relation', relationById(1), new Bindings());
    await expect(statements.run('one relation', relationById(2), new Bindings())).rejects.toThrow(
      'the statement of shape one relation has a value of its own that is not a placeholder',
    );
  });

  it('runs a statement of a shape past its bound without keeping it', async () => {
    const statements = new StatementsByShape(true, 1);
    const first = new Bindings();
    await statements.run('one relation', relationNamed(first, 1), first);
    const other = new Bindings();
    const byName = database.db
      .select({ id: relations.id })
      .from(relations)
      .where(eq(relations.name, other.value('name', 'Tweede')));
    expect(await statements.run('by name', byName, other)).toEqual([{ id: 2 }]);
    // Not kept: the same shape with another text runs as written instead of failing the comparison.
    const again = new Bindings();
    const byOtherName = database.db
      .select({ id: relations.id })
      .from(relations)
      .where(sql`lower(${relations.name}) = ${again.value('name', 'eerste')}`);
    expect(await statements.run('by name', byOtherName, again)).toEqual([{ id: 1 }]);
  });

  it('converts a bound value with the column it names, as drizzle converts a value of that column', async () => {
    const statements = new StatementsByShape();
    const bindings = new Bindings();
    const at = new Date('2026-01-02T03:04:05.000Z');
    const query = database.db
      .select({ id: relations.id })
      .from(relations)
      .where(
        sql`${relations.id} = 1 and ${bindings.value('at', at, appointments.startsAt)} = '2026-01-02T03:04:05Z'::timestamptz`,
      );
    expect(await statements.run('at', query, bindings)).toEqual([{ id: 1 }]);
  });

  it('maps the rows of a kept statement as drizzle maps them: columns, their types, SQL with its own decoder, null', async () => {
    const selection = (bindings: Bindings) =>
      database.db
        .select({
          id: relations.id,
          name: relations.name,
          updatedAt: relations.updatedAt,
          twice: sql`${relations.id} * 2`.mapWith(String),
          nothing: sql<string | null>`null::text`,
          counted: sql`(select count(*) from ${relations} r where r.id <= ${relations.id})`.mapWith(Number),
        })
        .from(relations)
        .where(sql`${relations.id} >= ${bindings.value('from', 1)}`)
        .orderBy(relations.id);
    const unbound = new Bindings();
    const unkept = await selection(unbound).execute(unbound.values);
    expect(unkept).toHaveLength(2);
    expect(unkept[0].updatedAt).toBeInstanceOf(Date);
    expect(unkept[0].twice).toBe('2');
    expect(unkept[1].counted).toBe(2);
    const statements = new StatementsByShape();
    for (let run = 0; run < 2; run++) {
      const bindings = new Bindings();
      expect(await statements.run('mapped', selection(bindings), bindings)).toStrictEqual(unkept);
    }
  });
});
