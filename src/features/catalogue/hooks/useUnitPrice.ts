import { catalogueQueries, type Product, type UnitPrice, unitPriceOf } from '@/api/catalogue';
import { type Resource, useServerData } from '@/api/serverData';

/**
 * The price of the selected unit (SPEC §4: choosing a unit triggers a price check for that
 * unit and product code). The default unit is what the product's own prices are for, so it
 * needs no check; another unit is asked for, and its answer shows while it is the choice.
 */
export function useUnitPrice(
  product: Product,
  unitCode: string | null,
  defaultUnitCode: string | null,
): Resource<UnitPrice> {
  const needsCheck = unitCode !== null && unitCode !== defaultUnitCode;
  const checked = useServerData(
    needsCheck ? catalogueQueries.unitPrice(product.code, unitCode) : null,
  );
  if (needsCheck) return checked;
  return {
    status: 'success',
    data: unitPriceOf(product),
    error: undefined,
    retry: checked.retry,
    reload: checked.reload,
    // The product's own price: as out of date as the product shown with it.
    outOfDate: false,
  };
}
