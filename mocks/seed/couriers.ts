import { courierImageUrl } from './images';
import type {
  CourierCode,
  SeedCourier,
  SeedCourierService,
  ShippingCostService,
} from './placeTypes';
import { distanceKm } from './regions';

function service(
  code: string,
  description: string,
  baseRatePerKg: number,
  ratePerKmPerKg: number,
  etdOffsetDays = 0,
  maxDistanceKm: number | null = null,
): SeedCourierService {
  return {
    service: code,
    description,
    baseRatePerKg,
    ratePerKmPerKg,
    etdOffsetDays,
    maxDistanceKm,
  };
}

/** A courier as the seed lists it: its logo is its code's picture, it serves every
 * sub-district but those in `noServiceTo`. */
function courier(
  code: CourierCode,
  description: string,
  color: string,
  services: SeedCourierService[],
  noServiceTo: string[] = [],
): SeedCourier {
  return { code, description, imageUrl: courierImageUrl(code), color, services, noServiceTo };
}

/** Kecamatan Setiabudi, Jakarta Selatan (mocks/seed/subdistricts.ts). */
export const SETIABUDI_JAKARTA_SELATAN = '15309';

// Tariffs are tuned so Jakarta–Bandung costs about 11.000 and Jakarta–Surabaya about
// 21.000 per kg on a regular service, close to what shoppers see at the counter.
export const couriers: readonly SeedCourier[] = [
  courier('jne', 'Jalur Nugraha Ekakurir (JNE)', '#0B4EA2', [
    service('OKE', 'Ongkos Kirim Ekonomis', 8_000, 15, 1),
    service('REG', 'Layanan Reguler', 9_000, 18),
    service('YES', 'Yakin Esok Sampai', 18_000, 30, 0, 1_000),
  ]),
  courier('pos', 'POS Indonesia (POS)', '#E35205', [
    service('Pos Reguler', 'Pos Reguler', 8_500, 16, 1),
    service('Pos Kilat Khusus', 'Paket Kilat Khusus', 10_000, 20),
  ]),
  courier('tiki', 'Citra Van Titipan Kilat (TIKI)', '#17479E', [
    service('ECO', 'Economy Service', 7_500, 14, 2),
    service('REG', 'Regular Service', 9_000, 18),
    service('ONS', 'Over Night Service', 17_000, 28, 0, 1_000),
  ]),
  // The demo's 'no services' case: Siti's office address ('Kantor', Setiabudi) is one
  // SiCepat does not reach, so the checkout has to say so (docs/mock-gateway.md).
  courier(
    'sicepat',
    'SiCepat Express',
    '#B3131B',
    [
      service('REG', 'Layanan Reguler', 8_500, 17),
      service('BEST', 'Besok Sampai Tujuan', 16_000, 27, 0, 800),
    ],
    [SETIABUDI_JAKARTA_SELATAN],
  ),
];

export function isCourierCode(code: string): code is CourierCode {
  return couriers.some((c) => c.code === code);
}

export interface ShippingCostInput {
  originCityId: string;
  destinationCityId: string;
  /** The sub-district within the city, where the courier's coverage is decided. */
  destinationSubdistrictId?: string;
  weightGrams: number;
  courier: CourierCode;
}

/** Couriers bill whole kilograms, at least one. */
export function billableKg(weightGrams: number): number {
  if (!Number.isFinite(weightGrams) || weightGrams < 0) {
    throw new RangeError(`Invalid weight ${weightGrams}`);
  }
  return Math.max(1, Math.ceil(weightGrams / 1000));
}

/** Estimated days as RajaOngkir writes them: '2-3'; next-day services '1-1'. */
function etd(distance: number, s: SeedCourierService): string {
  if (s.maxDistanceKm !== null) return '1-1';
  const regular = 1 + Math.floor(distance / 500);
  const min = Math.max(1, regular + s.etdOffsetDays);
  return `${min}-${min + (distance > 1_500 ? 2 : 1)}`;
}

/**
 * RajaOngkir-shaped costs of one courier between two cities: per billable kg, a flat
 * rate plus a rate per km, rounded up to 500 rupiah. Next-day services are left out
 * beyond their range, and a sub-district the courier does not reach gets no services.
 * Throws for unknown cities or couriers and for invalid weights.
 */
export function shippingCost(input: ShippingCostInput): ShippingCostService[] {
  const courier = couriers.find((c) => c.code === input.courier);
  if (!courier) throw new Error(`Unknown courier ${input.courier}`);
  const distance = distanceKm(input.originCityId, input.destinationCityId);
  const kg = billableKg(input.weightGrams);
  const destination = input.destinationSubdistrictId;
  if (destination !== undefined && courier.noServiceTo.includes(destination)) return [];
  return courier.services
    .filter((s) => s.maxDistanceKm === null || distance <= s.maxDistanceKm)
    .map((s) => {
      const perKg = s.baseRatePerKg + s.ratePerKmPerKg * distance;
      return {
        service: s.service,
        description: s.description,
        cost: [{ value: Math.ceil((kg * perKg) / 500) * 500, etd: etd(distance, s), note: '' }],
      };
    });
}

/** Upper bound of an etd such as '2-3', as orders store logisticETADays. */
export function etdMaxDays(etdText: string): number {
  const parts = etdText.split('-').map(Number);
  return Math.max(...parts.filter(Number.isFinite));
}
