import { origins } from './origins';
import { products } from './products';
import type {
  BeanType,
  OriginName,
  SeedBeanProductOption,
  SeedFlavour,
  SeedOptionCategory,
  SeedPackagingOption,
  SeedProductOption,
} from './types';
import { UOM_GROUP_BEANS, UOM_GROUP_DRIPS } from './uom';

// Codes as the gateway numbers its option categories (SPEC.md §7: 1, 02 and 6).
export const OPTION_CATEGORY_BEAN_TYPE: SeedOptionCategory = { code: '1', name: 'Jenis Biji Kopi' };
export const OPTION_CATEGORY_ORIGIN: SeedOptionCategory = { code: '02', name: 'Origin' };
export const OPTION_CATEGORY_GRIND: SeedOptionCategory = {
  code: '6',
  name: 'Tingkat Penggilingan',
};

function option(
  code: string,
  name: string,
  category: SeedOptionCategory,
  origin?: { beanType: string; flavour: SeedFlavour },
): SeedProductOption {
  return {
    code,
    name,
    optionCategory: category,
    parentName: origin?.beanType ?? null,
    flavour: origin?.flavour ?? null,
  };
}

export const grindOptions: readonly SeedProductOption[] = [
  option('GRIND-WHOLE', 'Biji Utuh (Whole Bean)', OPTION_CATEGORY_GRIND),
  option('GRIND-COARSE', 'Kasar (French Press)', OPTION_CATEGORY_GRIND),
  option('GRIND-MEDIUM-COARSE', 'Sedang-Kasar (Chemex)', OPTION_CATEGORY_GRIND),
  option('GRIND-MEDIUM', 'Sedang (V60 / Drip)', OPTION_CATEGORY_GRIND),
  option('GRIND-FINE', 'Halus (Espresso)', OPTION_CATEGORY_GRIND),
  option('GRIND-EXTRA-FINE', 'Sangat Halus (Tubruk)', OPTION_CATEGORY_GRIND),
];

const BEAN_TYPES: readonly BeanType[] = ['Arabika', 'Robusta', 'Liberika'];

export const beanTypeOptions: readonly SeedProductOption[] = BEAN_TYPES.map((type) =>
  option(`BEAN-${type.toUpperCase()}`, type, OPTION_CATEGORY_BEAN_TYPE),
);

/** Origins offered for each bean type in the blend builder, with how their coffee tastes. */
export const originOptions: readonly SeedProductOption[] = origins.map((o) =>
  option(`ORIGIN-${o.name.toUpperCase().replace(/\s+/g, '-')}`, o.name, OPTION_CATEGORY_ORIGIN, o),
);

/** Which Beans products the blend builder offers for a bean type and origin. */
export const beanProductOptions: readonly SeedBeanProductOption[] = products.flatMap((p) =>
  p.category.alias === 'Beans' && p.beanType && p.origin
    ? [{ productCode: p.code, beanType: p.beanType, origin: p.origin }]
    : [],
);

export function originOptionsFor(beanType: string): SeedProductOption[] {
  return originOptions.filter((o) => o.parentName === beanType);
}

export function blendProductCodes(beanType: string, origin: OriginName | string): string[] {
  return beanProductOptions
    .filter((o) => o.beanType === beanType && o.origin === origin)
    .map((o) => o.productCode);
}

export const packagingOptions: readonly SeedPackagingOption[] = [
  { name: 'Coffee Bag', value: 'Bag', uoMGroupCode: UOM_GROUP_BEANS },
  { name: 'Drip Bag', value: 'Drip', uoMGroupCode: UOM_GROUP_DRIPS },
];
