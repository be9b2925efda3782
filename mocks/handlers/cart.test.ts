import { describe, expect, it } from 'vitest';
import { db } from '../store/collections';
import { call, changedSince, databaseState, EMPTY_DEMO_PHONE, login } from '../testing/gateway';
import { cartLine } from '../testing/payloads';

const ICED_LESS_SUGAR = [
  { name: 'Ukuran', value: 'Regular' },
  { name: 'Gula', value: 'Less' },
  { name: 'Es', value: 'Normal' },
];

const V60 = 'Sedang (V60 / Drip)';
const WHOLE_BEAN = 'Biji Utuh (Whole Bean)';

interface ReadBackLine {
  product: { code: string };
  quantity: number;
  remarks?: string | null;
}

/** The Gayo 250 g lines as a shopper tells them apart: how many bags of which grind. */
function gayoLines(lines: ReadBackLine[]) {
  return lines
    .filter((line) => line.product.code === 'BN-GAYO-250')
    .map(({ quantity, remarks }) => ({ quantity, remarks }));
}

describe('adding to the cart', () => {
  it('prices the line itself and derives its weight from product and unit', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const { body: priced } = await call('GET', '/api/Product/BN-TORA-250/UoM/500GR');
    const { status, body } = await call('POST', '/api/Cart', {
      token,
      json: [cartLine('BN-TORA-250', 2, '500GR')],
    });
    expect(status).toBe(201);
    expect(body[0]).toMatchObject({
      quantity: 2,
      uoM: { code: '500GR', name: '500 g' },
      price: priced.sellPrice,
      lineTotal: priced.sellPrice * 2,
    });
    // 2 bags of 500 g at 1.1 g per gram packed: never the 0 mg the storefront sends.
    expect(body[0].weightInMg).toBe(2 * 500 * 1_100);
    expect((await call('GET', '/api/Cart/Count', { token })).body).toBe(1);
  });

  /** Budi's empty cart gets an iced kopi susu with less sugar, then `lines`: their answer. */
  async function addAfterAnIcedKopiSusu(lines: unknown[]) {
    const token = await login(EMPTY_DEMO_PHONE);
    await call('POST', '/api/Cart', {
      token,
      json: [cartLine('BV-KSGA', 1, 'CUP', ICED_LESS_SUGAR)],
    });
    const { body } = await call('POST', '/api/Cart', { token, json: lines });
    return { token, body };
  }

  it('joins the same product, unit and variances into one line', async () => {
    const { token, body } = await addAfterAnIcedKopiSusu([
      cartLine('BV-KSGA', 2, 'CUP', ICED_LESS_SUGAR),
      cartLine('BV-KSGA', 1, 'CUP'),
    ]);
    expect(body.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    expect((await call('GET', '/api/Cart', { token })).body).toHaveLength(2);
  });

  it('keeps a different grind of the same beans as a line of its own', async () => {
    // The demo: Siti has 2 bags of Gayo 250 g ground for V60, then adds a whole-bean bag.
    const token = await login();
    const { status, body: added } = await call('POST', '/api/Cart', {
      token,
      json: [{ ...cartLine('BN-GAYO-250', 1, '250GR'), remarks: WHOLE_BEAN }],
    });
    expect(status).toBe(201);
    expect(added).toEqual([expect.objectContaining({ quantity: 1, remarks: WHOLE_BEAN })]);
    const { body: cart } = await call('GET', '/api/Cart', { token });
    expect(gayoLines(cart)).toEqual([
      { quantity: 2, remarks: V60 },
      { quantity: 1, remarks: WHOLE_BEAN },
    ]);
    expect((await call('GET', '/api/Cart/Count', { token })).body).toBe(cart.length);
  });

  it('adds to the line of the same grind, whatever spaces surround it', async () => {
    const token = await login();
    const before = (await call('GET', '/api/Cart', { token })).body.length;
    await call('POST', '/api/Cart', {
      token,
      json: [{ ...cartLine('BN-GAYO-250', 1, '250GR'), remarks: ` ${V60}  ` }],
    });
    const { body: cart } = await call('GET', '/api/Cart', { token });
    expect(gayoLines(cart)).toEqual([{ quantity: 3, remarks: V60 }]);
    expect(cart).toHaveLength(before);
  });

  it('gives two grinds sent together two lines with their own quantities', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const { body } = await call('POST', '/api/Cart', {
      token,
      json: [
        { ...cartLine('BN-GAYO-250', 2, '250GR'), remarks: V60 },
        { ...cartLine('BN-GAYO-250', 1, '250GR'), remarks: WHOLE_BEAN },
        { ...cartLine('BN-GAYO-250', 1, '250GR'), remarks: V60 },
      ],
    });
    expect(gayoLines(body)).toEqual([
      { quantity: 3, remarks: V60 },
      { quantity: 1, remarks: WHOLE_BEAN },
    ]);
    expect(gayoLines((await call('GET', '/api/Cart', { token })).body)).toEqual(gayoLines(body));
  });

  it('treats the same choices in another order as the same line, kept in the product’s order', async () => {
    const { token, body } = await addAfterAnIcedKopiSusu([
      cartLine('BV-KSGA', 1, 'CUP', [...ICED_LESS_SUGAR].reverse()),
    ]);
    expect(body).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(JSON.parse(body[0].varianceJSON)).toEqual(
      ICED_LESS_SUGAR.map(({ name, value }) => ({ name, details: [{ value }] })),
    );
    expect((await call('GET', '/api/Cart/Count', { token })).body).toBe(1);
  });

  it('keeps other sugar levels of the same drink as lines of their own', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    const noSugar = ICED_LESS_SUGAR.map((v) => (v.name === 'Gula' ? { ...v, value: 'No' } : v));
    const { body } = await call('POST', '/api/Cart', {
      token,
      json: [
        cartLine('BV-KSGA', 1, 'CUP', ICED_LESS_SUGAR),
        cartLine('BV-KSGA', 2, 'CUP', noSugar),
      ],
    });
    expect(body.map((l: { quantity: number }) => l.quantity)).toEqual([1, 2]);
  });

  it.each([
    ['quantity 0', cartLine('BN-GAYO-250', 0, '250GR'), 'Jumlah harus antara 1 dan 99.'],
    ['quantity 100', cartLine('BN-GAYO-250', 100, '250GR'), 'Jumlah harus antara 1 dan 99.'],
    ['a negative quantity', cartLine('BN-GAYO-250', -3, '250GR'), 'Jumlah harus antara 1 dan 99.'],
    ['a huge quantity', cartLine('BN-GAYO-250', 1e12, '250GR'), 'Jumlah harus antara 1 dan 99.'],
    ['a fractional quantity', cartLine('BN-GAYO-250', 1.5, '250GR'), 'bilangan bulat'],
    ['an unknown product', cartLine('BN-XXX', 1, '250GR'), 'Produk BN-XXX tidak ditemukan.'],
    ['a unit of another group', cartLine('BN-GAYO-250', 1, 'CUP'), 'Satuan CUP tidak tersedia'],
    [
      'an unknown variance',
      cartLine('BV-KSGA', 1, 'CUP', [{ name: 'Topping', value: 'Boba' }]),
      'Topping',
    ],
    [
      'an unknown variance value',
      cartLine('BV-KSGA', 1, 'CUP', [{ name: 'Gula', value: 'Extra' }]),
      '"Extra"',
    ],
    [
      'one variance chosen twice',
      cartLine('BV-KSGA', 1, 'CUP', [
        { name: 'Gula', value: 'Less' },
        { name: 'Gula', value: 'No' },
      ]),
      'Gula',
    ],
    [
      'varianceJSON that is not JSON',
      { ...cartLine('BV-KSGA', 1, 'CUP'), varianceJSON: '{oops' },
      'varianceJSON',
    ],
    [
      'a line status other than Open',
      { ...cartLine('BN-GAYO-250', 1, '250GR'), lineStatus: 'Closed' },
      'lineStatus',
    ],
    [
      'a missing product',
      { ...cartLine('BN-GAYO-250', 1, '250GR'), product: undefined },
      'product',
    ],
  ])('refuses %s with 400 and changes nothing', async (_, line, text) => {
    const token = await login();
    const before = databaseState();
    const { status, body } = await call('POST', '/api/Cart', {
      token,
      json: [cartLine('BN-KINT-250', 1, '250GR'), line],
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
    expect(changedSince(before)).toEqual([]);
  });

  it('refuses to grow a line past 99', async () => {
    const token = await login(EMPTY_DEMO_PHONE);
    await call('POST', '/api/Cart', { token, json: [cartLine('DR-GAYO-5', 60, '5PCS')] });
    const { status, body } = await call('POST', '/api/Cart', {
      token,
      json: [cartLine('DR-GAYO-5', 40, '5PCS')],
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain('maksimal 99');
  });
});

/** Siti signed in, with the lines of her seeded cart. */
async function sitisCart() {
  const token = await login();
  const { body: lines } = await call('GET', '/api/Cart', { token });
  return { token, lines };
}

/** A line of the update: the line's new quantity, at the price the shop showed for it. */
const lineChanged = (line: { alias: string; price: number }, quantity: unknown) => ({
  alias: line.alias,
  quantity,
  price: line.price,
});

describe('changing the cart', () => {
  it('updates quantities at today’s price, whatever price is sent', async () => {
    const { token, lines } = await sitisCart();
    const line = lines[0];
    const { status, body } = await call('PUT', '/api/Cart', {
      token,
      json: [{ alias: line.alias, quantity: 5, price: 1 }],
    });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ quantity: 5, price: line.price, lineTotal: line.price * 5 });
    expect(body[0].weightInMg).toBe((line.weightInMg / line.quantity) * 5);
  });

  it('never touches another customer’s lines', async () => {
    const siti = await login();
    const budi = await login(EMPTY_DEMO_PHONE);
    const { body: lines } = await call('GET', '/api/Cart', { token: siti });
    const before = databaseState();
    const update = await call('PUT', '/api/Cart', {
      token: budi,
      json: [{ alias: lines[0].alias, quantity: 1, price: 1 }],
    });
    expect(update.status).toBe(403);
    const remove = await call('DELETE', `/api/CartDetail/Remove/${lines[0].alias}`, {
      token: budi,
    });
    expect(remove.status).toBe(403);
    expect((await call('GET', '/api/Cart', { token: budi })).body).toEqual([]);
    expect(changedSince(before)).toEqual([]);
  });

  it('removes a line and answers 404 for one that is gone', async () => {
    const { token, lines } = await sitisCart();
    const path = `/api/CartDetail/Remove/${lines[0].alias}`;
    expect((await call('DELETE', path, { token })).status).toBe(204);
    expect((await call('DELETE', path, { token })).status).toBe(404);
    expect((await call('GET', '/api/Cart/Count', { token })).body).toBe(lines.length - 1);
  });

  it.each([
    ['quantity 0', 0, 'Jumlah harus antara 1 dan 99.'],
    ['quantity 100', 100, 'Jumlah harus antara 1 dan 99.'],
    ['quantity -1', -1, 'Jumlah harus antara 1 dan 99.'],
    ['quantity 1e3', 1e3, 'Jumlah harus antara 1 dan 99.'],
    ['quantity 1.5', 1.5, 'bilangan bulat'],
    ['quantity "abc"', 'abc', 'quantity'],
    ['quantity "2" as text', '2', 'quantity'],
    ['no quantity', undefined, 'quantity'],
  ])('refuses %s with 400 and changes nothing', async (_, quantity, text) => {
    const { token, lines } = await sitisCart();
    const before = databaseState();
    const { status, body } = await call('PUT', '/api/Cart', {
      token,
      json: [lineChanged(lines[1], 3), lineChanged(lines[0], quantity)],
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
    expect(changedSince(before)).toEqual([]);
  });

  it('keeps 1 and 99, the ends of the range', async () => {
    const { token, lines } = await sitisCart();
    const { status, body } = await call('PUT', '/api/Cart', {
      token,
      json: [lineChanged(lines[0], 99), lineChanged(lines[1], 1)],
    });
    expect(status).toBe(200);
    expect(body.map((l: { quantity: number }) => l.quantity)).toEqual([99, 1]);
    expect((await call('GET', '/api/Cart', { token })).body).toEqual(body);
  });

  it('refuses repeated lines and an empty update', async () => {
    const { token, lines } = await sitisCart();
    const alias = lines[0].alias;
    for (const json of [
      [
        { alias, quantity: 1, price: 1 },
        { alias, quantity: 2, price: 1 },
      ],
      [],
    ]) {
      expect((await call('PUT', '/api/Cart', { token, json })).status).toBe(400);
    }
  });

  it('answers 404 for a line it does not know, changing none of the others', async () => {
    const { token, lines } = await sitisCart();
    const before = databaseState();
    const { status, body } = await call('PUT', '/api/Cart', {
      token,
      json: [lineChanged(lines[0], 4), { alias: 'crt-does-not-exist', quantity: 1, price: 1 }],
    });
    expect(status).toBe(404);
    expect(body.error_description).toContain('crt-does-not-exist');
    expect(changedSince(before)).toEqual([]);
    const missing = await call('DELETE', '/api/CartDetail/Remove/crt-does-not-exist', { token });
    expect(missing.status).toBe(404);
  });

  it('asks for a token to change or remove lines', async () => {
    const { lines } = await sitisCart();
    const json = [lineChanged(lines[0], 2)];
    expect((await call('PUT', '/api/Cart', { json })).status).toBe(401);
    expect((await call('DELETE', `/api/CartDetail/Remove/${lines[0].alias}`)).status).toBe(401);
  });
});

/** The shop stops selling a product, as the dev panel's 'Jadikan produk tidak tersedia' does. */
async function stopSelling(code: string): Promise<void> {
  const product = db.products.findFirst((q) => q.where({ code }));
  if (!product) throw new Error(`seed changed: no ${code}`);
  await db.products.update(product, {
    data(draft) {
      draft.isSalesItem = false;
    },
  });
}

describe('a product the shop stopped selling', () => {
  it('marks its lines isInActive and isUnavailable at validation, the others available', async () => {
    const token = await login();
    const { body: before } = await call('GET', '/api/Cart', { token });
    await stopSelling('BN-GAYO-250');
    const { body } = await call('GET', '/api/Cart/ValidatePrice', { token });
    const gayo = body.find((l: { product: { code: string } }) => l.product.code === 'BN-GAYO-250');
    const kept = before.find(
      (l: { product: { code: string } }) => l.product.code === 'BN-GAYO-250',
    );
    expect(gayo).toMatchObject({
      isInActive: true,
      isUnavailable: true,
      price: kept.price,
      lineTotal: kept.lineTotal,
    });
    expect(body.filter((l: { isUnavailable: boolean }) => l.isUnavailable)).toHaveLength(1);
    expect(body.filter((l: { isInActive: boolean }) => l.isInActive)).toHaveLength(1);
  });

  it('cannot be added, nor its line changed, but its line can still be removed', async () => {
    const { token, lines } = await sitisCart();
    const gayo = lines.find((l: { product: { code: string } }) => l.product.code === 'BN-GAYO-250');
    await stopSelling('BN-GAYO-250');
    const before = databaseState();

    const added = await call('POST', '/api/Cart', {
      token,
      json: [cartLine('BN-GAYO-250', 1, '500GR')],
    });
    expect(added.status).toBe(400);
    expect(added.body.error_description).toBe('Arabika Gayo Full Wash sudah tidak dijual.');
    const changed = await call('PUT', '/api/Cart', {
      token,
      json: [{ alias: gayo.alias, quantity: 3, price: gayo.price }],
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error_description).toContain('Hapus dari keranjang');
    expect(changedSince(before)).toEqual([]);

    const removed = await call('DELETE', `/api/CartDetail/Remove/${gayo.alias}`, { token });
    expect(removed.status).toBe(204);
    const { body: left } = await call('GET', '/api/Cart/ValidatePrice', { token });
    expect(left.map((l: { alias: string }) => l.alias)).not.toContain(gayo.alias);
    expect(left.every((l: { isInActive: boolean }) => !l.isInActive)).toBe(true);
  });
});

describe('price validation', () => {
  it('flags a line whose price changed and shows today’s price', async () => {
    const token = await login();
    const unchanged = await call('GET', '/api/Cart/ValidatePrice', { token });
    expect(unchanged.body.every((l: { isInActive: boolean }) => l.isInActive === false)).toBe(true);

    const product = db.products.findFirst((q) => q.where({ code: 'BN-GAYO-250' }));
    if (!product) throw new Error('seed changed');
    await db.products.update(product, {
      data(draft) {
        draft.sellPrice += 5_000;
        draft.nonMemberPrice += 5_000;
      },
    });
    const { body } = await call('GET', '/api/Cart/ValidatePrice', { token });
    const gayo = body.find((l: { product: { code: string } }) => l.product.code === 'BN-GAYO-250');
    expect(gayo).toMatchObject({ isInActive: true, price: product.sellPrice + 5_000 });
    expect(body.filter((l: { isInActive: boolean }) => l.isInActive)).toHaveLength(1);
  });
});
