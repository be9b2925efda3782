import { useAtomValue, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { isAnswerLost } from '@/api/answerLost';
import type { Branch } from '@/api/branches';
import { CART, type CartLine } from '@/api/cart';
import { customerQueries } from '@/api/customer';
import { ApiError, failureReason } from '@/api/errors';
import {
  newOrderSince,
  ORDERS,
  orderMutations,
  orderQueries,
  qrInvoice,
  readOutstandingNow,
  type Transaction,
} from '@/api/orders';
import { fetchServerData, useInvalidate, useMutation } from '@/api/serverData';
import { hrefs } from '@/lib/paths';
import { customerNameAtom } from '@/state/session';
import { Link, lostAnswerIn, useConfirmFlow } from '@/ui';
import { branchTexts as texts } from '../texts';

/** What the QR screen shows once the invoice exists: its alias, and the order if it was read. */
export interface BranchPayment {
  alias: string;
  branch: Branch;
  /**
   * The order behind the alias (deadline, number, and the total the gateway asks for); null
   * when it could not be read (the screen says so and reads it again on 'Coba lagi').
   */
  order: Transaction | null;
}

type PayInput = { branch: Branch; lines: CartLine[] };

/**
 * SPEC §2 'Select branch': confirm the branch, post the QR invoice with the cart's lines
 * (one request however often the button is pressed, under one idempotency key however often
 * it is tried again), then show the returned alias as a QR. The invoice takes the lines out
 * of the cart, so the cart and the order lists refresh. The amount to pay is the order's, as
 * the gateway answers it: never a total the browser worked out.
 */
export function usePayAtBranch() {
  const store = useStore();
  const invalidate = useInvalidate();
  const payAtBranch = useMutation(orderMutations.payAtBranch);
  const customerName = useAtomValue(customerNameAtom);
  const [payment, setPayment] = useState<BranchPayment | null>(null);
  const [isReading, setReading] = useState(false);

  const readOrder = useCallback(
    (alias: string) => fetchServerData(store, orderQueries.one(alias)).catch(() => null),
    [store],
  );

  const flow = useConfirmFlow<PayInput, BranchPayment>({
    question: ({ branch }) => ({
      title: texts.confirmTitle,
      message: texts.confirmMessage(branch.name),
      confirmLabel: texts.confirm,
      cancelLabel: texts.cancel,
    }),
    send: async ({ branch, lines }, { idempotencyKey }) => {
      const profile = await fetchServerData(store, customerQueries.profile);
      const alias = await payAtBranch(
        qrInvoice({
          lines,
          branch,
          customerName: customerName || `${profile.firstName} ${profile.lastName}`.trim(),
          mobileNumber: profile.mobileNumber,
        }),
        { errorDisplay: 'caller', idempotencyKey },
      );
      return { alias, branch, order: await readOrder(alias) };
    },
    success: () => null,
    failure: (error) => ({
      kind: 'error',
      title: texts.failureTitle,
      message: texts.failure(failureReason(error)),
    }),
    onSuccess: setPayment,
    // The cart changed meanwhile (another tab paid it): show it as it is now.
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 409) invalidate(CART);
    },
    // The answer was lost: the invoice exists if an outstanding order appeared meanwhile.
    lostAnswer: lostAnswerIn<PayInput>({
      isLost: isAnswerLost,
      what: texts.lostWhat,
      before: () => readOutstandingNow({ errorDisplay: 'caller' }),
      look: async ({ branch }, before) => {
        if (before === null) return null;
        const now = await readOutstandingNow({ errorDisplay: 'caller' });
        const order = newOrderSince(before as Transaction[], now);
        if (!order) return null;
        invalidate(CART, ORDERS);
        setPayment({ alias: order.alias, branch, order });
        return {
          kind: 'success',
          title: texts.foundTitle,
          message: (
            <>
              {texts.found(order.docNum)}{' '}
              <Link href={hrefs.order(order.alias)}>{texts.seeOrder}</Link>
            </>
          ),
        };
      },
    }),
  });

  /** The order behind the QR could not be read: read it again. */
  const readAgain = useCallback(async () => {
    if (!payment || isReading) return;
    setReading(true);
    const order = await readOrder(payment.alias);
    setReading(false);
    if (order) setPayment({ ...payment, order });
  }, [payment, isReading, readOrder]);

  return { flow, payment, readAgain, isReading };
}
