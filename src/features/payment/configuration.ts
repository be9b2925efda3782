import { paymentScriptUrl } from '@/lib/paymentGateway';
import { DEMO_QRIS_MERCHANT_ID } from '@/lib/qris';

/**
 * The build's payment settings as the browser reads them (VITE_PAYMENT_CLIENT_KEY,
 * VITE_PAYMENT_SCRIPT_URL and VITE_QRIS_MERCHANT_ID), by the rules of src/lib/paymentGateway.ts, which vite.config.ts
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

/**
 * The shop's QRIS merchant (its NMID, VITE_QRIS_MERCHANT_ID): the only merchant an order's
 * code may pay. A mock build pays the demo's merchant, which its mock provider issues codes
 * for, unless one is named; a build for a real gateway without it draws no QRIS at all.
 */
export function configuredQrisMerchant(
  configured: unknown = import.meta.env.VITE_QRIS_MERCHANT_ID,
): string | null {
  const merchantId = typeof configured === 'string' ? configured.trim() : '';
  if (merchantId) return merchantId;
  return import.meta.env.VITE_USE_MOCKS === 'true' ? DEMO_QRIS_MERCHANT_ID : null;
}
