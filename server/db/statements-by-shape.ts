import {
  Column,
  type DriverValueDecoder,
  type DriverValueEncoder,
  is,
  Param,
  Placeholder,
  SQL,
  Subquery,
  sql,
} from 'drizzle-orm';
import type { Db } from './database';

/**
 * The values of one run of a statement written with placeholders: `value` puts a placeholder where the value
 * goes and keeps the value for the run, so the statement's text is the same whatever the values. A value the
 * driver cannot take as it is (a date for a timestamp column) names the column that converts it.
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};

  value<T>(name: string, value: T, column?: DriverValueEncoder<unknown, unknown>): T {
    this.values[name] = value;
    const placeholder = sql.placeholder(name);
    return (column ? sql.param(placeholder, column) : placeholder) as unknown as T;
  }
}

/** `value` as a placeholder of `bindings`, or as it is in a statement that is not kept (no bindings). */
export function boundOr<T>(
  bindings: Bindings | undefined,
  name: string,
  value: T,
  column?: DriverValueEncoder<unknown, unknown>,
): T {
  return bindings ? bindings.value(name, value, column) : value;
}

/** A query builder of drizzle, with placeholders, as `StatementsByShape` prepares and runs it. */
export interface Preparable<Rows> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Rows> };
  execute(values: Record<string, unknown>): Promise<Rows>;
  toSQL(): { sql: string; params: unknown[] };
}

interface Prepared<Rows> {
  text: string;
  /** What the statement sends: each placeholder by name, any other value as it was when it was written. */
  sends: string;
  statement: { execute(values: Record<string, unknown>): Promise<Rows> };
}

/**
 * A statement's values as a kept statement would send them: a value written as it is (not a placeholder) is kept
 * with the statement, so one that changes from request to request would send the first request's value again.
 */
const sent = (params: unknown[]) =>
  JSON.stringify(
    params.map((param) => {
      const value = is(param, Param) ? param.value : param;
      return is(value, Placeholder) ? `placeholder ${value.name}` : value;
    }),
  );

/** What drizzle's prepared statement holds after `prepare`: what it selects, and where a mapper of its rows goes. */
interface PreparedSelection {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** An SQL fragment's decoder (`mapWith`), which drizzle's types keep to itself. */
type Decoded = { decoder: DriverValueDecoder<unknown, unknown> };

/** The decoder drizzle gives a selected field (its `mapResultRow`): the column, or the SQL's own. */
function decoderOf(field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

/**
 * A kept statement of a flat selection maps its rows with each field's decoder found once. drizzle finds it for
 * every value of every row, through class checks that were a tenth of the server's time on a page of 25
 * objects (decision 024). A nested selection (a joined table as an object of its own) keeps drizzle's mapping,
 * which also turns a missing joined row into null.
 */
function mapRowsWithDecodersFoundOnce(statement: PreparedSelection): void {
  const { fields } = statement;
  if (!fields || statement.customResultMapper || fields.some(({ path }) => path.length !== 1)) return;
  const names = fields.map(({ path }) => path[0]);
  const decoders = fields.map(({ field }) => decoderOf(field));
  statement.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index++) {
        const raw = row[index];
        mapped[names[index]] = raw === null ? null : decoders[index].mapFromDriverValue(raw);
      }
      return mapped;
    });
}

/** More shapes than a route's few would mean a caller builds them without end: past it, runs are not kept. */
const MAX_SHAPES = 500;

/**
 * Statements written once per shape. Drizzle writes a statement's text from the query builder on every run,
 * which for a list was a fifth of the server's time per request (decision 022); a list built with placeholders
 * (`Bindings`) has one text for every request of the same shape, so it is written once and each request only
 * fills in its values.
 *
 * `shape` must name everything that changes the text: which conditions there are, the order, the page's size.
 * Every value that changes between requests must be a placeholder: any other is kept with the statement.
 * Under the test runner each reuse writes the statement again and compares its text and its values other than
 * placeholders, so a shape that names too little, or a value written as it is, fails the tests of that list
 * instead of running another shape's statement or another request's value.
 */
export class StatementsByShape {
  private readonly prepared = new Map<string, Prepared<unknown>>();

  constructor(
    private readonly compareTexts = process.env.VITEST !== undefined,
    private readonly maxShapes = MAX_SHAPES,
  ) {}

  async run<Rows>(shape: string, query: Preparable<Rows>, bindings: Bindings): Promise<Rows> {
    let kept = this.prepared.get(shape) as Prepared<Rows> | undefined;
    if (!kept) {
      if (this.prepared.size >= this.maxShapes) return query.execute(bindings.values);
      // Unnamed: the pool names a statement after its text (`database.ts`), so one text is parsed once.
      const { sql: text, params } = query.toSQL();
      const statement = query.prepare(undefined as unknown as string);
      mapRowsWithDecodersFoundOnce(statement as PreparedSelection);
      kept = { text, sends: sent(params), statement };
      this.prepared.set(shape, kept);
    } else if (this.compareTexts) {
      const { sql: text, params } = query.toSQL();
      if (text !== kept.text)
        throw new Error(`the statement of shape ${shape} has another text than the one kept for it`);
      if (sent(params) !== kept.sends)
        throw new Error(`the statement of shape ${shape} has a value of its own that is not a placeholder`);
    }
    return kept.statement.execute(bindings.values);
  }
}

/**
 * One `StatementsByShape` per database, for one group of lists: a kept statement is prepared on the client of
 * the database that wrote it, and one process may serve several databases (the tests build an app per file).
 */
export function statementsPerDatabase(): (db: Db) => StatementsByShape {
  const kept = new WeakMap<Db, StatementsByShape>();
  return (db) => {
    const statements = kept.get(db) ?? new StatementsByShape();
    kept.set(db, statements);
    return statements;
  };
}
