import type { OrderRecord } from '../store/collections';

// The payment provider's HTTP notification (Midtrans's), as gateway.yaml's
// POST /api/Payment/Notification describes it: the only thing that marks an online order
// paid. The mock provider (mocks/handlers/payment.ts) sends one, signed, for every choice on
// its payment page; the gateway's side (mocks/handlers/paymentNotification.ts) checks the
// signature and the amount before the order moves.

/**
 * The mock provider's server key, shared by its two sides as Midtrans's is between its
 * dashboard and the merchant's gateway. A constant of the demo, not a secret
 * (docs/mock-gateway.md): a real gateway keeps its own server key out of every bundle.
 */
export const MOCK_SERVER_KEY = 'kopi-mock-gateway-server-key';

export const TRANSACTION_STATUSES = [
  'settlement',
  'capture',
  'pending',
  'deny',
  'cancel',
  'expire',
  'failure',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface PaymentNotification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: TransactionStatus;
  signature_key: string;
}

/** SHA-512 of order_id + status_code + gross_amount + server key, lower-case hex. */
export async function notificationSignature(
  {
    order_id,
    status_code,
    gross_amount,
  }: Pick<PaymentNotification, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey = MOCK_SERVER_KEY,
): Promise<string> {
  const text = new TextEncoder().encode(order_id + status_code + gross_amount + serverKey);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-512', text));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Midtrans's status code for each transaction status it notifies. */
const STATUS_CODES: Record<TransactionStatus, string> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  deny: '202',
  cancel: '202',
  expire: '407',
  failure: '202',
};

/** The provider's notification for an order, signed with the mock's server key. */
export async function signedNotification(
  order: Pick<OrderRecord, 'alias' | 'docTotal'>,
  transaction_status: TransactionStatus,
): Promise<PaymentNotification> {
  const fields = {
    order_id: order.alias,
    status_code: STATUS_CODES[transaction_status],
    gross_amount: order.docTotal.toFixed(2),
  };
  return { ...fields, transaction_status, signature_key: await notificationSignature(fields) };
}
