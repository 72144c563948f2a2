import { useEffect, useRef } from 'react';

let openings = 0;

/**
 * An overlay (a full-screen viewer) that the browser's Back closes, as on a phone one expects: opening it adds a
 * history entry on the same address, Back takes that entry away and closes it, and closing it any other way
 * (its button, Escape) takes the entry away too, so a later Back leaves the page as usual. The entry is added
 * on opening, not in an effect: StrictMode's second effect run must not add or remove one.
 */
export function useBackCloses(onBack: () => void) {
  const entry = useRef<number | null>(null);
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    const onPopState = () => {
      if (entry.current === null || window.history.state?.overlay === entry.current) return;
      entry.current = null;
      latest.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  return {
    opened() {
      if (entry.current !== null) return;
      entry.current = ++openings;
      window.history.pushState({ ...window.history.state, overlay: entry.current }, '');
    },
    closed() {
      if (entry.current === null) return;
      const ours = window.history.state?.overlay === entry.current;
      entry.current = null;
      if (ours) window.history.back();
    },
  };
}
