import type { components } from '../schema';

type UoMRef = components['schemas']['UoMRef'];

/**
 * What a shopper reads for a unit: its label ('250 g' for 250GR), or its code when the
 * gateway gives it none. Every screen that shows a unit shows it through here.
 */
export function unitLabel(unit: Pick<UoMRef, 'code' | 'name'>): string {
  return unit.name?.trim() || unit.code;
}
