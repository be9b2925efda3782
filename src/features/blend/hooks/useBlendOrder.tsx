import { useSetAtom, useStore } from 'jotai';
import { useRef } from 'react';
import { blendMutations, blendQueries, nextProductCode } from '@/api/blend';
import { cartMutations } from '@/api/cart';
import { catalogueQueries } from '@/api/catalogue';
import { failureReason } from '@/api/errors';
import { fetchServerData, useMutation } from '@/api/serverData';
import { routes } from '@/lib/paths';
import { type ConfirmFlow, Link, useConfirmFlow } from '@/ui';
import { EMPTY_BLEND } from '../blend';
import { blendAtom } from '../blendAtom';
import type { FinishedBlend } from '../blendRules';
import { blendCartLine, customProductFor } from '../order';
import { blendTexts } from '../texts';

const t = blendTexts.order;
const caller = { errorDisplay: 'caller' } as const;

/**
 * 'Pesan sekarang': confirm, then the gateway's next code, the product created with it, and
 * the product in the cart (quantity 1). Only a blend that reached the cart is cleared: any
 * failure keeps it, so the shopper can try again without building it anew; a product made
 * before the cart failed is put in the cart on that retry, not made twice.
 */
export function useBlendOrder(): ConfirmFlow<FinishedBlend> {
  const setBlend = useSetAtom(blendAtom);
  const store = useStore();
  const addToCart = useMutation(cartMutations.add);
  const createProduct = useMutation(blendMutations.createProduct);
  /** The product made for a blend whose cart line failed, so a retry does not make another. */
  const created = useRef<{ key: string; product: { code: string; name: string } } | null>(null);
  return useConfirmFlow<FinishedBlend, void>({
    send: async (blend) => {
      const key = JSON.stringify(blend);
      const makeProduct = async () => {
        const [code, category] = await Promise.all([
          nextProductCode(caller),
          fetchServerData(store, blendQueries.category),
        ]);
        const product = await createProduct(customProductFor(blend, code, category), caller);
        created.current = { key, product };
        return product;
      };
      // The same blend ordered again after the cart refused it: its product exists already.
      const [product, outgoingTax] = await Promise.all([
        created.current?.key === key ? created.current.product : makeProduct(),
        fetchServerData(store, catalogueQueries.defaultOutgoingTax),
      ]);
      await addToCart([blendCartLine(blend, product, outgoingTax)], caller);
      created.current = null;
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
  });
}
