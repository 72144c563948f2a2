import type { Direction } from '../../../contract/paging';

/** Paging, order and text filter of one list, as the data calls take them (contract/paging.ts). */
export interface ListQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  direction: Direction;
  q?: string;
}

/** Paging alone, for lists with one natural order. */
export interface PageQuery {
  page: number;
  pageSize: number;
}
