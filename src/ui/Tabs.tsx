import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
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

export function TabPanel({ className, ...props }: Styled<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
