import { z } from 'zod/mini';
import { ID_PATTERN, MAX_ID } from './ids';

/**
 * Parameters shared by the data calls of spec section 7. Query and path values arrive as text; they are
 * checked strictly (no "12abc", no "1e3") so a caller's mistake answers 400 instead of a silent guess.
 * Messages are for the developer reading the 400 body; `Errors[].path` names the parameter.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** The ERP key of a row, as a path or query parameter; `name` is the parameter's, for the message. */
export const idSchema = (name: string) =>
  z.pipe(
    z.pipe(
      z
        .string({
          error: (issue) =>
            issue.input === undefined ? `${name} is required` : `${name} must be given once`,
        })
        .check(z.regex(ID_PATTERN, `${name} must be a whole number`)),
      z.transform(Number),
    ),
    z.number().check(z.int(), z.gte(1, `${name} must be 1 or more`), z.lte(MAX_ID, `${name} is too large`)),
  );

const pageNumberSchema = (name: string, max: number, fallback: number) =>
  z.pipe(
    z.optional(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,7}$/, `${name} must be a whole number`)), z.transform(Number)),
        z
          .number()
          .check(
            z.int(),
            z.gte(1, `${name} must be 1 or more`),
            z.lte(max, `${name} must be at most ${max}`),
          ),
      ),
    ),
    z.transform((n) => n ?? fallback),
  );

export const directions = ['asc', 'desc'] as const;
export type Direction = (typeof directions)[number];

/**
 * Paging, sorting and a text filter of one list. `sort` accepts only the list's own allow-list, so no column
 * name ever reaches SQL from outside; the order always ends on the row's key, so pages never overlap.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaults: { sort: S[number]; direction: Direction },
) {
  return z.object({
    page: pageNumberSchema('page', 1_000_000, 1),
    pageSize: pageNumberSchema('pageSize', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    sort: z.pipe(
      z.optional(z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` })),
      z.transform((s) => s ?? defaults.sort),
    ),
    direction: z.pipe(
      z.optional(z.enum(directions, { error: 'direction must be asc or desc' })),
      z.transform((d) => d ?? defaults.direction),
    ),
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'q must be at most 100 characters'))),
  });
}

/** Paging without a choice of order, for lists with one natural order (appointments by time). */
export const pageOnlyQuerySchema = z.object({
  page: pageNumberSchema('page', 1_000_000, 1),
  pageSize: pageNumberSchema('pageSize', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

/** One page of a list and the size of the whole list under the same filter. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A calendar date as ISO text (yyyy-mm-dd), as PostgreSQL's `date` gives it. */
export const isoDateSchema = z.iso.date();
export const amountSchema = z.number();
