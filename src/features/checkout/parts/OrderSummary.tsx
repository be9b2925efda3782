import { useId } from 'react';
import { Button, cx, layout, Price, SectionCard } from '@/ui';
import { checkoutTexts } from '../texts';
import styles from './OrderSummary.module.css';

const texts = checkoutTexts.summary;

export interface OrderSummaryProps {
  linesTotal: number;
  lineCount: number;
  /** The chosen service's cost; null until one is chosen. */
  shippingCost: number | null;
  canPay: boolean;
  isPaying: boolean;
  onPay: () => void;
}

/** What the order costs (lines, shipping, both) and 'Lanjut Pembayaran'. */
export function OrderSummary({
  linesTotal,
  lineCount,
  shippingCost,
  canPay,
  isPaying,
  onPay,
}: OrderSummaryProps) {
  const hintId = useId();
  return (
    <SectionCard title={texts.title} className={styles.summary}>
      <dl className={cx(layout.stack, styles.figures)}>
        <div className={cx(layout.amountRow, styles.row)}>
          <dt>{texts.items(lineCount)}</dt>
          <dd>
            <Price price={linesTotal} size="sm" />
          </dd>
        </div>
        <div className={cx(layout.amountRow, styles.row)}>
          <dt>{texts.shipping}</dt>
          <dd>
            {shippingCost === null ? (
              <span className={layout.muted}>{texts.shippingNotChosen}</span>
            ) : (
              <Price price={shippingCost} size="sm" />
            )}
          </dd>
        </div>
        <div className={cx(layout.amountRow, styles.row, styles.total)}>
          <dt>{texts.total}</dt>
          <dd>
            <Price price={linesTotal + (shippingCost ?? 0)} />
          </dd>
        </div>
      </dl>
      <Button
        size="lg"
        isFullWidth
        isDisabled={!canPay}
        isLoading={isPaying}
        onPress={onPay}
        aria-describedby={canPay ? undefined : hintId}
      >
        {texts.pay}
      </Button>
      {!canPay && (
        <p id={hintId} className={layout.muted}>
          {texts.needsChoices}
        </p>
      )}
    </SectionCard>
  );
}
