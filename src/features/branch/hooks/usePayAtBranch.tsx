import { useAtomValue, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import type { Branch } from '@/api/branches';
import { CART, type CartLine } from '@/api/cart';
import { customerQueries } from '@/api/customer';
import { ApiError, failureReason } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import {
  type KeyedAnswer,
  orderMutations,
  orderQueries,
  qrInvoice,
  type Transaction,
} from '@/api/orders';
import { fetchServerData, useInvalidate, useMutation } from '@/api/serverData';
import { hrefs } from '@/lib/paths';
import { customerNameAtom } from '@/state/session';
import { Link, unknownOutcome, useConfirmFlow } from '@/ui';
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

  const flow = useConfirmFlow<PayInput, KeyedAnswer<BranchPayment>>({
    question: ({ branch }) => ({
      title: texts.confirmTitle,
      message: texts.confirmMessage(branch.name),
      confirmLabel: texts.confirm,
      cancelLabel: texts.cancel,
    }),
    send: async ({ branch, lines }, { idempotencyKey }) => {
      const profile = await fetchServerData(store, customerQueries.profile);
      const { answer: alias, replayed } = await payAtBranch(
        qrInvoice({
          lines,
          branch,
          customerName: customerName || `${profile.firstName} ${profile.lastName}`.trim(),
          mobileNumber: profile.mobileNumber,
        }),
        { errorDisplay: 'caller', idempotencyKey },
      );
      return { answer: { alias, branch, order: await readOrder(alias) }, replayed };
    },
    // The QR on the page says it; after a lost answer, also that the lost send made the order.
    success: ({ answer: { alias }, replayed }) =>
      replayed
        ? {
            kind: 'success',
            title: texts.foundTitle,
            message: (
              <>
                {texts.found} <Link href={hrefs.order(alias)}>{texts.seeOrder}</Link>
              </>
            ),
          }
        : null,
    failure: (error) => ({
      kind: 'error',
      title: texts.failureTitle,
      message: texts.failure(failureReason(error)),
    }),
    onSuccess: ({ answer }) => setPayment(answer),
    // The cart changed meanwhile (another tab paid it): show it as it is now.
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 409) invalidate(CART);
    },
    // 'Coba lagi' sends the same invoice under the same key (see `replayed`).
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: texts.lostWhat }),
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
