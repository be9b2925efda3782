import type { Snap } from '@/api/orders';
import { SNAP_SCRIPT_URLS } from '@/lib/paymentGateway';
import type { SnapScriptConfig } from './configuration';
/**
 * The payment gateway's own script (Midtrans Snap). It is third-party code from the
 * gateway's servers: it is added to the page the first time someone pays, and only when the
 * build is configured with a client key. Mock builds never load it (they pay on the demo's
 * offline dialog, see ./paymentScript).
 */

/** Midtrans's sandbox: the default until a deployment names its production script. */
export const DEFAULT_SNAP_SCRIPT_URL = SNAP_SCRIPT_URLS.sandbox;

/** How long the script may take to arrive before the shopper is told it cannot open. */
const LOAD_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    snap?: Snap;
  }
}

let loading: Promise<Snap> | null = null;

/**
 * Adds the Snap script once and resolves with `window.snap` when it has run. A load that
 * fails or takes too long rejects and removes its script, so the next payment tries again;
 * a second call while one load is under way waits for the same script.
 */
export function loadSnapScript(
  { scriptUrl, clientKey }: SnapScriptConfig,
  win: Window = window,
  timeoutMs = LOAD_TIMEOUT_MS,
): Promise<Snap> {
  if (win.snap) return Promise.resolve(win.snap);
  if (loading) return loading;
  loading = new Promise<Snap>((resolve, reject) => {
    const doc = win.document;
    const script = doc.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.clientKey = clientKey;
    const timer = win.setTimeout(() => fail('the payment script took too long to load'), timeoutMs);
    function fail(reason: string) {
      win.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    }
    script.addEventListener('load', () => {
      const snap = win.snap;
      if (!snap) return fail('the payment script loaded without window.snap');
      win.clearTimeout(timer);
      // From now on window.snap answers; `loading` only ever stands for a load under way.
      loading = null;
      resolve(snap);
    });
    script.addEventListener('error', () => fail('the payment script could not be loaded'));
    doc.head.append(script);
  });
  return loading;
}
