/**
 * Shared blends as the gateway sends them (GET /api/SharedBlend/{slug}, .../Mine), for the
 * stories of the public page, the builder's 'Racik ulang' and the maker's profile list: half
 * Arabika Gayo, half Robusta Temanggung (the demo catalogue's beans, with the builder's
 * options that give them), coffee bags, shared by Budi. A story changes what it is about.
 */
import type { MySharedBlend, SharedBlend } from '@/api/sharedBlends';

type Component = SharedBlend['composition'][number];

/** Half of the blend: a demo bean with the builder's bean type and origin that give it. */
function half(
  productCode: string,
  name: string,
  [beanType, origin]: [string, string],
  shown: Pick<Component, 'origin' | 'flavour' | 'flavourNotes'>,
): Component {
  const option = (kind: string, option: string) => ({
    code: `${kind}-${option.toUpperCase()}`,
    name: option,
  });
  const builderChoice = { beanType: option('BEAN', beanType), origin: option('ORIGIN', origin) };
  return { productCode, builderChoice, name, percentage: 50, ...shown };
}

const GAYO = half('BN-GAYO-250', 'Arabika Gayo Full Wash', ['Arabika', 'Gayo'], {
  origin: 'Gayo',
  flavour: { body: 3, acidity: 4, sweetness: 3, bitterness: 2 },
  flavourNotes: ['jeruk', 'cokelat'],
});

/** No origin on record: the page says 'Origin belum tercatat'. */
const TEMANGGUNG = half('BN-TMGR-250', 'Robusta Temanggung', ['Robusta', 'Temanggung'], {
  origin: null,
  flavour: { body: 4, acidity: 2, sweetness: 2, bitterness: 4 },
  flavourNotes: [],
});

/** A blend of Gayo alone (100%), with Gayo's flavour. */
export const GAYO_ALONE: Pick<SharedBlend, 'composition' | 'flavour'> = {
  composition: [{ ...GAYO, percentage: 100 }],
  flavour: GAYO.flavour,
};

/** A shared blend, Budi's 'Blend Sore' unless `overrides` say otherwise. */
export function aSharedBlend(overrides: Partial<SharedBlend> = {}): SharedBlend {
  return {
    slug: 'blend-sore-budi-0000000000',
    name: 'Blend Sore',
    maker: 'Budi',
    note: null,
    composition: [GAYO, TEMANGGUNG],
    flavour: { body: 3, acidity: 3, sweetness: 3, bitterness: 3 },
    grind: 'Sedang (V60 / Drip)',
    packaging: 'CoffeeBag',
    prices: [
      { packaging: 'CoffeeBag', uoMCode: '250GR', unitName: '250 g', sellPrice: 98_000 },
      { packaging: 'CoffeeBag', uoMCode: '500GR', unitName: '500 g', sellPrice: 190_000 },
      { packaging: 'DripBag', uoMCode: '5PCS', unitName: 'Isi 5', sellPrice: 60_000 },
    ],
    sharedAt: '2026-05-17T09:30:00+07:00',
    ...overrides,
  };
}

/** One of the maker's own shares, as their list (…/Mine) names it. */
export function myShare(overrides: Partial<MySharedBlend> = {}): MySharedBlend {
  return { ...aSharedBlend(), productCode: 'CB-000124', timesBought: 0, ...overrides };
}

/** The component of `blend` at `index` without the builder's options (a bean no longer offered). */
export function withoutBuilderChoice(blend: SharedBlend, index: number): SharedBlend {
  return {
    ...blend,
    composition: blend.composition.map((component, at) =>
      at === index ? { ...component, builderChoice: null } : component,
    ),
  };
}
