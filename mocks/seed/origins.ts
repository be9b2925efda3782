import { ORIGIN_TINTS } from './illustrations';
import type { BeanType, FlavourLevel, OriginName, SeedFlavour, SeedOrigin } from './types';

/** Body, acidity, sweetness, bitterness: each 1 (hardly any) to 5 (a lot). */
function cup(
  body: FlavourLevel,
  acidity: FlavourLevel,
  sweetness: FlavourLevel,
  bitterness: FlavourLevel,
): SeedFlavour {
  return { body, acidity, sweetness, bitterness };
}

function origin(
  name: OriginName,
  beanType: BeanType,
  region: string,
  cityId: string,
  flavour: SeedFlavour,
): SeedOrigin {
  return { name, beanType, region, cityId, tint: ORIGIN_TINTS[name], flavour };
}

/**
 * Growing regions the roastery buys from; cityId is the regency in regions.ts. The flavour
 * is how the roastery's cuppers score each origin's coffee: highland Arabika brighter and
 * sweeter, Robusta heavy, flat and bitter, Liberika heavy, sweet and woody in between.
 */
export const origins: readonly SeedOrigin[] = [
  // Medium body, bright acidity, spice and a clean sweetness.
  origin('Gayo', 'Arabika', 'Takengon, Aceh Tengah, Aceh', '8', cup(3, 4, 3, 2)),
  // Full, earthy and chocolatey, with a low, dark-fruit acidity.
  origin('Toraja', 'Arabika', 'Sapan, Toraja Utara, Sulawesi Selatan', '486', cup(4, 2, 3, 3)),
  // Light and citrusy: the brightest cup of the list.
  origin('Kintamani', 'Arabika', 'Kintamani, Bangli, Bali', '32', cup(2, 5, 4, 1)),
  // Round, cocoa and brown sugar.
  origin('Flores Bajawa', 'Arabika', 'Bajawa, Ngada, Nusa Tenggara Timur', '304', cup(4, 3, 4, 2)),
  // Balanced, floral and sweet.
  origin('Java Preanger', 'Arabika', 'Pangalengan, Bandung, Jawa Barat', '22', cup(3, 3, 4, 2)),
  // Syrupy and earthy, low acidity (wet hulled).
  origin(
    'Mandailing',
    'Arabika',
    'Pakantan, Mandailing Natal, Sumatera Utara',
    '268',
    cup(5, 2, 3, 3),
  ),
  // Mild, clean and sweet.
  origin(
    'Wamena',
    'Arabika',
    'Lembah Baliem, Jayawijaya, Papua Pegunungan',
    '159',
    cup(3, 3, 4, 2),
  ),
  // Lively acidity with a spicy finish.
  origin('Ijen', 'Arabika', 'Sukosari, Bondowoso, Jawa Timur', '86', cup(3, 4, 3, 2)),
  // Fruity and bright, from the slopes under Mount Kerinci.
  origin('Kerinci', 'Arabika', 'Kayu Aro, Kerinci, Jambi', '194', cup(3, 4, 4, 2)),
  // Kalosi: heavy, herbal and spicy, low acidity.
  origin('Enrekang', 'Arabika', 'Kalosi, Enrekang, Sulawesi Selatan', '123', cup(4, 2, 3, 3)),
  // Fruity with a medium body.
  origin('Solok', 'Arabika', 'Lembah Gumanti, Solok, Sumatera Barat', '420', cup(3, 4, 3, 2)),
  // Robusta: heavy body, little acidity, strong bitterness.
  origin(
    'Temanggung',
    'Robusta',
    'Lereng Sindoro-Sumbing, Temanggung, Jawa Tengah',
    '476',
    cup(5, 1, 2, 4),
  ),
  origin('Lampung', 'Robusta', 'Liwa, Lampung Barat, Lampung', '223', cup(5, 1, 1, 5)),
  origin('Dampit', 'Robusta', 'Dampit, Malang, Jawa Timur', '255', cup(4, 2, 2, 4)),
  origin('Kepahiang', 'Robusta', 'Kabawetan, Kepahiang, Bengkulu', '183', cup(4, 1, 2, 4)),
  // Liberika: heavy and woody with a jackfruit sweetness, low acidity, moderate bitterness.
  origin('Jambi', 'Liberika', 'Betara, Tanjung Jabung Barat, Jambi', '460', cup(4, 2, 3, 3)),
  origin('Meranti', 'Liberika', 'Tebing Tinggi, Kepulauan Meranti, Riau', '187', cup(4, 2, 4, 3)),
];

export function originByName(name: OriginName): SeedOrigin {
  const found = origins.find((o) => o.name === name);
  if (!found) throw new Error(`Unknown origin ${name}`);
  return found;
}
