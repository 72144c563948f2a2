import type { z } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { Page } from '../../../contract/paging';
import { type AnswerSchema, http } from '../http';

export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Record<string, QueryValue>;

/**
 * One data call of spec section 7, described before it is made: `key` is the call's API path with its
 * query (sorted, left-out parameters dropped), the name the resource cache keeps its answer under and the
 * prefix a write's stale keys name (`USER_DATA` holds '/api/users'); `load` makes the call. A screen
 * hands it to `useData`.
 */
export interface DataCall<T> {
  key: string;
  load(): Promise<T>;
}

/** One page of a list: `list` is the key of the list itself, without its paging, order and search. */
export interface PagedCall<T> extends DataCall<Page<T>> {
  list: string;
}

const given = (query: QueryParams) =>
  Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));

const keyOf = (path: string, params: [string, string | number | boolean][]) => {
  const search = new URLSearchParams(params.map(([name, value]) => [name, String(value)])).toString();
  return search ? `${path}?${search}` : path;
};

/**
 * A GET whose answer is parsed with the contract's schema (or one loaded beside the call); left-out parameters
 * are not sent.
 */
export function getCall<S extends $ZodType>(
  path: string,
  schema: AnswerSchema<S>,
  query: QueryParams = {},
): DataCall<output<S>> {
  const params = given(query);
  return {
    key: keyOf(path, params),
    load: () => http.request(path, { schema, query: Object.fromEntries(params) }),
  };
}

/**
 * A GET of one page of a list: `filters` choose the list (whose object, which status), `paging` the page,
 * order and search within it.
 */
export function pagedCall<T>(
  path: string,
  schema: z.ZodMiniType<Page<T>>,
  filters: QueryParams,
  paging: QueryParams,
): PagedCall<T> {
  return { ...getCall(path, schema, { ...filters, ...paging }), list: keyOf(path, given(filters)) };
}
