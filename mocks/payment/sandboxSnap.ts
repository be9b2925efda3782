import type { Snap, SnapCallbacks } from '@/api/orders';
import { SANDBOX_MESSAGE, type SandboxPaymentMessage } from './protocol';

// The HTTP mock's sandbox `snap.js` (mocks/server/sandboxPayment.ts), what a production
// build configured with VITE_PAYMENT_CLIENT_KEY and VITE_PAYMENT_SCRIPT_URL loads, as it
// would load Midtrans's sandbox script: `window.snap.pay(token, callbacks)` opens the
// provider's payment page in an iframe over the shop, from the script's own origin (the
// shop's policy allows that origin for scripts and frames only when it is configured), and
// calls back when the page says how the payment ended.

const script = document.currentScript as HTMLScriptElement | null;
const providerOrigin = new URL(script?.src ?? window.location.href).origin;

/** Everything else on the shop's page is out of reach while the payment page is open. */
function makeRestOfPageInert(frame: HTMLElement): () => void {
  const madeInert = [...document.body.children].filter(
    (child): child is HTMLElement =>
      child !== frame && child instanceof HTMLElement && !child.inert,
  );
  for (const child of madeInert) child.inert = true;
  return () => {
    for (const child of madeInert) child.inert = false;
  };
}

function report({ outcome, result }: SandboxPaymentMessage, callbacks: SnapCallbacks) {
  const callback = {
    success: callbacks.onSuccess,
    pending: callbacks.onPending,
    error: callbacks.onError,
    close: undefined,
  }[outcome];
  if (callback && result) callback(result);
  else callbacks.onClose?.();
}

let isOpen = false;

const snap: Snap = {
  pay(token, callbacks = {}) {
    if (isOpen) throw new Error('snap.pay is not allowed while a payment is open.');
    isOpen = true;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const frame = document.createElement('iframe');
    const page = new URL(`/snap/pay/${encodeURIComponent(token)}`, providerOrigin);
    page.searchParams.set('parent', window.location.origin);
    frame.src = page.href;
    frame.title = 'Halaman pembayaran';
    // Set through the DOM, which the shop's policy allows (no <style>, no style="" text).
    Object.assign(frame.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      border: '0',
      zIndex: '2147483000',
      colorScheme: 'normal',
    });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== providerOrigin || event.source !== frame.contentWindow) return;
      const message = event.data as Partial<SandboxPaymentMessage> | null;
      if (message?.type !== SANDBOX_MESSAGE) return;
      window.removeEventListener('message', onMessage);
      restoreInert();
      frame.remove();
      isOpen = false;
      returnFocusTo?.focus();
      report(message as SandboxPaymentMessage, callbacks);
    };
    window.addEventListener('message', onMessage);
    document.body.append(frame);
    const restoreInert = makeRestOfPageInert(frame);
    frame.focus();
  },
};

(window as Window & { snap?: Snap }).snap = snap;
