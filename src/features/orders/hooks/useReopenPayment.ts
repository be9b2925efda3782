import { useState } from 'react';
import { failureReason } from '@/api/errors';
import { ORDERS, orderMutations, type PaymentSession } from '@/api/orders';
import { useInvalidate, useMutation } from '@/api/serverData';
import { paymentPort } from '@/features/payment/public';
import { type ConfirmFlow, useConfirmFlow, useIsMounted } from '@/ui';
import { orderTexts } from '../texts';

const t = orderTexts.page;

export interface ReopenPayment {
  flow: ConfirmFlow<string>;
  /** The payment page is open (or the session is on its way). */
  isPaying: boolean;
  /** The last press found no payment page to open (the script did not load). */
  isUnavailable: boolean;
}

/**
 * 'Bayar sekarang' on an unpaid online order's page: a fresh session from the gateway, sent
 * once however often it is pressed, opened through the checkout's payment port. However the
 * payment page ends (paid, pending, closed, failed), the order is read again and the page
 * shows what the gateway says of it, never the page's own word. A refusal (the order was
 * paid meanwhile, or its time ran out) is told with the gateway's reason, and the order is
 * read again so the page stops offering to pay.
 */
export function useReopenPayment(): ReopenPayment {
  const reopen = useMutation(orderMutations.reopenPayment);
  const invalidate = useInvalidate();
  const [isPaying, setPaying] = useState(false);
  const [isUnavailable, setUnavailable] = useState(false);
  const isMounted = useIsMounted();

  const pay = async (session: PaymentSession) => {
    setPaying(true);
    setUnavailable(false);
    try {
      const outcome = await paymentPort.pay(session);
      if (isMounted.current) setUnavailable(outcome === 'unavailable');
    } finally {
      // The payment may have moved the order, whatever the page said.
      invalidate(ORDERS);
      if (isMounted.current) setPaying(false);
    }
  };

  const flow = useConfirmFlow<string, PaymentSession>({
    send: (alias) => reopen(alias, { errorDisplay: 'caller' }),
    success: () => null,
    failure: (error) => ({
      kind: 'error',
      title: t.payFailedTitle,
      message: t.payFailed(failureReason(error)),
    }),
    onSuccess: (session) => {
      if (isMounted.current) void pay(session);
    },
    onFailure: () => invalidate(ORDERS),
  });
  return { flow, isPaying: isPaying || flow.isSending, isUnavailable };
}
