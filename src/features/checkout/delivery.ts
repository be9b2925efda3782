import type { ShipmentAddress } from '@/api/addresses';
import { padPostalCode } from '@/lib/text';

/** 'Cilandak, Jakarta Selatan, DKI Jakarta 12410': the region line of an address. */
export function regionLine(address: ShipmentAddress): string {
  const city = address.city || address.city_name || '';
  const subDistrict = address.subDistrict || address.subdistrict_name || '';
  const places = [subDistrict, city, address.province].filter(Boolean).join(', ');
  const postalCode = padPostalCode(address.postalCode) ?? address.postalCode;
  return [places, postalCode].filter(Boolean).join(' ');
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
