import { type ReactNode, useContext, useRef } from 'react';
import { useTabPanel } from 'react-aria/useTabList';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  TabListStateContext,
} from 'react-aria-components';
import { cx } from './cx';
import styles from './Tabs.module.css';

type Styled<P> = Omit<P, 'className'> & { className?: string };

/**
 * Tabs of the shop ('Pesanan Saya', 'My Profile', 'Alamat'; product categories). Compose
 * them like react-aria-components: Tabs > TabList (with an aria-label) > Tab, then one
 * TabPanel per tab id. Arrow keys move between tabs, Home/End jump to the ends.
 */
export function Tabs({ className, ...props }: Styled<AriaTabsProps>) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: Styled<AriaTabListProps<T>>) {
  return <AriaTabList {...props} className={cx(styles.list, className)} />;
}

export function Tab({ className, ...props }: Styled<AriaTabProps>) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

export interface TabPanelProps {
  /** The id of the tab it belongs to. */
  id: string;
  className?: string;
  children: ReactNode;
}

/**
 * The chosen tab's panel: role=tabpanel, named by its tab (which controls it), and a tab stop
 * of its own (tabindex 0, as the APG's tabs have it: what opens the shop's panels is a heading
 * or text, not a control). Not react-aria-components' TabPanel: after every render it walks
 * the panel for a tabbable child with forced layouts, keeps a MutationObserver on it and reads
 * its animations, which cost /products and the profile 70-85 ms of one main-thread task as
 * they load (issue 25). react-aria's own useTabPanel still gives the ids, so tab and panel name
 * each other as before; the ref it gets is never attached, so its tabbable-child watch idles.
 */
export function TabPanel({ id, className, children }: TabPanelProps) {
  const state = useContext(TabListStateContext);
  const unwatched = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({ id }, state, unwatched);
  if (state?.selectedKey !== id) return null;
  return (
    <div {...tabPanelProps} className={cx(styles.panel, className)}>
      {children}
    </div>
  );
}
