import { useRef } from 'react';
import type { ApiError } from '../api-error';
import { useResource } from '../resource';
import type { DataCall } from './call';

export interface DataResult<T> {
  data: T | undefined;
  error: ApiError | null;
  isLoading: boolean;
  retry(): void;
}

/** The data of one call through the shared resource cache; null loads nothing. */
export function useData<T>(call: DataCall<T> | null): DataResult<T> {
  return useResource(call?.key ?? null, () => (call ? call.load() : Promise.reject(new Error('no call'))));
}

/**
 * The data of one page of a list. While another page, order or search of the same list (`scope`) loads,
 * the page before stays on screen instead of a blank area; a different list starts empty.
 */
export function useListData<T>(call: DataCall<T> | null, scope: string): DataResult<T> {
  const state = useData(call);
  const shown = useRef<{ scope: string; data: T } | null>(null);
  if (state.data !== undefined) shown.current = { scope, data: state.data };
  const previous = shown.current?.scope === scope ? shown.current.data : undefined;
  return { ...state, data: state.data ?? (state.isLoading ? previous : undefined) };
}
