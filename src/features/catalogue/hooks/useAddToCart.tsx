import { useAtomValue, useStore } from 'jotai';
import { isAnswerLost } from '@/api/answerLost';
import {
  buildCartLine,
  CART,
  type CartLine,
  cartGrewSince,
  cartMutations,
  readCartNow,
} from '@/api/cart';
import {
  catalogueQueries,
  type Product,
  type UnitOfMeasure,
  type UnitPrice,
} from '@/api/catalogue';
import { ApiError, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { fetchServerData, useInvalidate, useMutation } from '@/api/serverData';
import { isOffline } from '@/api/serverData/offline/connection';
import { track } from '@/features/analytics/public';
import { isAuthenticatedAtom } from '@/state/session';
import { Link, lostAnswerIn, useConfirmFlow } from '@/ui';
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
  const added = () => ({
    kind: 'success' as const,
    title: texts.successTitle,
    message: texts.successMessage(product.name),
  });
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
    success: added,
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
    // The answer was lost: the line is in the cart if the cart grew meanwhile.
    lostAnswer: lostAnswerIn({
      isLost: isAnswerLost,
      what: texts.lostWhat(product.name),
      before: () => readCartNow({ errorDisplay: 'caller' }),
      look: async (_, before) => {
        if (before === null) return null;
        const now = await readCartNow({ errorDisplay: 'caller' });
        if (!cartGrewSince(before as CartLine[], now)) return null;
        invalidate(CART);
        reloadProduct();
        onAdded?.();
        return added();
      },
    }),
  });
}
