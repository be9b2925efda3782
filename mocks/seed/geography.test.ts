import { describe, expect, it } from 'vitest';
import {
  billableKg,
  branches,
  cities,
  cityById,
  cityOfSubdistrict,
  couriers,
  distanceKm,
  origins,
  provinces,
  SHIPPING_ORIGIN_CITY_ID,
  shippingCost,
  subdistricts,
} from './index';

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('regions', () => {
  it('lists all 38 provinces with ids 1–38', () => {
    expect(provinces.map((p) => p.province_id)).toEqual(
      Array.from({ length: 38 }, (_, i) => String(i + 1)),
    );
    expect(unique(provinces.map((p) => p.province))).toBe(true);
    expect(provinces.map((p) => p.province)).toEqual(
      expect.arrayContaining(['DKI Jakarta', 'Papua Pegunungan', 'Papua Barat Daya']),
    );
  });

  it('gives every province 3–8 cities whose province exists and is named alike', () => {
    expect(unique(cities.map((c) => c.city_id))).toBe(true);
    for (const p of provinces) {
      const count = cities.filter((c) => c.province_id === p.province_id).length;
      expect(count, p.province).toBeGreaterThanOrEqual(3);
      expect(count, p.province).toBeLessThanOrEqual(8);
    }
    for (const c of cities) {
      expect(provinces.find((p) => p.province_id === c.province_id)?.province).toBe(c.province);
      expect(c.postal_code).toMatch(/^\d{5}$/);
      expect(['Kota', 'Kabupaten']).toContain(c.type);
      // Indonesia's bounding box.
      expect(c.lat).toBeGreaterThan(-11.5);
      expect(c.lat).toBeLessThan(6.5);
      expect(c.lon).toBeGreaterThan(94.5);
      expect(c.lon).toBeLessThan(141.5);
    }
  });

  it('has subdistricts with unique ids in existing cities', () => {
    expect(unique(subdistricts.map((s) => s.subdistrict_id))).toBe(true);
    for (const s of subdistricts) expect(cityById(s.city_id), s.subdistrict_name).toBeDefined();
    expect(cityOfSubdistrict('15301')).toBe('153');
    expect(cityOfSubdistrict('nope')).toBeUndefined();
  });

  it.each([
    ['153', 'Jakarta Selatan'],
    ['152', 'Jakarta Pusat'],
    ['151', 'Jakarta Barat'],
    ['23', 'Bandung'],
    ['444', 'Surabaya'],
    ['501', 'Yogyakarta'],
    ['419', 'Sleman'],
    ['278', 'Medan'],
    ['254', 'Makassar'],
  ])('lists at least 8 subdistricts for city %s (%s)', (cityId, name) => {
    expect(cityById(cityId)?.city_name).toBe(name);
    expect(subdistricts.filter((s) => s.city_id === cityId).length).toBeGreaterThanOrEqual(8);
  });

  it('lists all four kecamatan of Denpasar and the Badung ones around it', () => {
    expect(subdistricts.filter((s) => s.city_id === '114')).toHaveLength(4);
    expect(subdistricts.filter((s) => s.city_id === '17').length).toBeGreaterThan(0);
  });

  it('lists kecamatan for every seeded city of Java and Bali and every province capital', () => {
    const everyCity = [
      'DKI Jakarta',
      'Banten',
      'Jawa Barat',
      'Jawa Tengah',
      'DI Yogyakarta',
      'Jawa Timur',
      'Bali',
    ];
    const covered = (cityId: string) => subdistricts.some((s) => s.city_id === cityId);
    for (const c of cities.filter((city) => everyCity.includes(city.province))) {
      expect(covered(c.city_id), `${c.type} ${c.city_name}`).toBe(true);
    }
    // Each other province's capital, and Banjarmasin, Kalimantan Selatan's until 2022.
    const capitalIds = ['334', '62', '130', '156', '365', '35', '36', '326', '387', '96', '462'];
    capitalIds.push('21', '14', '478', '20', '276', '213', '158', '272', '350', '265', '254');
    capitalIds.push('329', '182', '267', '318', '327', '278', '281', '299', '159', '425');
    expect(new Set(capitalIds.map((id) => cityById(id)?.province)).size).toBe(31);
    for (const id of capitalIds) expect(covered(id), cityById(id)?.city_name).toBe(true);
    for (const c of cities) {
      const names = subdistricts
        .filter((s) => s.city_id === c.city_id)
        .map((s) => s.subdistrict_name);
      expect(unique(names), c.city_name).toBe(true);
    }
  });

  it('lists Kota Bogor whole and keeps the ids of kecamatan listed earlier', () => {
    const bogor = subdistricts.filter((s) => s.city_id === '79').map((s) => s.subdistrict_name);
    expect(bogor).toHaveLength(6);
    expect(bogor).toContain('Tanah Sareal');
    expect(subdistricts.filter((s) => s.city_id === '23')).toHaveLength(30);
    expect(subdistricts.find((s) => s.subdistrict_id === '2310')?.subdistrict_name).toBe(
      'Sumur Bandung',
    );
    expect(subdistricts.find((s) => s.subdistrict_id === '44409')?.subdistrict_name).toBe(
      'Wonokromo',
    );
  });

  it('places every coffee origin in a known regency', () => {
    for (const o of origins) expect(cityById(o.cityId), o.name).toBeDefined();
  });

  it('measures distances symmetrically and plausibly', () => {
    expect(distanceKm('153', '153')).toBe(0);
    expect(distanceKm('153', '444')).toBe(distanceKm('444', '153'));
    // Jakarta–Surabaya is about 660 km as the crow flies; Jakarta–Bandung about 120 km.
    expect(distanceKm('153', '444')).toBeGreaterThan(600);
    expect(distanceKm('153', '444')).toBeLessThan(720);
    expect(distanceKm('153', '23')).toBeGreaterThan(90);
    expect(distanceKm('153', '23')).toBeLessThan(150);
    expect(() => distanceKm('153', 'nope')).toThrow(/Unknown city/);
  });
});

describe('branches', () => {
  it('has branches in the five cities, each in a known city of the same name', () => {
    expect(branches.length).toBeGreaterThanOrEqual(5);
    expect(unique(branches.map((b) => b.code))).toBe(true);
    const cityNames = branches.map((b) => cityById(b.cityId)?.city_name);
    expect(cityNames).toEqual(
      expect.arrayContaining(['Jakarta Selatan', 'Bandung', 'Yogyakarta', 'Surabaya', 'Denpasar']),
    );
    for (const b of branches) {
      expect(cityById(b.cityId)?.city_name).toBe(b.city);
      expect(b.postalCode).toMatch(/^\d{5}$/);
      expect(b.gMapsUrl.startsWith('https://maps.google.com/?q=')).toBe(true);
      expect(b.imageUrl).toBe(`/images/Branches/${b.code}.svg`);
    }
    expect(cityById(SHIPPING_ORIGIN_CITY_ID)).toBeDefined();
  });
});

describe('couriers and shipping cost', () => {
  const destinations = ['153', '23', '444', '114', '278', '254', '159', '158'];
  const weights = [0, 1, 250, 999, 1000, 1001, 2500, 12_345];

  it('offers jne, pos, tiki and sicepat with their services', () => {
    expect(couriers.map((c) => c.code)).toEqual(['jne', 'pos', 'tiki', 'sicepat']);
    const services = Object.fromEntries(
      couriers.map((c) => [c.code, c.services.map((s) => s.service)]),
    );
    expect(services.jne).toEqual(['OKE', 'REG', 'YES']);
    expect(services.pos).toEqual(['Pos Reguler', 'Pos Kilat Khusus']);
    expect(services.tiki).toEqual(expect.arrayContaining(['REG', 'ONS']));
    expect(services.sicepat).toEqual(['REG', 'BEST']);
  });

  it('bills whole kilograms, at least one, and refuses negative weights', () => {
    expect([0, 1, 1000, 1001, 2500].map(billableKg)).toEqual([1, 1, 1, 2, 3]);
    expect(() => billableKg(-1)).toThrow(RangeError);
    expect(() => billableKg(Number.NaN)).toThrow(RangeError);
  });

  it('answers in RajaOngkir shape with a positive cost, never 0', () => {
    for (const courier of couriers) {
      for (const destinationCityId of destinations) {
        for (const weightGrams of weights) {
          const costs = shippingCost({
            originCityId: SHIPPING_ORIGIN_CITY_ID,
            destinationCityId,
            weightGrams,
            courier: courier.code,
          });
          expect(costs.length).toBeGreaterThan(0);
          for (const c of costs) {
            expect(c.cost).toHaveLength(1);
            const [quote] = c.cost;
            expect(Number.isInteger(quote?.value) && (quote?.value ?? 0) > 0).toBe(true);
            expect(quote?.etd).toMatch(/^\d+-\d+$/);
            expect(quote?.note).toBe('');
          }
        }
      }
    }
  });

  it('is monotone in weight and steps up at each started kilogram', () => {
    for (const courier of couriers) {
      const valueAt = (weightGrams: number) =>
        shippingCost({
          originCityId: SHIPPING_ORIGIN_CITY_ID,
          destinationCityId: '444',
          weightGrams,
          courier: courier.code,
        }).map((s) => s.cost[0]?.value ?? 0);
      let previous = valueAt(0);
      for (let grams = 250; grams <= 6000; grams += 250) {
        const current = valueAt(grams);
        current.forEach((v, i) => {
          expect(v).toBeGreaterThanOrEqual(previous[i] ?? 0);
        });
        previous = current;
      }
      expect(valueAt(1000)).toEqual(valueAt(1));
      const oneKg = valueAt(1000);
      valueAt(1001).forEach((v, i) => {
        expect(v).toBeGreaterThan(oneKg[i] ?? 0);
      });
    }
  });

  it('costs more and takes longer further away, and drops next-day services far away', () => {
    const quote = (destinationCityId: string) =>
      shippingCost({
        originCityId: SHIPPING_ORIGIN_CITY_ID,
        destinationCityId,
        weightGrams: 1500,
        courier: 'jne',
      });
    const near = quote('23');
    const far = quote('158');
    const reg = (q: typeof near) => q.find((s) => s.service === 'REG')?.cost[0];
    expect(reg(far)?.value ?? 0).toBeGreaterThan(reg(near)?.value ?? 0);
    expect(near.map((s) => s.service)).toContain('YES');
    expect(far.map((s) => s.service)).not.toContain('YES');
    expect(reg(far)?.etd).not.toBe(reg(near)?.etd);
  });

  it('is deterministic and rejects unknown cities', () => {
    const input = {
      originCityId: SHIPPING_ORIGIN_CITY_ID,
      destinationCityId: '278',
      weightGrams: 2750,
      courier: 'sicepat' as const,
    };
    expect(shippingCost(input)).toEqual(shippingCost({ ...input }));
    expect(() => shippingCost({ ...input, destinationCityId: '0' })).toThrow();
  });
});
