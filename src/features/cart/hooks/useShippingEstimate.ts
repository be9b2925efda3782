import { useState } from 'react';
import { addressQueries, deliveryAddress } from '@/api/addresses';
import { branchQueries } from '@/api/branches';
import { useServerData } from '@/api/serverData';
import { shippingQueries } from '@/api/shipping';

export type ShippingEstimate =
  | { status: 'loading' }
  /** The customer has no address yet: the cart offers to add one. */
  | { status: 'noAddress' }
  | { status: 'known'; addressLabel: string; cheapest: number }
  /** It could not be worked out (a failure, no service): checkout will tell. */
  | { status: 'unknown' };

/**
 * What delivering the cart to the customer's address would cost at least, before checkout.
 * A nicety: whatever fails, the cart says shipping is worked out at checkout.
 */
export function useShippingEstimate(weightMg: number | null): ShippingEstimate {
  const wanted = weightMg !== null;
  const addresses = useServerData(wanted ? addressQueries.list : null);
  const origin = useServerData(wanted ? branchQueries.origin : null);
  const couriers = useServerData(wanted ? branchQueries.logistics : null);
  const address = addresses.data ? deliveryAddress(addresses.data) : undefined;
  const query =
    wanted && address && origin.data && couriers.data && couriers.data.length > 0
      ? shippingQueries.services({
          originCityId: origin.data.cityId,
          subdistrictId: address.subDistrictId,
          weightMg,
          // Every courier the shop ships with, in one question.
          couriers: couriers.data.map((courier) => courier.code),
        })
      : null;
  const offers = useServerData(query);
  const estimate = currentEstimate();
  // A new weight (a saved quantity) asks again: the last figure stays until the new one is in.
  const [lastKnown, setLastKnown] = useState<ShippingEstimate | null>(null);
  if (estimate.status === 'known' && !sameEstimate(estimate, lastKnown)) setLastKnown(estimate);
  if (estimate.status === 'loading' && lastKnown && address?.name === labelOf(lastKnown)) {
    return lastKnown;
  }
  return estimate;

  function currentEstimate(): ShippingEstimate {
    if (!wanted) return { status: 'unknown' };
    if (addresses.status === 'error' || origin.status === 'error' || couriers.status === 'error') {
      return { status: 'unknown' };
    }
    if (addresses.status === 'loading') return { status: 'loading' };
    if (!address) return { status: 'noAddress' };
    if (couriers.data?.length === 0) return { status: 'unknown' };
    if (offers.status === 'loading') return { status: 'loading' };
    if (offers.status === 'error' || offers.data.length === 0) return { status: 'unknown' };
    const cheapest = Math.min(...offers.data.map((offer) => offer.cost));
    return { status: 'known', addressLabel: address.name, cheapest };
  }
}

function labelOf(estimate: ShippingEstimate): string | null {
  return estimate.status === 'known' ? estimate.addressLabel : null;
}

function sameEstimate(a: ShippingEstimate, b: ShippingEstimate | null): boolean {
  return (
    a.status === 'known' &&
    b?.status === 'known' &&
    a.addressLabel === b.addressLabel &&
    a.cheapest === b.cheapest
  );
}
