import { asc, Column, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Direction } from '../../contract/paging';

/** The rows of one batch carry where the walk stands: the sort value as text and the row's key. */
export interface Walked {
  walkSort: string | null;
  walkKey: number | string;
}

/**
 * A list read in batches by its keys (keyset paging), in the order its screen shows: `order` then `key`, both
 * in `direction`. Each batch starts after the last row of the one before, so the millionth row costs what the
 * first does, and other requests' statements run between batches (one PGlite connection serves them all).
 * PostgreSQL sorts nulls last going up and first going down; a column that cannot be null is compared as a
 * row `(order, key) > (v, k)`, which an index on `(order, key)` serves as a range.
 */
export class KeysetWalk {
  constructor(
    readonly order: AnyPgColumn | SQL,
    readonly key: AnyPgColumn,
    readonly direction: Direction,
  ) {}

  private get nullable() {
    return !(this.order instanceof Column && this.order.notNull);
  }

  /** Columns to select beside the row's own, for `after`. */
  get columns() {
    return {
      walkSort: sql<string | null>`(${this.order})::text`,
      walkKey: sql<number | string>`${this.key}`,
    };
  }

  orderBy(): SQL[] {
    const by = this.direction === 'asc' ? asc : desc;
    return [by(this.order), by(this.key)];
  }

  /** The rows after `last` in the walk's order; undefined for the first batch. */
  after(last: Walked | undefined): SQL | undefined {
    if (!last) return undefined;
    const { order, key } = this;
    const going = this.direction === 'asc' ? sql`>` : sql`<`;
    // An integer key comes back as a number (or, from some drivers, as digits); a uuid key as its text.
    const k = /^\d+$/.test(String(last.walkKey)) ? Number(last.walkKey) : last.walkKey;
    if (last.walkSort === null)
      return this.direction === 'asc'
        ? sql`(${order} is null and ${key} > ${k})`
        : sql`((${order} is null and ${key} < ${k}) or ${order} is not null)`;
    const beyond = sql`(${order}, ${key}) ${going} (${last.walkSort}, ${k})`;
    return this.direction === 'asc' && this.nullable ? sql`(${beyond} or ${order} is null)` : beyond;
  }
}

/** Rows this many at a time: few enough to hold, many enough that a statement's cost is spread. */
export const BATCH_ROWS = 1000;

/**
 * Every row `read` gives, batch by batch: `read(after)` answers the next batch's rows (at most `BATCH_ROWS`)
 * after the condition it is given, ordered by the walk.
 */
export async function* walkInBatches<R extends Walked>(
  walk: KeysetWalk,
  read: (after: SQL | undefined, limit: number) => Promise<R[]>,
  batchRows = BATCH_ROWS,
): AsyncGenerator<R[]> {
  let last: R | undefined;
  for (;;) {
    const rows = await read(walk.after(last), batchRows);
    if (rows.length) yield rows;
    if (rows.length < batchRows) return;
    last = rows[rows.length - 1];
  }
}
