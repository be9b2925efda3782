import { type ComponentType, lazy, Suspense } from 'react';
import { cx } from './cx';
import styles from './Tabs.module.css';
import type { TabsOnDemandProps } from './TabsShown';

// react-aria's tabs (collections, selection, focus management: some 20 KB gzip) are more
// than a page that opens on a tab needs to show it. It renders at once with this stand-in,
// the same tabs and the chosen panel in the same boxes, which the tabs replace as soon as
// their code is in (the panel's content is mounted anew then, so it must not hold anything
// a shopper can have changed in that moment: reads are cached, choices live in the URL).

const Shown = lazy(() => import('./TabsShown')) as ComponentType<TabsOnDemandProps<string>>;

/** The tabs as they first look, without their code: the list, and the chosen panel. */
export function TabsPlaceholder<Key extends string>({
  tabs,
  selectedKey,
  panel,
  className,
  tabClassName,
}: TabsOnDemandProps<Key>) {
  return (
    <div className={cx(styles.tabs, className)} aria-busy="true">
      <div className={styles.list}>
        {tabs.map((tab) => (
          <div
            key={tab.id}
            className={cx(styles.tab, tabClassName)}
            data-selected={tab.id === selectedKey || undefined}
          >
            {tab.label}
          </div>
        ))}
      </div>
      <div className={styles.panel}>{panel(selectedKey)}</div>
    </div>
  );
}

/** Tabs over a fixed set of panels, shown as their placeholder until react-aria's tabs load. */
export function TabsOnDemand<Key extends string>(props: TabsOnDemandProps<Key>) {
  return (
    <Suspense fallback={<TabsPlaceholder {...props} />}>
      <Shown {...(props as unknown as TabsOnDemandProps<string>)} />
    </Suspense>
  );
}
