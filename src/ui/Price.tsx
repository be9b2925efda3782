import { formatIDR } from '@/lib/format';
import { cx } from './cx';
import layout from './layout.module.css';
import styles from './Price.module.css';

export interface PriceProps {
  /** The non-member price, the one everybody pays. */
  price: number;
  /** Shown under the price only when it differs from it. */
  memberPrice?: number | null;
  memberLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A price in rupiah (id-ID, no decimals) in tabular figures, with the member price if it differs. */
export function Price({
  price,
  memberPrice,
  memberLabel = 'Harga member',
  size = 'md',
  className,
}: PriceProps) {
  const hasMemberPrice = typeof memberPrice === 'number' && memberPrice !== price;
  return (
    <span className={cx(styles.price, styles[size], className)}>
      <data className={styles.amount} value={price}>
        {formatIDR(price)}
      </data>
      {hasMemberPrice && (
        <span className={styles.member}>
          <span className={cx(layout.pill, styles.memberLabel)}>{memberLabel}</span>
          <data className={styles.memberAmount} value={memberPrice}>
            {formatIDR(memberPrice)}
          </data>
        </span>
      )}
    </span>
  );
}
