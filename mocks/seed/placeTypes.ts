// Seed shapes of the shop's branches, Indonesia's regions and the couriers (RajaOngkir's
// snake_case), see types.ts.

export interface SeedBranch {
  code: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  cityId: string;
  imageUrl: string;
  gMapsUrl: string;
  tint: string;
}

export interface SeedProvince {
  province_id: string;
  province: string;
}

export interface SeedCity {
  city_id: string;
  province_id: string;
  province: string;
  type: 'Kota' | 'Kabupaten';
  city_name: string;
  postal_code: string;
  lat: number;
  lon: number;
}

/** A city as the seed writes it: id, Kota (true) or Kabupaten, name, postal code, lat, lon. */
export type CityRow = [
  id: string,
  kota: boolean,
  name: string,
  postal: string,
  lat: number,
  lon: number,
];

export interface SeedSubdistrict {
  subdistrict_id: string;
  city_id: string;
  subdistrict_name: string;
}

export type CourierCode = 'jne' | 'pos' | 'tiki' | 'sicepat';

export interface SeedCourierService {
  service: string;
  description: string;
  /** Tariff per kilogram: flat part plus a part per kilometre of distance. */
  baseRatePerKg: number;
  ratePerKmPerKg: number;
  /** Days added to (negative: taken from) the regular transit time. */
  etdOffsetDays: number;
  /** Next-day services only run between nearby hubs. */
  maxDistanceKm: number | null;
}

export interface SeedCourier {
  code: CourierCode;
  description: string;
  imageUrl: string;
  /** Badge colour for the drawn logo. */
  color: string;
  services: SeedCourierService[];
  /** Sub-districts it does not deliver to: the provider answers no services for them. */
  noServiceTo: string[];
}

export interface ShippingCostValue {
  value: number;
  etd: string;
  note: '';
}

export interface ShippingCostService {
  service: string;
  description: string;
  cost: ShippingCostValue[];
}
