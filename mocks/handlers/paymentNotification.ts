import { z } from 'zod';
import { formatIDR } from '@/lib/format';
import { quoted } from '../domain/input';
import { canMoveOrder, moveOrder, orderGroupOf } from '../domain/orders';
import {
  MOCK_SERVER_KEY,
  notificationSignature,
  type PaymentNotification,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '../domain/paymentNotification';
import { readJson } from '../http/body';
import { conflict, errorResponse, fail, notFound } from '../http/errors';
import { route } from '../http/route';
import { db, type OrderRecord, type OrderStatus } from '../store/collections';

/** Where each transaction status takes an order; null: it keeps awaiting payment. */
const TARGETS: Record<TransactionStatus, OrderStatus | null> = {
  settlement: 'Paid',
  capture: 'Paid',
  pending: 'Pending',
  deny: null,
  cancel: null,
  expire: null,
  failure: null,
};

/** A sum as Midtrans writes it ('404500.00'), or NaN for anything else. */
function amountOf(grossAmount: string): number {
  return /^\d{1,13}(?:\.\d{1,2})?$/u.test(grossAmount) ? Number(grossAmount) : Number.NaN;
}

/** Compares two hex strings in time that does not depend on where they differ. */
function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The gateway's side: the notification moves the order only when its signature holds (403
 * otherwise, before anything is looked up) and its amount is the order's total (422). A
 * repeat of what already happened changes nothing; a move the order can no longer make is
 * 409. Answers the order as it is afterwards.
 */
export async function receiveNotification(
  notification: PaymentNotification,
  serverKey = MOCK_SERVER_KEY,
): Promise<OrderRecord> {
  const expected = await notificationSignature(notification, serverKey);
  if (!sameSignature(notification.signature_key.toLowerCase(), expected)) {
    fail(
      errorResponse(403, 'invalid_signature', 'Tanda tangan notifikasi pembayaran tidak cocok.'),
    );
  }
  const order = db.orders.findFirst((q) => q.where({ alias: notification.order_id }));
  if (!order) fail(notFound(quoted`Pesanan ${notification.order_id} tidak ditemukan.`));
  const paid = amountOf(notification.gross_amount);
  if (paid !== order.docTotal) {
    const said = Number.isNaN(paid) ? quoted`${notification.gross_amount}` : formatIDR(paid);
    fail(
      errorResponse(
        422,
        'amount_mismatch',
        `Jumlah pembayaran (${said}) tidak sama dengan total pesanan ${order.docNum} (${formatIDR(order.docTotal)}).`,
      ),
    );
  }
  const target = TARGETS[notification.transaction_status];
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

const notification = z.object({
  order_id: z.string().min(1),
  status_code: z.string().min(1),
  gross_amount: z.string().min(1),
  transaction_status: z.enum(TRANSACTION_STATUSES),
  signature_key: z.string().min(1),
});

export const paymentNotificationHandlers = [
  /** The provider's notification: signed, for the order's amount, or the order stays as it is. */
  route('post', '/api/Payment/Notification', async ({ request, response }) => {
    const order = await receiveNotification(await readJson(request, notification));
    return response(200).json({ orderAlias: order.alias, docStatus: order.docStatus });
  }),
];
