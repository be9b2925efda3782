import type { CustomProduct } from '@/api/blend';
import { type NewCartLine, newCartLine } from '@/api/cart';
import { CUSTOM_PRODUCT_BASICS } from '@/api/customProduct';
import type { Category, OutgoingTax } from '@/api/models';
import type { FinishedBlend } from './blendRules';
import { PACKAGING_UOM_GROUPS } from './packaging';

/** The grind levels' option category (SPEC §7: option category 6). */
const GRIND_OPTION_CATEGORY = '6';

// The screen asks it without the ordering code, which loads when the shopper orders.
export { type FinishedBlend, isFinished } from './blendRules';

/**
 * SPEC §3 'Custom product': the code the gateway issued, the shares as product options with
 * their percentages, the grind as an option of its category, dimensions zero.
 */
export function customProductFor(
  blend: FinishedBlend,
  code: string,
  category: Pick<Category, 'name' | 'alias'>,
): CustomProduct {
  return {
    code,
    name: blend.name,
    sellPrice: blend.price,
    ...CUSTOM_PRODUCT_BASICS,
    productOptions: [
      ...blend.components.map(({ product, percentage }) => ({
        code: product.code,
        name: product.name,
        percentage,
      })),
      { code: blend.grind.code, name: blend.grind.name, optionCategory: GRIND_OPTION_CATEGORY },
    ],
    category: { name: category.name, alias: category.alias },
    uoMGroup: { code: PACKAGING_UOM_GROUPS[blend.packaging] },
  };
}

/** SPEC §9: a custom blend goes to the cart once, in the unit and at the price it was built. */
export function blendCartLine(
  blend: FinishedBlend,
  product: { code: string; name: string },
  outgoingTax: OutgoingTax,
): NewCartLine {
  return newCartLine({
    product,
    quantity: 1,
    unit: blend.unit,
    basePrice: blend.price / blend.unit.baseQuantity,
    price: blend.price,
    remarks: blend.grind.name,
    outgoingTax,
    varianceJSON: '[]',
  });
}
