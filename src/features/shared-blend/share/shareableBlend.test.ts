import { blendLine } from '@kit/cartLines';
import { describe, expect, it } from 'vitest';
import { blendMaker as makerName } from '@/lib/blendMaker';
import { blendToShare, sharedAddress, whatsAppHref } from './shareableBlend';

describe('what a share makes public', () => {
  it('a cart line: its code, name, components with shares, grind and packaging', () => {
    expect(blendToShare(blendLine)).toMatchObject({
      productCode: 'CB-000001',
      name: 'Racikan Pagi Siti',
      composition: [
        { name: 'Arabika Gayo Full Wash', percentage: 50 },
        { name: 'Arabika Toraja Sapan', percentage: 25 },
        { name: 'Robusta Temanggung', percentage: 25 },
      ],
      grind: 'Halus (Espresso)',
      packaging: 'Coffee Bag',
    });
  });

  it('a cart line from the builder: no packaging option, its unit group names it', () => {
    const line = {
      product: {
        code: 'CB-000003',
        name: 'Blend Drip',
        productOptions: [{ code: 'BN-GAYO-250', name: 'Arabika Gayo', percentage: 100 as const }],
        uoMGroup: { code: 'DRIP-PCS' },
      },
    };
    expect(blendToShare(line).packaging).toBe('Drip Bag');
    expect(
      blendToShare({ product: { ...line.product, uoMGroup: { code: 'CUP' } } }).packaging,
    ).toBeNull();
  });

  it('an order line without remarks: the grind option; no packaging option, none shown', () => {
    const line = {
      product: {
        code: 'CB-000002',
        name: 'Blend Sore',
        productOptions: [
          { code: 'BN-GAYO-250', name: 'Arabika Gayo', percentage: 100 as const },
          { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)', optionCategory: '6' },
        ],
      },
      remarks: '  ',
    };
    expect(blendToShare(line)).toMatchObject({ grind: 'Sedang (V60 / Drip)', packaging: null });
  });

  it('the maker: the first word of the name, the whole name only when chosen; never more', () => {
    const siti = { firstName: 'Siti  Nur', lastName: 'Rahayu' };
    expect(makerName(siti, false)).toBe('Siti');
    expect(makerName(siti, true)).toBe('Siti Nur Rahayu');
    expect(makerName({ firstName: 'Budi', lastName: null }, true)).toBe('Budi');
    expect(makerName(null, false)).toBe('');
  });

  it("the address is whole, and WhatsApp's link carries the message encoded", () => {
    expect(sharedAddress('/blend/racikan-pagi-siti-x1')).toBe(
      `${window.location.origin}/blend/racikan-pagi-siti-x1`,
    );
    const href = whatsAppHref('Coba blend "Pagi" & lainnya: https://kopi.example/blend/a');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      'Coba blend "Pagi" & lainnya: https://kopi.example/blend/a',
    );
  });
});
