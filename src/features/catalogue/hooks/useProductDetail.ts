import { catalogueQueries } from '@/api/catalogue';
import { useServerData } from '@/api/serverData';

/** The product of the detail page with the units it is sold in; the page shows failures. */
export function useProductDetail(code: string) {
  return useServerData(catalogueQueries.detail(code));
}
