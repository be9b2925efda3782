import type { Blend, BlendComponent, BlendPercentage } from './blend';
import { EMPTY_BLEND } from './blend';

/** A component of the demo catalogue's beans at `percentage`, for tests and stories. */
export function bean(
  origin: 'Gayo' | 'Toraja' | 'Temanggung' | 'Kintamani',
  percentage: BlendPercentage,
): BlendComponent {
  const beanType = origin === 'Temanggung' ? 'Robusta' : 'Arabika';
  const code = `BN-${beanType === 'Robusta' ? 'ROB' : 'ARB'}-${origin.toUpperCase()}`;
  return {
    beanType: { code: beanType === 'Robusta' ? 'BT-ROB' : 'BT-ARB', name: beanType },
    origin: { code: `OR-${origin.toUpperCase()}`, name: origin },
    product: { code, name: `${beanType} ${origin}` },
    percentage,
  };
}

/** Gayo 50 / Toraja 25 / Temanggung 25: the composition done, nothing else chosen. */
export const COMPOSED_BLEND: Blend = {
  ...EMPTY_BLEND,
  components: [bean('Gayo', 50), bean('Toraja', 25), bean('Temanggung', 25)],
};

/** The composed blend in a 10-bag box of drip bags, priced. */
export const PACKED_BLEND: Blend = {
  ...COMPOSED_BLEND,
  packaging: 'Drip',
  unit: { code: '10PCS', label: 'Isi 10', baseUoMCode: 'PCS', baseQuantity: 10 },
  grind: { code: 'GR-MEDIUM', name: 'Medium' },
  price: 85_000,
};

/** Every step done: the review is next. */
export const NAMED_BLEND: Blend = { ...PACKED_BLEND, name: 'Pagi Siti ☕' };
