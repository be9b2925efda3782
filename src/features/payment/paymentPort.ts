import type { PaymentSession, Snap, SnapCallbacks } from '@/api/orders';
/**
 * How a payment ended, as far as the payment page says: the callback that fired, or
 * 'unavailable' when the page could not open at all. The checkout trusts none of it for the
 * money: it asks the gateway for the order's status afterwards.
 */
export type PaymentOutcome = 'success' | 'pending' | 'error' | 'closed' | 'unavailable';

/** Brings `window.snap` (the gateway's script, or the demo's stand-in) onto the page. */
export type SnapLoader = () => Promise<Snap>;

export interface PaymentPort {
  /** Opens the payment page for the session; resolves once, when it is over. */
  pay(session: Pick<PaymentSession, 'token'>): Promise<PaymentOutcome>;
}

/** The checkout's one way to open a payment, whatever Snap the build has (none: 'unavailable'). */
export function createPaymentPort(loadSnap: SnapLoader | null): PaymentPort {
  return {
    async pay({ token }) {
      if (!loadSnap) {
        console.warn('[payment] no payment script configured (VITE_PAYMENT_CLIENT_KEY)');
        return 'unavailable';
      }
      let snap: Snap;
      try {
        snap = await loadSnap();
      } catch (error) {
        console.warn('[payment] the payment script is unavailable', error);
        return 'unavailable';
      }
      return new Promise<PaymentOutcome>((resolve) => {
        let isOver = false;
        // Only the first callback counts: Snap may report a close after a result.
        const end = (outcome: PaymentOutcome) => () => {
          if (isOver) return;
          isOver = true;
          resolve(outcome);
        };
        const callbacks: SnapCallbacks = {
          onSuccess: end('success'),
          onPending: end('pending'),
          onError: end('error'),
          onClose: end('closed'),
        };
        try {
          snap.pay(token, callbacks);
        } catch (error) {
          // A script that refuses to open (a broken or outdated one): nothing was paid.
          console.warn('[payment] the payment page did not open', error);
          end('unavailable')();
        }
      });
    },
  };
}
