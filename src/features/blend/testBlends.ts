import { STORAGE_KEYS } from '@/lib/storage';
import type { Blend, BlendComponent, BlendPercentage } from './blend';
import { EMPTY_BLEND } from './blend';

/** The demo catalogue's beans (mocks/seed), as the builder keeps them. */
const BEANS = {
  Gayo: { beanType: 'Arabika', code: 'BN-GAYO-250', name: 'Arabika Gayo Full Wash' },
  Toraja: { beanType: 'Arabika', code: 'BN-TORA-250', name: 'Arabika Toraja Sapan' },
  Kintamani: { beanType: 'Arabika', code: 'BN-KINT-250', name: 'Arabika Kintamani' },
  Temanggung: { beanType: 'Robusta', code: 'BN-TMGR-250', name: 'Robusta Temanggung' },
} as const;

/** A component of the demo catalogue's beans at `percentage`, for tests and stories. */
export function bean(origin: keyof typeof BEANS, percentage: BlendPercentage): BlendComponent {
  const { beanType, code, name } = BEANS[origin];
  return {
    beanType: { code: `BEAN-${beanType.toUpperCase()}`, name: beanType },
    origin: { code: `ORIGIN-${origin.toUpperCase()}`, name: origin },
    product: { code, name },
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
  unit: {
    alternateUoM: { code: '10PCS', name: 'Isi 10' },
    baseUoM: { code: 'PCS' },
    baseQuantity: 10,
  },
  grind: { code: 'GRIND-MEDIUM', name: 'Sedang (V60 / Drip)' },
  price: 85_000,
};

/** Every step done: the review is next. */
export const NAMED_BLEND: Blend = { ...PACKED_BLEND, name: 'Pagi Siti ☕' };

/** A story's beforeEach: the tab's session storage holds `blend` when the builder opens. */
export const holding = (blend: Blend) => () => {
  sessionStorage.setItem(STORAGE_KEYS.blend, JSON.stringify(blend));
};

/** The blend in progress as the builder stored it. */
export const storedBlend = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.blend) ?? 'null');
