// Kecamatan for the cities shoppers and the demo data use. Ids are the city id followed by
// a two-digit position, so they stay stable as long as lists only grow at the end.
import type { SeedSubdistrict } from './placeTypes';

function kecamatan(cityId: string, names: readonly string[]): SeedSubdistrict[] {
  return names.map((subdistrict_name, i) => ({
    subdistrict_id: `${cityId}${String(i + 1).padStart(2, '0')}`,
    city_id: cityId,
    subdistrict_name,
  }));
}

export const subdistricts: readonly SeedSubdistrict[] = [
  // Jakarta Selatan: all ten
  ...kecamatan('153', [
    'Cilandak',
    'Jagakarsa',
    'Kebayoran Baru',
    'Kebayoran Lama',
    'Mampang Prapatan',
    'Pancoran',
    'Pasar Minggu',
    'Pesanggrahan',
    'Setiabudi',
    'Tebet',
  ]),
  // Jakarta Pusat: all eight
  ...kecamatan('152', [
    'Cempaka Putih',
    'Gambir',
    'Johar Baru',
    'Kemayoran',
    'Menteng',
    'Sawah Besar',
    'Senen',
    'Tanah Abang',
  ]),
  // Jakarta Barat: all eight
  ...kecamatan('151', [
    'Cengkareng',
    'Grogol Petamburan',
    'Kalideres',
    'Kebon Jeruk',
    'Kembangan',
    'Palmerah',
    'Taman Sari',
    'Tambora',
  ]),
  ...kecamatan('23', [
    'Andir',
    'Antapani',
    'Bandung Wetan',
    'Buahbatu',
    'Cibeunying Kaler',
    'Cicendo',
    'Coblong',
    'Lengkong',
    'Sukajadi',
    'Sumur Bandung',
  ]),
  ...kecamatan('444', [
    'Genteng',
    'Gubeng',
    'Mulyorejo',
    'Rungkut',
    'Sukolilo',
    'Tambaksari',
    'Tegalsari',
    'Wiyung',
    'Wonokromo',
  ]),
  ...kecamatan('501', [
    'Gondokusuman',
    'Gondomanan',
    'Jetis',
    'Kotagede',
    'Kraton',
    'Mergangsan',
    'Ngampilan',
    'Umbulharjo',
    'Wirobrajan',
  ]),
  ...kecamatan('419', [
    'Depok',
    'Gamping',
    'Godean',
    'Kalasan',
    'Mlati',
    'Ngaglik',
    'Ngemplak',
    'Pakem',
    'Sleman',
  ]),
  // Denpasar has only these four kecamatan; neighbouring Badung covers the rest of the
  // metro area.
  ...kecamatan('114', ['Denpasar Barat', 'Denpasar Selatan', 'Denpasar Timur', 'Denpasar Utara']),
  ...kecamatan('17', ['Abiansemal', 'Kuta', 'Kuta Selatan', 'Kuta Utara', 'Mengwi', 'Petang']),
  ...kecamatan('278', [
    'Medan Baru',
    'Medan Helvetia',
    'Medan Johor',
    'Medan Kota',
    'Medan Maimun',
    'Medan Petisah',
    'Medan Polonia',
    'Medan Selayang',
    'Medan Sunggal',
    'Medan Tembung',
  ]),
  ...kecamatan('254', [
    'Biringkanaya',
    'Bontoala',
    'Makassar',
    'Mamajang',
    'Mariso',
    'Panakkukang',
    'Rappocini',
    'Tamalate',
    'Ujung Pandang',
    'Wajo',
  ]),
];

export function subdistrictById(subdistrictId: string): SeedSubdistrict | undefined {
  return subdistricts.find((s) => s.subdistrict_id === subdistrictId);
}

/** RajaOngkir prices to a subdistrict; the distance model works on its city. */
export function cityOfSubdistrict(subdistrictId: string): string | undefined {
  return subdistrictById(subdistrictId)?.city_id;
}
