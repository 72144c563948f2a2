import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long a new page may take to show its heading (it may wait for its data) before focus goes to main. */
const HEADING_WAIT_MS = 5000;

/**
 * While a screen's code loads, React keeps the page before it in the document, hidden (display: none): its
 * heading is not the new page's.
 */
const isShown = (element: HTMLElement) => element.checkVisibility?.() ?? true;

/**
 * Puts focus on the new page's heading once it is shown, so a screen reader announces where the user is now
 * and the next Tab starts from the page instead of from the link that led there. Focus that the user has
 * moved in the meantime is left alone, and so is the first page of a visit.
 */
function focusHeadingWhenShown(): () => void {
  const startedFrom = document.activeElement;
  const deadline = performance.now() + HEADING_WAIT_MS;
  let frame = 0;
  const look = () => {
    const active = document.activeElement;
    const userMovedOn = active !== null && active !== document.body && active !== startedFrom;
    if (userMovedOn) return;
    const target =
      [...document.querySelectorAll<HTMLElement>('main h1')].find(isShown) ??
      (performance.now() > deadline ? document.querySelector<HTMLElement>('main') : null);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
      return;
    }
    frame = requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}

/** Moves focus to the page heading after every change of the page (not of its query: tabs, pages of a list). */
export function useFocusOnNavigation(): void {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    return focusHeadingWhenShown();
  }, [path]);
}
