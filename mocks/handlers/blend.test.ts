import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLEND_FEE_IDR, DRIP_BAG_GRAMS, DRIP_BAG_PACKAGING_IDR } from '../domain/pricing';
import { originByName } from '../seed/origins';
import { productByCode } from '../seed/products';
import { priceForUnit } from '../seed/uom';
import {
  call,
  changedSince,
  clientToken,
  databaseState,
  EMPTY_DEMO_PHONE,
  login,
} from '../testing/gateway';
import { cartLine, customProduct } from '../testing/payloads';
import { NEW_CODE_LIMIT } from './blend';

const GAYO = 'BN-GAYO-250';
const TEMANGGUNG = 'BN-TMGR-250';

/** A blend's components: each product code with its share, in percent. */
const components = (...parts: [productCode: string, percentage: number][]) =>
  parts.map(([productCode, percentage]) => ({ productCode, percentage }));

function seedProduct(code: string) {
  const product = productByCode(code);
  if (!product) throw new Error(`seed has no ${code}`);
  return product;
}

const roundUp = (amount: number) => Math.ceil(amount / 500) * 500;

async function price(token: string, path: string, body: unknown) {
  return call('POST', path, { token, json: body });
}

async function nextCode(token: string): Promise<string> {
  const { status, body } = await call<string>('GET', '/api/Product/NextCode', { token });
  if (status !== 200) throw new Error(`NextCode answered ${status}`);
  return body;
}

describe('blend prices', () => {
  it('weigh the components’ bag prices by share and add the blending fee', async () => {
    const token = await login();
    const { status, body } = await price(token, '/api/Product/CustomBlend/Price', {
      code: 'BEAN-GR',
      uoMCode: '500GR',
      percentages: components([GAYO, 75], [TEMANGGUNG, 25]),
    });
    const gayo = priceForUnit(seedProduct(GAYO), '500GR')?.sellPrice ?? 0;
    const temanggung = priceForUnit(seedProduct(TEMANGGUNG), '500GR')?.sellPrice ?? 0;
    expect(status).toBe(200);
    expect(body).toBe(roundUp(0.75 * gayo + 0.25 * temanggung + BLEND_FEE_IDR));
  });

  it('price drip bags by the gram of coffee plus each bag’s packaging', async () => {
    const token = await login();
    const { body } = await price(token, '/api/Product/CustomBlend/Price/Drip', {
      code: 'DRIP-PCS',
      uoMCode: '10PCS',
      percentages: components([GAYO, 100]),
    });
    const perGram = seedProduct(GAYO).nonMemberPrice / 250;
    expect(body).toBe(
      roundUp(perGram * 10 * DRIP_BAG_GRAMS + 10 * DRIP_BAG_PACKAGING_IDR + BLEND_FEE_IDR),
    );
  });

  it('grow with the unit', async () => {
    const token = await login();
    const blend = (uoMCode: string) =>
      price(token, '/api/Product/CustomBlend/Price', {
        code: 'BEAN-GR',
        uoMCode,
        percentages: components([GAYO, 50], [TEMANGGUNG, 50]),
      }).then((r) => r.body as number);
    const sizes = [
      await blend('100GR'),
      await blend('250GR'),
      await blend('500GR'),
      await blend('1KG'),
    ];
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(4);
  });

  it.each([
    [
      'shares that do not add up to 100',
      { percentages: components([GAYO, 50], [TEMANGGUNG, 25]) },
      'harus 100%, sekarang 75%',
    ],
    [
      'a share that is not 25, 50, 75 or 100',
      { percentages: components([GAYO, 60]) },
      '25, 50, 75 atau 100',
    ],
    ['the same bean twice', { percentages: components([GAYO, 50], [GAYO, 50]) }, 'sekali'],
    ['a drink as a component', { percentages: components(['BV-KSGA', 100]) }, 'bukan biji kopi'],
    ['an unknown product', { percentages: components(['BN-XXX', 100]) }, 'BN-XXX'],
    [
      'the drip group on the bag price',
      { code: 'DRIP-PCS', uoMCode: '5PCS' },
      'bukan kemasan Coffee Bag',
    ],
    ['a unit of another group', { uoMCode: '5PCS' }, 'Satuan 5PCS tidak tersedia'],
    ['no components', { percentages: [] }, 'minimal satu komponen'],
  ])('refuse %s with 400', async (_, change, text) => {
    const { status, body } = await price(await login(), '/api/Product/CustomBlend/Price', {
      code: 'BEAN-GR',
      uoMCode: '250GR',
      percentages: components([GAYO, 100]),
      ...change,
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
  });

  it.each([
    ['Coffee Bag', '/api/Product/CustomBlend/Price', 'BEAN-GR', '250GR'],
    ['Drip Bag', '/api/Product/CustomBlend/Price/Drip', 'DRIP-PCS', '10PCS'],
  ])('refuse %s shares that pass 100 or are not quarters', async (_, path, code, uoMCode) => {
    const token = await login();
    const shares = (...percentages: unknown[]) => ({
      code,
      uoMCode,
      percentages: percentages.map((percentage, i) => ({
        productCode: [GAYO, TEMANGGUNG, 'BN-TORA-250', 'BN-KINT-250'][i],
        percentage,
      })),
    });
    for (const [body, text] of [
      [shares(75, 50), 'sekarang 125%'],
      [shares(100, 25), 'sekarang 125%'],
      [shares(50, 25), 'sekarang 75%'],
      [shares(30, 70), '25, 50, 75 atau 100'],
      [shares(50.5, 49.5), '25, 50, 75 atau 100'],
      [shares('50', '50'), '25, 50, 75 atau 100'],
      [shares(0, 100), '25, 50, 75 atau 100'],
    ] as const) {
      const answer = await price(token, path, body);
      expect(answer.status, JSON.stringify(body.percentages)).toBe(400);
      expect(answer.body.error_description).toContain(text);
    }
    expect((await price(token, path, shares(50, 25, 25))).status).toBe(200);
  });
});

describe('custom blend products', () => {
  it('are created from the next code, priced by the gateway, and bought like any product', async () => {
    const token = await login();
    const { body: code } = await call('GET', '/api/Product/NextCode', { token });
    expect(code).toBe('CB-000001');
    const created = await call('POST', '/api/Product', { token, json: [customProduct(code)] });
    expect(created.status).toBe(201);
    const product = created.body[0];
    expect(product.name).toBe('Blend Pagi <script>alert(1)</script>');
    expect(product.remarks).toContain('&lt;script&gt;');
    expect(product.remarks).not.toContain('<script>');
    const { body: bagPrice } = await price(token, '/api/Product/CustomBlend/Price', {
      code: 'BEAN-GR',
      uoMCode: '250GR',
      percentages: components([GAYO, 50], [TEMANGGUNG, 50]),
    });
    expect(product.sellPrice).toBe(bagPrice);
    expect((await call('GET', '/api/Product/NextCode', { token })).body).toBe('CB-000002');

    const added = await call('POST', '/api/Cart', { token, json: [cartLine(code, 1, '250GR')] });
    expect(added.body[0]).toMatchObject({ price: bagPrice, product: { code } });
    expect(added.body[0].product.productOptions).toHaveLength(3);
    // Each component brings its origin's flavour, for the blend's profile in the cart.
    expect(
      added.body[0].product.productOptions.map((o: { name: string; flavour?: object }) => [
        o.name,
        o.flavour,
      ]),
    ).toEqual([
      [product.productOptions[0].name, originByName('Gayo').flavour],
      [product.productOptions[1].name, originByName('Temanggung').flavour],
      ['Sedang (V60 / Drip)', undefined],
    ]);
    expect(added.body[0].weightInMg).toBeGreaterThan(250_000);
    // An <img> sends the session cookie, not the Authorization header.
    const image = await fetch(`http://localhost${product.details[0].imageUrl}`, {
      headers: { cookie: `access_token=${token}` },
    });
    expect(await image.text()).toContain('Blend Pagi &lt;script&gt;');
  });

  it('stay their owner’s: the catalogue does not list them and others cannot buy them', async () => {
    const token = await login();
    const code = await nextCode(token);
    await call('POST', '/api/Product', { token, json: [customProduct(code)] });
    const list = await call('GET', '/api/Product?pageSize=1000&page=1');
    expect(list.body.some((p: { code: string }) => p.code === code)).toBe(false);
    const budi = await login(EMPTY_DEMO_PHONE);
    const stolen = await call('POST', '/api/Cart', {
      token: budi,
      json: [cartLine(code, 1, '250GR')],
    });
    expect(stolen.status).toBe(400);
  });

  it('refuse a broken composition with 400, creating nothing and keeping the code', async () => {
    const token = await login();
    const code = await nextCode(token);
    const before = databaseState();
    const broken = [
      customProduct(code, { productOptions: [{ code: GAYO, name: 'x', percentage: 75 }] }),
      customProduct(code, { category: { name: 'Biji Kopi', alias: 'Beans' } }),
      customProduct(code, { uoMGroup: { code: 'CUP' } }),
      customProduct(code, { width: 3 }),
      customProduct(code, { name: '' }),
      customProduct(code, { name: 'k'.repeat(61) }),
      customProduct(code, { sellPrice: 0 }),
      customProduct('BN-NEW', {}),
      customProduct(code, {
        productOptions: [
          { code: GAYO, name: 'x', percentage: 100 },
          { code: 'TOPPING-BOBA', name: 'Boba', optionCategory: '9' },
        ],
      }),
    ];
    for (const item of broken) {
      expect((await call('POST', '/api/Product', { token, json: [item] })).status).toBe(400);
    }
    expect(changedSince(before)).toEqual([]);
    expect(
      (await call('POST', '/api/Product', { token, json: [customProduct(code)] })).status,
    ).toBe(201);
  });

  it('count a name in the characters a person sees, so 40 emoji (the form’s limit) pass', async () => {
    const token = await login();
    const family = '👨‍👩‍👧‍👦';
    const created = await call('POST', '/api/Product', {
      token,
      json: [customProduct(await nextCode(token), { name: family.repeat(40) })],
    });
    expect(created.status).toBe(201);
  });

  it('in drip bags are ground: whole beans refused, no grind given means the drip grind', async () => {
    const token = await login();
    const components = [
      { code: GAYO, name: 'Arabika Gayo', percentage: 50 },
      { code: TEMANGGUNG, name: 'Robusta Temanggung', percentage: 50 },
    ];
    const drip = (code: string, grind: object[]) =>
      customProduct(code, {
        uoMGroup: { code: 'DRIP-PCS' },
        productOptions: [...components, ...grind],
      });
    const code = await nextCode(token);
    const whole = await call('POST', '/api/Product', {
      token,
      json: [drip(code, [{ code: 'GRIND-WHOLE', name: 'Biji Utuh', optionCategory: '6' }])],
    });
    expect(whole.status).toBe(400);
    expect(whole.body.error_description).toContain('selain biji utuh');
    const ungiven = await call('POST', '/api/Product', { token, json: [drip(code, [])] });
    expect(ungiven.status).toBe(201);
    expect(ungiven.body[0].productOptions.at(-1)).toEqual({
      code: 'GRIND-MEDIUM',
      name: 'Sedang (V60 / Drip)',
      optionCategory: '6',
    });
    expect(ungiven.body[0].remarks).toContain('gilingan Sedang (V60 / Drip)');
    const fine = { code: 'GRIND-FINE', name: 'Halus', optionCategory: '6' };
    const chosen = await call('POST', '/api/Product', {
      token,
      json: [drip(await nextCode(token), [fine])],
    });
    expect(chosen.body[0].productOptions.at(-1)).toMatchObject({ code: 'GRIND-FINE' });
  });

  it.each([
    ['over 100', [50, 75], 'sekarang 125%'],
    ['under 100', [50, 25], 'sekarang 75%'],
    ['30 and 70', [30, 70], '25, 50, 75 atau 100'],
    ['a fraction', [25.5, 74.5], '25, 50, 75 atau 100'],
    ['a share given as text', ['50', '50'], '25, 50, 75 atau 100'],
    ['four quarters and one more', [25, 25, 25, 25, 25], 'sekarang 125%'],
  ])('refuse shares %s with 400', async (_, shares, text) => {
    const token = await login();
    const code = await nextCode(token);
    const beans = [GAYO, TEMANGGUNG, 'BN-TORA-250', 'BN-KINT-250', 'BN-FLOR-250'];
    const productOptions = shares.map((percentage, i) => ({
      code: beans[i],
      name: 'komponen',
      percentage,
    }));
    const before = databaseState();
    const { status, body } = await call('POST', '/api/Product', {
      token,
      json: [customProduct(code, { productOptions })],
    });
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
    expect(changedSince(before)).toEqual([]);
  });
});

describe('custom product codes', () => {
  afterEach(() => vi.useRealTimers());

  it('answer the unused code again, so a loop of calls takes nothing from the code space', async () => {
    const token = await login();
    const first = await nextCode(token);
    const before = databaseState();
    for (let n = 0; n < 50; n += 1) expect(await nextCode(token)).toBe(first);
    expect(changedSince(before)).toEqual([]);
    // Every customer draws from the same sequence: no code is handed out twice.
    const budi = await login(EMPTY_DEMO_PHONE);
    const budisCode = await nextCode(budi);
    expect(budisCode).not.toBe(first);
    // Once a product used the code, the next call takes a new one.
    expect(
      (await call('POST', '/api/Product', { token, json: [customProduct(first)] })).status,
    ).toBe(201);
    const second = await nextCode(token);
    expect([first, budisCode]).not.toContain(second);
  });

  it('are the same in two tabs: the second to create it gets 409, and the next call a new code', async () => {
    const token = await login();
    const [tabA, tabB] = [await nextCode(token), await nextCode(token)];
    expect(tabB).toBe(tabA);
    expect(
      (await call('POST', '/api/Product', { token, json: [customProduct(tabA)] })).status,
    ).toBe(201);
    expect(
      (await call('POST', '/api/Product', { token, json: [customProduct(tabB)] })).status,
    ).toBe(409);
    const again = await nextCode(token);
    expect(again).not.toBe(tabA);
    expect(
      (await call('POST', '/api/Product', { token, json: [customProduct(again)] })).status,
    ).toBe(201);
  });

  it('are taken new at most 20 an hour per customer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login();
    for (let n = 0; n < NEW_CODE_LIMIT.max; n += 1) {
      const code = await nextCode(token);
      await call('POST', '/api/Product', { token, json: [customProduct(code)] });
    }
    const slowed = await call('GET', '/api/Product/NextCode', { token });
    expect(slowed.status).toBe(429);
    expect(slowed.body.error_description).toBe(
      'Terlalu banyak blend baru yang dibuat. Coba lagi dalam 60 menit.',
    );
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    // Another customer is not slowed, and the hour passes.
    expect(
      (await call('GET', '/api/Product/NextCode', { token: await login(EMPTY_DEMO_PHONE) })).status,
    ).toBe(200);
    vi.setSystemTime(Date.now() + NEW_CODE_LIMIT.windowMs + 1000);
    expect((await call('GET', '/api/Product/NextCode', { token })).status).toBe(200);
  });

  it('are refused with 409 once used', async () => {
    const token = await login();
    const code = await nextCode(token);
    await call('POST', '/api/Product', { token, json: [customProduct(code)] });
    const before = databaseState();
    const again = await call('POST', '/api/Product', { token, json: [customProduct(code)] });
    expect(again.status).toBe(409);
    expect(again.body.error_description).toBe(
      `Kode produk ${code} sudah dipakai. Minta kode baru.`,
    );
    expect(changedSince(before)).toEqual([]);
  });

  it.each([
    ['never handed out', async () => 'CB-000042'],
    ['handed to another customer', async () => nextCode(await login(EMPTY_DEMO_PHONE))],
    [
      'handed to another customer and used by them',
      async () => {
        const budi = await login(EMPTY_DEMO_PHONE);
        const code = await nextCode(budi);
        await call('POST', '/api/Product', { token: budi, json: [customProduct(code)] });
        return code;
      },
    ],
  ])('are refused with 400 when %s', async (_, codeOf) => {
    const code = await codeOf();
    const token = await login();
    const before = databaseState();
    const { status, body } = await call('POST', '/api/Product', {
      token,
      json: [customProduct(code)],
    });
    expect(status).toBe(400);
    expect(body.error_description).toBe(
      `Kode produk ${code} tidak diberikan untukmu. Minta kode baru.`,
    );
    expect(changedSince(before)).toEqual([]);
  });

  it('are only for customers', async () => {
    expect((await call('GET', '/api/Product/NextCode')).status).toBe(401);
    expect(
      (await call('GET', '/api/Product/NextCode', { token: await clientToken() })).status,
    ).toBe(401);
  });
});
