import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { type ApiError, toApiError } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import {
  type KeyedAnswer,
  ORDERS,
  orderMutations,
  orderQueries,
  type PaymentSession,
  type SalesInvoiceOnline,
  type Transaction,
} from '@/api/orders';
import { fetchServerData, useInvalidate, useMutation } from '@/api/serverData';
import type { PaymentOutcome, PaymentPort } from '@/features/payment/public';
import { hrefs } from '@/lib/paths';
import { Link, unknownOutcome, useConfirmFlow, useIsMounted } from '@/ui';
import { invoiceFailure } from '../invoiceFailure';
import { forgetKeptDelivery } from '../keptDelivery';
import { checkoutTexts as texts } from '../texts';

/** Where the payment of a placed order is. */
export type PaymentStage =
  | { name: 'paying' }
  | { name: 'checking' }
  /** The order's status could not be read (offline): asked again on 'Coba lagi'. */
  | { name: 'checkFailed'; error: ApiError }
  /** The gateway's word on the order: the only thing the checkout trusts. */
  | { name: 'settled'; order: Transaction }
  /** The payment page did not open; the order waits unpaid. */
  | { name: 'unavailable' };

export interface PlacedOrder {
  session: PaymentSession;
  /** What the payment page said, until the gateway is asked (null while it is open). */
  outcome: PaymentOutcome | null;
  stage: PaymentStage;
}

/** The payment page's ends that go on to the order's own page (issue 22). */
const ENDS_ON_THE_ORDER: readonly PaymentOutcome[] = ['success', 'pending', 'closed'];

/**
 * 'Lanjut Pembayaran': the online invoice is sent once (however often the button is pressed),
 * then the payment page opens through the port. When it ends paid, pending or closed, the
 * shopper lands on the order's own page, which shows what the gateway says of it, as a return
 * from a payment app does; after a failure the gateway is asked here how the order stands. Each step that can fail says so and can be tried again without repeating the
 * steps before it: a failed invoice is sent again, a failed status check asks again, a
 * payment page that did not open opens again for the same order.
 */
export function usePlaceOrder(port: PaymentPort) {
  const store = useStore();
  const invalidate = useInvalidate();
  const payOnline = useMutation(orderMutations.payOnline);
  const [, navigate] = useLocation();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [canRetryInvoice, setCanRetryInvoice] = useState(false);
  const isMounted = useIsMounted();

  const checkOrder = useCallback(
    async (session: PaymentSession, outcome: PaymentOutcome) => {
      setPlaced({ session, outcome, stage: { name: 'checking' } });
      try {
        // The payment may have moved the order: what is known of it is stale.
        invalidate(ORDERS);
        const order = await fetchServerData(store, orderQueries.one(session.orderAlias));
        setPlaced({ session, outcome, stage: { name: 'settled', order } });
      } catch (error) {
        setPlaced({ session, outcome, stage: { name: 'checkFailed', error: toApiError(error) } });
      }
    },
    [invalidate, store],
  );

  const pay = useCallback(
    async (session: PaymentSession) => {
      setPlaced({ session, outcome: null, stage: { name: 'paying' } });
      const outcome = await port.pay(session);
      if (!isMounted.current) return;
      if (outcome === 'unavailable') {
        setPlaced({ session, outcome, stage: { name: 'unavailable' } });
        return;
      }
      if (ENDS_ON_THE_ORDER.includes(outcome)) {
        // The payment may have moved the order: it is read again before landing, so its page
        // opens on the gateway's word, never an older copy (a failed read is that page's to
        // show, with its retry). The checkout is done: Back skips it.
        setPlaced({ session, outcome, stage: { name: 'checking' } });
        invalidate(ORDERS);
        await fetchServerData(store, orderQueries.one(session.orderAlias)).catch(() => null);
        if (isMounted.current) navigate(hrefs.order(session.orderAlias), { replace: true });
        return;
      }
      await checkOrder(session, outcome);
    },
    [port, checkOrder, invalidate, navigate, store],
  );

  // No question (the shopper already chose everything on the page); the flow sends once and
  // words a failure. Its success is not a dialog: the page moves on to the payment. After a
  // lost answer, 'Coba lagi' sends the same invoice under the same key: a gateway that made
  // the order then answers it again (`replayed`), and the shopper is told it is there.
  const flow = useConfirmFlow<SalesInvoiceOnline, KeyedAnswer<PaymentSession>>({
    send: (invoice, { idempotencyKey }) =>
      payOnline(invoice, { errorDisplay: 'caller', idempotencyKey }),
    success: ({ answer, replayed }) =>
      replayed
        ? {
            kind: 'success',
            title: texts.invoice.foundTitle,
            message: (
              <>
                {texts.invoice.found}{' '}
                <Link href={hrefs.order(answer.orderAlias)}>{texts.invoice.seeOrder}</Link>
              </>
            ),
          }
        : null,
    failure: (error) => ({
      kind: 'error',
      title: texts.invoice.failureTitle,
      message: invoiceFailure(toApiError(error)).message,
    }),
    onSuccess: ({ answer: session, replayed }) => {
      // The order is placed: its delivery is not the next checkout's.
      forgetKeptDelivery();
      if (!replayed && isMounted.current) void pay(session);
    },
    onFailure: (error) => {
      const failure = invoiceFailure(toApiError(error));
      invalidate(...failure.reload);
      setCanRetryInvoice(failure.canRetry);
    },
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: texts.invoice.lostWhat }),
  });

  return {
    flow,
    placed,
    /** The invoice failed in a way sending it again may fix. */
    canRetryInvoice,
    placeOrder: flow.start,
    payAgain: () => {
      if (placed) void pay(placed.session);
    },
    checkAgain: () => {
      if (placed?.outcome) void checkOrder(placed.session, placed.outcome);
    },
  };
}
