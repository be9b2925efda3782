import { useAtomValue, useStore } from 'jotai';
import type { Product } from '@/api/models';
import { fetchServerData, useInvalidate } from '@/api/serverData';
import { isAuthenticatedAtom } from '@/state/session';
import { Link, useConfirmFlow } from '@/ui';
import type { AddToCartValues } from '../addToCartForm';
import type { UnitOfMeasure } from '../cartLine';
import { catalogueTexts } from '../texts';
import { productDetailQuery } from './useProductDetail';
import type { UnitPrice } from './useUnitPrice';

const texts = catalogueTexts.flow;

/** What the shopper asked to add: the form's values for a unit at its checked price. */
export interface AddToCartRequest {
  values: AddToCartValues;
  unit: UnitOfMeasure;
  unitPrice: UnitPrice;
}

export interface AddToCartOptions {
  /** Where a guest logs in (and comes back from). */
  loginHref: string;
  /** The line is in the cart: e.g. close the form. */
  onAdded?: () => void;
}

/**
 * SPEC §4 add to cart: a guest is told to log in; a customer confirms, the line is sent
 * (one request however often the button is pressed), then told how it went. Either way the
 * product reloads; after a success the cart (and the navbar's count) too.
 */
export function useAddToCart(product: Product, { loginHref, onAdded }: AddToCartOptions) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const invalidate = useInvalidate();
  const store = useStore();
  const reloadProduct = () => invalidate(productDetailQuery(product.code).key);
  return useConfirmFlow<AddToCartRequest, void>({
    refuse: () =>
      isAuthenticated
        ? null
        : {
            kind: 'warning',
            title: texts.loginTitle,
            message: (
              <>
                {texts.loginMessage}{' '}
                <Link href={loginHref} variant="inline">
                  {texts.loginLink}
                </Link>
              </>
            ),
          },
    question: () => ({
      title: texts.confirmTitle,
      message: texts.confirmMessage(product.name),
      confirmLabel: texts.confirm,
      cancelLabel: texts.cancel,
    }),
    send: async ({ values, unit, unitPrice }) => {
      // Loaded when first needed: the page renders without the api layer.
      const [{ addCartLines }, { catalogueQueries }, { buildCartLine }, form] = await Promise.all([
        import('@/api/cart'),
        import('@/api/catalogue'),
        import('../cartLine'),
        import('../addToCartForm'),
      ]);
      const outgoingTax = await fetchServerData(store, catalogueQueries.defaultOutgoingTax);
      const line = buildCartLine({
        product,
        unit,
        unitPrice,
        quantity: values.quantity,
        variances: form.chosenVariances(product, values),
        grindLevel: form.purchaseKind(product) === 'beans' ? values.grindLevel : null,
        outgoingTax,
      });
      await addCartLines([line], { errorDisplay: 'caller' });
    },
    success: () => ({
      kind: 'success',
      title: texts.successTitle,
      message: texts.successMessage(product.name),
    }),
    failure: () => ({
      kind: 'error',
      title: texts.failureTitle,
      message: texts.failureMessage(product.name),
    }),
    onSuccess: () => {
      invalidate('cart');
      reloadProduct();
      onAdded?.();
    },
    onFailure: reloadProduct,
  });
}
