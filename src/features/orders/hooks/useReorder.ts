import { useStore } from 'jotai';
import { cartMutations, linesToBuyAgain } from '@/api/cart';
import type { Transaction } from '@/api/orders';
import { useMutation } from '@/api/serverData';
import { type ConfirmFlow, useConfirmFlow } from '@/ui';
import { orderTexts as t } from '../texts';

/**
 * 'Beli Lagi' (SPEC §2, §8): confirm, add the order's lines to the cart, then tell the
 * shopper how it went; the cart (and its count in the navbar) is refreshed. One order at a
 * time.
 */
export function useReorder(): ConfirmFlow<Transaction> {
  const store = useStore();
  const addToCart = useMutation(cartMutations.add);
  return useConfirmFlow<Transaction, void>({
    send: async (order) => {
      await addToCart(await linesToBuyAgain(order.details, store), { errorDisplay: 'caller' });
    },
    question: () => ({
      title: t.buyAgainConfirmTitle,
      message: t.buyAgainConfirmMessage,
      confirmLabel: t.buyAgainConfirm,
      cancelLabel: t.buyAgainCancel,
    }),
    success: () => ({
      kind: 'success',
      title: t.buyAgainSuccessTitle,
      message: t.buyAgainSuccessMessage,
    }),
    failure: () => ({
      kind: 'error',
      title: t.buyAgainFailureTitle,
      message: t.buyAgainFailureMessage,
    }),
  });
}
