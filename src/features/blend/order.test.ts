import { describe, expect, it } from 'vitest';
import { blendCartLine, customProductFor, isFinished } from './order';
import { COMPOSED_BLEND, NAMED_BLEND, PACKED_BLEND } from './testBlends';

const TAX = { code: 'PPN11', name: 'PPN 11%', rate: 11, isDefault: true };
const CATEGORY = { name: 'Custom Blend', alias: 'CustomBlend' };

describe('ordering a blend', () => {
  it('needs every step done', () => {
    expect(isFinished(COMPOSED_BLEND)).toBe(false);
    expect(isFinished(PACKED_BLEND)).toBe(false);
    expect(isFinished(NAMED_BLEND)).toBe(true);
  });

  it('creates the product SPEC §3 describes, with the code the gateway issued', () => {
    if (!isFinished(NAMED_BLEND)) throw new Error('The named blend is finished.');
    expect(customProductFor(NAMED_BLEND, 'CB-000124', CATEGORY)).toEqual({
      code: 'CB-000124',
      name: 'Pagi Siti ☕',
      sellPrice: 85_000,
      width: 0,
      height: 0,
      length: 0,
      weight: 0,
      isSalesItem: true,
      productOptions: [
        { code: 'BN-GAYO-250', name: 'Arabika Gayo Full Wash', percentage: 50 },
        { code: 'BN-TORA-250', name: 'Arabika Toraja Sapan', percentage: 25 },
        { code: 'BN-TMGR-250', name: 'Robusta Temanggung', percentage: 25 },
        { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)', optionCategory: '6' },
      ],
      category: CATEGORY,
      uoMGroup: { code: 'DRIP-PCS' },
    });
  });

  it('puts it in the cart once, in its unit, at its price, with its grind', () => {
    if (!isFinished(NAMED_BLEND)) throw new Error('The named blend is finished.');
    const line = blendCartLine(NAMED_BLEND, { code: 'CB-000124', name: 'Pagi Siti ☕' }, TAX);
    expect(line).toMatchObject({
      product: { code: 'CB-000124', name: 'Pagi Siti ☕' },
      quantity: 1,
      baseQuantity: 10,
      uom: { code: '10PCS' },
      baseUoM: { code: 'PCS' },
      price: 85_000,
      basePrice: 8_500,
      lineTotal: 85_000,
      remarks: 'Sedang (V60 / Drip)',
      lineStatus: 'Open',
    });
  });
});
