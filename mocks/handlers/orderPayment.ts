import { orderGroupOf } from '../domain/orders';
import { requireCustomer } from '../http/auth';
import { conflict, fail } from '../http/errors';
import { route } from '../http/route';
import { db, type OrderRecord } from '../store/collections';
import { ownOrder } from './orders';

/**
 * Why an order cannot be paid online now, in the shopper's words; null when it can. The mock
 * provider's payment page asks it too: a transaction expires with its order.
 */
export function whyNotPayable(order: OrderRecord): string | null {
  if (order.channel !== 'online') {
    return 'Pesanan ini dibayar di toko: tunjukkan kode QR-nya ke kasir cabang.';
  }
  if (order.docStatus !== 'Open') return 'Pesanan ini tidak menunggu pembayaran lagi.';
  if (orderGroupOf(order) === null) return 'Batas waktu pembayaran pesanan ini sudah lewat.';
  return null;
}

export const orderPaymentHandlers = [
  /**
   * The payment page again for an unpaid online order. The provider keeps one transaction per
   * order, so the order's token is handed out again (a seeded order gets its first one): an
   * earlier page still open in another tab pays the same order, never a second time.
   */
  route('post', '/api/SalesInvoice/{alias}/Payment', async ({ request, params, response }) => {
    const customer = requireCustomer(request);
    const order = ownOrder(customer, params.alias);
    const why = whyNotPayable(order);
    if (why) fail(conflict(why));
    const token = order.paymentToken ?? crypto.randomUUID();
    if (order.paymentToken === null) {
      await db.orders.update(order, {
        data(draft) {
          draft.paymentToken = token;
        },
      });
    }
    return response(201).json({
      orderAlias: order.alias,
      token,
      redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${token}`,
    });
  }),
];
