import type { Transaction } from '@/api/orders';
import { useInvalidate } from '@/api/serverData';
import { type ConfirmFlow, useConfirmFlow } from '@/ui';
import { orderTexts as t } from '../texts';

/**
 * 'Beli Lagi' (SPEC §2, §8): confirm, add the order's lines to the cart, then tell the
 * shopper how it went; the cart (and its count in the navbar) is refreshed. One order at a
 * time.
 */
export function useReorder(): ConfirmFlow<Transaction> {
  const invalidate = useInvalidate();
  return useConfirmFlow<Transaction, void>({
    send: async (order) => {
      // Loaded when the shopper confirms: the list renders without the api layer.
      const [{ addCartLines }, { prepareReorder }] = await Promise.all([
        import('@/api/cart'),
        import('../reorder'),
      ]);
      const lines = await prepareReorder(order, { errorDisplay: 'caller' });
      await addCartLines(lines, { errorDisplay: 'caller' });
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
    onSuccess: () => invalidate('cart'),
  });
}
