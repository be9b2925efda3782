import { z } from 'zod';
import type { components } from '@/api/schema';
import { quoted } from '../domain/input';
import { docStatusOf } from '../domain/orders';
import { logPaymentNotice } from '../domain/paymentNotices';
import {
  judgeNotification,
  MOCK_SERVER_KEY,
  notificationSignature,
  type PaymentNotification,
} from '../domain/paymentNotification';
import { readJson } from '../http/body';
import { errorResponse, fail, notFound } from '../http/errors';
import { route } from '../http/route';
import { db, type OrderRecord } from '../store/collections';

type NotificationTaken = components['schemas']['PaymentNotificationTaken'];

/** Compares two hex strings in time that does not depend on where they differ. */
function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The gateway's side: a notification is trusted only when its signature holds (403
 * otherwise, before anything is looked up) and names a known order (404). Then it is always
 * taken, as the provider expects of a notification it should stop sending, and judged by the
 * contract's rules (mocks/domain/paymentNotification.ts): applied, unchanged (a repeat), or
 * ignored with the reason. Every one is logged. Answers the order as it is afterwards.
 */
export async function receiveNotification(
  notification: PaymentNotification,
  serverKey = MOCK_SERVER_KEY,
): Promise<{ order: OrderRecord; taken: NotificationTaken }> {
  const expected = await notificationSignature(notification, serverKey);
  if (!sameSignature(notification.signature_key.toLowerCase(), expected)) {
    await logPaymentNotice(notification, 'refused', 'invalid_signature');
    fail(
      errorResponse(403, 'invalid_signature', 'Tanda tangan notifikasi pembayaran tidak cocok.'),
    );
  }
  const order = db.orders.findFirst((q) => q.where({ alias: notification.order_id }));
  if (!order) {
    await logPaymentNotice(notification, 'refused', 'unknown_order');
    fail(notFound(quoted`Pesanan ${notification.order_id} tidak ditemukan.`));
  }
  const verdict = judgeNotification(order, notification);
  const reason = verdict.outcome === 'ignored' ? verdict.reason : undefined;
  await logPaymentNotice(notification, verdict.outcome, reason);
  let after = order;
  if (verdict.outcome === 'applied') {
    const { change } = verdict;
    after =
      (await db.orders.update(order, {
        data(draft) {
          Object.assign(draft, change);
        },
      })) ?? order;
  }
  const taken: NotificationTaken = {
    orderAlias: after.alias,
    docStatus: docStatusOf(after),
    outcome: verdict.outcome,
    ...(reason && { reason }),
  };
  return { order: after, taken };
}

const notification = z.object({
  order_id: z.string().min(1),
  status_code: z.string().min(1),
  gross_amount: z.string().min(1),
  transaction_status: z.string().min(1),
  signature_key: z.string().min(1),
  fraud_status: z.string().optional(),
  payment_type: z.string().optional(),
  va_numbers: z
    .array(z.object({ bank: z.string().max(32), va_number: z.string().max(64) }))
    .max(4)
    .optional(),
  permata_va_number: z.string().max(64).optional(),
  biller_code: z.string().max(64).optional(),
  bill_key: z.string().max(64).optional(),
  store: z.string().max(32).optional(),
  payment_code: z.string().max(64).optional(),
});

export const paymentNotificationHandlers = [
  /** The provider's notification: signed, for a known order, then judged by the contract's rules. */
  route('post', '/api/Payment/Notification', async ({ request, response }) => {
    const { taken } = await receiveNotification(await readJson(request, notification));
    return response(200).json(taken);
  }),
];
