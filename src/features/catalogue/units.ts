import type { UnitOfMeasure } from '@/api/catalogue';

// Apart from the add-to-cart form (zod) and the cart line (the cart's api module): the page
// shows the chosen unit before either is loaded.

/** The unit a code names in the product's group, or the group's first (the default). */
export function unitByCode(
  units: readonly UnitOfMeasure[],
  code: string | null,
): UnitOfMeasure | null {
  return units.find((unit) => unit.alternateUoM.code === code) ?? units[0] ?? null;
}
