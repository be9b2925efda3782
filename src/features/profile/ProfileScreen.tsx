import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { routes } from '@/lib/paths';
import { ConfirmDialog, cx, Link, layout, onDemandPart, TabsOnDemand } from '@/ui';
import { EditProfileForm, ProfileFormPanel } from './ProfileFormPanel';
import { ProfileHeader } from './ProfileHeader';
import styles from './ProfileScreen.module.css';
import { type ProfileTab, profileTabFrom } from './profileDisplay';
import { SharedBlendsSkeleton } from './SharedBlendsSkeleton';
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

const AddressReminderDialog = onDemandPart(
  async () => (await import('./AddressReminderDialog')).AddressReminderDialog,
  { isOpen: (props) => props.isOpen },
);

/** 'Blend Dibagikan': its code comes when the tab is first shown, its skeleton till then. */
const SharedBlendsPanel = onDemandPart(
  async () => (await import('./SharedBlendsPanel')).SharedBlendsPanel,
  { Skeleton: SharedBlendsSkeleton },
);

const tabs: readonly { id: ProfileTab; label: string }[] = [
  { id: 'pesanan', label: texts.tabOrders },
  { id: 'profile', label: texts.tabProfile },
  { id: 'alamat', label: texts.tabAddresses },
  { id: 'blend', label: texts.tabSharedBlends },
];

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
 * Log Out, and the tabs 'Pesanan Saya', 'My Profile', 'Alamat' and 'Blend Dibagikan'. The
 * open tab lives in `?tab=` so a reload or a shared link opens the same one.
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
  const panels: Record<ProfileTab, ReactNode> = {
    pesanan: ordersPanel ?? (
      <PanelPlaceholder
        text={texts.ordersPlaceholder}
        linkText={texts.ordersPlaceholderLink}
        href={routes.orderHistory}
      />
    ),
    profile: <ProfileFormPanel hasProfileCookie={hasProfileCookie} profile={profile} />,
    alamat: addressesPanel ?? (
      <PanelPlaceholder
        text={texts.addressesPlaceholder}
        linkText={texts.addressesPlaceholderLink}
        href={routes.address}
      />
    ),
    blend: <SharedBlendsPanel />,
  };
  // 'My Profile' opens at once when chosen, though the page renders without the form.
  useEffect(EditProfileForm.preload, []);

  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <ProfileHeader
        firstName={names?.firstName}
        lastName={names?.lastName}
        onLogOut={logout.askToLogOut}
      />

      <TabsOnDemand
        className={cx(layout.card, styles.card)}
        tabClassName={styles.tab}
        label={texts.tabsLabel}
        tabs={tabs}
        selectedKey={tab}
        onSelectionChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        panel={(key) => panels[key]}
      />

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
