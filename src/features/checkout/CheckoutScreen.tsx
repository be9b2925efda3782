import { useAtomValue } from 'jotai';
import type { CartLine } from '@/api/cart';
import { onlineInvoice } from '@/api/orders';
import { cartSummary, useCartLines, WithCartLines } from '@/features/cart/public';
import { paymentPort } from '@/features/payment/public';
import { customerNameAtom } from '@/state/session';
import { ConfirmFlowDialogs, cx, layout } from '@/ui';
import styles from './CheckoutScreen.module.css';
import { useCheckoutMeasures } from './hooks/useCheckoutMeasures';
import { useDelivery } from './hooks/useDelivery';
import { usePlaceOrder } from './hooks/usePlaceOrder';
import { AddressSection } from './parts/AddressSection';
import { CheckoutSkeleton } from './parts/CheckoutSkeleton';
import { OrderItems } from './parts/OrderItems';
import { OrderSummary } from './parts/OrderSummary';
import { PaymentView } from './parts/PaymentView';
import { ShippingSection } from './parts/ShippingSection';
import { checkoutTexts as texts } from './texts';

/** The checkout proper, once the cart has lines: delivery, items, totals and payment. */
function CheckoutForm({
  lines,
  placeOrder,
  isPaying,
}: {
  lines: CartLine[];
  placeOrder: ReturnType<typeof usePlaceOrder>['placeOrder'];
  isPaying: boolean;
}) {
  const summary = cartSummary(lines);
  const delivery = useDelivery(summary.weightMg);
  const { address, quote, origin } = delivery;
  const customerName = useAtomValue(customerNameAtom) || (address?.pic ?? '');
  const originCityId = origin.data?.cityId;
  const canPay = Boolean(address && quote && originCityId);
  useCheckoutMeasures(lines, quote);

  const pay = () => {
    if (!address || !quote || !originCityId) return;
    placeOrder(
      onlineInvoice({
        lines,
        customerName,
        address,
        quote,
        originCityId,
        weightInMg: summary.weightMg,
      }),
    );
  };

  return (
    <div className={layout.withAside}>
      <div className={cx(layout.stack, layout.mainColumn)}>
        <AddressSection delivery={delivery} />
        <ShippingSection delivery={delivery} />
        <OrderItems lines={lines} />
      </div>
      <div className={cx(layout.stack, layout.asideColumn)}>
        <OrderSummary
          linesTotal={summary.total}
          lineCount={summary.count}
          shippingCost={quote?.cost ?? null}
          canPay={canPay}
          isPaying={isPaying}
          onPay={pay}
        />
      </div>
    </div>
  );
}

/**
 * /main/checkout (SPEC §2 Checkout): delivery to one of the customer's saved addresses with
 * a courier service, the online invoice sent once, the payment page, and the order's status
 * from the gateway afterwards.
 */
export default function CheckoutScreen() {
  const order = usePlaceOrder(paymentPort);
  const cart = useCartLines();
  const { flow } = order;

  return (
    <div className={cx(layout.page, layout.stack, styles.page)}>
      <h1 className={layout.taskTitle}>{texts.title}</h1>

      {order.placed ? (
        <PaymentView
          placed={order.placed}
          onPayAgain={order.payAgain}
          onCheckAgain={order.checkAgain}
        />
      ) : (
        <WithCartLines cart={cart} skeleton={<CheckoutSkeleton />} texts={texts.cartLines}>
          {(lines) => (
            <CheckoutForm lines={lines} placeOrder={order.placeOrder} isPaying={flow.isSending} />
          )}
        </WithCartLines>
      )}

      {/* The flow's success is the payment view above; only a failure is a dialog. */}
      <ConfirmFlowDialogs
        flow={flow}
        retryLabel={order.canRetryInvoice ? texts.retry : undefined}
      />
    </div>
  );
}
