import type { SnapResult } from '@/api/orders';
import { routes } from '@/lib/paths';

// What the offline payment dialog (snap.ts) and the mock payment provider's endpoint
// (mocks/handlers/payment.ts) say to each other. Kept apart from both, so the dialog's chunk
// holds none of the handlers.

export const MOCK_PAYMENT_PATH = '/mock-payment';

/** What the shopper chose on the payment page. */
export const PAYMENT_OUTCOMES = ['success', 'pending', 'error', 'close'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * GET and POST {MOCK_PAYMENT_PATH}/{token}: the payment as the dialog shows it, and after a
 * choice the result for the script's callback.
 */
export interface MockPayment {
  orderAlias: string;
  docNum: string;
  amount: number;
  docStatus: string;
  /** Null before a choice, and after closing (Snap's onClose takes no result). */
  result: SnapResult | null;
}

/** The `type` of the sandbox payment page's postMessage to the shop (mocks/server/sandboxPayment.ts). */
export const SANDBOX_MESSAGE = 'kopi-sandbox-payment';

/** How a payment in the HTTP mock's sandbox iframe ended, as the page tells its parent. */
export interface SandboxPaymentMessage {
  type: typeof SANDBOX_MESSAGE;
  outcome: PaymentOutcome;
  result: SnapResult | null;
}

/** Leaves the shop's page for an address (a full page load), as an e-wallet app's return does. */
export type LeavePage = (address: string) => void;

/**
 * Where a payment app sends the shopper back, as Midtrans's Finish redirect does: the
 * dashboard's Finish URL with the provider's order_id (the order's alias) and its status.
 */
export function finishAddress(payment: MockPayment): string {
  const query = new URLSearchParams({
    order_id: payment.orderAlias,
    status_code: '200',
    transaction_status: 'settlement',
  });
  return `${routes.paymentFinish}?${query}`;
}
