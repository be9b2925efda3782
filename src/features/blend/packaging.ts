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

/** The packaging a custom blend's unit group stands for; null for any other group. */
export function packagingOfUnitGroup(group: string): BlendPackaging | null {
  return PACKAGINGS.find((packaging) => PACKAGING_UOM_GROUPS[packaging] === group) ?? null;
}

/** The grind that leaves the beans whole. */
const WHOLE_BEAN_GRIND = 'GRIND-WHOLE';

/** Drip bags hold ground coffee: the gateway refuses a whole-bean drip blend, so none is offered. */
export function grindsFor<T extends { code: string }>(
  packaging: BlendPackaging | null,
  grinds: readonly T[],
): T[] {
  return packaging === 'Drip' ? grinds.filter((g) => g.code !== WHOLE_BEAN_GRIND) : [...grinds];
}
