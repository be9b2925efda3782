import type { components } from '../schema';

/**
 * What every custom blend's product is, whatever the blend (SPEC §3 'Custom product'): no
 * dimensions of its own, and for sale. The client sends it so; the mock's tests post it so.
 */
export const CUSTOM_PRODUCT_BASICS = {
  width: 0,
  height: 0,
  length: 0,
  weight: 0,
  isSalesItem: true,
} as const satisfies Partial<components['schemas']['CustomProduct']>;
