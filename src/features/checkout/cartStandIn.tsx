// STAND-IN, to be replaced on merge: the cart engineer ships `useCartLines`, `cartSummary` and
// `CartLineSummary` in '@/features/cart/public' (issue 10, same names and signatures). Until
// that is on main the checkout reads the cart through this minimal copy. To switch: delete
// this file and cartStandIn.module.css, and import the three from '@/features/cart/public'.
import { type CartLine, cartQueries } from '@/api/cart';
import { unitLabel } from '@/api/models';
import { type Resource, useServerData } from '@/api/serverData';
import { formatIDR } from '@/lib/format';
import { Price, VisuallyHidden } from '@/ui';
import styles from './cartStandIn.module.css';

export interface CartSummary {
  total: number;
  weightMg: number;
  count: number;
}

export function cartSummary(
  lines: readonly Pick<CartLine, 'lineTotal' | 'weightInMg'>[],
): CartSummary {
  return lines.reduce<CartSummary>(
    (sum, line) => ({
      total: sum.total + line.lineTotal,
      weightMg: sum.weightMg + line.weightInMg,
      count: sum.count + 1,
    }),
    { total: 0, weightMg: 0, count: 0 },
  );
}

export function useCartLines(): Resource<CartLine[]> {
  return useServerData(cartQueries.lines);
}

export function CartLineSummary({ line }: { line: CartLine }) {
  const choices = line.remarks?.trim();
  return (
    <div className={styles.line}>
      <div className={styles.info}>
        <p className={styles.name}>{line.product.name}</p>
        <p className={styles.facts}>{[unitLabel(line.uoM), choices].filter(Boolean).join(' · ')}</p>
        <p className={styles.facts}>
          {line.quantity} × {formatIDR(line.price)}
        </p>
      </div>
      <p className={styles.total}>
        <VisuallyHidden>Subtotal </VisuallyHidden>
        <Price price={line.lineTotal} size="sm" />
      </p>
    </div>
  );
}
