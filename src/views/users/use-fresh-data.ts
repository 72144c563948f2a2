import { useEffect } from 'react';
import type { DataCall } from '../../services/portal-data/call';
import { type DataResult, useData } from '../../services/portal-data/use-data';

/**
 * Data that other screens change (who belongs where, their roles and permissions): loaded again whenever a
 * screen showing it opens, instead of shown from the cache as it was. A load already running is shared.
 */
export function useFreshData<T>(call: DataCall<T> | null): DataResult<T> {
  const state = useData(call);
  const { retry } = state;
  useEffect(() => {
    retry();
  }, [retry]);
  return state;
}
