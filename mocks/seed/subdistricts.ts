// Kecamatan of the seeded cities, as data in data/: subdistrictsMain.json for the cities
// shoppers and the demo data use, subdistrictsJava.json for the rest of Java and Bali,
// subdistrictsCapitals.json for the other provinces' capitals. Names are spelled as
// Kepmendagri 300.2.2-2138/2025 lists them.
import capitals from './data/subdistrictsCapitals.json' with { type: 'json' };
import javaBali from './data/subdistrictsJava.json' with { type: 'json' };
import main from './data/subdistrictsMain.json' with { type: 'json' };
import type { SeedSubdistrict } from './placeTypes';

/** One city's kecamatan in the JSON lists; `note` and `province` are for the reader. */
interface CityKecamatan {
  city: string;
  kecamatan: readonly string[];
}

/**
 * A city's kecamatan, numbered in the order given: the id is the city id followed by a
 * two-digit position, so ids stay stable as long as lists only grow at the end.
 */
function numbered({ city, kecamatan }: CityKecamatan): SeedSubdistrict[] {
  return kecamatan.map((subdistrict_name, i) => ({
    subdistrict_id: `${city}${String(i + 1).padStart(2, '0')}`,
    city_id: city,
    subdistrict_name,
  }));
}

const lists: readonly (readonly CityKecamatan[])[] = [main, javaBali, capitals];

export const subdistricts: readonly SeedSubdistrict[] = lists.flat().flatMap(numbered);

export function subdistrictById(subdistrictId: string): SeedSubdistrict | undefined {
  return subdistricts.find((s) => s.subdistrict_id === subdistrictId);
}

/** RajaOngkir prices to a subdistrict; the distance model works on its city. */
export function cityOfSubdistrict(subdistrictId: string): string | undefined {
  return subdistrictById(subdistrictId)?.city_id;
}
