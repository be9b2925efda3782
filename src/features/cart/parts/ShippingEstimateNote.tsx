import { hrefs, routes } from '@/lib/paths';
import { Link, Price } from '@/ui';
import type { ShippingEstimate } from '../hooks/useShippingEstimate';
import { cartTexts } from '../texts';
import styles from './ShippingEstimateNote.module.css';

const texts = cartTexts.shipping;

/** 'Estimasi ongkir ke Rumah: mulai Rp 12.000', or what stands in for it. */
export function ShippingEstimateNote({ estimate }: { estimate: ShippingEstimate }) {
  switch (estimate.status) {
    case 'loading':
      return (
        <p className={styles.note} aria-busy="true">
          {texts.loading}
        </p>
      );
    case 'noAddress':
      return (
        <p className={styles.note}>
          {texts.noAddress}{' '}
          <Link href={hrefs.addressForm({ returnTo: routes.cart })}>{texts.addAddress}</Link>
        </p>
      );
    case 'unknown':
      return <p className={styles.note}>{texts.atCheckout}</p>;
    case 'known':
      return (
        <p className={styles.note}>
          {texts.estimate(estimate.addressLabel)}{' '}
          <span className={styles.amount}>
            {texts.from} <Price price={estimate.cheapest} size="sm" />
          </span>
        </p>
      );
  }
}
