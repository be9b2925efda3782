import { describeVariance, parseVarianceJSON } from '@/api/cart';
import { unitLabel } from '@/api/catalogue';
import type { OrderLine } from '@/api/orders';
import { ShareBlendButton } from '@/features/shared-blend/public';
import { formatIDR } from '@/lib/format';
import { cx, Icon, layout, Price, VisuallyHidden } from '@/ui';
import { orderLineImageUrl } from '../orderLineImage';
import { blendCompositionOf } from '../orderState';
import { orderTexts as t } from '../texts';
import styles from './OrderLineItem.module.css';

/**
 * One ordered product: picture, name, quantity × unit, unit price, what it was ordered with
 * (a bean's grind, a drink's variances), a blend's composition, subtotal. On the customer's
 * own order page (`canShare`) a blend offers 'Bagikan blend ini'.
 */
export function OrderLineItem({ line, canShare = false }: { line: OrderLine; canShare?: boolean }) {
  const image = orderLineImageUrl(line);
  const grind = line.remarks?.trim();
  const choices = [
    ...(grind ? [grind] : []),
    ...parseVarianceJSON(line.varianceJSON).map(describeVariance),
  ];
  const composition = blendCompositionOf(line);
  return (
    <li className={cx(layout.goodsLine, styles.line)}>
      {image ? (
        <img
          className={cx(layout.thumb, styles.image)}
          src={image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className={cx(layout.thumb, styles.image)} aria-hidden="true">
          <Icon className={styles.placeholder} strokeWidth={1.5}>
            <path
              d="M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5V9Zm11 1h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3m3-3v3"
              strokeLinejoin="miter"
            />
          </Icon>
        </span>
      )}
      <div className={cx(layout.stack, styles.info)}>
        <p className={layout.lineName}>{line.product.name}</p>
        <p className={cx(layout.cluster, styles.meta)}>
          <span>{t.quantityTimesUnit(line.quantity, unitLabel(line.uom))}</span>
          <span>
            <VisuallyHidden>{t.unitPrice} </VisuallyHidden>
            <span aria-hidden="true">@ </span>
            {formatIDR(line.price)}
          </span>
        </p>
        {composition && (
          <p className={styles.composition}>
            <span className={styles.compositionLabel}>{t.composition}:</span> {composition}
          </p>
        )}
        {choices.length > 0 && (
          <ul className={cx(layout.plainList, layout.cluster, styles.variances)}>
            {choices.map((choice) => (
              <li key={choice} className={layout.pill}>
                {choice}
              </li>
            ))}
          </ul>
        )}
        {composition && canShare && <ShareBlendButton line={line} />}
      </div>
      <p className={cx(layout.lineTotal, styles.total)}>
        <VisuallyHidden>{t.lineTotal} </VisuallyHidden>
        <Price price={line.lineTotal} size="sm" />
      </p>
    </li>
  );
}
