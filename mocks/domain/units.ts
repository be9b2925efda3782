import { db } from '../store/collections';
import type { Schemas } from './types';

/**
 * A unit as the gateway answers it: its code and the label a shopper reads ('250GR' is
 * '250 g'), looked up in the unit groups. A code no group knows goes out without a label,
 * and the storefront shows the code itself.
 */
export function unitRef(code: string): Schemas['UoMRef'] {
  for (const group of db.uomGroups.all()) {
    for (const { alternateUoM, baseUoM } of group.details) {
      const unit =
        alternateUoM.code === code ? alternateUoM : baseUoM.code === code ? baseUoM : null;
      if (unit) return { code, name: unit.name };
    }
  }
  return { code };
}
