import { defaultUnit, priceForUnit, type UnitPrice, uomGroupByCode } from '../seed/uom';
import { db, type ProductRecord } from '../store/collections';

// A drip bag holds 12 g of ground coffee; filter, sachet and nitrogen flush cost Rp 1.500.
export const DRIP_BAG_GRAMS = 12;
export const DRIP_BAG_PACKAGING_IDR = 1_500;
/** Roasting the components together and packing them by hand, per pack. */
export const BLEND_FEE_IDR = 5_000;

export type Packaging = 'Bag' | 'Drip';

/** SPEC.md §9: a component's share of a blend. */
export type BlendPercentage = 25 | 50 | 75 | 100;

export interface BlendShare {
  product: ProductRecord;
  percentage: BlendPercentage;
}

/** Shelf prices end in 500 or 000 rupiah; a blend never rounds down below its cost. */
function roundUpToShelfPrice(amount: number): number {
  return Math.ceil(amount / 500) * 500;
}

function asPriced(product: ProductRecord) {
  return { ...product, uoMGroup: { code: product.uoMGroupCode } };
}

/**
 * A blend's price for one unit of its packaging. A coffee bag costs what its components
 * cost in that bag size (bulk discount included), by share; drip bags cost the coffee by the
 * gram plus each bag's packaging. Both add the blending fee. Null when the unit is not one
 * of the packaging's units or a component cannot be priced.
 */
export function blendUnitPrice(
  shares: readonly BlendShare[],
  packaging: Packaging,
  packagingGroupCode: string,
  uomCode: string,
): UnitPrice | null {
  const group = uomGroupByCode(packagingGroupCode);
  const unit = group?.details.find((d) => d.alternateUoM.code === uomCode);
  if (!unit) return null;
  let nonMember = BLEND_FEE_IDR;
  let member = BLEND_FEE_IDR;
  for (const { product, percentage } of shares) {
    const share = percentage / 100;
    if (packaging === 'Bag') {
      const price = priceForUnit(asPriced(product), uomCode);
      if (!price) return null;
      nonMember += price.nonMemberPrice * share;
      member += price.memberPrice * share;
    } else {
      // Ground for drip bags, the coffee costs its shelf price per gram of the default bag.
      const componentGroup = uomGroupByCode(product.uoMGroupCode);
      if (!componentGroup) return null;
      const gramsPerPack = defaultUnit(componentGroup).baseQuantity;
      const grams = unit.baseQuantity * DRIP_BAG_GRAMS * share;
      nonMember += (product.nonMemberPrice / gramsPerPack) * grams;
      member += (product.memberPrice / gramsPerPack) * grams;
    }
  }
  if (packaging === 'Drip') {
    nonMember += unit.baseQuantity * DRIP_BAG_PACKAGING_IDR;
    member += unit.baseQuantity * DRIP_BAG_PACKAGING_IDR;
  }
  const sellPrice = roundUpToShelfPrice(nonMember);
  return {
    uomCode,
    baseQuantity: unit.baseQuantity,
    sellPrice,
    nonMemberPrice: sellPrice,
    memberPrice: Math.min(sellPrice, roundUpToShelfPrice(member)),
    basePrice: sellPrice / unit.baseQuantity,
  };
}

/** A custom blend's components, resolved from its stored composition. */
function blendSharesOf(product: ProductRecord): BlendShare[] {
  return product.productOptions.flatMap((option) => {
    if (option.percentage === undefined) return [];
    const component = db.products.findFirst((q) => q.where({ code: option.code }));
    return component ? [{ product: component, percentage: option.percentage }] : [];
  });
}

export function packagingOfGroup(groupCode: string): Packaging | null {
  return db.packagings.findFirst((q) => q.where({ uoMGroupCode: groupCode }))?.value ?? null;
}

/** What one unit of a product costs today: shelf prices scaled by unit, or a blend's price. */
export function unitPriceOf(product: ProductRecord, uomCode: string): UnitPrice | null {
  const shares = blendSharesOf(product);
  if (shares.length > 0) {
    const packaging = packagingOfGroup(product.uoMGroupCode);
    return packaging ? blendUnitPrice(shares, packaging, product.uoMGroupCode, uomCode) : null;
  }
  return priceForUnit(asPriced(product), uomCode);
}

export interface LineFigures {
  price: number;
  lineTotal: number;
  /** quantity times the unit's base quantity (grams, bags, cups). */
  baseQuantity: number;
  /** The whole line's shipping weight. */
  weightInMg: number;
}

/** Price, total and weight of `quantity` units, as the gateway works them out itself. */
export function lineFigures(
  product: ProductRecord,
  uomCode: string,
  quantity: number,
): LineFigures | null {
  const unit = unitPriceOf(product, uomCode);
  if (!unit) return null;
  return {
    price: unit.sellPrice,
    lineTotal: unit.sellPrice * quantity,
    baseQuantity: unit.baseQuantity * quantity,
    weightInMg: product.weightInMg * unit.baseQuantity * quantity,
  };
}
