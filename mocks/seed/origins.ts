import { ORIGIN_TINTS } from './illustrations';
import type { BeanType, OriginName, SeedOrigin } from './types';

function origin(name: OriginName, beanType: BeanType, region: string, cityId: string) {
  return { name, beanType, region, cityId, tint: ORIGIN_TINTS[name] };
}

/** Growing regions the roastery buys from; cityId is the regency in regions.ts. */
export const origins: readonly SeedOrigin[] = [
  origin('Gayo', 'Arabika', 'Takengon, Aceh Tengah, Aceh', '8'),
  origin('Toraja', 'Arabika', 'Sapan, Toraja Utara, Sulawesi Selatan', '486'),
  origin('Kintamani', 'Arabika', 'Kintamani, Bangli, Bali', '32'),
  origin('Flores Bajawa', 'Arabika', 'Bajawa, Ngada, Nusa Tenggara Timur', '304'),
  origin('Java Preanger', 'Arabika', 'Pangalengan, Bandung, Jawa Barat', '22'),
  origin('Mandailing', 'Arabika', 'Pakantan, Mandailing Natal, Sumatera Utara', '268'),
  origin('Wamena', 'Arabika', 'Lembah Baliem, Jayawijaya, Papua Pegunungan', '159'),
  origin('Ijen', 'Arabika', 'Sukosari, Bondowoso, Jawa Timur', '86'),
  origin('Kerinci', 'Arabika', 'Kayu Aro, Kerinci, Jambi', '194'),
  origin('Enrekang', 'Arabika', 'Kalosi, Enrekang, Sulawesi Selatan', '123'),
  origin('Solok', 'Arabika', 'Lembah Gumanti, Solok, Sumatera Barat', '420'),
  origin('Temanggung', 'Robusta', 'Lereng Sindoro-Sumbing, Temanggung, Jawa Tengah', '476'),
  origin('Lampung', 'Robusta', 'Liwa, Lampung Barat, Lampung', '223'),
  origin('Dampit', 'Robusta', 'Dampit, Malang, Jawa Timur', '255'),
  origin('Kepahiang', 'Robusta', 'Kabawetan, Kepahiang, Bengkulu', '183'),
  origin('Jambi', 'Liberika', 'Betara, Tanjung Jabung Barat, Jambi', '460'),
  origin('Meranti', 'Liberika', 'Tebing Tinggi, Kepulauan Meranti, Riau', '187'),
];

export function originByName(name: OriginName): SeedOrigin {
  const found = origins.find((o) => o.name === name);
  if (!found) throw new Error(`Unknown origin ${name}`);
  return found;
}
