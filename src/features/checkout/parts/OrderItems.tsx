import type { CartLine } from '@/api/cart';
import { CartLineSummary } from '@/features/cart/public';
import { SectionCard } from '@/ui';
import { checkoutTexts } from '../texts';
import styles from './OrderItems.module.css';

const texts = checkoutTexts.items;

/** The cart's lines as they will be ordered, read-only. */
export function OrderItems({ lines }: { lines: readonly CartLine[] }) {
  return (
    <SectionCard title={texts.title}>
      <ul className={styles.list} aria-label={texts.title}>
        {lines.map((line) => (
          <li key={line.alias} className={styles.item}>
            <CartLineSummary line={line} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
