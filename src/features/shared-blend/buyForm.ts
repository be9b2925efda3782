import { z } from 'zod';
import type { SharedBlend, SharedBlendPackaging, SharedBlendPurchase } from '@/api/sharedBlends';
import { sharedBlendTexts } from './texts';

const texts = sharedBlendTexts.form;

/** The cart holds 1 to 99 of a line. */
export const QUANTITY_LIMITS = { min: 1, max: 99 } as const;

export interface BuyValues {
  packaging: SharedBlendPackaging;
  uoMCode: string;
  /** A grind option's code; asked for a coffee bag only. */
  grindLevel: string;
  quantity: number;
}

/** The units of one packaging, at today's prices. */
export function unitsOf(blend: Pick<SharedBlend, 'prices'>, packaging: SharedBlendPackaging) {
  return blend.prices.filter((price) => price.packaging === packaging);
}

/** The packagings the blend can be bought in: those with a price today. */
export function packagingsOf(blend: Pick<SharedBlend, 'prices'>): SharedBlendPackaging[] {
  return (['CoffeeBag', 'DripBag'] as const).filter((pack) => unitsOf(blend, pack).length > 0);
}

/** The maker's packaging (or the first on sale) in its first unit, quantity 1, no grind yet. */
export function defaultBuyValues(blend: SharedBlend): BuyValues {
  const packs = packagingsOf(blend);
  const packaging = packs.includes(blend.packaging) ? blend.packaging : (packs[0] ?? 'CoffeeBag');
  return {
    packaging,
    uoMCode: unitsOf(blend, packaging)[0]?.uoMCode ?? '',
    grindLevel: '',
    quantity: QUANTITY_LIMITS.min,
  };
}

export const buySchema = z
  .object({
    packaging: z.enum(['CoffeeBag', 'DripBag']),
    uoMCode: z.string().min(1),
    grindLevel: z.string(),
    quantity: z
      .number(texts.quantityInvalid)
      .int(texts.quantityInvalid)
      .min(QUANTITY_LIMITS.min, texts.quantityInvalid)
      .max(QUANTITY_LIMITS.max, texts.quantityTooMany),
  })
  .superRefine((values, context) => {
    if (values.packaging === 'CoffeeBag' && values.grindLevel.trim() === '') {
      context.addIssue({ code: 'custom', path: ['grindLevel'], message: texts.grindRequired });
    }
  }) satisfies z.ZodType<BuyValues>;

/** What the gateway is sent: a drip bag holds ground coffee, ground for drip by the gateway. */
export function purchaseOf(values: BuyValues): SharedBlendPurchase {
  return {
    packaging: values.packaging,
    uoMCode: values.uoMCode,
    quantity: values.quantity,
    ...(values.packaging === 'CoffeeBag' ? { grindLevel: values.grindLevel } : {}),
  };
}
