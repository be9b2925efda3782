import { useStore } from 'jotai';
import { cartMutations, linesToBuyAgain } from '@/api/cart';
import { isAnswerLost } from '@/api/isAnswerLost';
import type { Transaction } from '@/api/orders';
import { useMutation } from '@/api/serverData';
import { track } from '@/features/analytics/public';
import { type ConfirmFlow, unknownOutcome, useConfirmFlow } from '@/ui';
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
    send: async (order, { idempotencyKey }) => {
      const lines = await linesToBuyAgain(order.details, store);
      await addToCart(lines, { errorDisplay: 'caller', idempotencyKey });
      track({
        name: 'add_to_cart',
        items: lines.map(({ product, price, quantity }) => ({
          line: {
            product: { code: product.code, name: product.name ?? product.code },
            price,
            quantity,
          },
        })),
      });
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
    // The answer was lost: 'Coba lagi' sends the same lines under the same key.
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: t.buyAgainLostWhat }),
  });
}
