import { lazy, useSyncExternalStore } from 'react';
import { OnceOpened } from './OnceOpened';
import { toastQueue } from './toast-queue';

const Toasts = lazy(async () => ({ default: (await import('./Toasts')).Toasts }));

const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * The toast region, loaded with the first toast: most visits to the first screen show none, and the region
 * (a landmark, focus handling, a collection) is a good part of react-aria. Once loaded it stays mounted.
 */
export function LazyToasts() {
  const shown = useSyncExternalStore((listener) => toastQueue.subscribe(listener), hasToasts, hasToasts);
  return (
    <OnceOpened isOpen={shown}>
      <Toasts />
    </OnceOpened>
  );
}
