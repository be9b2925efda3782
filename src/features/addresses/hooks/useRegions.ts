import { listCities, listProvinces, listSubdistricts } from '@/api/shipping';
import { type Resource, useResource } from '@/api/useResource';

/** One choice of a region select: the provider's id, what the list shows, what is stored. */
export interface RegionOption {
  id: string;
  label: string;
  name: string;
}

const nothingChosen = Promise.resolve<RegionOption[]>([]);

/**
 * The three region lists of the address form, from the shipping proxy (SPEC §7): provinces
 * at once, the cities of the chosen province, the sub-districts of the chosen city. Each
 * list loads, fails and retries on its own, and a list whose parent is not chosen is empty.
 */
export function useRegions(provinceId: string, cityId: string) {
  const provinces: Resource<RegionOption[]> = useResource('provinces', async (signal) =>
    (await listProvinces({ signal, errorDisplay: 'caller' })).map((p) => ({
      id: p.province_id,
      label: p.province,
      name: p.province,
    })),
  );
  const cities: Resource<RegionOption[]> = useResource(`cities:${provinceId}`, async (signal) =>
    provinceId === ''
      ? nothingChosen
      : (await listCities(provinceId, { signal, errorDisplay: 'caller' })).map((c) => ({
          id: c.city_id,
          // The provider lists 'Kota Bandung' and 'Kabupaten Bandung' as two 'Bandung's.
          label: c.type === 'Kabupaten' ? `Kabupaten ${c.city_name}` : c.city_name,
          name: c.city_name,
        })),
  );
  const subDistricts: Resource<RegionOption[]> = useResource(
    `subdistricts:${cityId}`,
    async (signal) =>
      cityId === ''
        ? nothingChosen
        : (await listSubdistricts(cityId, { signal, errorDisplay: 'caller' })).map((s) => ({
            id: s.subdistrict_id,
            label: s.subdistrict_name,
            name: s.subdistrict_name,
          })),
  );
  return { provinces, cities, subDistricts };
}
