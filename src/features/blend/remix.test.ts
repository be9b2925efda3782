import { describe, expect, it } from 'vitest';
import type { SharedBlend } from '@/api/sharedBlends';
import { storedBlend } from './blend';
import { isCompositionComplete } from './blendRules';
import { remixOf } from './remix';
import { bean } from './testBlends';

type Part = SharedBlend['composition'][number];

/** A shared component of the demo bean `origin`, as the gateway names it. */
function shared(origin: Parameters<typeof bean>[0], percentage: Part['percentage']): Part {
  const { beanType, origin: option, product } = bean(origin, percentage);
  return {
    productCode: product.code,
    builderChoice: { beanType, origin: option },
    name: product.name,
    percentage,
    origin: option.name,
    flavour: { body: 3, acidity: 4, sweetness: 3, bitterness: 2 },
    flavourNotes: ['jeruk'],
  };
}

function share(composition: Part[], packaging: SharedBlend['packaging'] = 'CoffeeBag') {
  return {
    slug: 'blend-pagi-siti-k3x9q2m7ab',
    name: 'Blend Pagi Siti',
    maker: 'Siti',
    note: null,
    composition,
    flavour: null,
    grind: 'Sedang (V60 / Drip)',
    packaging,
    prices: [],
    sharedAt: '2026-05-17T09:30:00+07:00',
  } satisfies SharedBlend;
}

const FLAVOUR = { body: 3, acidity: 4, sweetness: 3, bitterness: 2 };

describe('remixOf', () => {
  it("fills the maker's composition, with each origin's flavour, and the packaging", () => {
    const { blend, missing } = remixOf(share([shared('Gayo', 50), shared('Temanggung', 50)]));
    expect(blend.components).toEqual([
      { ...bean('Gayo', 50), origin: { ...bean('Gayo', 50).origin, flavour: FLAVOUR } },
      {
        ...bean('Temanggung', 50),
        origin: { ...bean('Temanggung', 50).origin, flavour: FLAVOUR },
      },
    ]);
    expect(isCompositionComplete(blend.components)).toBe(true);
    expect(blend.packaging).toBe('Bag');
    expect(missing).toEqual([]);
  });

  it('leaves the name, size, grind and price to the friend', () => {
    const { blend } = remixOf(share([shared('Gayo', 100)], 'DripBag'));
    expect(blend).toMatchObject({ packaging: 'Drip', name: '', unit: null, grind: null });
    expect(blend.price).toBeNull();
    expect(blend.order).toBeUndefined();
  });

  it('names the beans the builder no longer offers and fills the rest', () => {
    const gone = { ...shared('Toraja', 25), builderChoice: null };
    const { blend, missing } = remixOf(share([shared('Gayo', 75), gone]));
    expect(blend.components.map(({ product }) => product.code)).toEqual(['BN-GAYO-250']);
    expect(missing).toEqual(['Arabika Toraja Sapan']);
    expect(isCompositionComplete(blend.components)).toBe(false);
  });

  it('keeps an origin never cupped without a flavour', () => {
    const { blend } = remixOf(share([{ ...shared('Gayo', 100), flavour: null }]));
    expect(blend.components[0]?.origin).toEqual(bean('Gayo', 100).origin);
  });

  it("keeps the builder's rules: no bean twice, nothing past 100%", () => {
    const { blend } = remixOf(
      share([
        shared('Gayo', 75),
        shared('Gayo', 25),
        shared('Toraja', 50),
        shared('Kintamani', 25),
      ]),
    );
    expect(blend.components.map(({ product, percentage }) => [product.code, percentage])).toEqual([
      ['BN-GAYO-250', 75],
      ['BN-KINT-250', 25],
    ]);
  });

  it('gives a blend the session may keep', () => {
    const { blend } = remixOf(share([shared('Gayo', 50), shared('Temanggung', 50)]));
    expect(storedBlend.safeParse(JSON.parse(JSON.stringify(blend)))).toEqual({
      success: true,
      data: blend,
    });
  });
});
