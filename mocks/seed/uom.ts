import type { SeedProduct, SeedUoMGroup, SeedUoMGroupDetail } from './types';

export const UOM_GROUP_BEANS = 'BEAN-GR';
export const UOM_GROUP_DRIPS = 'DRIP-PCS';
export const UOM_GROUP_CUP = 'CUP';
export const UOM_GROUP_UNIT = 'UNIT';

const GRAM = { code: 'GR', name: 'Gram' };
const PIECE = { code: 'PCS', name: 'Pcs' };
const CUP = { code: 'CUP', name: 'Cup' };

function unit(code: string, name: string, base: SeedUoMGroupDetail['baseUoM'], qty: number) {
  return { alternateUoM: { code, name }, baseUoM: base, baseQuantity: qty };
}

export const uomGroups: readonly SeedUoMGroup[] = [
  {
    code: UOM_GROUP_BEANS,
    name: 'Biji kopi per gram',
    // 250 g leads because the first detail is the default unit and the 250 g bag is the
    // one the roastery prices its beans by; the other sizes follow smallest first.
    details: [
      unit('250GR', '250 g', GRAM, 250),
      unit('100GR', '100 g', GRAM, 100),
      unit('500GR', '500 g', GRAM, 500),
      unit('1KG', '1 kg', GRAM, 1000),
    ],
  },
  {
    code: UOM_GROUP_DRIPS,
    name: 'Drip bag per pcs',
    details: [
      unit('5PCS', 'Isi 5', PIECE, 5),
      unit('10PCS', 'Isi 10', PIECE, 10),
      unit('20PCS', 'Isi 20', PIECE, 20),
    ],
  },
  { code: UOM_GROUP_CUP, name: 'Minuman per cup', details: [unit('CUP', 'Cup', CUP, 1)] },
  { code: UOM_GROUP_UNIT, name: 'Barang satuan', details: [unit('PCS', 'Pcs', PIECE, 1)] },
];

export function uomGroupByCode(code: string): SeedUoMGroup | undefined {
  return uomGroups.find((g) => g.code === code);
}

export function defaultUnit(group: SeedUoMGroup): SeedUoMGroupDetail {
  const first = group.details[0];
  if (!first) throw new Error(`UoM group ${group.code} has no units`);
  return first;
}

/**
 * Bulk discount by pack size relative to the default unit: twice the default or more
 * saves 5%, four times or more saves 10%. Smaller packs cost the same per gram, which
 * keeps the 100 g sampler honest rather than punitive.
 */
function bulkDiscountRate(baseQuantity: number, defaultBaseQuantity: number): number {
  const ratio = baseQuantity / defaultBaseQuantity;
  if (ratio >= 4) return 0.1;
  if (ratio >= 2) return 0.05;
  return 0;
}

/** Shelf prices end in 500 or 000 rupiah. */
function roundToShelfPrice(amount: number): number {
  return Math.max(500, Math.round(amount / 500) * 500);
}

export interface UnitPrice {
  uomCode: string;
  baseQuantity: number;
  sellPrice: number;
  nonMemberPrice: number;
  memberPrice: number;
  basePrice: number;
}

type PricedProduct = Pick<
  SeedProduct,
  'sellPrice' | 'nonMemberPrice' | 'memberPrice' | 'basePrice' | 'uoMGroup'
>;

/**
 * The product's prices for one of its group's units: the default-unit prices scaled by
 * the pack size, less the bulk discount, rounded to a shelf price. The default unit
 * returns the product's own prices. Null when the unit is not in the product's group.
 */
export function priceForUnit(product: PricedProduct, uomCode: string): UnitPrice | null {
  const group = uomGroupByCode(product.uoMGroup.code);
  if (!group) return null;
  const detail = group.details.find((d) => d.alternateUoM.code === uomCode);
  if (!detail) return null;
  const defaultQuantity = defaultUnit(group).baseQuantity;
  const factor =
    (detail.baseQuantity / defaultQuantity) *
    (1 - bulkDiscountRate(detail.baseQuantity, defaultQuantity));
  const scale = (price: number) =>
    detail.baseQuantity === defaultQuantity ? price : roundToShelfPrice(price * factor);
  return {
    uomCode,
    baseQuantity: detail.baseQuantity,
    sellPrice: scale(product.sellPrice),
    nonMemberPrice: scale(product.nonMemberPrice),
    memberPrice: scale(product.memberPrice),
    basePrice: product.basePrice,
  };
}
