import type {
  AwaitedPayment,
  OrderRecord,
  OrderStatus,
  PaymentReversal,
} from '../store/collections';
import { docStatusOf } from './orders';

// The payment provider's HTTP notification (Midtrans's), as gateway.yaml's
// POST /api/Payment/Notification describes it: the only thing that marks an online order
// paid. The mock provider (mocks/handlers/payment.ts) sends one, signed, for every choice on
// its payment page; the gateway's side (mocks/handlers/paymentNotification.ts) checks the
// signature, then judges it here by the contract's rules.

/**
 * The mock provider's server key, shared by its two sides as Midtrans's is between its
 * dashboard and the merchant's gateway. A constant of the demo, not a secret
 * (docs/mock-gateway.md): a real gateway keeps its own server key out of every bundle.
 */
export const MOCK_SERVER_KEY = 'kopi-mock-gateway-server-key';

/** The transaction statuses the gateway acts on; any other is taken and ignored. */
export const TRANSACTION_STATUSES = [
  'pending',
  'capture',
  'settlement',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface PaymentNotification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  /** A TransactionStatus, or whatever else the provider sends (ignored). */
  transaction_status: string;
  signature_key: string;
  fraud_status?: string;
  payment_type?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  biller_code?: string;
  bill_key?: string;
  store?: string;
  payment_code?: string;
}

/** What a notification may carry besides the signed fields: how the shopper pays. */
export type PaymentDetail = Omit<
  PaymentNotification,
  'order_id' | 'status_code' | 'gross_amount' | 'transaction_status' | 'signature_key'
>;

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

/** The status_code Midtrans sends with a transaction status (a card's by its fraud check). */
function statusCodeOf(status: TransactionStatus, fraudStatus?: string): string {
  switch (status) {
    case 'pending':
      return '201';
    case 'capture':
      return fraudStatus === 'challenge' ? '201' : '200';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return '202';
    default:
      return '200';
  }
}

function isTransactionStatus(status: string): status is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly string[]).includes(status);
}

/** What a notification says of the order's payment, in the rules' four words. */
type ProviderWord =
  | { kind: 'opened'; awaited: AwaitedPayment }
  | { kind: 'paid' }
  | { kind: 'failed' }
  | { kind: 'returned'; reversal: PaymentReversal };

/** The payment the shopper must still complete, as the notification describes it. */
function awaitedFrom(detail: PaymentDetail, isUnderReview: boolean): AwaitedPayment {
  const account = detail.va_numbers?.[0];
  const isPermata = !account && detail.permata_va_number !== undefined;
  const isMandiriBill = detail.biller_code !== undefined || detail.bill_key !== undefined;
  return {
    paymentType: detail.payment_type ?? null,
    bank: account?.bank ?? (isPermata ? 'permata' : isMandiriBill ? 'mandiri' : null),
    vaNumber: account?.va_number ?? detail.permata_va_number ?? null,
    billerCode: detail.biller_code ?? null,
    billKey: detail.bill_key ?? null,
    store: detail.store ?? null,
    paymentCode: detail.payment_code ?? null,
    isUnderReview,
  };
}

/** Null for a status the rules do not know, and for a capture neither accepted nor challenged. */
function wordOf(status: TransactionStatus, notification: PaymentNotification): ProviderWord | null {
  switch (status) {
    case 'pending':
      return { kind: 'opened', awaited: awaitedFrom(notification, false) };
    case 'capture':
      if (notification.fraud_status === 'accept') return { kind: 'paid' };
      if (notification.fraud_status === 'challenge') {
        return { kind: 'opened', awaited: awaitedFrom(notification, true) };
      }
      return null;
    case 'settlement':
      return { kind: 'paid' };
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return { kind: 'failed' };
    default:
      return { kind: 'returned', reversal: status };
  }
}

export type IgnoredReason =
  | 'status_code_mismatch'
  | 'amount_mismatch'
  | 'unknown_status'
  | 'out_of_order'
  | 'past_deadline';

type Cell = 'take' | 'unchanged' | 'out_of_order' | 'past_deadline';

/**
 * gateway.yaml's table: what each word does to an order in each status (`Expired`: an `Open`
 * order past its deadline). 'take' writes the word on the order (below).
 */
const RULES: Readonly<Record<ProviderWord['kind'], Readonly<Record<OrderStatus, Cell>>>> = {
  opened: {
    Open: 'take',
    Expired: 'past_deadline',
    Pending: 'out_of_order',
    Paid: 'out_of_order',
    Delivered: 'out_of_order',
  },
  paid: {
    Open: 'take',
    Expired: 'past_deadline',
    Pending: 'take',
    Paid: 'unchanged',
    Delivered: 'unchanged',
  },
  failed: {
    Open: 'take',
    Expired: 'unchanged',
    Pending: 'out_of_order',
    Paid: 'out_of_order',
    Delivered: 'out_of_order',
  },
  returned: {
    Open: 'out_of_order',
    Expired: 'out_of_order',
    Pending: 'take',
    Paid: 'take',
    Delivered: 'take',
  },
};

/** What a notification writes on the order; the fields it leaves alone are absent. */
export interface OrderChange {
  docStatus?: 'Paid';
  awaitedPayment?: AwaitedPayment | null;
  paymentReversal?: PaymentReversal;
}

export type Verdict =
  | { outcome: 'applied'; change: OrderChange }
  | { outcome: 'unchanged' }
  | { outcome: 'ignored'; reason: IgnoredReason };

const UNCHANGED: Verdict = { outcome: 'unchanged' };
const ignored = (reason: IgnoredReason): Verdict => ({ outcome: 'ignored', reason });

function changeOf(word: ProviderWord): OrderChange {
  switch (word.kind) {
    case 'opened':
      return { awaitedPayment: word.awaited };
    case 'paid':
      return { docStatus: 'Paid', awaitedPayment: null };
    case 'failed':
      return { awaitedPayment: null };
    case 'returned':
      return { paymentReversal: word.reversal };
  }
}

/** A partial return after a whole one is an old notification arriving late. */
const isWhole = (reversal: PaymentReversal) => reversal === 'refund' || reversal === 'chargeback';

type Judged = Pick<
  OrderRecord,
  'docStatus' | 'docDueDate' | 'docTotal' | 'awaitedPayment' | 'paymentReversal'
>;

/** Whether the order already stands as the change would leave it (a repeat). */
function changesNothing(order: Judged, change: OrderChange): boolean {
  return Object.entries(change).every(
    ([field, value]) =>
      JSON.stringify(order[field as keyof OrderChange] ?? null) === JSON.stringify(value),
  );
}

/** A sum as Midtrans writes it ('404500.00'), or NaN for anything else. */
function amountOf(grossAmount: string): number {
  return /^\d{1,13}(?:\.\d{1,2})?$/u.test(grossAmount) ? Number(grossAmount) : Number.NaN;
}

/**
 * What a signed notification does to its order, by the contract: its status known and
 * fitting its status_code, its amount the order's total, then the rules' table.
 */
export function judgeNotification(
  order: Judged,
  notification: PaymentNotification,
  now = Date.now(),
): Verdict {
  const status = notification.transaction_status;
  if (!isTransactionStatus(status)) return ignored('unknown_status');
  const word = wordOf(status, notification);
  if (!word) return ignored('unknown_status');
  const code = notification.status_code;
  const fits =
    code === statusCodeOf(status, notification.fraud_status) ||
    (status === 'expire' && code === '407');
  if (!fits) return ignored('status_code_mismatch');
  if (amountOf(notification.gross_amount) !== order.docTotal) return ignored('amount_mismatch');

  const cell = RULES[word.kind][docStatusOf(order, now)];
  if (cell === 'unchanged') return UNCHANGED;
  if (cell !== 'take') return ignored(cell);
  if (word.kind === 'returned' && order.paymentReversal && isWhole(order.paymentReversal)) {
    if (!isWhole(word.reversal)) return ignored('out_of_order');
  }
  const change = changeOf(word);
  return changesNothing(order, change) ? UNCHANGED : { outcome: 'applied', change };
}

/** The provider's notification for an order, signed with the mock's server key. */
export async function signedNotification(
  order: Pick<OrderRecord, 'alias' | 'docTotal'>,
  transaction_status: TransactionStatus,
  detail: PaymentDetail = {},
): Promise<PaymentNotification> {
  const fields = {
    order_id: order.alias,
    status_code: statusCodeOf(transaction_status, detail.fraud_status),
    gross_amount: order.docTotal.toFixed(2),
  };
  return {
    ...fields,
    transaction_status,
    ...detail,
    signature_key: await notificationSignature(fields),
  };
}
