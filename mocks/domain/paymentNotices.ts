import { db } from '../store/collections';
import type { PaymentNotification } from './paymentNotification';

// The gateway's log of the provider's notifications (gateway.yaml: "every notification,
// whatever its answer, is logged for the shop's staff"): one line each, the newest kept.

/** Enough for weeks of a small shop's payments; the oldest lines go first. */
const KEPT_NOTICES = 500;
const FIELD_LENGTH = 64;

export type NoticeOutcome = 'applied' | 'unchanged' | 'ignored' | 'refused';

const cut = (text: string) => text.slice(0, FIELD_LENGTH);

export async function logPaymentNotice(
  notification: Pick<PaymentNotification, 'order_id' | 'transaction_status' | 'status_code'>,
  outcome: NoticeOutcome,
  reason: string | null = null,
): Promise<void> {
  await db.paymentNotices.create({
    at: Date.now(),
    orderId: cut(notification.order_id),
    transactionStatus: cut(notification.transaction_status),
    statusCode: cut(notification.status_code),
    outcome,
    reason,
  });
  const notices = db.paymentNotices.all();
  if (notices.length <= KEPT_NOTICES) return;
  notices.sort((a, b) => a.at - b.at);
  for (const old of notices.slice(0, notices.length - KEPT_NOTICES)) db.paymentNotices.delete(old);
}
