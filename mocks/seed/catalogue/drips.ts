import type { CoffeeProcess, OriginName } from '../types';

export interface DripSpec {
  slug: string;
  name: string;
  /** Null for house blends of several origins. */
  origin: OriginName | null;
  process: CoffeeProcess | null;
  notes: string[];
  description: string;
  /** Pack of 5, IDR; a multiple of 5 so the price per bag is whole rupiah. */
  price: number;
  memberPrice: number;
  images: number;
}

export const dripSpecs: readonly DripSpec[] = [
  {
    slug: 'GAYO',
    name: 'Drip Bag Gayo Wine',
    origin: 'Gayo',
    process: 'Natural',
    notes: ['anggur merah', 'cokelat susu'],
    description:
      'Gayo proses natural dalam drip bag praktis: manis buah yang terasa sejak tuangan pertama.',
    price: 65_000,
    memberPrice: 60_000,
    images: 2,
  },
  {
    slug: 'TORA',
    name: 'Drip Bag Toraja Sapan',
    origin: 'Toraja',
    process: 'Full Wash',
    notes: ['rempah', 'dark chocolate'],
    description: 'Body tebal khas Toraja, pas untuk pagi yang sibuk tanpa alat seduh.',
    price: 70_000,
    memberPrice: 65_000,
    images: 2,
  },
  {
    slug: 'KINT',
    name: 'Drip Bag Kintamani',
    origin: 'Kintamani',
    process: 'Honey',
    notes: ['jeruk', 'madu'],
    description: 'Segar dan manis, kopi Bali yang cocok diseduh di kantor maupun saat bepergian.',
    price: 60_000,
    memberPrice: 60_000,
    images: 2,
  },
  {
    slug: 'FLOR',
    name: 'Drip Bag Flores Bajawa',
    origin: 'Flores Bajawa',
    process: 'Full Wash',
    notes: ['cokelat', 'kacang panggang'],
    description: 'Cokelat dan kacang yang ramah untuk siapa saja, enak juga ditambah susu.',
    price: 60_000,
    memberPrice: 55_000,
    images: 1,
  },
  {
    slug: 'PREA',
    name: 'Drip Bag Java Preanger',
    origin: 'Java Preanger',
    process: 'Honey',
    notes: ['gula merah', 'floral'],
    description: 'Kopi tertua Nusantara dalam kemasan paling praktis.',
    price: 55_000,
    memberPrice: 55_000,
    images: 1,
  },
  {
    slug: 'MAND',
    name: 'Drip Bag Mandailing',
    origin: 'Mandailing',
    process: 'Wet Hulled',
    notes: ['earthy', 'cokelat hitam'],
    description: 'Tebal, rendah asam dan earthy: Sumatra klasik untuk penyuka kopi pekat.',
    price: 60_000,
    memberPrice: 55_000,
    images: 2,
  },
  {
    slug: 'WAME',
    name: 'Drip Bag Wamena',
    origin: 'Wamena',
    process: 'Full Wash',
    notes: ['floral', 'madu'],
    description: 'Typica langka dari Lembah Baliem, kini bisa diseduh di mana saja.',
    price: 90_000,
    memberPrice: 85_000,
    images: 2,
  },
  {
    slug: 'IJEN',
    name: 'Drip Bag Ijen Raung',
    origin: 'Ijen',
    process: 'Full Wash',
    notes: ['jeruk', 'karamel'],
    description: 'Bersih dan manis, teman minum kopi sehari-hari.',
    price: 55_000,
    memberPrice: 55_000,
    images: 1,
  },
  {
    slug: 'KERI',
    name: 'Drip Bag Kerinci',
    origin: 'Kerinci',
    process: 'Honey',
    notes: ['plum', 'kayu manis'],
    description: 'Manis buah dan rempah hangat dari kaki Gunung Kerinci.',
    price: 60_000,
    memberPrice: 60_000,
    images: 1,
  },
  {
    slug: 'ENRE',
    name: 'Drip Bag Enrekang Kalosi',
    origin: 'Enrekang',
    process: 'Full Wash',
    notes: ['rempah', 'mentega'],
    description: 'Rempah hangat dan body penuh dari Kalosi, Sulawesi Selatan.',
    price: 60_000,
    memberPrice: 55_000,
    images: 1,
  },
  {
    slug: 'SOLK',
    name: 'Drip Bag Solok Radjo',
    origin: 'Solok',
    process: 'Natural',
    notes: ['stroberi', 'cokelat'],
    description: 'Rasa beri yang cerah dari Gunung Talang, Sumatera Barat.',
    price: 60_000,
    memberPrice: 60_000,
    images: 2,
  },
  {
    slug: 'TMGR',
    name: 'Drip Bag Robusta Temanggung',
    origin: 'Temanggung',
    process: 'Natural',
    notes: ['cokelat hitam', 'kacang'],
    description:
      'Robusta petik merah yang kuat tapi lembut, pengganti kopi sachet yang lebih jujur.',
    price: 45_000,
    memberPrice: 45_000,
    images: 1,
  },
  {
    slug: 'LIBJ',
    name: 'Drip Bag Liberika Jambi',
    origin: 'Jambi',
    process: 'Natural',
    notes: ['nangka', 'gula aren'],
    description: 'Aroma nangka khas liberika dari lahan gambut Jambi.',
    price: 50_000,
    memberPrice: 50_000,
    images: 1,
  },
  {
    slug: 'HOUS',
    name: 'Drip Bag House Blend Nusantara',
    origin: null,
    process: null,
    notes: ['cokelat', 'karamel', 'kacang'],
    description:
      'Racikan harian kami: arabika Gayo dan robusta Temanggung, seimbang dan mudah disukai.',
    price: 45_000,
    memberPrice: 40_000,
    images: 0,
  },
];
