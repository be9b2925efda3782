import { ADDRESSES } from '@/api/addresses';
import { CART } from '@/api/cart';
import { type ApiError, failureReason, NETWORK_FAILURE_STATUS } from '@/api/errors';
import { checkoutTexts as texts } from './texts';

export interface InvoiceFailure {
  /** SPEC §8's payment error, then why. */
  message: string;
  /** Sending the same invoice again can work: the request never arrived or the server failed. */
  canRetry: boolean;
  /** What to load again: the cart always (SPEC §8), the addresses when one was refused. */
  reload: string[];
}

/**
 * What the shopper is told when the gateway did not take the invoice. Nothing was charged:
 * the cart is loaded again and is as it was. A 409 means the cart changed since the page
 * showed it (another tab, a second press): the same invoice would be refused again, so it is
 * not offered for a retry; the reloaded page is what to pay for. A 400 is the gateway's
 * refusal of what was sent (an address deleted in another tab): its words say what to fix.
 */
export function invoiceFailure(error: ApiError): InvoiceFailure {
  const failed = texts.invoice.failed;
  if (error.status === 409) {
    return {
      message: `${failed}. ${texts.invoice.cartChanged}`,
      canRetry: false,
      reload: [CART],
    };
  }
  if (error.status === 400) {
    return {
      message: `${failed}. ${failureReason(error)}`,
      canRetry: false,
      reload: [CART, ADDRESSES],
    };
  }
  const canRetry = error.status === NETWORK_FAILURE_STATUS || error.status >= 500;
  return { message: `${failed}. ${failureReason(error)}`, canRetry, reload: [CART] };
}
