import { mapResource, type Resource, useServerData } from '@/api/serverData';
import { type City, type Province, regionQueries, type Subdistrict } from '@/api/shipping';

/** One choice of a region select: the provider's id, what the list shows, what is stored. */
export interface RegionOption {
  id: string;
  label: string;
  name: string;
}

const fromProvince = (p: Province): RegionOption => ({
  id: p.province_id,
  label: p.province,
  name: p.province,
});
const fromCity = (c: City): RegionOption => ({
  id: c.city_id,
  // The provider lists 'Kota Bandung' and 'Kabupaten Bandung' as two 'Bandung's.
  label: c.type === 'Kabupaten' ? `Kabupaten ${c.city_name}` : c.city_name,
  name: c.city_name,
});
const fromSubdistrict = (s: Subdistrict): RegionOption => ({
  id: s.subdistrict_id,
  label: s.subdistrict_name,
  name: s.subdistrict_name,
});

/** A loaded list as options; a list whose parent is not chosen is empty, never loading. */
function asOptions<T>(
  list: Resource<T[]> | null,
  toOption: (item: T) => RegionOption,
  retryParent: () => void,
): Resource<RegionOption[]> {
  if (list === null) {
    return {
      status: 'success',
      data: [],
      error: undefined,
      retry: retryParent,
      reload: retryParent,
      outOfDate: false,
    };
  }
  return mapResource(list, (items) => items.map(toOption));
}

/**
 * The three region lists of the address form, from the shipping proxy (SPEC §7): provinces
 * at once, the cities of the chosen province, the sub-districts of the chosen city. Each
 * list loads, fails and retries on its own, and a list whose parent is not chosen is empty.
 */
export function useRegions(provinceId: string, cityId: string) {
  const provinces = useServerData(regionQueries.provinces);
  const cities = useServerData(provinceId === '' ? null : regionQueries.cities(provinceId));
  const subDistricts = useServerData(cityId === '' ? null : regionQueries.subdistricts(cityId));
  return {
    provinces: asOptions(provinces, fromProvince, provinces.retry),
    cities: asOptions(provinceId === '' ? null : cities, fromCity, provinces.retry),
    subDistricts: asOptions(cityId === '' ? null : subDistricts, fromSubdistrict, cities.retry),
  };
}
