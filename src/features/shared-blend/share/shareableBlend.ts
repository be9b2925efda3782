import type { CartLine } from '@/api/cart';
import { packagingOfUnitGroup } from '@/features/blend/public';
import { sharedBlendTexts } from '../texts';

/** An option of a product as a cart or order line carries it (a component has a percentage). */
type ProductOptionRef = NonNullable<CartLine['product']['productOptions']>[number];

/** A cart line or an order line of the customer's own blend: all the share needs of it. */
export interface ShareableLine {
  product: {
    code: string;
    name: string;
    productOptions?: readonly ProductOptionRef[] | null | undefined;
    /** A cart line's product: its unit group is its packaging (the builder's PACKAGING_UOM_GROUPS). */
    uoMGroup?: { code: string } | null | undefined;
  };
  /** The grind it was made in (the line's remarks). */
  remarks?: string | null | undefined;
}

/** The builder's packaging and grind option categories (the catalogue's). */
const PACKAGING_CATEGORY = '05';
const GRIND_CATEGORY = '6';

export type BlendComponent = ProductOptionRef & { percentage: number };

/** What the blend's page will show of it, before it is shared. */
export interface BlendToShare {
  productCode: string;
  name: string;
  composition: BlendComponent[];
  grind: string | null;
  packaging: string | null;
}

/** 'Coffee Bag' or 'Drip Bag', as the blend's page names the packaging of its unit group. */
function packagingName(group: string | undefined): string | null {
  const packaging = group === undefined ? null : packagingOfUnitGroup(group);
  if (packaging === null) return null;
  return sharedBlendTexts.packaging[packaging === 'Bag' ? 'CoffeeBag' : 'DripBag'];
}

export function blendToShare({ product, remarks }: ShareableLine): BlendToShare {
  const options = product.productOptions ?? [];
  const named = (category: string) =>
    options.find((option) => option.optionCategory === category)?.name ?? null;
  return {
    productCode: product.code,
    name: product.name,
    composition: options.filter(
      (option): option is BlendComponent => option.percentage !== undefined,
    ),
    grind: remarks?.trim() || named(GRIND_CATEGORY),
    packaging: named(PACKAGING_CATEGORY) ?? packagingName(product.uoMGroup?.code),
  };
}

/** The blend's public address, whole, to copy and send. */
export function sharedAddress(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** WhatsApp's own link to send a message (it asks whom to), opened in a new tab. */
export function whatsAppHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
