import type { BlendPackaging } from '@/api/blend';
import type { SharedBlend } from '@/api/sharedBlends';
import { type Blend, EMPTY_BLEND } from './blend';
import { addComponent, choosePackaging } from './blendRules';

const PACKAGING: Record<SharedBlend['packaging'], BlendPackaging> = {
  CoffeeBag: 'Bag',
  DripBag: 'Drip',
};

/** A shared blend as the builder can take it in ('Racik ulang', issue 39). */
export interface Remix {
  /** The maker's composition and packaging, with no name: the friend names it as their own. */
  blend: Blend;
  /** The beans the builder no longer offers (no bean type and origin to give them): by name. */
  missing: string[];
}

/**
 * The builder's blend from a shared one: each component from its `builderChoice` (bean type,
 * origin), its product and share, the origin's flavour when it was cupped; the maker's
 * packaging. Size, grind and price are the friend's to choose (the share names its grind,
 * not the option's code), and the builder's rules still hold: a bean it does not offer, or
 * one past 100% or given twice, is left out.
 */
export function remixOf(shared: SharedBlend): Remix {
  const missing: string[] = [];
  let blend = EMPTY_BLEND;
  for (const part of shared.composition) {
    if (part.builderChoice === null) {
      missing.push(part.name);
      continue;
    }
    const { beanType, origin } = part.builderChoice;
    blend = addComponent(blend, {
      beanType: { code: beanType.code, name: beanType.name },
      origin: {
        code: origin.code,
        name: origin.name,
        ...(part.flavour ? { flavour: { ...part.flavour } } : {}),
      },
      product: { code: part.productCode, name: part.name },
      percentage: part.percentage,
    });
  }
  return { blend: choosePackaging(blend, PACKAGING[shared.packaging]), missing };
}
