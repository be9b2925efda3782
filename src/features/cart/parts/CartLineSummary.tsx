import type { CartLine } from '@/api/cart';
import { formatIDR } from '@/lib/format';
import { cx, layout, Price, VisuallyHidden } from '@/ui';
import { cartTexts as texts } from '../texts';
import styles from './CartLineSummary.module.css';
import { LineFacts } from './LineFacts';
import { LinePicture } from './LinePicture';

/**
 * One cart line, compact and read-only, for the pages after the cart (checkout, the branch
 * summary): picture, name, unit, grind level or variances, a blend's composition, quantity ×
 * price and the line's total. Place it in a list item.
 */
export function CartLineSummary({ line }: { line: CartLine }) {
  return (
    <div className={cx(layout.goodsLine, styles.line)}>
      <LinePicture className={layout.thumb} line={line} size={56} />
      <div className={cx(layout.stack, styles.info)}>
        <p className={layout.lineName}>{line.product.name}</p>
        <LineFacts line={line} size="sm" />
        <p className={styles.count}>
          {line.quantity} × {formatIDR(line.price)}
        </p>
      </div>
      <p className={layout.lineTotal}>
        <VisuallyHidden>{texts.lineTotal} </VisuallyHidden>
        <Price price={line.lineTotal} size="sm" />
      </p>
    </div>
  );
}
