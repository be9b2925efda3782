import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseQris } from '@/lib/qris';
import { moveOrder } from '../domain/orders';
import { shippingCost } from '../seed/couriers';
import { call, changedSince, databaseState, EMPTY_DEMO_PHONE, login } from '../testing/gateway';
import { cartLine, onlineInvoice, qrInvoice } from '../testing/payloads';

const LISTS = {
  outstanding: '/api/Transaction/Outstanding',
  paidOrPending: '/api/Transaction/PaidOrPending',
  delivered: '/api/Transaction/Delivered',
} as const;

async function docNums(token: string, list: keyof typeof LISTS): Promise<string[]> {
  const { body } = await call('GET', LISTS[list], { token });
  return body.map((o: { docNum: string }) => o.docNum);
}

describe('the order history', () => {
  afterEach(() => vi.useRealTimers());

  it('holds the demo orders in all three states, newest first', async () => {
    const token = await login();
    expect(await docNums(token, 'outstanding')).toHaveLength(2);
    expect(await docNums(token, 'paidOrPending')).toHaveLength(2);
    const delivered = await call('GET', LISTS.delivered, { token });
    expect(delivered.body).toHaveLength(3);
    const dates = delivered.body.map((o: { docDate: string }) => Date.parse(o.docDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const order of delivered.body) {
      const lines = order.details.reduce(
        (sum: number, l: { lineTotal: number }) => sum + l.lineTotal,
        0,
      );
      expect(order.docTotal).toBe(lines + (order.logisticRate ?? 0));
    }
  });

  it('is private: another customer sees none of it', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    for (const list of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
      expect(await docNums(budi, list)).toEqual([]);
    }
  });

  it('moves an order from outstanding to paid to delivered', async () => {
    const token = await login();
    const { body: outstanding } = await call('GET', LISTS.outstanding, { token });
    const order = outstanding[0];
    await moveOrder(order.alias, 'Paid');
    expect(await docNums(token, 'outstanding')).not.toContain(order.docNum);
    expect(await docNums(token, 'paidOrPending')).toContain(order.docNum);
    await moveOrder(order.alias, 'Delivered');
    expect(await docNums(token, 'delivered')).toContain(order.docNum);
    await expect(moveOrder(order.alias, 'Open')).rejects.toThrow(/cannot become Open/);
  });

  it('drops an unpaid order from the outstanding list once its deadline passes', async () => {
    const token = await login();
    const { body: outstanding } = await call('GET', LISTS.outstanding, { token });
    const latest = Math.max(
      ...outstanding.map((o: { docDueDate: string }) => Date.parse(o.docDueDate)),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(latest + 1);
    expect(await docNums(token, 'outstanding')).toEqual([]);
  });
});

describe('invoices', () => {
  afterEach(() => vi.useRealTimers());

  it('turn an online checkout into an outstanding order with the real total and empty the cart', async () => {
    const token = await login();
    const { body: cart } = await call('GET', '/api/Cart', { token });
    const weightGrams =
      cart.reduce((sum: number, l: { weightInMg: number }) => sum + l.weightInMg, 0) / 1000;
    const quote = shippingCost({
      originCityId: '153',
      destinationCityId: '153',
      weightGrams,
      courier: 'jne',
    }).find((s) => s.service === 'REG')?.cost[0];
    const linesTotal = cart.reduce((sum: number, l: { lineTotal: number }) => sum + l.lineTotal, 0);

    const now = Date.parse('2026-05-17T02:30:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const { status, body } = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart),
    });
    expect(status).toBe(201);
    expect(body.redirect_url).toContain(body.token);

    expect((await call('GET', '/api/Cart/Count', { token })).body).toBe(0);
    const { body: outstanding } = await call('GET', LISTS.outstanding, { token });
    const order = outstanding.find((o: { alias: string }) => o.alias === body.orderAlias);
    expect(order).toMatchObject({
      docStatus: 'Open',
      docNum: 'SO-2026-000133',
      docDate: '2026-05-17T09:30:00+07:00',
      docDueDate: '2026-05-18T09:30:00+07:00',
      logisticService: 'JNE - REG',
      logisticRate: quote?.value,
      docTotal: linesTotal + (quote?.value ?? Number.NaN),
    });
    expect(order.docTotal).not.toBe(120_000);
    // The provider's QRIS: a payload for exactly that total, not a link to an image.
    expect(parseQris(order.midTransQRISUrl)?.get('54')).toBe(String(order.docTotal));
    expect(order.details).toHaveLength(cart.length);
  });

  it('invoice a branch order by QR: alias back, no shipping, cart lines gone', async () => {
    const token = await login();
    const { body: cart } = await call('GET', '/api/Cart', { token });
    const { status, body: alias } = await call('POST', '/api/SalesInvoice/QR', {
      token,
      json: qrInvoice(cart.slice(0, 1)),
    });
    expect(status).toBe(201);
    expect(alias).toMatch(/^SI-QR-[0-9a-f]{8}$/);
    const { body: outstanding } = await call('GET', LISTS.outstanding, { token });
    const order = outstanding.find((o: { alias: string }) => o.alias === alias);
    expect(order).toMatchObject({
      docTotal: cart[0].lineTotal,
      midTransQRISUrl: null,
      logisticRate: null,
    });
    expect(
      (await call('GET', '/api/Cart', { token })).body.map((l: { alias: string }) => l.alias),
    ).toEqual([cart[1].alias]);
  });

  it('refuse a stale cart, an unknown branch and a service the courier does not run, changing nothing', async () => {
    const token = await login();
    const budi = await login(EMPTY_DEMO_PHONE);
    const { body: cart } = await call('GET', '/api/Cart', { token });
    const before = databaseState();
    const stale = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice([{ ...cart[0], quantity: cart[0].quantity + 1 }]),
    });
    expect(stale.status).toBe(409);
    const foreign = await call('POST', '/api/SalesInvoice/QR', {
      token: budi,
      json: qrInvoice(cart),
    });
    expect(foreign.status).toBe(409);
    const branch = await call('POST', '/api/SalesInvoice/QR', {
      token,
      json: qrInvoice(cart, { BranchCode: 'XXX' }),
    });
    expect(branch.status).toBe(400);
    const service = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart, { LogisticService: 'KILAT' }),
    });
    expect(service.body.error_description).toContain('tidak tersedia');
    const origin = await call('POST', '/api/SalesInvoice/Online', {
      token,
      json: onlineInvoice(cart, { LogisticOriginId: '23' }),
    });
    expect(origin.status).toBe(400);
    expect(changedSince(before)).toEqual([]);
  });

  it('invoice the one grind of beans named by Remarks and keep the grind on the order line', async () => {
    const token = await login();
    await call('POST', '/api/Cart', {
      token,
      json: [{ ...cartLine('BN-GAYO-250', 1, '250GR'), remarks: 'Biji Utuh (Whole Bean)' }],
    });
    const { body: cart } = await call('GET', '/api/Cart', { token });
    const gayo = cart.filter(
      (l: { product: { code: string } }) => l.product.code === 'BN-GAYO-250',
    );
    expect(gayo).toHaveLength(2);
    const wholeBean = gayo.find((l: { remarks: string }) => l.remarks === 'Biji Utuh (Whole Bean)');

    // Without Remarks the invoice cannot say which of the two lines it means.
    const invoice = qrInvoice([wholeBean]);
    const ambiguous = await call('POST', '/api/SalesInvoice/QR', {
      token,
      json: { ...invoice, Details: invoice.Details.map(({ Remarks: _, ...line }) => line) },
    });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error_description).toContain('Remarks');

    const { status, body: alias } = await call('POST', '/api/SalesInvoice/QR', {
      token,
      json: qrInvoice([wholeBean]),
    });
    expect(status).toBe(201);
    const { body: outstanding } = await call('GET', LISTS.outstanding, { token });
    const order = outstanding.find((o: { alias: string }) => o.alias === alias);
    expect(order.details).toEqual([
      expect.objectContaining({ quantity: 1, remarks: 'Biji Utuh (Whole Bean)' }),
    ]);
    const { body: left } = await call('GET', '/api/Cart', { token });
    expect(left.map((l: { remarks: string }) => l.remarks)).toContain('Sedang (V60 / Drip)');
    expect(left.map((l: { alias: string }) => l.alias)).not.toContain(wholeBean.alias);
  });

  it('use today’s prices for the order, not the ones the storefront sends', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    await call('POST', '/api/Cart', { token, json: [cartLine('DR-GAYO-5', 2, '10PCS')] });
    const { body: cart } = await call('GET', '/api/Cart', { token });
    const tampered = [{ ...cart[0], price: 1, lineTotal: 2 }];
    const alias = (await call('POST', '/api/SalesInvoice/QR', { token, json: qrInvoice(tampered) }))
      .body;
    const { body: outstanding } = await call('GET', LISTS.outstanding, { token });
    const order = outstanding.find((o: { alias: string }) => o.alias === alias);
    expect(order.docTotal).toBe(cart[0].lineTotal);
    expect(order.details[0]).toMatchObject({
      price: cart[0].price,
      quantity: 2,
      uom: { code: '10PCS', name: 'Isi 10' },
    });
  });
});
