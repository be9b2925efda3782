// Ids of the seeded kecamatan: the city id followed by a two-digit position in its city's list,
// so they stay stable as long as lists only grow at the end.
import type { SeedSubdistrict } from './placeTypes';

/** A city's kecamatan, numbered in the order given. */
export function kecamatan(cityId: string, names: readonly string[]): SeedSubdistrict[] {
  return names.map((subdistrict_name, i) => ({
    subdistrict_id: `${cityId}${String(i + 1).padStart(2, '0')}`,
    city_id: cityId,
    subdistrict_name,
  }));
}
