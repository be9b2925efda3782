import { describe, expect, it } from 'vitest';
import {
  notificationSignature,
  type PaymentNotification,
  signedNotification,
} from '../domain/paymentNotification';
import { checkOutSitisCart, type OnlineCheckout, orderStatusOf } from '../testing/checkout';
import { call } from '../testing/gateway';

// POST /api/Payment/Notification, the provider's word that moves an order (gateway.yaml):
// called with no token, as Midtrans calls it, and trusted only when signed and for the
// order's total.

async function totalOf({ token, orderAlias }: OnlineCheckout): Promise<number> {
  return (await call('GET', `/api/Transaction/${orderAlias}`, { token })).body.docTotal;
}

async function notify(notification: PaymentNotification) {
  return call('POST', '/api/Payment/Notification', { json: notification });
}

describe('the payment provider’s notification', () => {
  it('pays the order when it is signed with the server key and for the order’s total', async () => {
    const order = await checkOutSitisCart();
    const total = await totalOf(order);
    const good = await signedNotification(
      { alias: order.orderAlias, docTotal: total },
      'settlement',
    );
    expect(good.gross_amount).toBe(`${total}.00`);
    const { status, body } = await notify(good);
    expect(status).toBe(200);
    expect(body).toEqual({ orderAlias: order.orderAlias, docStatus: 'Paid' });
    expect(await orderStatusOf(order)).toBe('Paid');
    // The provider repeats a notification until it gets a 2xx: the repeat changes nothing.
    expect((await notify(good)).body.docStatus).toBe('Paid');
  });

  it('is refused with 403 when the signature does not match, and nothing changes', async () => {
    const order = await checkOutSitisCart();
    const total = await totalOf(order);
    const fields = {
      order_id: order.orderAlias,
      status_code: '200',
      gross_amount: `${total}.00`,
      transaction_status: 'settlement' as const,
    };
    const forged = [
      // Anyone who knows the order's alias and total, without the server key.
      { ...fields, signature_key: await notificationSignature(fields, 'a guessed key') },
      { ...fields, signature_key: 'f'.repeat(128) },
      // Signed for a pending payment, sent as settled.
      {
        ...fields,
        signature_key: await notificationSignature({ ...fields, status_code: '201' }),
      },
    ];
    for (const notification of forged) {
      const { status, body } = await notify(notification);
      expect(status).toBe(403);
      expect(body).toEqual({
        error: 'invalid_signature',
        error_description: 'Tanda tangan notifikasi pembayaran tidak cocok.',
      });
    }
    expect(await orderStatusOf(order)).toBe('Open');
  });

  it('is refused with 422 when the amount is not the order’s total, signature right, and the order stays unpaid', async () => {
    const order = await checkOutSitisCart();
    const total = await totalOf(order);
    const underpaid = await signedNotification(
      { alias: order.orderAlias, docTotal: 1000 },
      'settlement',
    );
    const { status, body } = await notify(underpaid);
    expect(status).toBe(422);
    expect(body.error).toBe('amount_mismatch');
    expect(body.error_description).toMatch(
      /^Jumlah pembayaran \(Rp 1\.000\) tidak sama dengan total pesanan SO-\d{4}-\d{6} \(Rp [\d.]+\)\.$/u,
    );
    expect(await orderStatusOf(order)).toBe('Open');
    expect(total).not.toBe(1000);
  });

  it('leaves the order awaiting payment on a denied payment, and says an unknown order only when signed', async () => {
    const order = await checkOutSitisCart();
    const total = await totalOf(order);
    const denied = await signedNotification({ alias: order.orderAlias, docTotal: total }, 'deny');
    expect((await notify(denied)).body.docStatus).toBe('Open');
    expect(await orderStatusOf(order)).toBe('Open');

    const unknown = await signedNotification(
      { alias: 'ord-tidak-ada', docTotal: total },
      'settlement',
    );
    expect((await notify(unknown)).status).toBe(404);
    expect((await notify({ ...unknown, signature_key: 'x' })).status).toBe(403);
  });

  it('cannot take a paid order back to pending (409)', async () => {
    const order = await checkOutSitisCart();
    const paid = { alias: order.orderAlias, docTotal: await totalOf(order) };
    await notify(await signedNotification(paid, 'settlement'));
    const back = await notify(await signedNotification(paid, 'pending'));
    expect(back.status).toBe(409);
    expect(await orderStatusOf(order)).toBe('Paid');
  });
});
