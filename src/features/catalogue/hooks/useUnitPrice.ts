import type { Product } from '@/api/models';
import { type Resource, useServerData } from '@/api/serverData';

/** What one unit costs: the non-member sell price and member price, and its base price. */
export interface UnitPrice {
  sellPrice: number;
  memberPrice: number;
  basePrice: number;
}

function priceOf(product: Product): UnitPrice {
  return {
    sellPrice: product.sellPrice,
    memberPrice: product.memberPrice,
    basePrice: product.basePrice,
  };
}

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
  const checked = useServerData<UnitPrice>(
    needsCheck
      ? {
          key: `catalogue:price:${product.code}:${unitCode}`,
          load: async (signal) =>
            priceOf(
              await (await import('@/api/catalogue')).getProductPriceByUoM(product.code, unitCode, {
                signal,
                errorDisplay: 'caller',
              }),
            ),
        }
      : null,
  );
  if (needsCheck) return checked;
  return {
    status: 'success',
    data: priceOf(product),
    error: undefined,
    retry: checked.retry,
    reload: checked.reload,
  };
}
