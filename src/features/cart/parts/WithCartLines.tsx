import type { ReactNode } from 'react';
import type { CartLine } from '@/api/cart';
import { failureReason } from '@/api/errors';
import type { Resource } from '@/api/serverData';
import { routes } from '@/lib/paths';
import { EmptyState, LoadError } from '@/ui';

/** What a screen after the cart says while its lines are not there to use. */
interface CartLinesTexts {
  loadFailedTitle: string;
  retry: string;
  emptyTitle: string;
  emptyMessage: string;
  shop: string;
}

/**
 * A screen after the cart (checkout, the branch payment) as the cart's lines arrive: its
 * skeleton while they load, the failure with a retry, an empty cart with the way to the
 * shop, and once there are lines, the screen's own part for them.
 */
export function WithCartLines({
  cart,
  skeleton,
  texts,
  children,
}: {
  cart: Resource<CartLine[]>;
  skeleton: ReactNode;
  texts: CartLinesTexts;
  children: (lines: CartLine[]) => ReactNode;
}) {
  return (
    <>
      {cart.status === 'loading' && skeleton}
      {cart.status === 'error' && cart.data === undefined && (
        <LoadError title={texts.loadFailedTitle} retryLabel={texts.retry} onRetry={cart.retry}>
          {failureReason(cart.error)}
        </LoadError>
      )}
      {cart.data?.length === 0 && (
        <EmptyState title={texts.emptyTitle} link={{ href: routes.products, text: texts.shop }}>
          {texts.emptyMessage}
        </EmptyState>
      )}
      {cart.data && cart.data.length > 0 && children(cart.data)}
    </>
  );
}
