import { OPTION_CATEGORY_ORIGIN } from '../seed/options';
import { db, type ProductRecord } from '../store/collections';
import type { Schemas } from './types';

// Flavour lives on the origin options alone (seed/origins.ts); every answer that names an
// origin, directly or through a blend component, looks it up there, so no copy goes stale.

type OptionRef = ProductRecord['productOptions'][number];
type Flavour = Schemas['FlavourProfile'];

function originFlavour(optionCode: string): Flavour | null {
  return db.productOptions.findFirst((q) => q.where({ code: optionCode }))?.flavour ?? null;
}

function isOrigin(option: Pick<OptionRef, 'optionCategory'>): boolean {
  return option.optionCategory === OPTION_CATEGORY_ORIGIN.code;
}

/** The flavour of the origin a ref stands for: an origin itself, or a blend component's. */
function flavourOf(option: OptionRef): Flavour | null {
  if (isOrigin(option)) return originFlavour(option.code);
  if (option.percentage === undefined) return null;
  const component = db.products.findFirst((q) => q.where({ code: option.code }));
  const origin = component?.productOptions.find(isOrigin);
  return origin ? originFlavour(origin.code) : null;
}

/** A product's options as the gateway answers them: origins and blend components with flavour. */
export function withFlavours(options: readonly OptionRef[]): Schemas['ProductOptionRef'][] {
  return options.map((option) => {
    const flavour = flavourOf(option);
    return flavour ? { ...option, flavour } : { ...option };
  });
}
