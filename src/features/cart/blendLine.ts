import type { CartLine } from '@/api/cart';
import type { FlavourProfile } from '@/api/catalogue';

// What makes a cart line a custom blend, apart from cartLines.ts so the cart's first reads
// (cart.page.ts, loaded beside the screen's chunk) need nothing of the screen's parts.

export interface BlendComponent {
  name: string;
  percentage: number;
  /** The taste of the component's origin, when the gateway knows it. */
  flavour?: FlavourProfile;
}

/** A custom blend's components and their shares; empty for the shop's own products. */
export function blendComposition(line: Pick<CartLine, 'product'>): BlendComponent[] {
  return (line.product.productOptions ?? []).flatMap((option) =>
    option.percentage === undefined
      ? []
      : [{ name: option.name, percentage: option.percentage, flavour: option.flavour }],
  );
}

export function isCustomBlend(line: Pick<CartLine, 'product'>): boolean {
  return blendComposition(line).length > 0;
}
