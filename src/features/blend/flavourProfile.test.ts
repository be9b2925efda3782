import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blendFlavour, FLAVOUR_SCALES } from './flavourProfile';

const score = fc.integer({ min: 1, max: 5 });
const flavour = fc.record({ body: score, acidity: score, sweetness: score, bitterness: score });
const component = fc.record({ flavour, percentage: fc.constantFrom(25, 50, 75, 100) });

describe('blendFlavour', () => {
  it('weights each origin by its share', () => {
    const profile = blendFlavour([
      { flavour: { body: 4, acidity: 2, sweetness: 3, bitterness: 2 }, percentage: 50 },
      { flavour: { body: 2, acidity: 4, sweetness: 3, bitterness: 4 }, percentage: 50 },
    ]);
    expect(profile).toEqual({ body: 3, acidity: 3, sweetness: 3, bitterness: 3 });
  });

  it('stays between the lowest and highest of its components', () => {
    fc.assert(
      fc.property(fc.array(component, { minLength: 1, maxLength: 4 }), (components) => {
        const profile = blendFlavour(components);
        for (const scale of FLAVOUR_SCALES) {
          const values = components.map((c) => c.flavour[scale]);
          expect(profile?.[scale]).toBeGreaterThanOrEqual(Math.min(...values) - 1e-9);
          expect(profile?.[scale]).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
        }
      }),
    );
  });

  it('is a single origin itself', () => {
    fc.assert(
      fc.property(flavour, (taste) => {
        expect(blendFlavour([{ flavour: taste, percentage: 100 }])).toEqual(taste);
      }),
    );
  });

  it('is unknown when an origin has no profile, or for nothing', () => {
    expect(blendFlavour([])).toBeNull();
    expect(
      blendFlavour([
        { flavour: { body: 4, acidity: 2, sweetness: 3, bitterness: 2 }, percentage: 50 },
        { percentage: 50 },
      ]),
    ).toBeNull();
  });
});
