import type { BlendPackaging } from '@/api/blend';
import type { UnitOfMeasure } from '@/api/catalogue';
import type { Schema } from '@/lib/json';
import { BLEND_NAME_MAX, checkBlendName } from './blendName';

/** SPEC §9: a component's share of the blend. */
export const BLEND_PERCENTAGES = [25, 50, 75, 100] as const;
export type BlendPercentage = (typeof BLEND_PERCENTAGES)[number];

/** SPEC §3: a blend holds at most as many components as 25% fits into 100%. */
const MAX_COMPONENTS = 100 / 25;
/** Longer than any name the gateway gives; stored text past it is not ours. */
const MAX_TEXT = 200;

/** An origin's taste, each on a 1..5 scale (1 little, 5 a lot). */
export interface Flavour {
  body: number;
  acidity: number;
  sweetness: number;
  bitterness: number;
}

interface Named {
  code: string;
  name: string;
}

export interface BlendComponent {
  beanType: Named;
  origin: Named & { flavour?: Flavour | undefined };
  product: Named;
  percentage: BlendPercentage;
}

/**
 * The unit the blend is packed in, as its packaging's unit group lists it (the catalogue's
 * one unit shape): 250 g holds 250 base units (grams), 'Isi 10' 10 (bags).
 */
export type BlendUnit = UnitOfMeasure;

export type BlendGrind = Named;

/**
 * The order of this blend under way, kept with it (session storage) so that trying again,
 * after a reload or after leaving the builder too, goes on with it instead of making a
 * second custom product.
 */
export interface BlendOrder {
  /** The blend it is for (blendFingerprint): a blend edited since is another order. */
  of: string;
  /** The idempotency key of the press that started it: every retry of it sends it again. */
  key: string;
  /** The product code the gateway issued for it. */
  code: string;
  /** The product, once the gateway answered that it made it. */
  product: Named | null;
}

export interface Blend {
  components: BlendComponent[];
  packaging: BlendPackaging | null;
  unit: BlendUnit | null;
  grind: BlendGrind | null;
  /** Only a name that passed the name rule, or none yet. */
  name: string;
  /** The blend-price call's answer for the unit, kept once the shopper went on with it. */
  price: number | null;
  /** Its order, once one was started and until it reached the cart. */
  order?: BlendOrder | null;
}

/**
 * The blend as the shopper built it, as a short text (FNV-1a of its JSON): what an order is
 * for. Not a secret, only a way to tell an edited blend from the one the order was made for.
 */
export function blendFingerprint({ order: _order, ...blend }: Blend): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(blend)) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function orderOf(value: unknown): BlendOrder | undefined {
  const fields = fieldsOf(value);
  if (!fields || !isText(fields.of, 1) || !isText(fields.key, 1) || !isText(fields.code, 1)) {
    return undefined;
  }
  const product = nullableOf(fields.product, namedOf);
  if (!product) return undefined;
  return { of: fields.of, key: fields.key, code: fields.code, product: product.value };
}

// The stored blend is checked by hand, not with zod: the builder reads it while it renders,
// and renders without zod (issue 12 route budget). Each check gives the value as the shop
// keeps it (known fields only) or undefined when the value breaks a rule.

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
const isText = (value: unknown, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= MAX_TEXT;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isScore = (value: unknown): value is number => isNumber(value) && value >= 1 && value <= 5;
const isPositive = (value: unknown): value is number => isNumber(value) && value > 0;

function namedOf(value: unknown): Named | undefined {
  const fields = fieldsOf(value);
  if (!fields || !isText(fields.code, 1) || !isText(fields.name)) return undefined;
  return { code: fields.code, name: fields.name };
}

function flavourOf(value: unknown): Flavour | undefined {
  const fields = fieldsOf(value);
  if (!fields) return undefined;
  const { body, acidity, sweetness, bitterness } = fields;
  if (!isScore(body) || !isScore(acidity) || !isScore(sweetness) || !isScore(bitterness))
    return undefined;
  return { body, acidity, sweetness, bitterness };
}

function componentOf(value: unknown): BlendComponent | undefined {
  const fields = fieldsOf(value);
  const originFields = fieldsOf(fields?.origin);
  if (!fields || !originFields) return undefined;
  const beanType = namedOf(fields.beanType);
  const origin = namedOf(originFields);
  const product = namedOf(fields.product);
  const hasFlavour = originFields.flavour !== undefined;
  const flavour = hasFlavour ? flavourOf(originFields.flavour) : undefined;
  const percentage = BLEND_PERCENTAGES.find((share) => share === fields.percentage);
  if (!beanType || !origin || !product || (hasFlavour && !flavour) || percentage === undefined)
    return undefined;
  return {
    beanType,
    origin: hasFlavour ? { ...origin, flavour } : origin,
    product,
    percentage,
  };
}

function unitOf(value: unknown): BlendUnit | undefined {
  const fields = fieldsOf(value);
  if (!fields) return undefined;
  const { baseQuantity } = fields;
  if (!isPositive(baseQuantity)) return undefined;
  // A blend kept before the unit took the catalogue's shape: {code, label, baseUoMCode}.
  const alternate = fieldsOf(fields.alternateUoM) ?? { code: fields.code, name: fields.label };
  const base = fieldsOf(fields.baseUoM) ?? { code: fields.baseUoMCode };
  const { code, name = null } = alternate as Fields;
  if (!isText(code, 1) || !isText(base.code, 1) || !(name === null || isText(name))) {
    return undefined;
  }
  return { alternateUoM: { code, name }, baseUoM: { code: base.code }, baseQuantity };
}

/** `check` for a value that may also be null; undefined when it is neither. */
function nullableOf<T>(value: unknown, check: (value: unknown) => T | undefined) {
  return value === null ? { value: null } : wrapped(check(value));
}
const wrapped = <T>(value: T | undefined) => (value === undefined ? undefined : { value });

const PACKAGINGS = ['Bag', 'Drip'] satisfies BlendPackaging[];

function blendOf(value: unknown): Blend | undefined {
  const fields = fieldsOf(value);
  if (!fields || !Array.isArray(fields.components)) return undefined;
  if (fields.components.length > MAX_COMPONENTS) return undefined;
  const components = fields.components.map(componentOf);
  if (components.some((component) => component === undefined)) return undefined;
  const packaging = nullableOf(fields.packaging, (packaging) =>
    PACKAGINGS.find((known) => known === packaging),
  );
  const unit = nullableOf(fields.unit, unitOf);
  const grind = nullableOf(fields.grind, namedOf);
  const price = nullableOf(fields.price, (price) => (isPositive(price) ? price : undefined));
  const { name } = fields;
  const order = fields.order === undefined ? { value: null } : nullableOf(fields.order, orderOf);
  if (!packaging || !unit || !grind || !price || !order) return undefined;
  if (typeof name !== 'string' || name.length > BLEND_NAME_MAX * 8) return undefined;
  return {
    components: components as BlendComponent[],
    packaging: packaging.value,
    unit: unit.value,
    grind: grind.value,
    name,
    price: price.value,
    ...(order.value ? { order: order.value } : {}),
  };
}

/**
 * The blend in progress, as the session keeps it. Content that breaks a rule the builder
 * keeps (shares past 100, a product twice, an invalid name) is not a blend this shop made:
 * it is refused whole, so the shopper starts afresh rather than from something half-broken.
 */
export const storedBlend: Schema<Blend> = {
  safeParse(input) {
    const blend = blendOf(input);
    if (!blend) return { success: false };
    const { components, name } = blend;
    const shares = components.reduce((sum, { percentage }) => sum + percentage, 0);
    const products = new Set(components.map(({ product }) => product.code));
    if (shares > 100 || products.size !== components.length) return { success: false };
    if (name !== '' && !isStoredName(name)) return { success: false };
    return { success: true, data: blend };
  },
};

/** A name as the builder keeps it: one that passed the rule, already trimmed. */
function isStoredName(name: string): boolean {
  const check = checkBlendName(name);
  return check.ok && check.name === name;
}

export const EMPTY_BLEND: Blend = {
  components: [],
  packaging: null,
  unit: null,
  grind: null,
  name: '',
  price: null,
};
