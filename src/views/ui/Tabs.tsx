import type { ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components/Tabs';

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

/** Tabs over parts of one page; on a narrow screen the row of tabs scrolls sideways. */
export function Tabs({ label, items, selected, onSelect }: TabsProps) {
  const current = items.some((item) => item.id === selected) ? selected : items[0]?.id;
  return (
    <AriaTabs className="tabs" selectedKey={current} onSelectionChange={(key) => onSelect(String(key))}>
      <TabList aria-label={label} className="tabs__list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="tabs__tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
