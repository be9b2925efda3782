import type { BlendPackaging } from '@/api/blend';

/**
 * The unit-of-measure group of each packaging (the blend-price call's `code`): the gateway
 * has no call that names them, so the shop configures them, as the original storefront did.
 */
export const PACKAGING_UOM_GROUPS: Record<BlendPackaging, string> = {
  Bag: 'BEAN-GR',
  Drip: 'DRIP-PCS',
};

export const PACKAGINGS: readonly BlendPackaging[] = ['Bag', 'Drip'];
