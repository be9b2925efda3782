import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CartLine } from '@/api/cart';
import { failureReason } from '@/api/errors';
import { SimilarProducts } from '@/features/catalogue/public';
import { routes } from '@/lib/paths';
import {
  Button,
  ConfirmFlowDialogs,
  cx,
  EmptyState,
  Link,
  LoadError,
  layout,
  onDemandPart,
  Price,
  usePageBar,
} from '@/ui';
import styles from './CartScreen.module.css';
import { cartSummary, lineNames } from './cartLines';
import { useCartLines } from './hooks/useCartLines';
import { type PriceCheckFindings, usePriceCheck } from './hooks/usePriceCheck';
import { useRemoveCartLine } from './hooks/useRemoveCartLine';
import { useShippingEstimate } from './hooks/useShippingEstimate';
import { CartLineItem, type LineMark } from './parts/CartLineItem';
import { CartSkeleton } from './parts/CartSkeleton';
import { PriceCheckAlert } from './parts/PriceCheckAlert';
import { PriceCheckNotice } from './parts/PriceCheckNotice';
import { ShippingEstimateNote } from './parts/ShippingEstimateNote';
import { useCartQuantities } from './quantities/useCartQuantities';
import { suggestionsFor } from './suggestions';
import { cartTexts as texts } from './texts';

// The dialogs (react-aria's modal, the blend's flavour chart) load after the cart renders.
const CartLineDetailDialog = onDemandPart(
  async () => (await import('./parts/CartLineDetailDialog')).CartLineDetailDialog,
  { isOpen: (props) => props.isOpen },
);
const PurchaseTypeDialog = onDemandPart(
  async () => (await import('./parts/PurchaseTypeDialog')).PurchaseTypeDialog,
  { isOpen: (props) => props.isOpen },
);

/** What the lines are marked with: prices changed on saving, then the last price check's. */
function marksOf(
  repriced: ReadonlyMap<string, number>,
  findings: PriceCheckFindings | null,
): Map<string, LineMark> {
  const marks = new Map<string, LineMark>();
  for (const [alias, previous] of repriced) marks.set(alias, { kind: 'priceChanged', previous });
  for (const line of findings?.changed ?? []) {
    marks.set(line.alias, { kind: 'priceChanged', previous: line.previous });
  }
  for (const line of findings?.unavailable ?? []) marks.set(line.alias, { kind: 'unavailable' });
  return marks;
}

/**
 * /main/cart (SPEC §2 Cart, §4): the customer's lines with their quantities, removing a
 * line, the total and what delivery would cost, and 'Lanjutkan' to the purchase-type choice
 * after the prices are checked.
 */
export default function CartScreen() {
  const cart = useCartLines();
  const quantities = useCartQuantities(cart.data);
  const lines = quantities.lines;
  const removal = useRemoveCartLine();
  const priceCheck = usePriceCheck(lines);
  const summaryTitleId = useId();
  const checkoutBar = usePageBar();
  const [detail, setDetail] = useState<{ alias: string; isOpen: boolean } | null>(null);

  const names = useMemo(() => lineNames(lines), [lines]);
  // Read when a line's remove button is pressed, so the handler stays the same for every line.
  const namesNow = useRef(names);
  useEffect(() => {
    namesNow.current = names;
  }, [names]);
  const marks = useMemo(
    () => marksOf(quantities.repriced, priceCheck.findings),
    [quantities.repriced, priceCheck.findings],
  );
  const summary = cartSummary(lines);
  // The estimate follows the saved weight, so it is asked once per settled change.
  const savedWeight = cart.data && cart.data.length > 0 ? cartSummary(cart.data).weightMg : null;
  const shipping = useShippingEstimate(savedWeight);
  const unsavedReason = quantities.unsaved.size > 0 ? failureReason(quantities.unsavedError) : null;
  const suggestionsOf = suggestionsFor(lines);

  const startRemoval = removal.start;
  const showDetail = useCallback((alias: string) => setDetail({ alias, isOpen: true }), []);
  const onRemove = useCallback(
    (line: CartLine) =>
      startRemoval({ line, name: namesNow.current.get(line.alias) ?? line.product.name }),
    [startRemoval],
  );

  const detailLine = detail ? (lines.find((line) => line.alias === detail.alias) ?? null) : null;

  let body: ReactNode;
  if (cart.status === 'loading') {
    body = <CartSkeleton />;
  } else if (cart.status === 'error' && cart.data === undefined) {
    body = (
      <LoadError title={texts.loadFailedTitle} retryLabel={texts.retry} onRetry={cart.retry}>
        {failureReason(cart.error)}
      </LoadError>
    );
  } else if (lines.length === 0) {
    body = (
      <EmptyState title={texts.emptyTitle} link={{ href: routes.products, text: texts.shopNow }}>
        {texts.emptyMessage}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className={layout.withAside}>
          <div className={cx(layout.stack, styles.main)}>
            {priceCheck.findings && (
              <PriceCheckNotice
                findings={priceCheck.findings}
                isRemoving={priceCheck.removal.isSending}
                onRemoveUnavailable={priceCheck.removeUnavailable}
              />
            )}
            <ul
              className={cx(layout.plainList, layout.stack, styles.lines)}
              aria-label={texts.listLabel}
            >
              {lines.map((line) => (
                <CartLineItem
                  key={line.alias}
                  line={line}
                  name={names.get(line.alias) ?? line.product.name}
                  mark={marks.get(line.alias) ?? null}
                  unsavedReason={quantities.unsaved.has(line.alias) ? unsavedReason : null}
                  isSaving={quantities.isSaving}
                  onQuantityChange={quantities.change}
                  onRemove={onRemove}
                  onShowDetail={showDetail}
                  onRetrySave={quantities.retry}
                />
              ))}
            </ul>
          </div>
          <aside className={styles.summary} aria-labelledby={summaryTitleId}>
            <h2 id={summaryTitleId} className={styles.summaryTitle}>
              {texts.summaryTitle}
            </h2>
            <ShippingEstimateNote estimate={shipping} />
            {/* On phones and tablets this part stays in sight above the bottom bar, and what
                else floats there (the analytics notice) above it. */}
            <div ref={checkoutBar} className={styles.checkoutBar}>
              {priceCheck.problem && (
                <p className={styles.problem} role="alert">
                  {priceCheck.problem}
                </p>
              )}
              <div className={styles.totalBlock}>
                <p className={cx(layout.amountRow, styles.totalRow)}>
                  <span>{texts.total}</span>
                  <Price price={summary.total} size="lg" />
                </p>
                <p className={styles.saveStatus} role="status">
                  {quantities.saveStatus && texts.quantity[quantities.saveStatus]}
                </p>
              </div>
              <Button
                size="lg"
                className={styles.continue}
                isLoading={priceCheck.isChecking}
                onPress={priceCheck.check}
              >
                {texts.continue}
              </Button>
            </div>
            <Link variant="standalone" href={routes.products} className={styles.shopMore}>
              {texts.shopMore}
            </Link>
          </aside>
        </div>
        {/* A nicety: nothing jumps in under the lines while it loads. */}
        {suggestionsOf && (
          <SimilarProducts
            productCode={suggestionsOf}
            title={texts.suggestions}
            isQuietWhileLoading
          />
        )}
      </>
    );
  }

  return (
    <div className={cx(layout.page, layout.stack, styles.screen)}>
      <header className={styles.header}>
        <h1 className={layout.taskTitle}>{texts.title}</h1>
        {lines.length > 0 && <p className={styles.count}>{texts.lineCount(lines.length)}</p>}
      </header>
      {body}
      <CartLineDetailDialog
        isOpen={detail?.isOpen ?? false}
        line={detailLine}
        onClose={() => setDetail((current) => current && { ...current, isOpen: false })}
      />
      <PurchaseTypeDialog isOpen={priceCheck.isChoosing} onOpenChange={priceCheck.setChoosing} />
      <PriceCheckAlert
        isOpen={priceCheck.isAlertOpen}
        findings={priceCheck.findings}
        onDismiss={priceCheck.closeAlert}
        onRemoveUnavailable={priceCheck.removeUnavailable}
      />
      <ConfirmFlowDialogs flow={removal} retryLabel={texts.retry} />
      <ConfirmFlowDialogs flow={priceCheck.removal} retryLabel={texts.retry} />
    </div>
  );
}
