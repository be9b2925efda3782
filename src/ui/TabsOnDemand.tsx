import type { ComponentType } from 'react';
import { cx } from './cx';
import { onDemandPart } from './onDemandPart';
import { Skeleton, SkeletonGroup } from './Skeleton';
import styles from './Tabs.module.css';
import type { TabsOnDemandProps } from './TabsWithPanels';

/**
 * The tabs' skeleton: the tab list's row of the list's height, and the chosen panel itself,
 * so a page that opens on a tab shows its content at once. The panel is mounted anew when the
 * tabs come in: it must hold nothing a shopper can have changed in that moment (reads are
 * cached, choices live in the URL).
 */
export function TabsSkeleton<Key extends string>({
  tabs,
  selectedKey,
  panel,
  className,
  tabClassName,
}: TabsOnDemandProps<Key>) {
  return (
    <div className={cx(styles.tabs, className)}>
      <SkeletonGroup className={styles.list}>
        {tabs.map((tab) => (
          <Skeleton key={tab.id} width="7rem" height="var(--size-touch)" className={tabClassName} />
        ))}
      </SkeletonGroup>
      <div className={styles.panel}>{panel(selectedKey)}</div>
    </div>
  );
}

const Tabs = onDemandPart(
  async () =>
    (await import('./TabsWithPanels')).default as ComponentType<TabsOnDemandProps<string>>,
  { Skeleton: TabsSkeleton },
);

/**
 * Tabs over a fixed set of panels, with react-aria's tabs (collections, selection, focus
 * management: some 20 KB gzip) loaded when first shown, their skeleton in their place.
 */
export function TabsOnDemand<Key extends string>(props: TabsOnDemandProps<Key>) {
  return <Tabs {...(props as unknown as TabsOnDemandProps<string>)} />;
}
