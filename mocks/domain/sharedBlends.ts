import { blendMaker } from '@/lib/blendMaker';
import { beanSpecs } from '../seed/catalogue/beans';
import {
  OPTION_CATEGORY_BEAN_TYPE,
  OPTION_CATEGORY_GRIND,
  OPTION_CATEGORY_ORIGIN,
} from '../seed/options';
import { uomGroupByCode } from '../seed/uom';
import { db, type ProductRecord, type SharedBlendRecord } from '../store/collections';
import { withFlavours } from './flavour';
import { type BlendShare, blendUnitPrice, type Packaging, packagingOfGroup } from './pricing';
import { toJakartaIso } from './time';
import type { Schemas } from './types';

// What a shared blend shows anyone (gateway.yaml, SharedBlend): worked out from the maker's
// product each time it is read, so its prices are today's and its flavour the origins' own.

type SharedBlend = Schemas['SharedBlend'];
type Flavour = Schemas['FlavourProfile'];

const SHARED_PACKAGING: Record<Packaging, SharedBlend['packaging']> = {
  Bag: 'CoffeeBag',
  Drip: 'DripBag',
};

/** A bean's tasting notes by product code ('Catatan rasa' on its product page). */
const TASTING_NOTES = new Map(beanSpecs.map((spec) => [`BN-${spec.slug}-250`, spec.notes]));

const FLAVOUR_SCALES = ['body', 'acidity', 'sweetness', 'bitterness'] as const;

/** Unknown, malformed, taken down or never shared: one answer that tells nothing. */
export const SHARE_GONE = 'Blend ini tidak dibagikan lagi';

/** The share at this slug while it can be shown; null for every way it cannot. */
export function liveShare(slug: string): SharedBlendRecord | null {
  const share = db.sharedBlends.findFirst((q) => q.where({ slug }));
  return share && toSharedBlend(share) ? share : null;
}

/** The blend's components, resolved to the shop's beans; a component gone from the shop is left out. */
export function sharesOf(product: ProductRecord): BlendShare[] {
  return product.productOptions.flatMap((option) => {
    if (option.percentage === undefined) return [];
    const component = db.products.findFirst((q) => q.where({ code: option.code }));
    return component ? [{ product: component, percentage: option.percentage }] : [];
  });
}

export function grindOf(product: ProductRecord) {
  return (
    product.productOptions.find((o) => o.optionCategory === OPTION_CATEGORY_GRIND.code) ?? null
  );
}

/** The builder's chart: each scale the share-weighted mean of the origins; null if one has none. */
function blendFlavour(parts: { flavour: Flavour | null; percentage: number }[]) {
  const weight = parts.reduce((sum, part) => sum + part.percentage, 0);
  if (parts.length === 0 || weight <= 0) return null;
  const profile = { body: 0, acidity: 0, sweetness: 0, bitterness: 0 };
  for (const { flavour, percentage } of parts) {
    if (!flavour) return null;
    for (const scale of FLAVOUR_SCALES) profile[scale] += (flavour[scale] * percentage) / weight;
  }
  return profile;
}

/** The builder's bean type and origin options a bean carries, for 'Racik ulang'; null without both. */
function builderChoiceOf(bean: ProductRecord | null | undefined) {
  const option = (category: string) => {
    const found = bean?.productOptions.find((o) => o.optionCategory === category);
    return found ? { code: found.code, name: found.name } : null;
  };
  const beanType = option(OPTION_CATEGORY_BEAN_TYPE.code);
  const origin = option(OPTION_CATEGORY_ORIGIN.code);
  return beanType && origin ? { beanType, origin } : null;
}

function compositionOf(product: ProductRecord): SharedBlend['composition'] {
  return withFlavours(product.productOptions).flatMap((option) => {
    if (option.percentage === undefined) return [];
    const component = db.products.findFirst((q) => q.where({ code: option.code }));
    return [
      {
        productCode: option.code,
        builderChoice: builderChoiceOf(component),
        name: component?.name ?? option.name,
        percentage: option.percentage,
        origin: component?.origin ?? null,
        flavour: option.flavour ?? null,
        flavourNotes: [...(TASTING_NOTES.get(option.code) ?? [])],
      },
    ];
  });
}

/** Every unit of both packagings at today's prices, coffee bags first. */
function pricesOf(shares: BlendShare[]): SharedBlend['prices'] {
  const packagings = db.packagings.all().sort((a, b) => a.value.localeCompare(b.value));
  return packagings.flatMap(({ value, uoMGroupCode }) =>
    (uomGroupByCode(uoMGroupCode)?.details ?? []).flatMap((unit) => {
      const code = unit.alternateUoM.code;
      const price = blendUnitPrice(shares, value, uoMGroupCode, code);
      return price
        ? [
            {
              packaging: SHARED_PACKAGING[value],
              uoMCode: code,
              unitName: unit.alternateUoM.name,
              sellPrice: price.sellPrice,
            },
          ]
        : [];
    }),
  );
}

/** The share as anyone reads it; null when its product or maker is gone (then it is gone too). */
export function toSharedBlend(share: SharedBlendRecord): SharedBlend | null {
  const product = db.products.findFirst((q) => q.where({ code: share.productCode }));
  const maker = db.customers.findFirst((q) => q.where({ alias: share.makerAlias }));
  const packaging = product && packagingOfGroup(product.uoMGroupCode);
  if (!product || !maker || !packaging || product.ownerAlias !== maker.alias) return null;
  const composition = compositionOf(product);
  return {
    slug: share.slug,
    name: product.name,
    maker: blendMaker(maker, share.showSurname),
    note: share.note,
    composition,
    flavour: blendFlavour(composition),
    grind: grindOf(product)?.name ?? null,
    packaging: SHARED_PACKAGING[packaging],
    prices: pricesOf(sharesOf(product)),
    sharedAt: toJakartaIso(share.sharedAt),
  };
}

/**
 * Orders that held a blend made from the maker's product for a buyer: one per order, the
 * maker's own orders not counted.
 */
export function timesBought(share: SharedBlendRecord): number {
  const codes = new Set(
    db.sharedBlendCopies
      .findMany((q) => q.where({ sourceCode: share.productCode }))
      .filter((copy) => copy.customerAlias !== share.makerAlias)
      .map((copy) => copy.productCode),
  );
  if (codes.size === 0) return 0;
  return db.orders.all().filter((o) => o.details.some((l) => codes.has(l.product.code))).length;
}
