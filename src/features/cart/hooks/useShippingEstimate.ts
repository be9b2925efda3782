import { useState } from 'react';
import { addressReads, branchReads } from '@/api/accountReads';
import type { ShipmentAddress } from '@/api/models';
import { type Query, useServerData } from '@/api/serverData';
import { shippingWeightGrams } from '@/api/shippingWeight';

export type ShippingEstimate =
  | { status: 'loading' }
  /** The customer has no address yet: the cart offers to add one. */
  | { status: 'noAddress' }
  | { status: 'known'; addressLabel: string; cheapest: number }
  /** It could not be worked out (a failure, no service): checkout will tell. */
  | { status: 'unknown' };

/** Where a delivery would go: the default address, else the first (SPEC §2 checkout). */
function deliveryAddress(addresses: readonly ShipmentAddress[]): ShipmentAddress | undefined {
  return addresses.find((address) => address.isDefault) ?? addresses[0];
}

/**
 * The cheapest service any of the shop's couriers offers for the cart's weight, in one
 * question to the shipping proxy (couriers joined by ':', as the provider takes them); null
 * when none serves the address. Keyed by weight in grams: a change of quantity that does not
 * change the weight asks nothing new.
 */
function cheapestShippingQuery(route: {
  originCityId: string;
  subdistrictId: string;
  weightMg: number;
  couriers: readonly string[];
}): Query<number | null> {
  const grams = shippingWeightGrams(route.weightMg);
  const courier = route.couriers.join(':');
  return {
    key: `shipping:cheapest:${route.originCityId}:${route.subdistrictId}:${grams}:${courier}`,
    load: async (signal) => {
      // Loaded with the first quote: the cart renders without the api layer.
      const { listCourierServices } = await import('@/api/shipping');
      const services = await listCourierServices(
        {
          originCityId: route.originCityId,
          destinationSubdistrictId: route.subdistrictId,
          weightInMg: grams * 1000,
          courier,
        },
        { signal, errorDisplay: 'caller' },
      );
      const costs = services.flatMap((service) => service.cost.map((cost) => cost.value));
      return costs.length > 0 ? Math.min(...costs) : null;
    },
  };
}

/**
 * What delivering the cart to the customer's address would cost at least, before checkout.
 * A nicety: whatever fails, the cart says shipping is worked out at checkout.
 */
export function useShippingEstimate(weightMg: number | null): ShippingEstimate {
  const wanted = weightMg !== null;
  const addresses = useServerData(wanted ? addressReads.list : null);
  const origin = useServerData(wanted ? branchReads.origin : null);
  const couriers = useServerData(wanted ? branchReads.logistics : null);
  const address = addresses.data ? deliveryAddress(addresses.data) : undefined;
  const query =
    wanted && address && origin.data && couriers.data && couriers.data.length > 0
      ? cheapestShippingQuery({
          originCityId: origin.data.cityId,
          subdistrictId: address.subDistrictId,
          weightMg,
          couriers: couriers.data.map((courier) => courier.code),
        })
      : null;
  const cheapest = useServerData(query);
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
    if (cheapest.status === 'loading') return { status: 'loading' };
    if (cheapest.status === 'error' || cheapest.data === null) return { status: 'unknown' };
    return { status: 'known', addressLabel: address.name, cheapest: cheapest.data };
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
