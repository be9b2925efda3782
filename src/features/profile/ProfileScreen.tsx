import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { routes } from '@/lib/paths';
import { ConfirmDialog, cx, Link, layout, Tab, TabList, TabPanel, Tabs } from '@/ui';
import { AddressReminderDialog } from './AddressReminderDialog';
import { ProfileFormPanel } from './ProfileFormPanel';
import { ProfileHeader } from './ProfileHeader';
import styles from './ProfileScreen.module.css';
import { profileTabFrom } from './profileDisplay';
import { profileTexts as texts } from './texts';
import { useAddressReminder } from './useAddressReminder';
import { useCustomerProfile } from './useCustomerProfile';
import { useLogout } from './useLogout';

export interface ProfileScreenProps {
  /** The order history ('Pesanan Saya'); a pointer to it until the app passes it in. */
  ordersPanel?: ReactNode;
  /** The address list ('Alamat'); a pointer to it until the app passes it in. */
  addressesPanel?: ReactNode;
}

function PanelPlaceholder({
  text,
  linkText,
  href,
}: {
  text: string;
  linkText: string;
  href: string;
}) {
  return (
    <div className={cx(layout.stack, styles.placeholder)}>
      <p>{text}</p>
      <Link variant="standalone" href={href}>
        {linkText}
      </Link>
    </div>
  );
}

/**
 * The customer's page (/main/profile, /main/user-profile, /main/user): who is signed in,
 * Log Out, and the tabs 'Pesanan Saya', 'My Profile' and 'Alamat'. The open tab lives in
 * `?tab=` so a reload or a shared link opens the same one.
 */
export function ProfileScreen({ ordersPanel, addressesPanel }: ProfileScreenProps) {
  const { hasProfileCookie, sessionProfile, profile } = useCustomerProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTabFrom(searchParams.get('tab'));
  const reminder = useAddressReminder({
    isEnabled: hasProfileCookie,
    profileAddresses: profile.data?.addresses,
  });
  const logout = useLogout();
  // The cookie's copy of the names shows until the profile itself has arrived.
  const names = profile.data ?? sessionProfile;

  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <ProfileHeader
        firstName={names?.firstName}
        lastName={names?.lastName}
        onLogOut={logout.askToLogOut}
      />

      <Tabs
        className={cx(layout.card, styles.card)}
        selectedKey={tab}
        onSelectionChange={(key) => setSearchParams({ tab: String(key) }, { replace: true })}
      >
        <TabList aria-label={texts.tabsLabel}>
          <Tab id="pesanan" className={styles.tab}>
            {texts.tabOrders}
          </Tab>
          <Tab id="profile" className={styles.tab}>
            {texts.tabProfile}
          </Tab>
          <Tab id="alamat" className={styles.tab}>
            {texts.tabAddresses}
          </Tab>
        </TabList>
        <TabPanel id="pesanan">
          {ordersPanel ?? (
            <PanelPlaceholder
              text={texts.ordersPlaceholder}
              linkText={texts.ordersPlaceholderLink}
              href={routes.orderHistory}
            />
          )}
        </TabPanel>
        <TabPanel id="profile">
          <ProfileFormPanel hasProfileCookie={hasProfileCookie} profile={profile} />
        </TabPanel>
        <TabPanel id="alamat">
          {addressesPanel ?? (
            <PanelPlaceholder
              text={texts.addressesPlaceholder}
              linkText={texts.addressesPlaceholderLink}
              href={routes.address}
            />
          )}
        </TabPanel>
      </Tabs>

      <ConfirmDialog
        isOpen={logout.isConfirmOpen}
        message={texts.logoutConfirmMessage}
        confirmLabel={texts.logoutConfirm}
        cancelLabel={texts.logoutCancel}
        onConfirm={logout.logOut}
        onCancel={logout.cancel}
      />
      <AddressReminderDialog isOpen={reminder.isOpen} onDismiss={reminder.dismiss} />
    </div>
  );
}
