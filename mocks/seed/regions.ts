// Regions with RajaOngkir's ids and field names: its 34 provinces keep their ids, the four
// provinces carved out of Papua in 2022 follow as 35–38, and cities keep RajaOngkir's
// city_id. lat/lon are approximate centres, used only to price shipping by distance.
import type { SeedCity, SeedProvince } from './placeTypes';

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

type CityRow = [id: string, kota: boolean, name: string, postal: string, lat: number, lon: number];

const K = true;
const B = false;

/** Main cities and regencies per province id (3–8 each). */
const CITY_ROWS: Record<number, CityRow[]> = {
  1: [
    ['114', K, 'Denpasar', '80227', -8.65, 115.22],
    ['17', B, 'Badung', '80351', -8.58, 115.18],
    ['32', B, 'Bangli', '80619', -8.45, 115.35],
    ['94', B, 'Buleleng', '81111', -8.11, 115.09],
    ['128', B, 'Gianyar', '80519', -8.54, 115.33],
    ['447', B, 'Tabanan', '82119', -8.54, 115.12],
  ],
  2: [
    ['334', K, 'Pangkal Pinang', '33115', -2.13, 106.11],
    ['27', B, 'Bangka', '33212', -1.87, 106.11],
    ['29', B, 'Bangka Selatan', '33719', -3.0, 106.45],
    ['56', B, 'Belitung', '33419', -2.74, 107.65],
  ],
  3: [
    ['456', K, 'Tangerang', '15111', -6.18, 106.63],
    ['457', K, 'Tangerang Selatan', '15332', -6.29, 106.71],
    ['455', B, 'Tangerang', '15914', -6.19, 106.48],
    ['403', K, 'Serang', '42111', -6.12, 106.15],
    ['106', K, 'Cilegon', '42417', -6.0, 106.05],
    ['331', B, 'Pandeglang', '42212', -6.31, 106.1],
  ],
  4: [
    ['62', K, 'Bengkulu', '38229', -3.8, 102.27],
    ['183', B, 'Kepahiang', '39319', -3.65, 102.58],
    ['379', B, 'Rejang Lebong', '39112', -3.47, 102.53],
    ['65', B, 'Bengkulu Utara', '38619', -3.42, 102.19],
  ],
  5: [
    ['501', K, 'Yogyakarta', '55111', -7.8, 110.37],
    ['419', B, 'Sleman', '55513', -7.72, 110.36],
    ['39', B, 'Bantul', '55715', -7.89, 110.33],
    ['135', B, 'Gunung Kidul', '55812', -7.96, 110.6],
    ['210', B, 'Kulon Progo', '55611', -7.86, 110.16],
  ],
  6: [
    ['151', K, 'Jakarta Barat', '11220', -6.17, 106.76],
    ['152', K, 'Jakarta Pusat', '10540', -6.19, 106.83],
    ['153', K, 'Jakarta Selatan', '12230', -6.26, 106.81],
    ['154', K, 'Jakarta Timur', '13330', -6.23, 106.9],
    ['155', K, 'Jakarta Utara', '14140', -6.14, 106.88],
    ['189', B, 'Kepulauan Seribu', '14550', -5.61, 106.52],
  ],
  7: [
    ['130', K, 'Gorontalo', '96115', 0.54, 123.06],
    ['129', B, 'Gorontalo', '96218', 0.62, 122.98],
    ['88', B, 'Bone Bolango', '96511', 0.55, 123.16],
    ['361', B, 'Pohuwato', '96419', 0.47, 121.94],
  ],
  8: [
    ['156', K, 'Jambi', '36111', -1.61, 103.61],
    ['194', B, 'Kerinci', '37167', -1.95, 101.35],
    ['442', K, 'Sungaipenuh', '37113', -2.06, 101.39],
    ['293', B, 'Muaro Jambi', '36311', -1.58, 103.7],
    ['460', B, 'Tanjung Jabung Barat', '36513', -0.82, 103.47],
    ['97', B, 'Bungo', '37216', -1.48, 102.12],
  ],
  9: [
    ['23', K, 'Bandung', '40111', -6.92, 107.61],
    ['22', B, 'Bandung', '40311', -7.02, 107.53],
    ['24', B, 'Bandung Barat', '40721', -6.84, 107.49],
    ['79', K, 'Bogor', '16119', -6.6, 106.8],
    ['115', K, 'Depok', '16416', -6.4, 106.82],
    ['55', K, 'Bekasi', '17121', -6.24, 106.99],
    ['126', B, 'Garut', '44126', -7.22, 107.9],
    ['109', K, 'Cirebon', '45116', -6.71, 108.56],
  ],
  10: [
    ['399', K, 'Semarang', '50135', -6.99, 110.42],
    ['445', K, 'Surakarta (Solo)', '57113', -7.57, 110.82],
    ['476', B, 'Temanggung', '56212', -7.32, 110.17],
    ['250', K, 'Magelang', '56133', -7.47, 110.22],
    ['498', B, 'Wonosobo', '56311', -7.36, 109.9],
    ['41', B, 'Banyumas', '53114', -7.42, 109.24],
    ['473', K, 'Tegal', '52114', -6.87, 109.14],
  ],
  11: [
    ['444', K, 'Surabaya', '60119', -7.25, 112.75],
    ['256', K, 'Malang', '65112', -7.98, 112.63],
    ['255', B, 'Malang', '65163', -8.13, 112.57],
    ['409', B, 'Sidoarjo', '61219', -7.45, 112.72],
    ['42', B, 'Banyuwangi', '68416', -8.22, 114.37],
    ['86', B, 'Bondowoso', '68219', -7.91, 113.82],
    ['160', B, 'Jember', '68113', -8.17, 113.7],
    ['179', K, 'Kediri', '64125', -7.82, 112.01],
  ],
  12: [
    ['365', K, 'Pontianak', '78112', -0.03, 109.33],
    ['415', K, 'Singkawang', '79117', 0.91, 108.98],
    ['208', B, 'Kubu Raya', '78311', -0.17, 109.4],
    ['195', B, 'Ketapang', '78874', -1.85, 109.98],
    ['417', B, 'Sintang', '78619', 0.07, 111.5],
  ],
  13: [
    ['36', K, 'Banjarmasin', '70117', -3.32, 114.59],
    ['35', K, 'Banjarbaru', '70712', -3.44, 114.83],
    ['33', B, 'Banjar', '70619', -3.41, 114.85],
    ['203', B, 'Kotabaru', '72119', -3.24, 116.22],
    ['446', B, 'Tabalong', '71513', -2.17, 115.38],
  ],
  14: [
    ['326', K, 'Palangka Raya', '73112', -2.21, 113.92],
    ['206', B, 'Kotawaringin Timur', '74364', -2.54, 112.95],
    ['205', B, 'Kotawaringin Barat', '74119', -2.68, 111.63],
    ['167', B, 'Kapuas', '73583', -3.0, 114.39],
  ],
  15: [
    ['387', K, 'Samarinda', '75133', -0.5, 117.15],
    ['19', K, 'Balikpapan', '76111', -1.24, 116.85],
    ['89', K, 'Bontang', '75313', 0.13, 117.5],
    ['215', B, 'Kutai Kartanegara', '75511', -0.42, 116.99],
    ['354', B, 'Penajam Paser Utara', '76311', -1.25, 116.7],
  ],
  16: [
    ['467', K, 'Tarakan', '77114', 3.3, 117.63],
    ['96', B, 'Bulungan (Bulongan)', '77211', 2.84, 117.37],
    ['311', B, 'Nunukan', '77421', 4.14, 117.66],
    ['257', B, 'Malinau', '77511', 3.58, 116.64],
  ],
  17: [
    ['48', K, 'Batam', '29413', 1.13, 104.05],
    ['462', K, 'Tanjung Pinang', '29111', 0.92, 104.45],
    ['71', B, 'Bintan', '29135', 1.08, 104.5],
    ['172', B, 'Karimun', '29611', 1.0, 103.38],
    ['302', B, 'Natuna', '29711', 3.94, 108.38],
  ],
  18: [
    ['21', K, 'Bandar Lampung', '35139', -5.43, 105.26],
    ['283', K, 'Metro', '34111', -5.11, 105.31],
    ['223', B, 'Lampung Barat', '34814', -5.02, 104.06],
    ['458', B, 'Tanggamus', '35619', -5.44, 104.62],
    ['224', B, 'Lampung Selatan', '35511', -5.73, 105.6],
  ],
  19: [
    ['14', K, 'Ambon', '97222', -3.69, 128.18],
    ['488', K, 'Tual', '97612', -5.63, 132.75],
    ['259', B, 'Maluku Tengah', '97513', -3.3, 128.96],
    ['99', B, 'Buru', '97371', -3.38, 127.11],
  ],
  20: [
    ['477', K, 'Ternate', '97714', 0.79, 127.38],
    ['478', K, 'Tidore Kepulauan', '97815', 0.68, 127.4],
    ['142', B, 'Halmahera Utara', '97762', 1.73, 128.0],
    ['139', B, 'Halmahera Selatan', '97911', -0.63, 127.48],
  ],
  21: [
    ['20', K, 'Banda Aceh', '23238', 5.55, 95.32],
    ['8', B, 'Aceh Tengah', '24511', 4.62, 96.85],
    ['59', B, 'Bener Meriah', '24581', 4.73, 96.86],
    ['127', B, 'Gayo Lues', '24653', 3.97, 97.35],
    ['235', K, 'Lhokseumawe', '24352', 5.18, 97.15],
    ['3', B, 'Aceh Besar', '23951', 5.45, 95.45],
    ['230', K, 'Langsa', '24412', 4.47, 97.97],
  ],
  22: [
    ['276', K, 'Mataram', '83131', -8.58, 116.12],
    ['239', B, 'Lombok Tengah', '83511', -8.7, 116.27],
    ['240', B, 'Lombok Timur', '83612', -8.65, 116.53],
    ['438', B, 'Sumbawa', '84315', -8.49, 117.42],
    ['69', K, 'Bima', '84139', -8.46, 118.73],
  ],
  23: [
    ['213', K, 'Kupang', '85119', -10.18, 123.6],
    ['304', B, 'Ngada', '86413', -8.79, 120.98],
    ['269', B, 'Manggarai', '86551', -8.61, 120.46],
    ['270', B, 'Manggarai Barat', '86711', -8.5, 119.88],
    ['122', B, 'Ende', '86351', -8.84, 121.66],
    ['412', B, 'Sikka', '86121', -8.62, 122.21],
    ['437', B, 'Sumba Timur', '87112', -9.66, 120.26],
  ],
  24: [
    ['158', K, 'Jayapura', '99114', -2.54, 140.72],
    ['157', B, 'Jayapura', '99352', -2.57, 140.5],
    ['67', B, 'Biak Numfor', '98119', -1.18, 136.08],
    ['180', B, 'Keerom', '99461', -2.92, 140.8],
    ['392', B, 'Sarmi', '99373', -1.86, 138.74],
  ],
  25: [
    ['272', B, 'Manokwari', '98311', -0.86, 134.06],
    ['124', B, 'Fakfak', '98651', -2.92, 132.3],
    ['165', B, 'Kaimana', '98671', -3.66, 133.77],
    ['474', B, 'Teluk Bintuni', '98551', -2.1, 133.52],
  ],
  26: [
    ['350', K, 'Pekanbaru', '28112', 0.51, 101.45],
    ['120', K, 'Dumai', '28811', 1.67, 101.45],
    ['166', B, 'Kampar', '28411', 0.34, 101.03],
    ['60', B, 'Bengkalis', '28719', 1.47, 102.11],
    ['187', B, 'Kepulauan Meranti', '28791', 0.98, 102.69],
    ['406', B, 'Siak', '28623', 0.8, 102.05],
  ],
  27: [
    ['265', B, 'Mamuju', '91519', -2.68, 118.89],
    ['253', B, 'Majene', '91411', -3.54, 118.97],
    ['362', B, 'Polewali Mandar', '91311', -3.41, 119.33],
    ['262', B, 'Mamasa', '91362', -2.95, 119.37],
  ],
  28: [
    ['254', K, 'Makassar', '90111', -5.14, 119.42],
    ['132', B, 'Gowa', '92111', -5.21, 119.45],
    ['275', B, 'Maros', '90511', -5.0, 119.57],
    ['123', B, 'Enrekang', '91719', -3.56, 119.78],
    ['451', B, 'Tana Toraja', '91819', -3.05, 119.82],
    ['486', B, 'Toraja Utara', '91831', -2.97, 119.9],
    ['336', K, 'Parepare', '91123', -4.01, 119.63],
    ['328', K, 'Palopo', '91911', -2.99, 120.2],
  ],
  29: [
    ['329', K, 'Palu', '94111', -0.9, 119.87],
    ['410', B, 'Sigi', '94364', -1.1, 119.95],
    ['366', B, 'Poso', '94615', -1.39, 120.75],
    ['119', B, 'Donggala', '94341', -0.68, 119.74],
    ['25', B, 'Banggai', '94711', -0.95, 122.79],
  ],
  30: [
    ['182', K, 'Kendari', '93126', -3.97, 122.51],
    ['53', K, 'Bau-Bau', '93719', -5.47, 122.63],
    ['198', B, 'Kolaka', '93511', -4.05, 121.59],
    ['200', B, 'Konawe', '93411', -3.85, 122.05],
    ['494', B, 'Wakatobi', '93791', -5.32, 123.58],
  ],
  31: [
    ['267', K, 'Manado', '95247', 1.47, 124.84],
    ['73', K, 'Bitung', '95512', 1.44, 125.19],
    ['485', K, 'Tomohon', '95416', 1.33, 124.84],
    ['285', B, 'Minahasa', '95614', 1.3, 124.91],
    ['204', K, 'Kotamobagu', '95711', 0.73, 124.32],
  ],
  32: [
    ['318', K, 'Padang', '25112', -0.95, 100.35],
    ['93', K, 'Bukittinggi', '26115', -0.31, 100.37],
    ['420', B, 'Solok', '27365', -0.96, 100.78],
    ['421', K, 'Solok', '27315', -0.79, 100.66],
    ['12', B, 'Agam', '26411', -0.33, 100.07],
    ['345', K, 'Payakumbuh', '26213', -0.22, 100.63],
  ],
  33: [
    ['327', K, 'Palembang', '30111', -2.98, 104.76],
    ['324', K, 'Pagar Alam', '31512', -4.02, 103.25],
    ['220', B, 'Lahat', '31419', -3.79, 103.54],
    ['292', B, 'Muara Enim', '31315', -3.66, 103.77],
    ['242', K, 'Lubuk Linggau', '31614', -3.3, 102.86],
    ['367', K, 'Prabumulih', '31121', -3.43, 104.24],
  ],
  34: [
    ['278', K, 'Medan', '20228', 3.59, 98.67],
    ['268', B, 'Mandailing Natal', '22916', 0.84, 99.57],
    ['112', B, 'Deli Serdang', '20511', 3.53, 98.87],
    ['413', B, 'Simalungun', '21162', 2.95, 99.1],
    ['353', K, 'Pematang Siantar', '21126', 2.96, 99.06],
    ['465', B, 'Tapanuli Utara', '22414', 2.02, 98.97],
    ['173', B, 'Karo', '22119', 3.1, 98.5],
    ['146', B, 'Humbang Hasundutan', '22457', 2.26, 98.5],
  ],
  35: [
    ['281', B, 'Merauke', '99613', -8.49, 140.4],
    ['90', B, 'Boven Digoel', '99662', -6.1, 140.3],
    ['274', B, 'Mappi', '99853', -6.55, 139.35],
    ['16', B, 'Asmat', '99777', -5.55, 138.13],
  ],
  36: [
    ['299', B, 'Nabire', '98816', -3.37, 135.5],
    ['284', B, 'Mimika', '99962', -4.55, 136.88],
    ['335', B, 'Paniai', '98765', -3.92, 136.36],
    ['117', B, 'Dogiyai', '98866', -4.02, 135.93],
  ],
  37: [
    ['159', B, 'Jayawijaya', '99511', -4.1, 138.95],
    ['231', B, 'Lanny Jaya', '99531', -3.97, 138.32],
    ['484', B, 'Tolikara', '99411', -3.48, 138.48],
    ['499', B, 'Yahukimo', '99041', -4.85, 139.48],
  ],
  38: [
    ['425', K, 'Sorong', '98411', -0.88, 131.26],
    ['424', B, 'Sorong', '98431', -1.0, 131.4],
    ['378', B, 'Raja Ampat', '98489', -0.43, 130.82],
    ['426', B, 'Sorong Selatan', '98454', -1.5, 132.27],
    ['277', B, 'Maybrat', '98051', -1.27, 132.15],
  ],
};

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
