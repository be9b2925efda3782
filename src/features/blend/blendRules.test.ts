import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLEND_PERCENTAGES, type Blend, EMPTY_BLEND } from './blend';
import {
  addComponent,
  choosePackaging,
  chooseUnit,
  firstIncompleteStep,
  isBlendEmpty,
  remainingPercentages,
  removeComponent,
  resolveStep,
  totalPercentage,
  withName,
  withPrice,
} from './blendRules';
import { bean, COMPOSED_BLEND, NAMED_BLEND, PACKED_BLEND } from './testBlends';

const shares = (...percentages: (25 | 50 | 75 | 100)[]) =>
  percentages.map((percentage) => ({ percentage }));

describe('remainingPercentages (SPEC §4)', () => {
  it.each([
    [[], [25, 50, 75, 100]],
    [[25], [25, 50, 75]],
    [[50], [25, 50]],
    [
      [25, 25],
      [25, 50],
    ],
    [[75], [25]],
    [[50, 25], [25]],
    [[100], []],
    [[25, 25, 25, 25], []],
  ] as const)('after %j offers %j', (taken, offered) => {
    expect(remainingPercentages(shares(...taken))).toEqual(offered);
  });
});

/**
 * A shopper's sequence of additions: each step picks one of the offered shares by index
 * (whatever the list is by then) and a fresh product; removals are mixed in.
 */
const choices = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('add' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  ),
  { maxLength: 30 },
);

function play(steps: { kind: 'add' | 'remove'; pick: number }[]): Blend[] {
  let blend: Blend = EMPTY_BLEND;
  const seen = [blend];
  steps.forEach(({ kind, pick }, index) => {
    if (kind === 'add') {
      const offered = remainingPercentages(blend.components);
      const percentage = offered[pick % Math.max(offered.length, 1)];
      if (percentage === undefined) return;
      const component = { ...bean('Gayo', percentage), product: { code: `P${index}`, name: 'x' } };
      blend = addComponent(blend, component);
    } else if (blend.components.length > 0) {
      const victim = blend.components[pick % blend.components.length];
      if (victim) blend = removeComponent(blend, victim.product.code);
    }
    seen.push(blend);
  });
  return seen;
}

describe('the shrinking percentages, whatever the shopper picks', () => {
  it('never pass 100', () => {
    fc.assert(
      fc.property(choices, (steps) => {
        for (const blend of play(steps))
          expect(totalPercentage(blend.components)).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('always end exactly at 100 when the shopper keeps adding', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (picks) => {
        const [last] = play(picks.map((pick) => ({ kind: 'add' as const, pick }))).slice(-1);
        expect(totalPercentage(last?.components ?? [])).toBe(100);
        expect(remainingPercentages(last?.components ?? [])).toEqual([]);
        expect(firstIncompleteStep(last ?? EMPTY_BLEND)).toBe('pilih-kemasan-produk');
      }),
    );
  });

  it('refuse a share that is not offered, whatever is asked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BLEND_PERCENTAGES),
        fc.constantFrom(...BLEND_PERCENTAGES),
        (first, second) => {
          const once = addComponent(EMPTY_BLEND, bean('Gayo', first));
          const twice = addComponent(once, bean('Toraja', second));
          expect(totalPercentage(twice.components)).toBe(
            first + second <= 100 ? first + second : first,
          );
        },
      ),
    );
  });
});

describe('addComponent', () => {
  it('adds a product only once', () => {
    const once = addComponent(EMPTY_BLEND, bean('Gayo', 25));
    expect(addComponent(once, bean('Gayo', 25))).toBe(once);
  });

  it('forgets the price of the old composition', () => {
    const reopened = removeComponent(PACKED_BLEND, 'BN-GAYO-250');
    expect(reopened.price).toBeNull();
    expect(firstIncompleteStep(reopened)).toBe('pilih-biji-kopi');
  });
});

describe('packaging and price', () => {
  it('another packaging clears the unit, grind and price', () => {
    const bag = choosePackaging(PACKED_BLEND, 'Bag');
    expect(bag).toMatchObject({ packaging: 'Bag', unit: null, grind: null, price: null });
  });

  it('another unit clears the price', () => {
    const unit = {
      alternateUoM: { code: '20PCS', name: 'Isi 20' },
      baseUoM: { code: 'PCS' },
      baseQuantity: 20,
    };
    expect(chooseUnit(PACKED_BLEND, unit).price).toBeNull();
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('a price of %d is not kept', (price) => {
    expect(withPrice(COMPOSED_BLEND, price).price).toBeNull();
  });
});

describe('steps', () => {
  it('go on from the first incomplete one', () => {
    expect(firstIncompleteStep(EMPTY_BLEND)).toBe('pilih-biji-kopi');
    expect(firstIncompleteStep(COMPOSED_BLEND)).toBe('pilih-kemasan-produk');
    expect(firstIncompleteStep(PACKED_BLEND)).toBe('input-nama-blend');
    expect(firstIncompleteStep(NAMED_BLEND)).toBe('hasil-akhir');
  });

  it.each([
    [EMPTY_BLEND, undefined, 'pilih-biji-kopi'],
    [PACKED_BLEND, undefined, 'input-nama-blend'],
    [PACKED_BLEND, 'tidak-ada', 'pilih-biji-kopi'],
    [COMPOSED_BLEND, 'hasil-akhir', 'pilih-kemasan-produk'],
    [NAMED_BLEND, 'pilih-biji-kopi', 'pilih-biji-kopi'],
    [NAMED_BLEND, 'hasil-akhir', 'hasil-akhir'],
  ] as const)('%#: asked for %s, opens %s', (blend, asked, opened) => {
    expect(resolveStep(blend, asked)).toBe(opened);
  });

  it('a name of spaces only, or too long, is not kept', () => {
    expect(withName(PACKED_BLEND, '   ').name).toBe('');
    expect(withName(PACKED_BLEND, 'a'.repeat(41)).name).toBe('');
    expect(withName(PACKED_BLEND, '  Senja  ').name).toBe('Senja');
  });

  it('an empty blend is empty; any choice is not', () => {
    expect(isBlendEmpty(EMPTY_BLEND)).toBe(true);
    expect(isBlendEmpty(addComponent(EMPTY_BLEND, bean('Gayo', 25)))).toBe(false);
  });
});
