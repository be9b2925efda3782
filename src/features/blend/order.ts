import { CUSTOM_PRODUCT_BASICS, type CustomProduct } from '@/api/blend';
import { buildCartLine, type NewCartLine } from '@/api/cart';
import type { Category, OutgoingTax } from '@/api/catalogue';
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
  const { unit } = blend;
  return buildCartLine({
    product,
    quantity: 1,
    unit,
    unitPrice: { sellPrice: blend.price, basePrice: blend.price / unit.baseQuantity },
    remarks: blend.grind.name,
    outgoingTax,
  });
}
