import { paymentHosts, paymentScriptUrl } from '@/lib/paymentGateway';

/**
 * The build's payment settings as the browser reads them (VITE_PAYMENT_CLIENT_KEY and
 * VITE_PAYMENT_SCRIPT_URL), by the rules of src/lib/paymentGateway.ts, which vite.config.ts
 * checks the same settings with before a build.
 */

export interface SnapScriptConfig {
  scriptUrl: string;
  /** The gateway's public client key, read by the script from `data-client-key`. */
  clientKey: string;
}

/** The build's script, or null when it has no client key (then nothing is ever loaded). */
export function snapScriptConfig(
  clientKey: unknown = import.meta.env.VITE_PAYMENT_CLIENT_KEY,
  scriptUrl: unknown = import.meta.env.VITE_PAYMENT_SCRIPT_URL,
): SnapScriptConfig | null {
  const key = typeof clientKey === 'string' ? clientKey.trim() : '';
  if (!key) return null;
  return { scriptUrl: paymentScriptUrl(scriptUrl), clientKey: key };
}

/** The hosts of this build's payment provider (its VITE_PAYMENT_SCRIPT_URL, or the sandbox's). */
export function configuredPaymentHosts(): readonly string[] {
  return paymentHosts(paymentScriptUrl(import.meta.env.VITE_PAYMENT_SCRIPT_URL));
}
