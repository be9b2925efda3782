import { payableQrValue } from '@/lib/qris';
import { configuredQrisMerchant } from './configuration';

/**
 * The value an order's QRIS dialog draws, or null when it must not be drawn: a dynamic QRIS
 * payload of this build's merchant (VITE_QRIS_MERCHANT_ID) for the order's total
 * (payableQrValue in src/lib/qris.ts, the format the mock's payloads are checked by too).
 */
export function orderQrValue(value: string | null | undefined, amount: number): string | null {
  return payableQrValue(value, { merchantId: configuredQrisMerchant(), amount });
}
