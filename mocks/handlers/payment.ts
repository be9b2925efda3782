import { HttpResponse } from 'msw';
import { z } from 'zod';
import type { SnapResult } from '@/api/orders';
import { quoted } from '../domain/input';
import { canMoveOrder, moveOrder, orderGroupOf } from '../domain/orders';
import { parseWith } from '../http/body';
import { badRequest, conflict, fail, notFound } from '../http/errors';
import { offContractRoute } from '../http/route';
import {
  MOCK_PAYMENT_PATH,
  type MockPayment,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
} from '../payment/protocol';
import { db, type OrderRecord, type OrderStatus } from '../store/collections';

// The payment provider's side of the demo: what Midtrans does when a shopper pays on its
// page, here for the offline payment dialog (mocks/payment/snap.ts). Not part of the
// gateway's contract, like the image host: the real storefront never calls it. The gateway's
// order moves by the payment's token, as the provider's notification would move it.

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
    docStatus: order.docStatus,
    result,
  };
}

/** Midtrans's words for each outcome: status code, transaction status and message. */
const RESULTS = {
  success: ['200', 'settlement', 'Success, transaction is found'],
  pending: ['201', 'pending', 'Success, transaction is created'],
  error: ['202', 'deny', 'Transaction is denied'],
} as const;

function resultOf(order: OrderRecord, outcome: Exclude<PaymentOutcome, 'close'>): SnapResult {
  const [status_code, transaction_status, status_message] = RESULTS[outcome];
  return {
    order_id: order.alias,
    status_code,
    transaction_status,
    status_message,
    transaction_id: order.paymentToken ?? order.alias,
    gross_amount: order.docTotal.toFixed(2),
    payment_type: 'qris',
    transaction_time: new Date().toISOString(),
  };
}

/**
 * success: paid (also an order left pending before); pending: waits for the money;
 * error and close change nothing, the order stays outstanding and can be paid later.
 */
async function settle(order: OrderRecord, outcome: PaymentOutcome): Promise<OrderRecord> {
  const target: OrderStatus | null =
    outcome === 'success' ? 'Paid' : outcome === 'pending' ? 'Pending' : null;
  if (target === null || order.docStatus === target) return order;
  if (!canMoveOrder(order, target)) {
    const why =
      order.docStatus === 'Open' && orderGroupOf(order) === null
        ? 'batas waktu pembayarannya sudah lewat'
        : 'pesanan ini tidak menunggu pembayaran lagi';
    fail(conflict(`${quoted`Pembayaran ${order.docNum}`} tidak bisa diproses: ${why}.`));
  }
  return moveOrder(order.alias, target);
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
