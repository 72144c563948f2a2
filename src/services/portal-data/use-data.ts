import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Page } from '../../../contract/paging';
import type { ApiError } from '../api-error';
import { type ResourceState, resources } from '../resource';
import type { DataCall, PagedCall } from './call';

export interface DataResult<T> {
  data: T | undefined;
  error: ApiError | null;
  isLoading: boolean;
  /** Loads again after a failed load. */
  retry(): void;
}

const idle: ResourceState<never> = { data: undefined, error: null, isLoading: false, requested: false };

/**
 * The data of one call (one thing: a record, a short list) through the app's resource cache: loaded once
 * per key and shared by every view reading it; loaded again when a write invalidates its key. Null loads
 * nothing.
 */
export function useData<T>(call: DataCall<T> | null): DataResult<T> {
  const key = call?.key ?? null;
  const callRef = useRef(call);
  callRef.current = call;
  const load = useCallback(() => {
    const current = callRef.current;
    if (current) void resources.load(current.key, () => current.load());
  }, []);
  const subscribe = useCallback(
    (listener: () => void) => (key ? resources.subscribe(key, listener) : () => {}),
    [key],
  );
  const read = () => (key ? resources.read<T>(key) : idle);
  const state = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (key && !state.requested) load();
  }, [key, state.requested, load]);

  return { data: state.data, error: state.error, isLoading: state.isLoading, retry: load };
}

/**
 * One page of a list paged on the server. While another page, order or search of the same list
 * (`call.list`) loads, the page before stays on screen instead of a blank area; a different list starts
 * empty.
 */
export function usePagedData<T>(call: PagedCall<T>): DataResult<Page<T>> {
  const state = useData(call);
  const shown = useRef<{ list: string; data: Page<T> } | null>(null);
  if (state.data !== undefined) shown.current = { list: call.list, data: state.data };
  const previous = shown.current?.list === call.list ? shown.current.data : undefined;
  return { ...state, data: state.data ?? (state.isLoading ? previous : undefined) };
}
