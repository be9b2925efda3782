import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import type { Branch } from '@/api/branches';
import { CART, type CartLine } from '@/api/cart';
import { customerQueries } from '@/api/customer';
import { ApiError, failureReason } from '@/api/errors';
import { orderMutations, orderQueries, qrInvoice, type Transaction } from '@/api/orders';
import { fetchServerData, useInvalidate, useMutation } from '@/api/serverData';
import { customerNameAtom } from '@/state/session';
import { useConfirmFlow } from '@/ui';
import { branchTexts as texts } from '../texts';

/** What the QR screen shows once the invoice exists: its alias, and the order if it was read. */
export interface BranchPayment {
  alias: string;
  branch: Branch;
  /** The order behind the alias (deadline, number, total); null when it could not be read. */
  order: Transaction | null;
}

/**
 * SPEC §2 'Select branch': confirm the branch, post the QR invoice with the cart's lines
 * (one request however often the button is pressed), then show the returned alias as a QR.
 * The invoice takes the lines out of the cart, so the cart and the order lists refresh.
 */
export function usePayAtBranch() {
  const store = useStore();
  const invalidate = useInvalidate();
  const payAtBranch = useMutation(orderMutations.payAtBranch);
  const customerName = useAtomValue(customerNameAtom);
  const [payment, setPayment] = useState<BranchPayment | null>(null);
  const flow = useConfirmFlow<{ branch: Branch; lines: CartLine[] }, BranchPayment>({
    question: ({ branch }) => ({
      title: texts.confirmTitle,
      message: texts.confirmMessage(branch.name),
      confirmLabel: texts.confirm,
      cancelLabel: texts.cancel,
    }),
    send: async ({ branch, lines }) => {
      const profile = await fetchServerData(store, customerQueries.profile);
      const alias = await payAtBranch(
        qrInvoice({
          lines,
          branch,
          customerName: customerName || `${profile.firstName} ${profile.lastName}`.trim(),
          mobileNumber: profile.mobileNumber,
        }),
        { errorDisplay: 'caller' },
      );
      // The QR is what the shopper needs; the order only adds its deadline and number.
      const order = await fetchServerData(store, orderQueries.one(alias)).catch(() => null);
      return { alias, branch, order };
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
  });
  return { flow, payment };
}
