import { useAtomValue, useStore } from 'jotai';
import { buildCartLine, cartMutations } from '@/api/cart';
import {
  catalogueQueries,
  type Product,
  type UnitOfMeasure,
  type UnitPrice,
} from '@/api/catalogue';
import { ApiError, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { isAnswerLost } from '@/api/isAnswerLost';
import { fetchServerData, useInvalidate, useMutation } from '@/api/serverData';
import { isOffline } from '@/api/serverData/offline/connection';
import { track } from '@/features/analytics/public';
import { isAuthenticatedAtom } from '@/state/session';
import { Link, unknownOutcome, useConfirmFlow } from '@/ui';
import { type AddToCartValues, chosenVariances, purchaseKind } from '../addToCartForm';
import { catalogueTexts } from '../texts';

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
  const addToCart = useMutation(cartMutations.add);
  const reloadProduct = () => invalidate(catalogueQueries.detail(product.code).key);
  const offline = () => ({
    kind: 'warning' as const,
    title: texts.offlineTitle,
    message: texts.offlineMessage,
  });
  return useConfirmFlow<AddToCartRequest, void>({
    // Without a connection nothing is sent: said at once, and the dialog keeps the choice.
    refuse: () => {
      if (isOffline()) return offline();
      return isAuthenticated
        ? null
        : {
            kind: 'warning',
            title: texts.loginTitle,
            message: (
              <>
                {/* SPEC's sentence, ended before the link so the two do not run together. */}
                {texts.loginMessage}.{' '}
                <Link href={loginHref} variant="inline">
                  {texts.loginLink}
                </Link>
              </>
            ),
          };
    },
    question: () => ({
      title: texts.confirmTitle,
      message: texts.confirmMessage(product.name),
      confirmLabel: texts.confirm,
      cancelLabel: texts.cancel,
    }),
    send: async ({ values, unit, unitPrice }, { idempotencyKey }) => {
      const outgoingTax = await fetchServerData(store, catalogueQueries.defaultOutgoingTax);
      const line = buildCartLine({
        product,
        unit,
        unitPrice,
        quantity: values.quantity,
        variances: chosenVariances(product, values),
        remarks: purchaseKind(product) === 'beans' ? values.grindLevel : null,
        outgoingTax,
      });
      await addToCart([line], { errorDisplay: 'caller', idempotencyKey });
      track({
        name: 'add_to_cart',
        items: [{ product, quantity: values.quantity, price: line.price }],
      });
    },
    success: () => ({
      kind: 'success',
      title: texts.successTitle,
      message: texts.successMessage(product.name),
    }),
    // The connection dropped before the line went out (reading the tax): nothing was sent.
    failure: (error) =>
      error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS
        ? offline()
        : { kind: 'error', title: texts.failureTitle, message: texts.failureMessage(product.name) },
    onSuccess: () => {
      reloadProduct();
      onAdded?.();
    },
    onFailure: reloadProduct,
    // The answer was lost: 'Coba lagi' sends the same line under the same key, and the
    // gateway answers as it did the first time (the line is added once).
    lostAnswer: unknownOutcome({ isLost: isAnswerLost, what: texts.lostWhat(product.name) }),
  });
}
