import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

export interface TabsOnDemandProps<Key extends string> {
  /** What the tab list is called (its aria-label). */
  label: string;
  tabs: readonly { id: Key; label: ReactNode }[];
  selectedKey: Key;
  onSelectionChange: (key: Key) => void;
  /** The content of a tab's panel. */
  panel: (key: Key) => ReactNode;
  className?: string;
  tabClassName?: string;
}

/** TabsOnDemand once react-aria's tabs have loaded: the tab list, one panel per tab. */
export default function TabsWithPanels<Key extends string>({
  label,
  tabs,
  selectedKey,
  onSelectionChange,
  panel,
  className,
  tabClassName,
}: TabsOnDemandProps<Key>) {
  return (
    <Tabs
      className={className}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onSelectionChange(String(key) as Key)}
    >
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={tabClassName}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {panel(tab.id)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
