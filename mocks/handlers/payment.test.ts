import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockPayment } from '../payment/protocol';
import { checkOutSitisCart, type OnlineCheckout, orderStatusOf } from '../testing/checkout';
import { call, ORIGIN } from '../testing/gateway';

// The mock payment provider's endpoint is outside the gateway's contract (like the image
// host), so it is called with plain fetch; the order it moves is read back through the
// gateway, whose answers the contract checks.

async function paymentPage(paymentToken: string) {
  const response = await fetch(`${ORIGIN}/mock-payment/${paymentToken}`);
  return { status: response.status, body: await response.json() };
}

async function choose(paymentToken: string, outcome: unknown) {
  const response = await fetch(`${ORIGIN}/mock-payment/${paymentToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return { status: response.status, body: await response.json() };
}

async function isIn(list: string, { token, orderAlias }: OnlineCheckout): Promise<boolean> {
  const { body } = await call('GET', `/api/Transaction/${list}`, { token });
  return body.some((order: { alias: string }) => order.alias === orderAlias);
}

describe('the mock payment page', () => {
  it('shows the order’s amount, as the gateway recorded it', async () => {
    const paid = await checkOutSitisCart();
    const { body: order } = await call('GET', `/api/Transaction/${paid.orderAlias}`, {
      token: paid.token,
    });
    const { status, body } = await paymentPage(paid.paymentToken);
    expect(status).toBe(200);
    expect(body).toEqual<MockPayment>({
      orderAlias: paid.orderAlias,
      docNum: order.docNum,
      amount: order.docTotal,
      docStatus: 'Open',
      result: null,
    });
  });

  it('answers 404 in Indonesian for a token it never issued', async () => {
    const { status, body } = await paymentPage('tidak-ada');
    expect(status).toBe(404);
    expect(body.error_description).toBe('Pembayaran tidak-ada tidak ditemukan.');
    expect((await choose('tidak-ada', 'success')).status).toBe(404);
  });
});

describe('a payment choice', () => {
  afterEach(() => vi.useRealTimers());

  it('success pays the order: it moves to the paid-or-pending list', async () => {
    const paid = await checkOutSitisCart();
    const { status, body } = await choose(paid.paymentToken, 'success');
    expect(status).toBe(200);
    expect(body.docStatus).toBe('Paid');
    expect(body.result).toMatchObject({
      order_id: paid.orderAlias,
      status_code: '200',
      transaction_status: 'settlement',
      gross_amount: `${body.amount}.00`,
    });
    expect(await orderStatusOf(paid)).toBe('Paid');
    expect(await isIn('PaidOrPending', paid)).toBe(true);
    expect(await isIn('Outstanding', paid)).toBe(false);
  });

  it('pending issues a BCA virtual account and leaves the order waiting for the money; paying later settles it', async () => {
    const paid = await checkOutSitisCart();
    const pending = await choose(paid.paymentToken, 'pending');
    expect(pending.body).toMatchObject({
      docStatus: 'Open',
      result: { status_code: '201', transaction_status: 'pending', payment_type: 'bank_transfer' },
    });
    const { body: order } = await call('GET', `/api/Transaction/${paid.orderAlias}`, {
      token: paid.token,
    });
    expect(order).toMatchObject({
      docStatus: 'Open',
      awaitedPayment: { paymentType: 'bank_transfer', bank: 'bca', isUnderReview: false },
    });
    // BCA's company code, then the order's number: the same account every time.
    expect(order.awaitedPayment.vaNumber).toBe(`80777${order.docNum.replace(/\D/gu, '')}`);
    expect(await isIn('Outstanding', paid)).toBe(true);
    expect(await isIn('PaidOrPending', paid)).toBe(false);
    expect((await choose(paid.paymentToken, 'pending')).body.docStatus).toBe('Open');
    expect((await choose(paid.paymentToken, 'success')).body.docStatus).toBe('Paid');
  });

  it.each([
    ['error', { status_code: '202', transaction_status: 'deny' }],
    ['close', null],
  ])(
    '%s changes nothing: the order stays outstanding, to be paid later',
    async (outcome, result) => {
      const paid = await checkOutSitisCart();
      const { status, body } = await choose(paid.paymentToken, outcome);
      expect(status).toBe(200);
      expect(body.docStatus).toBe('Open');
      expect(body.result).toEqual(result === null ? null : expect.objectContaining(result));
      expect(await orderStatusOf(paid)).toBe('Open');
      expect(await isIn('Outstanding', paid)).toBe(true);
      expect((await choose(paid.paymentToken, 'success')).body.docStatus).toBe('Paid');
    },
  );

  it.each([['refund'], [''], [null], [1]])('refuses the outcome %j with a 400', async (outcome) => {
    const paid = await checkOutSitisCart();
    const { status, body } = await choose(paid.paymentToken, outcome);
    expect(status).toBe(400);
    expect(body.error_description).toContain('outcome');
    expect(await orderStatusOf(paid)).toBe('Open');
  });

  it('refuses a body that is not JSON: 415 for another type, 400 for broken JSON', async () => {
    const paid = await checkOutSitisCart();
    const asText = await fetch(`${ORIGIN}/mock-payment/${paid.paymentToken}`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'success' }),
    });
    expect(asText.status).toBe(415);
    const broken = await fetch(`${ORIGIN}/mock-payment/${paid.paymentToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'success',
    });
    expect(broken.status).toBe(400);
    expect(await orderStatusOf(paid)).toBe('Open');
  });

  it('cannot take a paid order back to pending (409)', async () => {
    const paid = await checkOutSitisCart();
    await choose(paid.paymentToken, 'success');
    const back = await choose(paid.paymentToken, 'pending');
    expect(back.status).toBe(409);
    expect(back.body.error_description).toBe('Pesanan ini tidak menunggu pembayaran lagi.');
    expect(await orderStatusOf(paid)).toBe('Paid');
  });

  it('cannot pay an order whose time to pay ran out (409)', async () => {
    const paid = await checkOutSitisCart();
    const { body: order } = await call('GET', `/api/Transaction/${paid.orderAlias}`, {
      token: paid.token,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(order.docDueDate) + 1);
    const late = await choose(paid.paymentToken, 'success');
    expect(late.status).toBe(409);
    expect(late.body.error_description).toBe('Batas waktu pembayaran pesanan ini sudah lewat.');
    expect((await paymentPage(paid.paymentToken)).body.docStatus).toBe('Expired');
  });
});
