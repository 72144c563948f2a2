import { useSyncExternalStore } from 'react';
import { createLiveActors, type LiveActor } from './live';

const live = createLiveActors();

/** The machine actors running in this tab, updated as their events arrive, redacted. */
export function useLiveActors(): LiveActor[] {
  return useSyncExternalStore(live.subscribe, live.getSnapshot, live.getSnapshot);
}
