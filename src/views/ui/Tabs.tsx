import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components/Tabs';
import { Icon } from './Icon';

export interface TabItem {
  id: string;
  label: string;
  /** Rendered only while its tab is chosen, so a tab's data loads when it is opened. */
  content: ReactNode;
}

interface TabsProps {
  label: string;
  items: TabItem[];
  selected: string;
  onSelect(id: string): void;
}

interface Overflow {
  before: boolean;
  after: boolean;
}

/** The width of the arrow and fade over a hidden end of the row (3.25rem in data.css). */
const FADE_PX = 52;

/**
 * Scrolls the row sideways to put the tab in its middle, clear of the fades at its ends, when it is not clear
 * of them already. Only sideways: scrolling the page up or down to the tabs would be a surprise.
 */
function reveal(row: HTMLElement, tab: HTMLElement) {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start >= row.scrollLeft + FADE_PX && end <= row.scrollLeft + row.clientWidth - FADE_PX) return;
  if (start < FADE_PX) row.scrollLeft = 0;
  else row.scrollLeft = start + tab.offsetWidth / 2 - row.clientWidth / 2;
}

/**
 * Which ends of the row of tabs are scrolled out of sight, kept current while it scrolls and resizes; the
 * chosen tab is scrolled into sight whenever it changes (also when the address chose it, and react-aria
 * renders the tabs a moment after the list).
 */
function useTabRowOverflow(selected: string | undefined) {
  const row = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  const shownFor = useRef<string | undefined>(undefined);
  const sync = useRef(() => {});
  sync.current = () => {
    const list = row.current;
    if (!list) return;
    const tab = selected ? list.querySelector<HTMLElement>(`[data-tab="${CSS.escape(selected)}"]`) : null;
    if (tab && shownFor.current !== selected) {
      shownFor.current = selected;
      reveal(list, tab);
    }
    const before = list.scrollLeft > 1;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setOverflow((was) => (was.before === before && was.after === after ? was : { before, after }));
  };

  useLayoutEffect(() => sync.current());

  useLayoutEffect(() => {
    const list = row.current;
    if (!list) return;
    const update = () => sync.current();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(list);
    if (list.firstElementChild) observer?.observe(list.firstElementChild);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  /** Scrolls the row by most of its width, for a pointer; keyboard users move through the tabs with arrows. */
  const scrollBy = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  return { row, overflow, scrollBy };
}

/**
 * Tabs over parts of one page. The tabs stay on one row; where they do not all fit, the row scrolls
 * sideways and shows that it does: the hidden end fades out behind an arrow that scrolls it into sight.
 */
export function Tabs({ label, items, selected, onSelect }: TabsProps) {
  const current = items.some((item) => item.id === selected) ? selected : items[0]?.id;
  const { row, overflow, scrollBy } = useTabRowOverflow(current);
  return (
    <AriaTabs className="tabs" selectedKey={current} onSelectionChange={(key) => onSelect(String(key))}>
      <div
        className="tabs__bar"
        data-overflow-before={overflow.before || undefined}
        data-overflow-after={overflow.after || undefined}
      >
        <div ref={row} className="tabs__row">
          <TabList aria-label={label} className="tabs__list">
            {items.map((item) => (
              <Tab key={item.id} id={item.id} data-tab={item.id} className="tabs__tab">
                {item.label}
              </Tab>
            ))}
          </TabList>
        </div>
        {/* Out of the tab order and hidden from screen readers: the tab list itself is reachable by keys. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="tabs__scroll tabs__scroll--before"
          onClick={() => scrollBy(-1)}
        >
          <Icon name="collapse" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="tabs__scroll tabs__scroll--after"
          onClick={() => scrollBy(1)}
        >
          <Icon name="expand" />
        </button>
      </div>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
