import { payableQrValue } from '@/lib/qris';
import { configuredPaymentHosts } from './configuration';

/**
 * The value an order's QRIS dialog draws, or null when it must not be drawn: a QRIS payload
 * for the order's total, or an https address on this build's payment provider's host
 * (payableQrValue in src/lib/qris.ts, the format the mock's payloads are checked by too).
 */
export function orderQrValue(value: string | null | undefined, amount: number): string | null {
  return payableQrValue(value, { hosts: configuredPaymentHosts(), amount });
}
