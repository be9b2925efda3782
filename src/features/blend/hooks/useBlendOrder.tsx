import { useSetAtom, useStore } from 'jotai';
import { blendMutations, blendQueries, nextProductCode } from '@/api/blend';
import { cartMutations } from '@/api/cart';
import { catalogueQueries } from '@/api/catalogue';
import { failureReason, toApiError } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import { fetchServerData, useMutation } from '@/api/serverData';
import { track } from '@/features/analytics/public';
import { routes } from '@/lib/paths';
import { type ConfirmFlow, Link, unknownOutcome, useConfirmFlow } from '@/ui';
import { type BlendOrder, blendFingerprint, EMPTY_BLEND } from '../blend';
import { blendAtom } from '../blendAtom';
import type { FinishedBlend } from '../blendRules';
import { blendCartLine, customProductFor } from '../order';
import { blendTexts } from '../texts';

const t = blendTexts.order;
const caller = { errorDisplay: 'caller' } as const;

/**
 * 'Pesan sekarang': confirm, then the gateway's next code, the product created with it, and
 * the product in the cart (quantity 1). Only a blend that reached the cart is cleared: any
 * failure keeps it, so the shopper can try again without building it anew. The order is kept
 * with the stored blend (its code, its press's idempotency key, its product once made), so a
 * retry, after a reload or after leaving too, goes on with it: the product is made once and
 * the line added once. After a lost answer 'Coba lagi' does the same, under the same keys.
 */
export function useBlendOrder(): ConfirmFlow<FinishedBlend> {
  const setBlend = useSetAtom(blendAtom);
  const store = useStore();
  const addToCart = useMutation(cartMutations.add);
  const createProduct = useMutation(blendMutations.createProduct);

  /** Keeps the order with the blend it is for (not with one edited meanwhile). */
  const keep = (order: BlendOrder) =>
    setBlend((blend) => (blendFingerprint(blend) === order.of ? { ...blend, order } : blend));

  return useConfirmFlow<FinishedBlend, void>({
    send: async (blend, attempt) => {
      const of = blendFingerprint(blend);
      // The blend as stored now: a retry's input is the blend as it was pressed.
      const stored = store.get(blendAtom).order;
      let order: BlendOrder =
        stored?.of === of
          ? stored
          : { of, key: attempt.idempotencyKey, code: await nextProductCode(caller), product: null };
      keep(order);
      let { product } = order;
      if (!product) {
        const category = await fetchServerData(store, blendQueries.category);
        const create = (code: string) =>
          createProduct(customProductFor(blend, code, category), {
            ...caller,
            idempotencyKey: `${order.key}:product`,
          });
        let made: Awaited<ReturnType<typeof create>>;
        try {
          made = await create(order.code);
        } catch (error) {
          // NextCode answers the customer's unused code, so another tab may have used it
          // meanwhile (409): the next code is asked for once. The refused call wrote nothing,
          // so its key is still free.
          if (toApiError(error).status !== 409) throw error;
          order = { ...order, code: await nextProductCode(caller) };
          keep(order);
          made = await create(order.code);
        }
        product = { code: made.code, name: made.name };
        order = { ...order, product };
        keep(order);
      }
      const outgoingTax = await fetchServerData(store, catalogueQueries.defaultOutgoingTax);
      const line = blendCartLine(blend, product, outgoingTax);
      await addToCart([line], { ...caller, idempotencyKey: `${order.key}:cart` });
      track({
        name: 'add_to_cart',
        items: [{ line: { product, price: line.price, quantity: line.quantity } }],
      });
    },
    question: (blend) => ({
      title: t.confirmTitle,
      message: t.confirmMessage(blend.name),
      confirmLabel: t.confirm,
      cancelLabel: t.cancel,
    }),
    success: (_, blend) => ({
      kind: 'success',
      title: t.successTitle,
      message: (
        <>
          {t.successMessage(blend.name)} <Link href={routes.cart}>{t.toCart}</Link>
        </>
      ),
    }),
    failure: (error, blend) => ({
      kind: 'error',
      title: t.failureTitle,
      message: t.failureMessage(blend.name, failureReason(error)),
    }),
    onSuccess: () => setBlend(EMPTY_BLEND),
    // The answer was lost: the product and the line are sent again under their keys, and
    // the gateway answers what the lost send made instead of making it twice.
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: t.lostWhat }),
  });
}
