/**
 * The payment provider's (Midtrans Snap) configuration rules: which script a setting names,
 * and which key goes with which script. Plain functions of the values they are given: the payment feature reads the build's VITE_
 * variables with them (src/features/payment/configuration.ts), vite.config.ts refuses a build
 * whose key and script do not belong together, and scripts/securityHeaders.mjs allows the
 * script's origin.
 */

/** Midtrans's Snap scripts: the sandbox's (the default) and the live one. */
export const SNAP_SCRIPT_URLS = {
  sandbox: 'https://app.sandbox.midtrans.com/snap/snap.js',
  production: 'https://app.midtrans.com/snap/snap.js',
} as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The script the build names (VITE_PAYMENT_SCRIPT_URL), or the sandbox's by default. */
export function paymentScriptUrl(configured: unknown): string {
  return text(configured) || SNAP_SCRIPT_URLS.sandbox;
}

/** Midtrans's sandbox keys start with `SB-`; any other key takes real money. */
function isSandboxKey(clientKey: string): boolean {
  return clientKey.startsWith('SB-');
}

/**
 * Why a build's payment settings must not ship, in one line, or null when they may: a live
 * key needs the live script (without VITE_PAYMENT_SCRIPT_URL the sandbox's would load, and
 * no payment would ever complete), and a sandbox key must not load the live script.
 */
export function paymentConfigProblem(clientKey: unknown, scriptUrl: unknown): string | null {
  const key = text(clientKey);
  if (!key) return null;
  const script = paymentScriptUrl(scriptUrl);
  if (!isSandboxKey(key) && script !== SNAP_SCRIPT_URLS.production) {
    return `VITE_PAYMENT_CLIENT_KEY is a live key (it does not start with SB-), so VITE_PAYMENT_SCRIPT_URL must be ${SNAP_SCRIPT_URLS.production} (it is ${script}).`;
  }
  if (isSandboxKey(key) && script === SNAP_SCRIPT_URLS.production) {
    return `VITE_PAYMENT_CLIENT_KEY is a sandbox key (SB-…) but VITE_PAYMENT_SCRIPT_URL is the live ${SNAP_SCRIPT_URLS.production}: use the sandbox script or a live key.`;
  }
  return null;
}
