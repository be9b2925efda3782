import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, changedSince, databaseState, EMPTY_DEMO_PHONE, login } from '../testing/gateway';
import { cartLine, customProduct, qrInvoice } from '../testing/payloads';

// One order on its own page (GET /api/Transaction/{alias}) and its payment page opened again
// (POST /api/SalesInvoice/{alias}/Payment).

const year = new Date().getUTCFullYear();
const UNPAID_ONLINE = `ord-${year}-131`;
const UNPAID_AT_BRANCH = `ord-${year}-132`;
const PAID = `ord-${year}-127`;

const order = (token: string, alias: string) =>
  call('GET', `/api/Transaction/${encodeURIComponent(alias)}`, { token });
const reopen = (token: string, alias: string) =>
  call('POST', `/api/SalesInvoice/${encodeURIComponent(alias)}/Payment`, { token });

describe('an order on its own page', () => {
  it('says how it is paid and where it goes: an online order, its address and courier', async () => {
    const token = await login();
    const { status, body } = await order(token, UNPAID_ONLINE);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      paymentMethod: 'online',
      canReopenPayment: true,
      branch: null,
      logisticService: 'JNE - REG',
      deliveryAddress: {
        pic: 'Siti Rahayu',
        mobileNumber: '081234567890',
        line1: 'Dekat Masjid Al-Ikhlas',
        line2: 'Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan',
        city: 'Jakarta Selatan',
        postalCode: '12410',
      },
    });
  });

  it('names the branch of an order paid at a branch, which no payment page opens', async () => {
    const token = await login();
    const { body } = await order(token, UNPAID_AT_BRANCH);
    expect(body).toMatchObject({
      paymentMethod: 'branch',
      canReopenPayment: false,
      deliveryAddress: null,
      branch: { code: 'JKT-KMG', name: 'Kopi Nusantara Kemang' },
    });
    expect((await order(token, PAID)).body.canReopenPayment).toBe(false);
  });

  it('carries a custom blend line’s composition', async () => {
    const token = await login();
    const { body: code } = await call('GET', '/api/Product/NextCode', { token });
    await call('POST', '/api/Product', { token, json: [customProduct(code)] });
    await call('POST', '/api/Cart', { token, json: [cartLine(code, 1, '250GR')] });
    const { body: cart } = await call('GET', '/api/Cart', { token });
    const blend = cart.filter((line: { product: { code: string } }) => line.product.code === code);
    const { body: alias } = await call('POST', '/api/SalesInvoice/QR', {
      token,
      json: qrInvoice(blend),
    });
    const { body } = await order(token, alias);
    expect(
      body.details[0].product.productOptions.map(
        (o: { name: string; percentage?: number }) => o.percentage ?? o.name,
      ),
    ).toEqual([50, 50, 'Sedang (V60 / Drip)']);
    // The shop's own products carry none.
    const { body: shipped } = await order(token, UNPAID_ONLINE);
    expect(shipped.details[0].product).not.toHaveProperty('productOptions');
  });

  it('is nobody else’s: another customer’s alias is as unknown as a made-up one', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const foreign = await order(budi, UNPAID_ONLINE);
    const unknown = await order(budi, 'ord-tidak-ada');
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
  });
});

describe('the payment page opened again', () => {
  afterEach(() => vi.useRealTimers());

  it('gives an unpaid online order its session, the same one each time', async () => {
    const token = await login();
    const first = await reopen(token, UNPAID_ONLINE);
    expect(first.status).toBe(201);
    expect(first.body.orderAlias).toBe(UNPAID_ONLINE);
    expect(first.body.redirect_url).toContain(first.body.token);
    const again = await reopen(token, UNPAID_ONLINE);
    expect(again.body.token).toBe(first.body.token);
  });

  it('is refused with the reason for an order that no longer waits for a payment online', async () => {
    const token = await login();
    const before = databaseState();
    const paid = await reopen(token, PAID);
    expect(paid.status).toBe(409);
    expect(paid.body.error_description).toBe('Pesanan ini tidak menunggu pembayaran lagi.');
    const atBranch = await reopen(token, UNPAID_AT_BRANCH);
    expect(atBranch.status).toBe(409);
    expect(atBranch.body.error_description).toContain('dibayar di toko');
    const { body } = await order(token, UNPAID_ONLINE);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(body.docDueDate) + 1);
    const expired = await reopen(token, UNPAID_ONLINE);
    expect(expired.status).toBe(409);
    expect(expired.body.error_description).toContain('sudah lewat');
    expect(changedSince(before)).toEqual([]);
  });

  it('is 404 for another customer’s order, and needs a customer', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    expect((await reopen(budi, UNPAID_ONLINE)).status).toBe(404);
    expect((await call('POST', `/api/SalesInvoice/${UNPAID_ONLINE}/Payment`)).status).toBe(401);
  });
});
