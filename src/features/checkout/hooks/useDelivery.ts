import { useState } from 'react';
import { addressQueries, deliveryAddress } from '@/api/addresses';
import { branchQueries } from '@/api/branches';
import type { ShippingQuote } from '@/api/orders';
import { useServerData } from '@/api/serverData';
import { shippingQueries } from '@/api/shipping';

interface Choice {
  /** Null: the default address (or the first). */
  addressAlias: string | null;
  courier: string | null;
  /** A service counts only for the address and courier it was chosen with. */
  service: { addressAlias: string; courier: string; code: string } | null;
}

/**
 * Where and how the cart is delivered (SPEC §2 Checkout, §4): the address (the default
 * unless the shopper picks another), then a courier, then one of its services with the cost
 * the shipping proxy quotes for the cart's weight. Changing the address or the courier drops
 * the service: its price was for the other route.
 */
export function useDelivery(weightMg: number) {
  const addresses = useServerData(addressQueries.list);
  const origin = useServerData(branchQueries.origin);
  const couriers = useServerData(branchQueries.logistics);
  const [choice, setChoice] = useState<Choice>({
    addressAlias: null,
    courier: null,
    service: null,
  });

  const address = addresses.data ? deliveryAddress(addresses.data, choice.addressAlias) : undefined;
  const courier = couriers.data?.find((candidate) => candidate.code === choice.courier);
  const services = useServerData(
    address && courier && origin.data
      ? shippingQueries.services({
          originCityId: origin.data.cityId,
          subdistrictId: address.subDistrictId,
          weightMg,
          couriers: [courier.code],
        })
      : null,
  );
  const chosen = choice.service;
  const service =
    chosen && chosen.addressAlias === address?.alias && chosen.courier === courier?.code
      ? services.data?.find((offer) => offer.service === chosen.code)
      : undefined;

  const quote: ShippingQuote | null =
    courier && service
      ? { courier: courier.code, service: service.service, cost: service.cost, etd: service.etd }
      : null;

  return {
    addresses,
    address,
    origin,
    couriers,
    courier,
    services,
    service,
    /** Courier and service chosen for the address shown, priced: what the invoice carries. */
    quote,
    chooseAddress: (alias: string) =>
      setChoice((current) => ({ ...current, addressAlias: alias, service: null })),
    chooseCourier: (code: string) =>
      setChoice((current) => ({ ...current, courier: code, service: null })),
    chooseService: (code: string) =>
      setChoice((current) =>
        address && courier
          ? { ...current, service: { addressAlias: address.alias, courier: courier.code, code } }
          : current,
      ),
  };
}

export type Delivery = ReturnType<typeof useDelivery>;
