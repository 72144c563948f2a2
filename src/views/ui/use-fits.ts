import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the content of `box` fits its width without scrolling sideways, kept current as the box resizes
 * and as the content changes. Once it does not fit, the caller shows another layout (which does fit), so the
 * width the content needed is remembered, and the first layout comes back when the box is that wide again.
 * Measured before the browser paints, so the layout that does not fit is never seen.
 */
export function useFits(box: RefObject<HTMLElement | null>, content: () => HTMLElement | null): boolean {
  const [fits, setFits] = useState(true);
  const needed = useRef(0);
  const measure = useRef(() => {});
  measure.current = () => {
    const element = box.current;
    if (!element) return;
    // The box's outer width: the same in both layouts. Its inner width is not (the other layout may drop a
    // border or a padding), and comparing the inner width of one layout with what the other needed made a
    // content a pixel or two too wide flip between the two on every render, until React gave up (issue 27).
    const outer = element.offsetWidth;
    if (fits) {
      const inner = content();
      // A fraction of a pixel is rounding, not overflow.
      if (inner && inner.scrollWidth > element.clientWidth + 1) {
        needed.current = inner.scrollWidth + outer - element.clientWidth;
        setFits(false);
      }
    } else if (outer >= needed.current) {
      setFits(true);
    }
  };

  // After every render: new rows or texts can need more room than the old ones did.
  useLayoutEffect(() => measure.current());

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure.current());
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);

  return fits;
}
