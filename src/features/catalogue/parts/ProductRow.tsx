import { useId } from 'react';
import type { Product } from '@/api/catalogue';
import { cx, layout } from '@/ui';
import { ProductCard } from './ProductCard';
import styles from './ProductRow.module.css';

export interface ProductRowProps {
  title: string;
  products: readonly Product[];
}

/**
 * A short, titled row of products ('Beli lagi, Yuk!', 'Produk yang mungkin kamu suka'):
 * up to four across on desktop, a row to swipe through on phones.
 */
export function ProductRow({ title, products }: ProductRowProps) {
  const headingId = useId();
  return (
    <section className={layout.stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={cx(layout.plainList, styles.row)} aria-labelledby={headingId}>
        {products.map((product) => (
          <li key={product.code} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
