import { useSearchParams } from 'wouter';
import { DEFAULT_PAGE_SIZE, type Direction, directions } from '../../../contract/paging';
import type { TableSort } from './Table';

interface ListDefaults<S extends string> {
  sorts: readonly S[];
  sort: S;
  direction: Direction;
}

export interface ListParams<S extends string> {
  query: { page: number; pageSize: number; sort: S; direction: Direction; q?: string };
  search: string;
  sort: TableSort;
  setPage(page: number): void;
  setSort(sort: TableSort): void;
  setSearch(q: string): void;
}

const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * Page, order and search of one list, kept in the address (`<prefix>page`, `<prefix>sort`, ...) so a link,
 * a reload or the back button shows the same rows. Values that are the default are left out of the address.
 */
export function useListParams<S extends string>(prefix: string, defaults: ListDefaults<S>): ListParams<S> {
  const [params, setParams] = useSearchParams();
  const name = (part: string) => `${prefix}${part}`;
  const sortText = params.get(name('sort'));
  const directionText = params.get(name('dir'));
  const sort = defaults.sorts.includes(sortText as S) ? (sortText as S) : defaults.sort;
  const direction = directions.includes(directionText as Direction)
    ? (directionText as Direction)
    : defaults.direction;
  const search = params.get(name('q')) ?? '';

  const update = (values: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [part, value] of Object.entries(values)) {
          if (value === null) next.delete(name(part));
          else next.set(name(part), value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    query: {
      page: pageOf(params.get(name('page'))),
      pageSize: DEFAULT_PAGE_SIZE,
      sort,
      direction,
      q: search || undefined,
    },
    search,
    sort: { column: sort, direction },
    setPage: (page) => update({ page: page > 1 ? String(page) : null }),
    setSort: (next) =>
      update({
        sort: next.column === defaults.sort ? null : next.column,
        dir: next.direction === defaults.direction && next.column === defaults.sort ? null : next.direction,
        page: null,
      }),
    setSearch: (q) => update({ q: q || null, page: null }),
  };
}

/** One value of the address's query, such as the chosen tab. */
export function useSearchParam(name: string, fallback: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? fallback;
  const setValue = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}
