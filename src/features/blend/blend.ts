import { z } from 'zod';
import type { BlendPackaging } from '@/api/blend';
import { BLEND_NAME_MAX, checkBlendName } from './blendName';

/** SPEC §9: a component's share of the blend. */
export const BLEND_PERCENTAGES = [25, 50, 75, 100] as const;
export type BlendPercentage = (typeof BLEND_PERCENTAGES)[number];

/** SPEC §3: a blend holds at most as many components as 25% fits into 100%. */
const MAX_COMPONENTS = 100 / 25;
/** Longer than any name the gateway gives; stored text past it is not ours. */
const MAX_TEXT = 200;

const text = z.string().max(MAX_TEXT);
const named = z.object({ code: text.min(1), name: text });
const score = z.number().min(1).max(5);

/** An origin's taste, each on a 1..5 scale (1 little, 5 a lot). */
export const flavourSchema = z.object({
  body: score,
  acidity: score,
  sweetness: score,
  bitterness: score,
});
export type Flavour = z.infer<typeof flavourSchema>;

const componentSchema = z.object({
  beanType: named,
  origin: named.extend({ flavour: flavourSchema.optional() }),
  product: named,
  percentage: z.literal(BLEND_PERCENTAGES),
});

const unitSchema = z.object({
  code: text.min(1),
  /** What the shopper reads ('250 g', 'Isi 10'). */
  label: text,
  baseUoMCode: text.min(1),
  /** How many base units one holds: 250 (grams) for 250 g, 10 (bags) for 'Isi 10'. */
  baseQuantity: z.number().positive(),
});

/**
 * The blend in progress, as the session keeps it. Content that breaks a rule the builder
 * keeps (shares past 100, a product twice, an invalid name) is not a blend this shop made:
 * it is refused whole, so the shopper starts afresh rather than from something half-broken.
 */
export const blendSchema = z
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

export type Blend = z.infer<typeof blendSchema>;
export type BlendComponent = Blend['components'][number];
export type BlendUnit = NonNullable<Blend['unit']>;
export type BlendGrind = NonNullable<Blend['grind']>;

export const EMPTY_BLEND: Blend = {
  components: [],
  packaging: null,
  unit: null,
  grind: null,
  name: '',
  price: null,
};
