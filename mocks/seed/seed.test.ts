import { describe, expect, it } from 'vitest';
import {
  beanProductOptions,
  beanTypeOptions,
  blendProductCodes,
  blogs,
  categories,
  customerAccounts,
  defaultUnit,
  demoOrders,
  fromBase64Utf8,
  grindOptions,
  HOSTILE_REMARKS_PRODUCT_CODE,
  makeLargeCatalogue,
  originOptionsFor,
  origins,
  outgoingTaxes,
  packagingOptions,
  parseProductImageFileName,
  priceForUnit,
  productByCode,
  products,
  type SeedProduct,
  SHOWN_CATEGORY_ALIASES,
  uomGroupByCode,
  uomGroups,
} from './index';

const PRICE_RANGE = {
  Beverages: [18_000, 45_000],
  Drips: [45_000, 90_000],
  Beans: [85_000, 220_000],
} as const;

const inCategory = (alias: string) => products.filter((p) => p.category.alias === alias);
const unique = <T>(values: T[]) => new Set(values).size === values.length;

function expectPositiveInteger(value: number) {
  expect(Number.isInteger(value) && value > 0, `${value} is a positive integer`).toBe(true);
}

describe('categories', () => {
  it('has the three shown aliases first, Beans third as the default tab, then two hidden', () => {
    expect(categories.map((c) => c.alias)).toEqual([
      'Beverages',
      'Drips',
      'Beans',
      'Merchandise',
      'CustomBlend',
    ]);
    expect(categories.filter((c) => SHOWN_CATEGORY_ALIASES.includes(c.alias))[2]?.alias).toBe(
      'Beans',
    );
    expect(unique(categories.map((c) => c.name))).toBe(true);
  });
});

describe('products', () => {
  it('have unique codes and a known category, identical to the category record', () => {
    expect(unique(products.map((p) => p.code))).toBe(true);
    for (const p of products) expect(categories).toContainEqual(p.category);
  });

  it.each(SHOWN_CATEGORY_ALIASES)('lists at least 12 products in %s', (alias) => {
    expect(inCategory(alias).length).toBeGreaterThanOrEqual(12);
  });

  it('keeps products in the hidden merchandise category', () => {
    expect(inCategory('Merchandise').length).toBeGreaterThan(0);
  });

  it('price every product in positive whole rupiah, member never above non-member', () => {
    for (const p of products) {
      for (const price of [p.sellPrice, p.nonMemberPrice, p.memberPrice, p.basePrice]) {
        expectPositiveInteger(price);
      }
      expect(p.memberPrice).toBeLessThanOrEqual(p.nonMemberPrice);
      expect(p.sellPrice).toBe(p.nonMemberPrice);
    }
    expect(products.some((p) => p.memberPrice < p.nonMemberPrice)).toBe(true);
    expect(products.some((p) => p.memberPrice === p.nonMemberPrice)).toBe(true);
  });

  it.each(Object.entries(PRICE_RANGE))('prices %s within the shelf range', (alias, [min, max]) => {
    for (const p of inCategory(alias)) {
      expect(p.nonMemberPrice).toBeGreaterThanOrEqual(min);
      expect(p.nonMemberPrice).toBeLessThanOrEqual(max);
    }
  });

  it('prices the base unit consistently with the default unit', () => {
    for (const p of products) {
      const group = uomGroupByCode(p.uoMGroup.code);
      expect(group, `${p.code} uoMGroup`).toBeDefined();
      if (group) expect(p.basePrice * defaultUnit(group).baseQuantity).toBe(p.sellPrice);
    }
  });

  it('has 0–3 images each, a couple with none, all with unique file names that parse back', () => {
    const files = products.flatMap((p) => p.details.map((d) => d.fileName));
    expect(unique(files)).toBe(true);
    expect(products.filter((p) => p.details.length === 0).length).toBeGreaterThanOrEqual(2);
    for (const p of products) {
      expect(p.details.length).toBeLessThanOrEqual(3);
      p.details.forEach((d, index) => {
        expect(parseProductImageFileName(d.fileName)).toEqual({ code: p.code, index, key: null });
        expect(d.imageUrl.endsWith(`/Products/${d.fileName}`)).toBe(true);
      });
    }
  });

  it('offers beverages their variances and no variances elsewhere', () => {
    const allowed: Record<string, string[]> = {
      Ukuran: ['Regular', 'Large'],
      Gula: ['Normal', 'Less', 'No'],
      Es: ['Normal', 'Less', 'Hot'],
    };
    for (const p of products) {
      if (p.category.alias !== 'Beverages') expect(p.productVariances).toEqual([]);
      for (const v of p.productVariances) {
        expect(v.details.map((d) => d.value)).toEqual(allowed[v.name]);
      }
    }
    // Most drinks offer size, sugar and ice; fixed recipes such as Affogato offer none.
    const beverages = inCategory('Beverages');
    const full = beverages.filter((p) => p.productVariances.length === 3);
    expect(full.length).toBeGreaterThanOrEqual(beverages.length / 2);
    expect(beverages.some((p) => p.productVariances.length === 0)).toBe(true);
  });

  it('gives every bean an origin, bean type, process and the bag illustration', () => {
    for (const p of inCategory('Beans')) {
      expect(p.origin && p.beanType && p.process).toBeTruthy();
      expect(p.kind).toBe('bag');
      expect(origins.find((o) => o.name === p.origin)?.beanType).toBe(p.beanType);
    }
    const kinds = { Beverages: 'cup', Drips: 'drip' } as const;
    for (const [alias, kind] of Object.entries(kinds)) {
      for (const p of inCategory(alias)) expect(p.kind).toBe(kind);
    }
    for (const p of products) expect(p.tint).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('has exactly one product with hostile HTML, and only safe markup elsewhere', () => {
    const hostile = /<script|\son\w+\s*=|javascript:/i;
    expect(products.filter((p) => hostile.test(p.remarks)).map((p) => p.code)).toEqual([
      HOSTILE_REMARKS_PRODUCT_CODE,
    ]);
    const remarks = productByCode(HOSTILE_REMARKS_PRODUCT_CODE)?.remarks ?? '';
    expect(remarks).toContain('<script>');
    expect(remarks).toMatch(/onerror=/);
    expect(remarks).toContain('href="javascript:');
    expect(remarks).toContain('<p>');
  });

  it('describes beans in Indonesian with origin, altitude, process and notes', () => {
    const gayo = productByCode('BN-GAYO-250')?.remarks ?? '';
    for (const label of ['Asal', 'Ketinggian', 'Proses', 'Catatan rasa', 'Tips seduh']) {
      expect(gayo).toContain(label);
    }
  });
});

describe('makeLargeCatalogue', () => {
  const large = makeLargeCatalogue(1000);

  it('makes n unique products that never collide with the catalogue', () => {
    expect(large).toHaveLength(1000);
    const codes = large.map((p) => p.code);
    expect(unique(codes)).toBe(true);
    expect(codes.some((c) => productByCode(c))).toBe(false);
  });

  it('is deterministic', () => {
    expect(makeLargeCatalogue(1000)).toEqual(large);
    expect(makeLargeCatalogue(10)).toEqual(large.slice(0, 10));
  });

  it('keeps the catalogue invariants', () => {
    const check = (p: SeedProduct) => {
      const [min, max] = PRICE_RANGE[p.category.alias as keyof typeof PRICE_RANGE];
      expect(p.nonMemberPrice).toBeGreaterThanOrEqual(min);
      expect(p.nonMemberPrice).toBeLessThanOrEqual(max);
      expect(p.memberPrice).toBeLessThanOrEqual(p.nonMemberPrice);
      expectPositiveInteger(p.basePrice);
      expect(uomGroupByCode(p.uoMGroup.code)).toBeDefined();
    };
    large.forEach(check);
    for (const alias of SHOWN_CATEGORY_ALIASES) {
      expect(large.filter((p) => p.category.alias === alias).length).toBeGreaterThan(300);
    }
  });
});

describe('units of measure', () => {
  it('have unique group codes and unit codes, positive base quantities', () => {
    expect(unique(uomGroups.map((g) => g.code))).toBe(true);
    for (const g of uomGroups) {
      expect(unique(g.details.map((d) => d.alternateUoM.code))).toBe(true);
      for (const d of g.details) expectPositiveInteger(d.baseQuantity);
    }
  });

  it('give each unit code one label a shopper reads, wherever the code appears', () => {
    const labels = new Map<string, Set<string>>();
    for (const g of uomGroups) {
      for (const unit of g.details.flatMap((d) => [d.alternateUoM, d.baseUoM])) {
        expect(unit.name.trim()).not.toBe('');
        labels.set(unit.code, (labels.get(unit.code) ?? new Set()).add(unit.name));
      }
    }
    for (const [code, names] of labels) expect([code, names.size]).toEqual([code, 1]);
  });

  it('sell beans by 250 g by default, in 100 g, 500 g and 1 kg too', () => {
    const beans = uomGroupByCode('BEAN-GR');
    expect(
      beans?.details.map((d) => [d.alternateUoM.code, d.baseUoM.code, d.baseQuantity]),
    ).toEqual([
      ['250GR', 'GR', 250],
      ['100GR', 'GR', 100],
      ['500GR', 'GR', 500],
      ['1KG', 'GR', 1000],
    ]);
    expect(uomGroupByCode('DRIP-PCS')?.details.map((d) => d.baseQuantity)).toEqual([5, 10, 20]);
  });

  it('price the default unit at the product price', () => {
    for (const p of products) {
      const group = uomGroupByCode(p.uoMGroup.code);
      if (!group) throw new Error(p.code);
      const unit = priceForUnit(p, defaultUnit(group).alternateUoM.code);
      expect(unit).toMatchObject({
        sellPrice: p.sellPrice,
        memberPrice: p.memberPrice,
        nonMemberPrice: p.nonMemberPrice,
      });
    }
  });

  it('scale prices with pack size, with a bulk discount for larger packs', () => {
    const gayo = productByCode('BN-GAYO-250');
    if (!gayo) throw new Error('BN-GAYO-250');
    const price = (code: string) => priceForUnit(gayo, code)?.sellPrice ?? Number.NaN;
    expect(price('100GR')).toBe(50_000);
    expect(price('250GR')).toBe(125_000);
    expect(price('500GR')).toBe(237_500);
    expect(price('1KG')).toBe(450_000);
    for (const p of products) {
      const group = uomGroupByCode(p.uoMGroup.code);
      const sorted = [...(group?.details ?? [])].sort((a, b) => a.baseQuantity - b.baseQuantity);
      const units = sorted.map((d) => priceForUnit(p, d.alternateUoM.code));
      units.forEach((u, i) => {
        if (!u) throw new Error(`${p.code} ${i}`);
        expect(u.memberPrice).toBeLessThanOrEqual(u.nonMemberPrice);
        const previous = units[i - 1];
        if (!previous) return;
        expect(u.sellPrice).toBeGreaterThan(previous.sellPrice);
        expect(u.sellPrice / u.baseQuantity).toBeLessThanOrEqual(
          previous.sellPrice / previous.baseQuantity + 1e-9,
        );
      });
    }
  });

  it('return null for a unit outside the product group', () => {
    const gayo = productByCode('BN-GAYO-250');
    if (!gayo) throw new Error('BN-GAYO-250');
    expect(priceForUnit(gayo, 'CUP')).toBeNull();
    expect(priceForUnit(gayo, 'NOPE')).toBeNull();
  });
});

describe('options', () => {
  it('lists the six grind levels of option category 6', () => {
    expect(grindOptions.map((o) => o.name)).toEqual([
      'Biji Utuh (Whole Bean)',
      'Kasar (French Press)',
      'Sedang-Kasar (Chemex)',
      'Sedang (V60 / Drip)',
      'Halus (Espresso)',
      'Sangat Halus (Tubruk)',
    ]);
    expect(new Set(grindOptions.map((o) => o.optionCategory.code))).toEqual(new Set(['6']));
  });

  it('offers for every bean type origins that each have at least one Beans product', () => {
    expect(beanTypeOptions.map((o) => [o.name, o.optionCategory.code])).toEqual([
      ['Arabika', '1'],
      ['Robusta', '1'],
      ['Liberika', '1'],
    ]);
    for (const type of beanTypeOptions) {
      const originsOfType = originOptionsFor(type.name);
      expect(originsOfType.length).toBeGreaterThan(0);
      for (const origin of originsOfType) {
        expect(origin.optionCategory.code).toBe('02');
        expect(blendProductCodes(type.name, origin.name).length).toBeGreaterThan(0);
      }
    }
  });

  it('gives every origin, and only origins, a flavour that fits its bean type', () => {
    const levels = [1, 2, 3, 4, 5];
    for (const origin of origins) {
      const { body, acidity, sweetness, bitterness } = origin.flavour;
      for (const level of [body, acidity, sweetness, bitterness]) {
        expect(levels, origin.name).toContain(level);
      }
      if (origin.beanType === 'Robusta') {
        // Robusta cups heavy, flat and bitter.
        expect(body, origin.name).toBeGreaterThanOrEqual(4);
        expect(acidity, origin.name).toBeLessThanOrEqual(2);
        expect(bitterness, origin.name).toBeGreaterThanOrEqual(4);
      }
      if (origin.beanType === 'Liberika') {
        expect(body, origin.name).toBeGreaterThanOrEqual(3);
        expect(acidity, origin.name).toBeLessThanOrEqual(2);
      }
    }
    const gayo = origins.find((o) => o.name === 'Gayo')?.flavour;
    expect(gayo).toMatchObject({ body: 3, acidity: 4 });
    const mean = (type: string, quality: 'acidity' | 'bitterness') => {
      const ofType = origins.filter((o) => o.beanType === type);
      return ofType.reduce((sum, o) => sum + o.flavour[quality], 0) / ofType.length;
    };
    expect(mean('Arabika', 'acidity')).toBeGreaterThan(mean('Liberika', 'acidity'));
    expect(mean('Liberika', 'acidity')).toBeGreaterThan(mean('Robusta', 'acidity'));
    expect(mean('Robusta', 'bitterness')).toBeGreaterThan(mean('Arabika', 'bitterness'));
    for (const type of beanTypeOptions) {
      expect(type.flavour).toBeNull();
      for (const origin of originOptionsFor(type.name)) {
        expect(origin.flavour).toEqual(origins.find((o) => o.name === origin.name)?.flavour);
      }
    }
    expect(grindOptions.every((o) => o.flavour === null)).toBe(true);
  });

  it('maps every Beans product, and only those, to its bean type and origin', () => {
    expect(beanProductOptions.map((o) => o.productCode).sort()).toEqual(
      inCategory('Beans')
        .map((p) => p.code)
        .sort(),
    );
    for (const o of beanProductOptions) {
      const p = productByCode(o.productCode);
      expect([p?.beanType, p?.origin]).toEqual([o.beanType, o.origin]);
    }
    expect(blendProductCodes('Robusta', 'Gayo')).toEqual([]);
  });

  it('packages blends in a Coffee Bag or a Drip Bag with an existing unit group', () => {
    expect(packagingOptions.map((o) => [o.name, o.value])).toEqual([
      ['Coffee Bag', 'Bag'],
      ['Drip Bag', 'Drip'],
    ]);
    for (const o of packagingOptions) expect(uomGroupByCode(o.uoMGroupCode)).toBeDefined();
  });
});

describe('demo carts and orders', () => {
  it('carry a grind level on bean lines only, one the shop offers', () => {
    const grinds = grindOptions.map((o) => o.name);
    const lines = [
      ...customerAccounts.flatMap((a) => a.cart),
      ...demoOrders(new Date(0)).flatMap((o) =>
        o.details.map((d) => ({ productCode: d.product.code, remarks: d.remarks })),
      ),
    ];
    expect(lines.some((l) => l.remarks !== '')).toBe(true);
    for (const { productCode, remarks } of lines) {
      const isBeans = productByCode(productCode)?.category.alias === 'Beans';
      expect(isBeans ? ['', ...grinds] : [''], `${productCode}: ${remarks}`).toContain(remarks);
    }
  });
});

describe('outgoing taxes', () => {
  it('has one default, PPN 11%, and a non-default one', () => {
    expect(outgoingTaxes.filter((t) => t.isDefault)).toEqual([
      { code: 'PPN11', name: 'PPN 11%', rate: 11, isDefault: true },
    ]);
    expect(outgoingTaxes.some((t) => !t.isDefault)).toBe(true);
  });
});

describe('blogs', () => {
  it('has at least six articles with unique slug-shaped remarks', () => {
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    expect(unique(blogs.map((b) => b.remarks))).toBe(true);
    for (const b of blogs) {
      expect(b.remarks).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(b.imageUrl).toBe(`/images/Blogs/${b.remarks}.svg`);
    }
  });

  it('stores every body as base64 of UTF-8 HTML that parses into paragraphs', () => {
    for (const b of blogs) {
      expect(b.description).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const html = fromBase64Utf8(b.description);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.body.querySelectorAll('p').length).toBeGreaterThan(0);
      expect(doc.body.textContent?.length ?? 0).toBeGreaterThan(200);
    }
    const v60 = blogs.find((b) => b.remarks === 'panduan-seduh-v60-untuk-pemula');
    expect(fromBase64Utf8(v60?.description ?? '')).toContain('90–93°C');
  });
});
