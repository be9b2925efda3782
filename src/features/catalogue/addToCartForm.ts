import { z } from 'zod';
import type { ChosenVariance } from '@/api/cart';
import type { Product } from '@/api/catalogue';
import { catalogueTexts } from './texts';

/** SPEC §2: what the add-to-cart form asks depends on the product's category. */
export type PurchaseKind = 'beverage' | 'drip' | 'beans';

export function purchaseKind(product: Pick<Product, 'category'>): PurchaseKind {
  switch (product.category.alias) {
    case 'Beverages':
      return 'beverage';
    case 'Beans':
      return 'beans';
    default:
      return 'drip';
  }
}

/** SPEC §5: at least 1 when adding; the cart holds at most 99 of a line. */
export const QUANTITY_LIMITS = { min: 1, max: 99 } as const;

export interface AddToCartValues {
  quantity: number;
  /** Chosen value per variance name (drinks). */
  variances: Record<string, string>;
  /** The chosen grind level's name (beans). */
  grindLevel: string;
}

/** The variances a drink can be ordered with: those that offer at least one value. */
export function orderableVariances(product: Pick<Product, 'productVariances'>) {
  return (product.productVariances ?? []).filter((variance) => variance.details.length > 0);
}

/** Quantity 1, each variance at its first value, no grind level chosen yet. */
export function defaultAddToCartValues(product: Product): AddToCartValues {
  const variances: Record<string, string> = {};
  if (purchaseKind(product) === 'beverage') {
    for (const variance of orderableVariances(product)) {
      const first = variance.details[0];
      if (first) variances[variance.name] = first.value;
    }
  }
  return { quantity: QUANTITY_LIMITS.min, variances, grindLevel: '' };
}

/** The form's rules for one product: a drink needs every variance, beans a grind level. */
export function addToCartSchema(product: Product) {
  const kind = purchaseKind(product);
  const required = kind === 'beverage' ? orderableVariances(product) : [];
  return z.object({
    quantity: z
      .number(catalogueTexts.form.quantityInvalid)
      .int(catalogueTexts.form.quantityInvalid)
      .min(QUANTITY_LIMITS.min, catalogueTexts.form.quantityInvalid)
      .max(QUANTITY_LIMITS.max, catalogueTexts.form.quantityTooMany),
    variances: z.record(z.string(), z.string()).superRefine((chosen, context) => {
      for (const variance of required) {
        const value = chosen[variance.name];
        if (!variance.details.some((detail) => detail.value === value)) {
          context.addIssue({
            code: 'custom',
            path: [variance.name],
            message: catalogueTexts.form.varianceRequired(variance.name),
          });
        }
      }
    }),
    grindLevel:
      kind === 'beans' ? z.string().trim().min(1, catalogueTexts.form.grindRequired) : z.string(),
  }) satisfies z.ZodType<AddToCartValues>;
}

/** The chosen variances in the order the product lists them, for the cart line. */
export function chosenVariances(product: Product, values: AddToCartValues): ChosenVariance[] {
  if (purchaseKind(product) !== 'beverage') return [];
  return orderableVariances(product).flatMap((variance) => {
    const value = values.variances[variance.name];
    return value === undefined ? [] : [{ name: variance.name, values: [value] }];
  });
}
