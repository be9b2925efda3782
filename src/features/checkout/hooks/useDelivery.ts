import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { addressQueries, deliveryAddress } from '@/api/addresses';
import { branchQueries } from '@/api/branches';
import type { ShippingQuote } from '@/api/orders';
import { useServerData } from '@/api/serverData';
import { shippingQueries } from '@/api/shipping';
import { sessionAtom } from '@/state/session';
import {
  type DeliveryChoice,
  keepDelivery,
  keptDelivery,
  NO_CHOICE,
  sessionOwner,
  stillValid,
} from '../keptDelivery';

/**
 * Where and how the cart is delivered (SPEC §2 Checkout, §4): the address (the default
 * unless the shopper picks another), then a courier, then one of its services with the cost
 * the shipping proxy quotes for the cart's weight. Changing the address or the courier drops
 * the service: its price was for the other route. The choice outlives a reload of the tab
 * (keptDelivery.ts): restored once the addresses are in, if its address is still saved.
 */
export function useDelivery(weightMg: number) {
  const addresses = useServerData(addressQueries.list);
  const origin = useServerData(branchQueries.origin);
  const couriers = useServerData(branchQueries.logistics);
  const { accessToken } = useAtomValue(sessionAtom);
  const owner = accessToken ? sessionOwner(accessToken) : null;
  // What the tab kept, until the addresses are in to check it against.
  const [kept, setKept] = useState(() => (owner ? keptDelivery(owner) : null));
  const [choice, setChoice] = useState<DeliveryChoice>(NO_CHOICE);
  if (kept && addresses.data) {
    setKept(null);
    setChoice(stillValid(kept, addresses.data));
  }
  const choose = (next: DeliveryChoice) => {
    setKept(null);
    setChoice(next);
    if (owner) keepDelivery(owner, next);
  };

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
    chooseAddress: (alias: string) => choose({ ...choice, addressAlias: alias, service: null }),
    chooseCourier: (code: string) => choose({ ...choice, courier: code, service: null }),
    chooseService: (code: string) => {
      if (address && courier)
        choose({
          ...choice,
          service: { addressAlias: address.alias, courier: courier.code, code },
        });
    },
  };
}

export type Delivery = ReturnType<typeof useDelivery>;
