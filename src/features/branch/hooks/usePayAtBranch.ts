import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { customerReads } from '@/api/accountReads';
import type { Branch } from '@/api/branches';
import type { CartLine } from '@/api/cart';
import { ApiError, failureReason } from '@/api/errors';
import type { Transaction } from '@/api/orders';
import { fetchServerData, useInvalidate } from '@/api/serverData';
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
      // Loaded when first sent: the screen renders without the api layer.
      const [{ createQRInvoice, qrInvoice }, { getOrder }] = await Promise.all([
        import('@/api/invoices'),
        import('@/api/orders'),
      ]);
      const profile = await fetchServerData(store, customerReads.profile);
      const alias = await createQRInvoice(
        qrInvoice({
          lines,
          branch,
          customerName: customerName || `${profile.firstName} ${profile.lastName}`.trim(),
          mobileNumber: profile.mobileNumber,
        }),
        { errorDisplay: 'caller' },
      );
      // The QR is what the shopper needs; the order only adds its deadline and number.
      const order = await getOrder(alias, { errorDisplay: 'caller' }).catch(() => null);
      return { alias, branch, order };
    },
    success: () => null,
    failure: (error) => ({
      kind: 'error',
      title: texts.failureTitle,
      message: texts.failure(failureReason(error)),
    }),
    onSuccess: (paid) => {
      setPayment(paid);
      invalidate('cart', 'orders');
    },
    // The cart changed meanwhile (another tab paid it): show it as it is now.
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 409) invalidate('cart');
    },
  });
  return { flow, payment };
}
