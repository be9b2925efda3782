import { CART_LINE_DEFAULTS } from '@kit/spec';
import { describe, expect, it } from 'vitest';
import { buildCartLine, type CartLineInput, toVarianceJSON } from './line';

const ppn = { code: 'PPN11', name: 'PPN 11%', rate: 11, isDefault: true };
const bag250 = { alternateUoM: { code: '250GR' }, baseUoM: { code: 'GR' }, baseQuantity: 250 };

const beans: CartLineInput = {
  product: { code: 'BN-GAYO-250', name: 'Arabika Gayo Wine Process' },
  unit: bag250,
  unitPrice: { sellPrice: 95_000, basePrice: 380 },
  quantity: 2,
  remarks: 'Sedang (V60 / Drip)',
  outgoingTax: ppn,
};

describe('buildCartLine', () => {
  it('sends a beans line exactly as SPEC §3 lists it, the grind level in remarks', () => {
    expect(buildCartLine(beans)).toEqual({
      ...CART_LINE_DEFAULTS,
      product: { code: 'BN-GAYO-250', name: 'Arabika Gayo Wine Process' },
      quantity: 2,
      baseQuantity: 500,
      basePrice: 380,
      price: 95_000,
      uom: { code: '250GR' },
      remarks: 'Sedang (V60 / Drip)',
      baseUoM: { code: 'GR' },
      outgoingTax: ppn,
      lineTotal: 190_000,
      varianceJSON: '[]',
    });
  });

  it('carries a drink’s chosen variances as text: a list of name and details', () => {
    const line = buildCartLine({
      product: { code: 'BV-KSGA', name: 'Kopi Susu Gula Aren' },
      unit: { alternateUoM: { code: 'CUP' }, baseUoM: { code: 'CUP' }, baseQuantity: 1 },
      unitPrice: { sellPrice: 25_000, basePrice: 25_000 },
      quantity: 3,
      variances: [
        { name: 'Ukuran', values: ['Large'] },
        { name: 'Gula', values: ['Less'] },
      ],
      outgoingTax: ppn,
    });
    expect(JSON.parse(line.varianceJSON)).toEqual([
      { name: 'Ukuran', details: [{ value: 'Large' }] },
      { name: 'Gula', details: [{ value: 'Less' }] },
    ]);
    expect(line.remarks).toBe('');
    expect(line.lineTotal).toBe(75_000);
    expect(line.baseQuantity).toBe(3);
  });

  it('prices the line by the unit chosen, not the product’s default unit', () => {
    const kilo = { alternateUoM: { code: '1KG' }, baseUoM: { code: 'GR' }, baseQuantity: 1000 };
    const line = buildCartLine({
      ...beans,
      unit: kilo,
      unitPrice: { sellPrice: 342_000, basePrice: 380 },
      quantity: 1,
    });
    expect(line).toMatchObject({ uom: { code: '1KG' }, price: 342_000, lineTotal: 342_000 });
    expect(line.baseQuantity).toBe(1000);
  });

  it('refuses quantities below 1 or with fractions', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(() => buildCartLine({ ...beans, quantity })).toThrow(RangeError);
    }
  });

  it('refuses a unit price of 0 or one that is not a number', () => {
    for (const sellPrice of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => buildCartLine({ ...beans, unitPrice: { sellPrice, basePrice: 1 } })).toThrow(
        RangeError,
      );
    }
  });

  it('sends no grind level for products that have none', () => {
    expect(buildCartLine({ ...beans, remarks: null }).remarks).toBe('');
    expect(buildCartLine({ ...beans, remarks: undefined }).remarks).toBe('');
  });
});

describe('varianceJSON', () => {
  it('is an empty list when nothing was chosen', () => {
    expect(toVarianceJSON([])).toBe('[]');
  });

  it('keeps quotes and markup in values as data, not as JSON structure', () => {
    const text = toVarianceJSON([{ name: 'Catatan "khusus"', values: ['</script>'] }]);
    expect(JSON.parse(text)).toEqual([
      { name: 'Catatan "khusus"', details: [{ value: '</script>' }] },
    ]);
  });
});
