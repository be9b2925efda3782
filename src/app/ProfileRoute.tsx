import { AddressListPanel } from '@/features/addresses/public';
import { OrderHistoryPanel } from '@/features/orders/public';
import { ProfileScreen } from '@/features/profile/ProfileScreen';

/**
 * The profile with its order-history and address tabs: features meet here, in app/, so
 * none of them imports another's internals.
 */
export default function ProfileRoute() {
  return (
    <ProfileScreen
      ordersPanel={<OrderHistoryPanel headingLevel={2} />}
      addressesPanel={<AddressListPanel />}
    />
  );
}
