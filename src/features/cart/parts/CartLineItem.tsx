import { memo, useId } from 'react';
import type { CartLine } from '@/api/cart';
import { unitLabel } from '@/api/catalogue';
import { formatIDR } from '@/lib/format';
import { Button, cx, Icon, layout, Price, VisuallyHidden } from '@/ui';
import { cartTexts as texts } from '../texts';
import styles from './CartLineItem.module.css';
import { LineFacts } from './LineFacts';
import { LinePicture } from './LinePicture';
import { QuantityField } from './QuantityField';

/** What the last price check said about the line. */
export type LineMark = { kind: 'priceChanged'; previous: number } | { kind: 'unavailable' } | null;

export interface CartLineItemProps {
  /** The line with the quantity the shopper chose. */
  line: CartLine;
  /** The product's name, with its unit and choices when another line has the same product. */
  name: string;
  mark: LineMark;
  /** The quantity did not save: says so, with why, and offers to try again. */
  unsavedReason: string | null;
  isSaving: boolean;
  onQuantityChange: (alias: string, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onShowDetail: (alias: string) => void;
  onRetrySave: () => void;
}

/** One line of the cart: what it is, its price, quantity, total, and removing it. */
export const CartLineItem = memo(function CartLineItem({
  line,
  name,
  mark,
  unsavedReason,
  isSaving,
  onQuantityChange,
  onRemove,
  onShowDetail,
  onRetrySave,
}: CartLineItemProps) {
  const nameId = useId();
  const isUnavailable = mark?.kind === 'unavailable';
  return (
    <li className={styles.item}>
      <article
        className={styles.line}
        aria-labelledby={nameId}
        data-unavailable={isUnavailable || undefined}
      >
        <LinePicture className={cx(layout.thumb, styles.image)} line={line} size={88} />
        <div className={styles.info}>
          <h2 id={nameId} className={styles.name}>
            <Button
              variant="link"
              className={styles.nameButton}
              aria-label={texts.showDetail(name)}
              onPress={() => onShowDetail(line.alias)}
            >
              {line.product.name}
            </Button>
          </h2>
          <LineFacts line={line} />
          {mark && <LineBadge mark={mark} />}
          <p className={styles.unitPrice}>
            <VisuallyHidden>{texts.unitPrice} </VisuallyHidden>
            <span className={styles.amount}>{formatIDR(line.price)}</span>{' '}
            <span className={styles.per}>{texts.perUnit(unitLabel(line.uoM))}</span>
          </p>
        </div>
        <div className={styles.controls}>
          <QuantityField
            productName={name}
            quantity={line.quantity}
            isDisabled={isUnavailable}
            onChange={(quantity) => onQuantityChange(line.alias, quantity)}
          />
          <p className={cx(layout.lineTotal, styles.total)}>
            <VisuallyHidden>{texts.lineTotal} </VisuallyHidden>
            <Price price={line.lineTotal} />
          </p>
        </div>
        <Button
          variant="ghost"
          className={styles.remove}
          aria-label={texts.remove(name)}
          onPress={() => onRemove(line)}
        >
          <TrashIcon />
        </Button>
        {unsavedReason !== null && (
          <div className={styles.unsaved} role="alert">
            <p>
              {texts.quantity.unsaved} {unsavedReason}
            </p>
            <Button variant="secondary" size="sm" isLoading={isSaving} onPress={onRetrySave}>
              {texts.quantity.retrySave}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
});

function LineBadge({ mark }: { mark: NonNullable<LineMark> }) {
  if (mark.kind === 'unavailable') {
    return (
      <p className={styles.badges}>
        <span className={cx(styles.badge, layout.toneError)}>{texts.unavailableBadge}</span>
      </p>
    );
  }
  return (
    <p className={styles.badges}>
      <span className={cx(styles.badge, layout.toneInfo)}>{texts.priceChangedBadge}</span>
      <span className={styles.previous}>{texts.previousPrice(formatIDR(mark.previous))}</span>
    </p>
  );
}

function TrashIcon() {
  return (
    <Icon className={styles.trash} strokeWidth={1.75}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Icon>
  );
}
