import { useState } from 'react';
import { addressReads, branchReads } from '@/api/accountReads';
import type { ShippingQuote } from '@/api/invoices';
import { type Query, useServerData } from '@/api/serverData';
import { shippingWeightGrams } from '@/api/shippingWeight';
import { deliveryAddress, type ServiceOffer, serviceOffers } from '../delivery';

/** The services one courier offers from the shop's city to a sub-district for a weight. */
function courierServicesQuery(route: {
  originCityId: string;
  subdistrictId: string;
  weightMg: number;
  courier: string;
}): Query<ServiceOffer[]> {
  // Keyed by the billed grams: a change in the cart that weighs the same asks nothing new.
  const grams = shippingWeightGrams(route.weightMg);
  return {
    key: `shipping:services:${route.originCityId}:${route.subdistrictId}:${grams}:${route.courier}`,
    load: async (signal) => {
      // Loaded with the first quote: the page renders without the api layer.
      const { listCourierServices } = await import('@/api/shipping');
      return serviceOffers(
        await listCourierServices(
          {
            originCityId: route.originCityId,
            destinationSubdistrictId: route.subdistrictId,
            weightInMg: route.weightMg,
            courier: route.courier,
          },
          { signal, errorDisplay: 'caller' },
        ),
      );
    },
  };
}

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
  const addresses = useServerData(addressReads.list);
  const origin = useServerData(branchReads.origin);
  const couriers = useServerData(branchReads.logistics);
  const [choice, setChoice] = useState<Choice>({
    addressAlias: null,
    courier: null,
    service: null,
  });

  const address = addresses.data ? deliveryAddress(addresses.data, choice.addressAlias) : undefined;
  const courier = couriers.data?.find((candidate) => candidate.code === choice.courier);
  const services = useServerData(
    address && courier && origin.data
      ? courierServicesQuery({
          originCityId: origin.data.cityId,
          subdistrictId: address.subDistrictId,
          weightMg,
          courier: courier.code,
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
