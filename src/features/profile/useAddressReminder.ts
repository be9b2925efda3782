import { useState } from 'react';
import { addressQueries, type ShipmentAddress } from '@/api/addresses';
import { useServerData } from '@/api/serverData';
import { needsShippingAddress } from './profileDisplay';

/**
 * Whether the 'Lengkapi alamat pengirimanmu!' reminder is open. It asks the address list
 * (quietly: a failure only means the profile's own addresses decide) and, once closed,
 * stays closed for this visit.
 */
export function useAddressReminder({
  isEnabled,
  profileAddresses,
}: {
  isEnabled: boolean;
  profileAddresses: readonly ShipmentAddress[] | undefined;
}) {
  // The same list the 'Alamat' tab shows: asked for once, whichever asks first.
  const addresses = useServerData(isEnabled ? addressQueries.list : null);
  const [isDismissed, setDismissed] = useState(false);

  const isNeeded =
    isEnabled &&
    needsShippingAddress({
      listed: addresses.status === 'success' ? addresses.data : undefined,
      listFailed: addresses.status === 'error',
      fromProfile: profileAddresses,
    });

  return { isOpen: isNeeded && !isDismissed, dismiss: () => setDismissed(true) };
}
