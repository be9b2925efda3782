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
        whyDisabled={canPay ? undefined : texts.needsChoices}
        isLoading={isPaying}
        onPress={onPay}
      >
        {texts.pay}
      </Button>
    </SectionCard>
  );
}
