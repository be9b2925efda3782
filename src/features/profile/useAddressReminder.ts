import { useState } from 'react';
import { listShipmentAddresses, type ShipmentAddress } from '@/api/addresses';
import { useResource } from '@/api/useResource';
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
  const addresses = useResource(isEnabled ? 'shipment-addresses' : 'no-addresses', (signal) =>
    isEnabled
      ? listShipmentAddresses({ signal, errorDisplay: 'caller' })
      : Promise.resolve(undefined),
  );
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
