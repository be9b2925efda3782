// Regions with RajaOngkir's ids and field names: its 34 provinces keep their ids, the four
// provinces carved out of Papua in 2022 follow as 35–38, and cities keep RajaOngkir's
// city_id. lat/lon are approximate centres, used only to price shipping by distance.
import eastern from './data/citiesEast.json' with { type: 'json' };
import western from './data/citiesWest.json' with { type: 'json' };
import type { CityRow, SeedCity, SeedProvince } from './placeTypes';

const PROVINCE_NAMES = [
  'Bali',
  'Bangka Belitung',
  'Banten',
  'Bengkulu',
  'DI Yogyakarta',
  'DKI Jakarta',
  'Gorontalo',
  'Jambi',
  'Jawa Barat',
  'Jawa Tengah',
  'Jawa Timur',
  'Kalimantan Barat',
  'Kalimantan Selatan',
  'Kalimantan Tengah',
  'Kalimantan Timur',
  'Kalimantan Utara',
  'Kepulauan Riau',
  'Lampung',
  'Maluku',
  'Maluku Utara',
  'Nanggroe Aceh Darussalam (NAD)',
  'Nusa Tenggara Barat (NTB)',
  'Nusa Tenggara Timur (NTT)',
  'Papua',
  'Papua Barat',
  'Riau',
  'Sulawesi Barat',
  'Sulawesi Selatan',
  'Sulawesi Tengah',
  'Sulawesi Tenggara',
  'Sulawesi Utara',
  'Sumatera Barat',
  'Sumatera Selatan',
  'Sumatera Utara',
  'Papua Selatan',
  'Papua Tengah',
  'Papua Pegunungan',
  'Papua Barat Daya',
] as const;

export const provinces: readonly SeedProvince[] = PROVINCE_NAMES.map((province, i) => ({
  province_id: String(i + 1),
  province,
}));

/**
 * Main cities and regencies (3–8 a province) per province id, as data in two tables by time
 * zone: data/citiesWest.json (WIB: Sumatra, Java, West and Central Kalimantan) and
 * data/citiesEast.json (WITA, WIT: Bali, Nusa Tenggara, the rest of Kalimantan, Sulawesi,
 * Maluku, Papua). A row: RajaOngkir's city_id, Kota (true) or Kabupaten, name, postal code,
 * lat, lon.
 */
const CITY_ROWS: Record<string, readonly CityRow[]> = cityRows({ ...western, ...eastern });

function cityRows(table: Record<string, readonly (readonly unknown[])[]>) {
  const isRow = (row: readonly unknown[]): row is CityRow =>
    row.length === 6 &&
    row.map((cell) => typeof cell).join() === 'string,boolean,string,string,number,number';
  for (const [provinceId, rows] of Object.entries(table)) {
    const bad = rows.find((row) => !isRow(row));
    if (bad) throw new Error(`City row of province ${provinceId} is not a CityRow: ${bad}`);
  }
  return table as Record<string, readonly CityRow[]>;
}

export const cities: readonly SeedCity[] = Object.entries(CITY_ROWS).flatMap(([provinceId, rows]) =>
  rows.map(([city_id, kota, city_name, postal_code, lat, lon]) => ({
    city_id,
    province_id: provinceId,
    province: PROVINCE_NAMES[Number(provinceId) - 1] ?? '',
    type: kota ? ('Kota' as const) : ('Kabupaten' as const),
    city_name,
    postal_code,
    lat,
    lon,
  })),
);

export function cityById(cityId: string): SeedCity | undefined {
  return cities.find((c) => c.city_id === cityId);
}

export function provinceById(provinceId: string): SeedProvince | undefined {
  return provinces.find((p) => p.province_id === provinceId);
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two cities' centres in km, to one decimal. */
export function distanceKm(cityA: string, cityB: string): number {
  const a = cityById(cityA);
  const b = cityById(cityB);
  if (!a || !b) throw new Error(`Unknown city id ${a ? cityB : cityA}`);
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

export { cityOfSubdistrict, subdistrictById, subdistricts } from './subdistricts';
