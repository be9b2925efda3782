import { gatewayResource } from '../resource';
import type { CourierService } from './calls';
import { shippingWeightGrams } from './weight';

export type { City, CourierService, Province, Subdistrict } from './calls';
export { shippingWeightGrams };

const shipping = gatewayResource(() => import('./calls'));

/** The region lists of the shipping provider (keys under 'regions'); they rarely change. */
export const regionQueries = {
  provinces: shipping.query('regions:provinces', (calls, options) => calls.listProvinces(options)),
  cities: (provinceId: string) =>
    shipping.query(`regions:cities:${provinceId}`, (calls, options) =>
      calls.listCities(provinceId, options),
    ),
  subdistricts: (cityId: string) =>
    shipping.query(`regions:subdistricts:${cityId}`, (calls, options) =>
      calls.listSubdistricts(cityId, options),
    ),
};

/** A courier's service as the shop offers it: what it costs and how long it takes. */
export interface ServiceOffer {
  /** The provider's code ('REG'), what the invoice names. */
  service: string;
  description: string;
  cost: number;
  /** Days as the provider writes them ('2-3'). */
  etd: string;
}

/** The services the proxy quoted, each with its price; one without a price cannot be chosen. */
export function serviceOffers(services: readonly CourierService[]): ServiceOffer[] {
  return services.flatMap(({ service, description, cost }) => {
    const [first] = cost;
    return first ? [{ service, description, cost: first.value, etd: first.etd }] : [];
  });
}

/** Where and what a parcel goes: the shop's city, a sub-district, the cart's weight. */
export interface ShippingRoute {
  originCityId: string;
  subdistrictId: string;
  weightMg: number;
  /** The couriers asked, in one question (the provider takes them joined by ':'). */
  couriers: readonly string[];
}

/** What the shipping proxy quotes (keys under 'shipping'). */
export const shippingQueries = {
  /**
   * The services the couriers offer on the route. Keyed by the billed grams: a change in the
   * cart that weighs the same asks nothing new.
   */
  services: (route: ShippingRoute) => {
    const grams = shippingWeightGrams(route.weightMg);
    const courier = route.couriers.join(':');
    return shipping.query(
      `shipping:services:${route.originCityId}:${route.subdistrictId}:${grams}:${courier}`,
      async (calls, options) =>
        serviceOffers(
          await calls.listCourierServices(
            {
              originCityId: route.originCityId,
              destinationSubdistrictId: route.subdistrictId,
              weightInMg: grams * 1000,
              courier,
            },
            options,
          ),
        ),
    );
  },
};
