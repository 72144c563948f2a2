import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export interface View {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
/** Below this a label of the chart is no longer readable, so the first view never goes smaller. */
const READABLE_SCALE = 0.75;
const MARGIN = 8;

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * Pan and zoom of a drawing of `width` × `height` inside `frame`: dragging and the arrow keys pan, Ctrl+wheel
 * (and a pinch) zooms around the pointer, + and - and the commands zoom around the middle. It starts with the whole width in view
 * when that stays readable, at its top left otherwise. This is how the picture is looked at, not a step of
 * any workflow, so it lives here and not in a machine.
 */
export function usePanZoom(frame: RefObject<HTMLElement | null>, width: number, height: number) {
  const [view, setView] = useState<View>({ x: MARGIN, y: MARGIN, scale: 1 });
  const [frameWidth, setFrameWidth] = useState(0);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);

  const fitScale = useCallback(
    (available: number) => clamp(Math.min(1, (available - 2 * MARGIN) / Math.max(width, 1))),
    [width],
  );

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setFrameWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);

  // A new drawing, or a frame of another width, starts from the first view again.
  useEffect(() => {
    if (!frameWidth) return;
    const scale = Math.max(fitScale(frameWidth), Math.min(1, READABLE_SCALE));
    const x = Math.max(MARGIN, (frameWidth - width * scale) / 2);
    setView({ x, y: MARGIN, scale });
  }, [frameWidth, fitScale, width]);

  const zoomAt = useCallback((factor: number, px: number, py: number) => {
    setView((current) => {
      const scale = clamp(current.scale * factor);
      const ratio = scale / current.scale;
      return { scale, x: px - (px - current.x) * ratio, y: py - (py - current.y) * ratio };
    });
  }, []);

  // React's wheel listener is passive; Ctrl+wheel must not also zoom the whole page.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY / 300), event.clientX - box.left, event.clientY - box.top);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frame, zoomAt]);

  const middle = () => {
    const element = frame.current;
    return [(element?.clientWidth ?? 0) / 2, (element?.clientHeight ?? 0) / 2] as const;
  };

  return {
    view,
    /** The frame's height for the current zoom: the whole drawing when it fits the window. */
    height: Math.round(height * view.scale + 2 * MARGIN),
    zoomIn: () => zoomAt(1.25, ...middle()),
    zoomOut: () => zoomAt(0.8, ...middle()),
    fit: () => {
      const scale = fitScale(frame.current?.clientWidth ?? width);
      setView({ x: MARGIN, y: MARGIN, scale });
    },
    actualSize: () => setView((current) => ({ ...current, scale: 1 })),
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = drag.current;
        if (!from || from.pointerId !== event.pointerId) return;
        drag.current = { ...from, x: event.clientX, y: event.clientY };
        setView((current) => ({
          ...current,
          x: current.x + event.clientX - from.x,
          y: current.y + event.clientY - from.y,
        }));
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (drag.current?.pointerId === event.pointerId) drag.current = null;
      },
      /** The same without a pointer: arrow keys pan, + and - zoom. */
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        const step = 40;
        const moves: Record<string, [number, number]> = {
          ArrowLeft: [step, 0],
          ArrowRight: [-step, 0],
          ArrowUp: [0, step],
          ArrowDown: [0, -step],
        };
        const move = moves[event.key];
        if (move) {
          setView((current) => ({ ...current, x: current.x + move[0], y: current.y + move[1] }));
        } else if (event.key === '+' || event.key === '=') zoomAt(1.25, ...middle());
        else if (event.key === '-') zoomAt(0.8, ...middle());
        else return;
        event.preventDefault();
      },
    },
  };
}
