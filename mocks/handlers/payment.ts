import { HttpResponse } from 'msw';
import { z } from 'zod';
import type { SnapResult } from '@/api/orders';
import { quoted } from '../domain/input';
import { docStatusOf } from '../domain/orders';
import {
  type PaymentDetail,
  signedNotification,
  type TransactionStatus,
} from '../domain/paymentNotification';
import { isJsonContentType, parseWith } from '../http/body';
import { badRequest, conflict, fail, notFound, unsupportedMediaType } from '../http/errors';
import { offContractRoute } from '../http/route';
import {
  MOCK_PAYMENT_PATH,
  type MockPayment,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
} from '../payment/protocol';
import { db, type OrderRecord } from '../store/collections';
import { whyNotPayable } from './orderPayment';
import { receiveNotification } from './paymentNotification';

// The payment provider's side of the demo: what Midtrans does when a shopper pays on its
// page, here for the offline payment dialog (mocks/payment/snap.ts). Not part of the
// gateway's contract, like the image host: the real storefront never calls it. This endpoint
// never moves an order itself: the provider's signed notification to the gateway does.

const settlement = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES, 'outcome harus success, pending, error atau close.'),
});

function orderPaidBy(token: string): OrderRecord {
  const order = db.orders.findFirst((q) => q.where({ paymentToken: token }));
  if (!order) fail(notFound(quoted`Pembayaran ${token} tidak ditemukan.`));
  return order;
}

function payment(order: OrderRecord, result: SnapResult | null): MockPayment {
  return {
    orderAlias: order.alias,
    docNum: order.docNum,
    amount: order.docTotal,
    docStatus: docStatusOf(order),
    result,
  };
}

type Choice = Exclude<PaymentOutcome, 'close'>;

/** Midtrans's words for each outcome: status code, transaction status and message. */
const RESULTS = {
  success: ['200', 'settlement', 'Success, transaction is found'],
  pending: ['201', 'pending', 'Success, transaction is created'],
  error: ['202', 'deny', 'Transaction is denied'],
} as const;

/**
 * The BCA virtual account the demo issues for 'Bayar nanti', the same for an order every
 * time (a bank transfer's number stays until it is paid or expires): BCA's 5-digit company
 * code, then the order's number.
 */
function demoVirtualAccount(order: Pick<OrderRecord, 'docNum'>): string {
  return `80777${order.docNum.replace(/\D/gu, '')}`;
}

/** How the shopper pays for each choice: QRIS at once, or a bank transfer left for later. */
function detailOf(order: OrderRecord, outcome: Choice): PaymentDetail {
  if (outcome !== 'pending') return { payment_type: 'qris' };
  return {
    payment_type: 'bank_transfer',
    va_numbers: [{ bank: 'bca', va_number: demoVirtualAccount(order) }],
  };
}

function resultOf(order: OrderRecord, outcome: Choice): SnapResult {
  const [status_code, transaction_status, status_message] = RESULTS[outcome];
  return {
    order_id: order.alias,
    status_code,
    transaction_status,
    status_message,
    transaction_id: order.paymentToken ?? order.alias,
    gross_amount: order.docTotal.toFixed(2),
    payment_type: detailOf(order, outcome).payment_type,
    transaction_time: new Date().toISOString(),
  };
}

/** The transaction status the provider notifies for each choice on its page. */
const NOTIFIED: Record<Choice, TransactionStatus> = {
  success: 'settlement',
  pending: 'pending',
  error: 'deny',
};

/**
 * The provider tells the gateway, as Midtrans's HTTP notification does: a notification for
 * the order's amount, signed with the server key, handed to the gateway's receiver (the
 * handler of POST /api/Payment/Notification), which judges it by the contract's rules.
 * success: paid (also after a virtual account was issued); pending: a BCA virtual account
 * is issued and the order keeps waiting for the money; error: denied, the order stays
 * outstanding; close: no transaction, nothing is notified. Like Midtrans, the page takes no
 * payment for an order that no longer awaits one (paid, or past its deadline: 409).
 */
async function settle(order: OrderRecord, outcome: PaymentOutcome): Promise<OrderRecord> {
  if (outcome === 'close') return order;
  const why = whyNotPayable(order);
  if (why) fail(conflict(why));
  const notification = await signedNotification(order, NOTIFIED[outcome], detailOf(order, outcome));
  return (await receiveNotification(notification)).order;
}

export const paymentHandlers = [
  offContractRoute<{ token: string }>('get', `${MOCK_PAYMENT_PATH}/:token`, ({ params }) =>
    HttpResponse.json(payment(orderPaidBy(params.token), null)),
  ),

  offContractRoute<{ token: string }>(
    'post',
    `${MOCK_PAYMENT_PATH}/:token`,
    async ({ request, params }) => {
      const order = orderPaidBy(params.token);
      if (!isJsonContentType(request.headers.get('content-type'))) {
        return unsupportedMediaType('Kirim {"outcome": ...} sebagai application/json.');
      }
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return badRequest('Kirim {"outcome": ...} dalam format JSON.');
      }
      const { outcome } = parseWith(settlement, body);
      const settled = await settle(order, outcome);
      return HttpResponse.json(
        payment(settled, outcome === 'close' ? null : resultOf(settled, outcome)),
      );
    },
  ),
];
