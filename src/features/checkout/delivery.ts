import type { ShipmentAddress } from '@/api/models';
import type { CourierService } from '@/api/shipping';
import { padPostalCode } from '@/lib/text';

/**
 * Where the parcel goes (SPEC §2 Checkout): the address the shopper chose while it is still
 * saved, else the default, else the first.
 */
export function deliveryAddress(
  addresses: readonly ShipmentAddress[],
  chosenAlias: string | null,
): ShipmentAddress | undefined {
  return (
    addresses.find((address) => address.alias === chosenAlias) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0]
  );
}

/** 'Cilandak, Jakarta Selatan, DKI Jakarta 12410': the region line of an address. */
export function regionLine(address: ShipmentAddress): string {
  const city = address.city || address.city_name || '';
  const subDistrict = address.subDistrict || address.subdistrict_name || '';
  const places = [subDistrict, city, address.province].filter(Boolean).join(', ');
  const postalCode = padPostalCode(address.postalCode) ?? address.postalCode;
  return [places, postalCode].filter(Boolean).join(' ');
}

/** One service of a courier as the checkout offers it: what it costs and how long it takes. */
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

/**
 * How many days the provider's etd says, as a shopper reads them: '2-3' stays, '1-1' is '1',
 * '2-3 HARI' loses its unit (the label adds 'hari'); null when it says nothing usable.
 */
export function etdDays(etd: string): string | null {
  const days = etd.match(/\d+/g);
  if (!days) return null;
  const [min, max = min] = days;
  return min === max ? `${min}` : `${min}-${max}`;
}
