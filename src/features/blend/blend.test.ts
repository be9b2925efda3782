import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { BlendPackaging } from '@/api/blend';
import { BLEND_PERCENTAGES, blendFingerprint, storedBlend } from './blend';
import { BLEND_NAME_MAX, checkBlendName } from './blendName';
import { NAMED_BLEND, PACKED_BLEND } from './testBlends';

// The stored-blend check was a zod schema; it is written by hand now so the builder renders
// without zod. The schema it replaced stays here as the reference the check must agree with.
const MAX_COMPONENTS = 100 / 25;
const MAX_TEXT = 200;
const text = z.string().max(MAX_TEXT);
const named = z.object({ code: text.min(1), name: text });
const score = z.number().min(1).max(5);

/** An origin's taste, each on a 1..5 scale (1 little, 5 a lot). */
const flavourSchema = z.object({
  body: score,
  acidity: score,
  sweetness: score,
  bitterness: score,
});

const componentSchema = z.object({
  beanType: named,
  origin: named.extend({ flavour: flavourSchema.optional() }),
  product: named,
  percentage: z.literal(BLEND_PERCENTAGES),
});

const unitSchema = z.object({
  /** The unit's code and what the shopper reads ('250 g', 'Isi 10'). */
  alternateUoM: z.object({ code: text.min(1), name: text.nullable().default(null) }),
  baseUoM: z.object({ code: text.min(1) }),
  /** How many base units one holds: 250 (grams) for 250 g, 10 (bags) for 'Isi 10'. */
  baseQuantity: z.number().positive(),
});

/**
 * The blend in progress, as the session keeps it. Content that breaks a rule the builder
 * keeps (shares past 100, a product twice, an invalid name) is not a blend this shop made:
 * it is refused whole, so the shopper starts afresh rather than from something half-broken.
 */
const zodBlendSchema = z
  .object({
    components: z.array(componentSchema).max(MAX_COMPONENTS),
    packaging: z.enum(['Bag', 'Drip'] satisfies BlendPackaging[]).nullable(),
    unit: unitSchema.nullable(),
    grind: named.nullable(),
    /** Only a name that passed the name rule, or none yet. */
    name: z.string().max(BLEND_NAME_MAX * 8),
    /** The blend-price call's answer for the unit, kept once the shopper went on with it. */
    price: z.number().positive().finite().nullable(),
  })
  .refine(
    ({ components }) => components.reduce((sum, { percentage }) => sum + percentage, 0) <= 100,
    'The shares pass 100%.',
  )
  .refine(
    ({ components }) =>
      new Set(components.map(({ product }) => product.code)).size === components.length,
    'A product is in the blend twice.',
  )
  .refine(({ name }) => name === '' || isStoredName(name), 'The name breaks the name rule.');

/** A name as the builder keeps it: one that passed the rule, already trimmed. */
function isStoredName(name: string): boolean {
  const check = checkBlendName(name);
  return check.ok && check.name === name;
}

const withFlavour = {
  ...NAMED_BLEND,
  components: NAMED_BLEND.components.map((component) => ({
    ...component,
    origin: { ...component.origin, flavour: { body: 3, acidity: 4, sweetness: 2, bitterness: 5 } },
  })),
};
const first = NAMED_BLEND.components[0];
if (!first) throw new Error('The named blend has components.');

const cases: [string, unknown][] = [
  ['a named blend', NAMED_BLEND],
  ['a packed blend', PACKED_BLEND],
  ['with flavours', withFlavour],
  [
    'fields the shop does not know',
    { ...NAMED_BLEND, extra: 1, unit: { ...NAMED_BLEND.unit, x: 2 } },
  ],
  ['no packaging yet', { ...NAMED_BLEND, packaging: null, unit: null, grind: null, price: null }],
  ['not an object', 'blend'],
  ['an array', [NAMED_BLEND]],
  ['null', null],
  ['no components', { ...NAMED_BLEND, components: undefined }],
  ['five components', { ...NAMED_BLEND, components: Array(5).fill(first) }],
  [
    'shares past 100',
    {
      ...NAMED_BLEND,
      components: [
        { ...first, percentage: 75 },
        { ...first, product: { code: 'B', name: 'B' }, percentage: 50 },
      ],
    },
  ],
  [
    'a product twice',
    {
      ...NAMED_BLEND,
      components: [
        { ...first, percentage: 25 },
        { ...first, percentage: 25 },
      ],
    },
  ],
  ['a share of 30', { ...NAMED_BLEND, components: [{ ...first, percentage: 30 }] }],
  [
    'an empty product code',
    { ...NAMED_BLEND, components: [{ ...first, product: { code: '', name: 'x' } }] },
  ],
  ['a name of 201 characters', { ...NAMED_BLEND, grind: { code: 'G', name: 'x'.repeat(201) } }],
  [
    'a flavour of 6',
    {
      ...withFlavour,
      components: [
        {
          ...first,
          origin: {
            ...first.origin,
            flavour: { body: 6, acidity: 1, sweetness: 1, bitterness: 1 },
          },
        },
      ],
    },
  ],
  [
    'a null flavour',
    { ...NAMED_BLEND, components: [{ ...first, origin: { ...first.origin, flavour: null } }] },
  ],
  ['another packaging', { ...NAMED_BLEND, packaging: 'Box' }],
  ['a unit of none', { ...NAMED_BLEND, unit: { ...NAMED_BLEND.unit, baseQuantity: 0 } }],
  [
    'a unit without code',
    { ...NAMED_BLEND, unit: { ...NAMED_BLEND.unit, alternateUoM: { code: '', name: 'Isi 10' } } },
  ],
  ['a price of 0', { ...NAMED_BLEND, price: 0 }],
  ['a price as text', { ...NAMED_BLEND, price: '10000' }],
  ['no name yet', { ...NAMED_BLEND, name: '' }],
  ['a name with spaces around', { ...NAMED_BLEND, name: ' Pagi ' }],
  ['a name past the rule', { ...NAMED_BLEND, name: 'x'.repeat(BLEND_NAME_MAX + 1) }],
  ['no name', { ...NAMED_BLEND, name: undefined }],
];

describe('the stored blend', () => {
  test.each(cases)('%s: the check agrees with the zod schema it replaced', (_, stored) => {
    const reference = zodBlendSchema.safeParse(stored);
    const result = storedBlend.safeParse(stored);
    expect(result.success).toBe(reference.success);
    if (result.success && reference.success) expect(result.data).toStrictEqual(reference.data);
  });

  test('a blend kept before the unit took the catalogue’s shape keeps its unit', () => {
    const before = {
      ...NAMED_BLEND,
      unit: { code: '10PCS', label: 'Isi 10', baseUoMCode: 'PCS', baseQuantity: 10 },
    };
    expect(storedBlend.safeParse(before)).toStrictEqual({ success: true, data: NAMED_BLEND });
  });

  test('a blend the builder made is kept as it is', () => {
    expect(storedBlend.safeParse(withFlavour)).toStrictEqual({ success: true, data: withFlavour });
  });
});

describe('the order kept with the stored blend', () => {
  const order = {
    of: blendFingerprint(NAMED_BLEND),
    key: '3f6c1c9e-8d1a-4e0b-9a57-2c4d1f0e8b6a',
    code: 'CB-000124',
    product: { code: 'CB-000124', name: 'Pagi Siti ☕' },
  };

  test('is read back with the blend, and the blend without one has none', () => {
    const stored = { ...NAMED_BLEND, order };
    expect(storedBlend.safeParse(JSON.parse(JSON.stringify(stored)))).toEqual({
      success: true,
      data: stored,
    });
    expect(storedBlend.safeParse({ ...NAMED_BLEND, order: { ...order, product: null } })).toEqual({
      success: true,
      data: { ...NAMED_BLEND, order: { ...order, product: null } },
    });
    expect(storedBlend.safeParse(NAMED_BLEND)).toEqual({ success: true, data: NAMED_BLEND });
  });

  test('refuses an order that is not one the shop keeps', () => {
    expect(storedBlend.safeParse({ ...NAMED_BLEND, order: { ...order, code: '' } }).success).toBe(
      false,
    );
    expect(storedBlend.safeParse({ ...NAMED_BLEND, order: 'CB-000124' }).success).toBe(false);
  });

  test('is for the blend as built: its own order does not change that, an edit does', () => {
    expect(blendFingerprint({ ...NAMED_BLEND, order })).toBe(order.of);
    expect(blendFingerprint({ ...NAMED_BLEND, name: 'Sore Siti' })).not.toBe(order.of);
  });
});
