import type { z } from 'zod';
import { http } from '../http';

export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Record<string, QueryValue>;

/**
 * One data call of spec section 7, described before it is made: `key` names the call and its parameters
 * for the resource cache, `load` makes it. A screen hands both to `useResource`.
 */
export interface DataCall<T> {
  key: string;
  load(): Promise<T>;
}

const given = (query: QueryParams) =>
  Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );

/** A GET whose answer is parsed with the contract's schema; left-out parameters are not sent. */
export function getCall<S extends z.ZodType>(
  path: string,
  schema: S,
  query: QueryParams = {},
): DataCall<z.output<S>> {
  const params = given(query).sort(([a], [b]) => a.localeCompare(b));
  const search = new URLSearchParams(params.map(([name, value]) => [name, String(value)])).toString();
  return {
    key: search ? `${path}?${search}` : path,
    load: () => http.request(path, { schema, query: Object.fromEntries(params) }),
  };
}
