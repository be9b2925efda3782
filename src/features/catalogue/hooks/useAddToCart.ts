import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { addCartLines, getCartCount } from '@/api/cart';
import { getDefaultOutgoingTax } from '@/api/catalogue';
import type { Product } from '@/api/models';
import { cartCountAtom } from '@/state/cart';
import { isAuthenticatedAtom } from '@/state/session';
import { type AddToCartValues, chosenVariances, purchaseKind } from '../addToCartForm';
import { buildCartLine, type UnitOfMeasure } from '../cartLine';
import type { UnitPrice } from './useUnitPrice';

/** What the shopper asked to add: the form's values for a unit at its checked price. */
export interface AddToCartRequest {
  values: AddToCartValues;
  unit: UnitOfMeasure;
  unitPrice: UnitPrice;
}

/**
 * SPEC §4 add to cart: a guest is told to log in; a customer confirms, the line is sent
 * (one request however often the button is pressed), then told how it went.
 */
export type AddToCartStep =
  | { kind: 'idle' }
  | { kind: 'loginRequired' }
  | { kind: 'confirming'; request: AddToCartRequest }
  | { kind: 'submitting'; request: AddToCartRequest }
  | { kind: 'added' }
  | { kind: 'failed' };

export interface AddToCartOptions {
  /** After the attempt, whatever its outcome: the detail page reloads the product. */
  onSettled?: (outcome: 'added' | 'failed') => void;
}

export function useAddToCart(product: Product, { onSettled }: AddToCartOptions = {}) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const [step, setStep] = useState<AddToCartStep>({ kind: 'idle' });
  // A state update lands a render later; a second press in between must not send again.
  const sending = useRef(false);

  const request = useCallback(
    (next: AddToCartRequest) =>
      setStep(isAuthenticated ? { kind: 'confirming', request: next } : { kind: 'loginRequired' }),
    [isAuthenticated],
  );

  const confirm = useCallback(async () => {
    if (sending.current || step.kind !== 'confirming') return;
    sending.current = true;
    const { values, unit, unitPrice } = step.request;
    setStep({ kind: 'submitting', request: step.request });
    let outcome: 'added' | 'failed' = 'added';
    try {
      const outgoingTax = await getDefaultOutgoingTax({ errorDisplay: 'caller' });
      const line = buildCartLine({
        product,
        unit,
        unitPrice,
        quantity: values.quantity,
        variances: chosenVariances(product, values),
        grindLevel: purchaseKind(product) === 'beans' ? values.grindLevel : null,
        outgoingTax,
      });
      await addCartLines([line], { errorDisplay: 'caller' });
    } catch {
      outcome = 'failed';
    }
    if (outcome === 'added') {
      // The line is in the cart whether or not the count can be read back now; the next
      // navigation refreshes it anyway.
      await getCartCount({ errorDisplay: 'caller' }).then(setCartCount, () => undefined);
    }
    sending.current = false;
    setStep({ kind: outcome });
    onSettled?.(outcome);
  }, [step, product, setCartCount, onSettled]);

  const dismiss = useCallback(() => {
    if (!sending.current) setStep({ kind: 'idle' });
  }, []);

  return { step, request, confirm, dismiss };
}
