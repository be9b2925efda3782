import { beanSpecs } from './catalogue/beans';
import { beverageSpecs } from './catalogue/beverages';
import { dripSpecs } from './catalogue/drips';
import { beanRemarks, beverageRemarks, dripRemarks, hostileRemarks } from './catalogue/remarks';
import { categoryByAlias } from './categories';
import { ORIGIN_TINTS } from './illustrations';
import { productImage } from './images';
import { originByName } from './origins';
import type { SeedProduct } from './types';
import { UOM_GROUP_BEANS, UOM_GROUP_CUP, UOM_GROUP_DRIPS, UOM_GROUP_UNIT } from './uom';

/** The product whose remarks carry hostile HTML, for sanitiser tests. */
export const HOSTILE_REMARKS_PRODUCT_CODE = 'BN-SOLK-250';

// Shipping weight of one base unit, packaging included.
const MG_PER_GRAM_OF_BEANS = 1_100;
const MG_PER_DRIP_BAG = 15_000;
const MG_PER_CUP = 450_000;

const ROAST = '#7A4A2A';

function images(code: string, count: number) {
  return Array.from({ length: count }, (_, i) => productImage(code, i));
}

const beans: SeedProduct[] = beanSpecs.map((spec) => {
  const origin = originByName(spec.origin);
  const code = `BN-${spec.slug}-250`;
  const remarks = beanRemarks(spec, origin);
  return {
    code,
    name: spec.name,
    category: categoryByAlias('Beans'),
    sellPrice: spec.price,
    nonMemberPrice: spec.price,
    memberPrice: spec.memberPrice,
    basePrice: spec.price / 250,
    details: images(code, spec.images),
    remarks: code === HOSTILE_REMARKS_PRODUCT_CODE ? hostileRemarks(remarks) : remarks,
    uoMGroup: { code: UOM_GROUP_BEANS },
    productVariances: [],
    weightInMg: MG_PER_GRAM_OF_BEANS,
    origin: spec.origin,
    beanType: origin.beanType,
    process: spec.process,
    kind: 'bag',
    tint: origin.tint,
  };
});

const drips: SeedProduct[] = dripSpecs.map((spec) => {
  const origin = spec.origin ? originByName(spec.origin) : null;
  const code = `DR-${spec.slug}-5`;
  return {
    code,
    name: spec.name,
    category: categoryByAlias('Drips'),
    sellPrice: spec.price,
    nonMemberPrice: spec.price,
    memberPrice: spec.memberPrice,
    basePrice: spec.price / 5,
    details: images(code, spec.images),
    remarks: dripRemarks(spec, origin),
    uoMGroup: { code: UOM_GROUP_DRIPS },
    productVariances: [],
    weightInMg: MG_PER_DRIP_BAG,
    origin: spec.origin,
    beanType: origin?.beanType ?? null,
    process: spec.process,
    kind: 'drip',
    tint: origin?.tint ?? ROAST,
  };
});

const beverages: SeedProduct[] = beverageSpecs.map((spec) => {
  const code = `BV-${spec.slug}`;
  return {
    code,
    name: spec.name,
    category: categoryByAlias('Beverages'),
    sellPrice: spec.price,
    nonMemberPrice: spec.price,
    memberPrice: spec.memberPrice,
    basePrice: spec.price,
    details: images(code, spec.images),
    remarks: beverageRemarks(spec),
    uoMGroup: { code: UOM_GROUP_CUP },
    productVariances: spec.variances,
    weightInMg: MG_PER_CUP,
    origin: null,
    beanType: null,
    process: null,
    kind: 'cup',
    tint: spec.tint,
  };
});

function merchandise(
  code: string,
  name: string,
  price: number,
  weightInMg: number,
  remarks: string,
): SeedProduct {
  return {
    code,
    name,
    category: categoryByAlias('Merchandise'),
    sellPrice: price,
    nonMemberPrice: price,
    memberPrice: price,
    basePrice: price,
    details: images(code, 1),
    remarks,
    uoMGroup: { code: UOM_GROUP_UNIT },
    productVariances: [],
    weightInMg,
    origin: null,
    beanType: null,
    process: null,
    kind: 'cup',
    tint: ROAST,
  };
}

// In a hidden category: the storefront must never list these.
const merch: SeedProduct[] = [
  merchandise(
    'MR-TUMBLER',
    'Tumbler Kopi Nusantara 500 ml',
    150_000,
    380_000,
    '<p>Tumbler baja tahan karat dua lapis, menjaga kopi tetap dingin hingga 12 jam.</p>',
  ),
  merchandise(
    'MR-DRIPPER',
    'Dripper Keramik 02',
    185_000,
    450_000,
    '<p>Dripper keramik buatan perajin Plered, untuk 1–4 cangkir.</p>',
  ),
];

export const products: readonly SeedProduct[] = [...beverages, ...drips, ...beans, ...merch];

export function productByCode(code: string): SeedProduct | undefined {
  return products.find((p) => p.code === code);
}

// Price ranges of each shelf: base, then up to `steps` increments of `step`.
const LARGE_KINDS = [
  {
    alias: 'Beverages',
    kind: 'cup',
    uom: UOM_GROUP_CUP,
    prefix: 'BV',
    base: 18_000,
    step: 1_000,
    steps: 27,
    unit: 1,
  },
  {
    alias: 'Drips',
    kind: 'drip',
    uom: UOM_GROUP_DRIPS,
    prefix: 'DR',
    base: 45_000,
    step: 5_000,
    steps: 9,
    unit: 5,
  },
  {
    alias: 'Beans',
    kind: 'bag',
    uom: UOM_GROUP_BEANS,
    prefix: 'BN',
    base: 85_000,
    step: 5_000,
    steps: 27,
    unit: 250,
  },
] as const;

const ORIGIN_NAMES = Object.keys(ORIGIN_TINTS) as (keyof typeof ORIGIN_TINTS)[];

/**
 * `n` further products for benchmarks (the storefront asks for 1000 at once). Codes
 * start with BENCH- so they never collide with the catalogue; everything is derived
 * from the index, so the same n always gives the same products.
 */
export function makeLargeCatalogue(n: number): SeedProduct[] {
  return Array.from({ length: n }, (_, i) => {
    const shape = LARGE_KINDS[i % LARGE_KINDS.length] ?? LARGE_KINDS[0];
    const originName = ORIGIN_NAMES[Math.floor(i / 3) % ORIGIN_NAMES.length] ?? 'Gayo';
    const origin = originByName(originName);
    const code = `BENCH-${shape.prefix}-${String(i + 1).padStart(4, '0')}`;
    const price = shape.base + ((i * 7) % (shape.steps + 1)) * shape.step;
    const memberPrice = i % 4 === 0 ? price - shape.step : price;
    const isCup = shape.kind === 'cup';
    return {
      code,
      name: `${isCup ? 'Racikan' : origin.beanType} ${origin.name} No. ${i + 1}`,
      category: categoryByAlias(shape.alias),
      sellPrice: price,
      nonMemberPrice: price,
      memberPrice,
      basePrice: price / shape.unit,
      details: images(code, 1 + (i % 3)),
      remarks: `<p>Produk uji nomor ${i + 1} dari ${origin.region}.</p>`,
      uoMGroup: { code: shape.uom },
      productVariances: [],
      weightInMg: { cup: MG_PER_CUP, drip: MG_PER_DRIP_BAG, bag: MG_PER_GRAM_OF_BEANS }[shape.kind],
      origin: isCup ? null : origin.name,
      beanType: isCup ? null : origin.beanType,
      process: null,
      kind: shape.kind,
      tint: origin.tint,
    };
  });
}
