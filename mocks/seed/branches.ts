import { ORIGIN_TINTS } from './illustrations';
import { branchImageUrl } from './images';
import type { SeedBranch } from './placeTypes';

/** Orders shipped home leave from the roastery behind the Kemang branch. */
export const SHIPPING_ORIGIN_CITY_ID = '153';

function branch(
  code: string,
  name: string,
  line1: string,
  line2: string,
  city: string,
  postalCode: string,
  cityId: string,
  tint: string,
): SeedBranch {
  const query = encodeURIComponent(`${name}, ${line1}, ${city}`);
  return {
    code,
    name,
    line1,
    line2,
    city,
    postalCode,
    cityId,
    imageUrl: branchImageUrl(code),
    gMapsUrl: `https://maps.google.com/?q=${query}`,
    tint,
  };
}

export const branches: readonly SeedBranch[] = [
  branch(
    'JKT-KMG',
    'Kopi Nusantara Kemang',
    'Jl. Kemang Raya No. 18',
    'Bangka, Mampang Prapatan',
    'Jakarta Selatan',
    '12730',
    '153',
    ORIGIN_TINTS.Gayo,
  ),
  branch(
    'JKT-MTG',
    'Kopi Nusantara Menteng',
    'Jl. Cikini Raya No. 45',
    'Cikini, Menteng',
    'Jakarta Pusat',
    '10330',
    '152',
    ORIGIN_TINTS['Flores Bajawa'],
  ),
  branch(
    'BDG-BRG',
    'Kopi Nusantara Braga',
    'Jl. Braga No. 47',
    'Braga, Sumur Bandung',
    'Bandung',
    '40111',
    '23',
    ORIGIN_TINTS['Java Preanger'],
  ),
  branch(
    'YGY-PRW',
    'Kopi Nusantara Prawirotaman',
    'Jl. Prawirotaman No. 12',
    'Brontokusuman, Mergangsan',
    'Yogyakarta',
    '55153',
    '501',
    ORIGIN_TINTS.Kintamani,
  ),
  branch(
    'SBY-TJN',
    'Kopi Nusantara Tunjungan',
    'Jl. Tunjungan No. 60',
    'Genteng, Genteng',
    'Surabaya',
    '60275',
    '444',
    ORIGIN_TINTS.Toraja,
  ),
  branch(
    'DPS-RNN',
    'Kopi Nusantara Renon',
    'Jl. Raya Puputan No. 88',
    'Renon, Denpasar Selatan',
    'Denpasar',
    '80234',
    '114',
    ORIGIN_TINTS.Wamena,
  ),
];
