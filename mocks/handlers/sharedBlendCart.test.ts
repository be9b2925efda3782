import { describe, expect, it } from 'vitest';
import { db } from '../store/collections';
import { type CallOptions, call, EMPTY_DEMO_PHONE, login } from '../testing/gateway';
import { onlineInvoice } from '../testing/payloads';
import { expectReplayed, shareBlend, sharedBlendOf, withoutWrites } from '../testing/sharedBlends';

// gateway.yaml, POST /api/SharedBlend/{slug}/Cart and GET /api/SharedBlend/Mine: a friend
// buys a shared blend as a blend of their own, and its maker sees how often it was bought.
// Budi (EMPTY_DEMO_PHONE) makes and shares; Siti (the default login, who has an address to
// check out to) buys.

const GONE = { error: 'not_found', error_description: 'Blend ini tidak dibagikan lagi' };
const BAG = { packaging: 'CoffeeBag', grindLevel: 'GRIND-FINE', quantity: 1 };

function buy(token: string | null, slug: string, json: object, more: CallOptions = {}) {
  return call('POST', `/api/SharedBlend/${slug}/Cart`, { token, json, ...more });
}

const productRecord = (code: string) => db.products.findFirst((q) => q.where({ code }));

describe('buying a shared blend', () => {
  it('makes the friend a blend of their own and leaves the maker’s as it was', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { code, slug } = await sharedBlendOf(budi);
    const makers = JSON.stringify(productRecord(code));
    const siti = await login();
    const { status, body } = await buy(siti, slug, { ...BAG, uoMCode: '500GR', quantity: 2 });
    expect(status).toBe(201);
    const [line] = body;
    expect(line.product.code).toMatch(/^CB-\d{6}$/);
    expect(line.product.code).not.toBe(code);
    expect(line).toMatchObject({
      quantity: 2,
      uoM: { code: '500GR' },
      remarks: 'Halus (Espresso)',
    });
    const { body: shared } = await call('GET', `/api/SharedBlend/${slug}`);
    const listed = shared.prices.find((p: { uoMCode: string }) => p.uoMCode === '500GR');
    expect(line.price).toBe(listed.sellPrice);
    const own = await call('GET', `/api/Product/${line.product.code}`, { token: siti });
    expect(own.body).toMatchObject({ name: 'Blend Pagi <script>alert(1)</script>' });
    expect(own.body.productOptions.map((o: { code: string }) => o.code)).toEqual([
      'BN-GAYO-250',
      'BN-TMGR-250',
      'GRIND-FINE',
    ]);
    expect(JSON.stringify(productRecord(code))).toBe(makers);
    expect((await call('GET', `/api/Product/${line.product.code}`, { token: budi })).status).toBe(
      404,
    );
  });

  it('takes the same blend again for the same choice, so the cart line grows', async () => {
    const { slug } = await sharedBlendOf(await login(EMPTY_DEMO_PHONE));
    const siti = await login();
    const first = await buy(siti, slug, BAG);
    const second = await buy(siti, slug, { ...BAG, quantity: 3 });
    expect(second.body[0]).toMatchObject({ alias: first.body[0].alias, quantity: 4 });
    const drip = await buy(siti, slug, { packaging: 'DripBag', quantity: 1 });
    expect(drip.body[0].product.code).not.toBe(first.body[0].product.code);
    expect(drip.body[0]).toMatchObject({ remarks: 'Sedang (V60 / Drip)', uoM: { code: '5PCS' } });
  });

  it('adds the maker’s own product when the maker buys it as made', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { code, slug } = await sharedBlendOf(budi);
    const { body } = await buy(budi, slug, { ...BAG, grindLevel: 'GRIND-MEDIUM' });
    expect(body[0].product.code).toBe(code);
  });

  it.each([
    ['a coffee bag without a grind', { packaging: 'CoffeeBag', quantity: 1 }, 'Pilih tingkat'],
    [
      'whole beans in drip bags',
      { packaging: 'DripBag', grindLevel: 'GRIND-WHOLE', quantity: 1 },
      'selain biji utuh',
    ],
    ['an unknown grind', { ...BAG, grindLevel: 'TOPPING-BOBA' }, 'TOPPING-BOBA'],
    ['a unit of the other packaging', { ...BAG, uoMCode: '10PCS' }, 'Satuan 10PCS'],
    ['100 bags', { ...BAG, quantity: 100 }, 'antara 1 dan 99'],
    ['another packaging', { ...BAG, packaging: 'Box' }, 'packaging'],
  ])('refuses %s with 400, writing nothing', async (_, json, text) => {
    const { slug } = await sharedBlendOf(await login(EMPTY_DEMO_PHONE));
    const siti = await login();
    const { status, body } = await withoutWrites(() => buy(siti, slug, json));
    expect(status).toBe(400);
    expect(body.error_description).toContain(text);
  });

  it('answers an unknown or taken-down address with the one 404', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const { slug } = await sharedBlendOf(budi);
    await call('DELETE', `/api/SharedBlend/${slug}`, { token: budi });
    const siti = await login();
    for (const gone of [slug, 'blend-pagi-0000000000']) {
      const answer = await buy(siti, gone, BAG);
      expect([answer.status, answer.body]).toEqual([404, GONE]);
    }
  });

  it('answers a repeat under its Idempotency-Key with the first answer, writing nothing', async () => {
    const { slug } = await sharedBlendOf(await login(EMPTY_DEMO_PHONE));
    const siti = await login();
    await expectReplayed(() => buy(siti, slug, BAG, { headers: { 'Idempotency-Key': 'beli-1' } }));
  });
});

describe('the maker’s shared blends', () => {
  it('are listed newest first, with the orders that bought each, naming no buyer', async () => {
    const budi = await login(EMPTY_DEMO_PHONE);
    const older = await sharedBlendOf(budi, { name: 'Blend Pagi' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await sharedBlendOf(budi, { name: 'Blend Sore' });
    const siti = await login();
    await buy(siti, older.slug, { ...BAG, quantity: 3 });
    // The maker's own purchase is no purchase of a friend's.
    await buy(budi, older.slug, { ...BAG, grindLevel: 'GRIND-MEDIUM' });
    const { body: cart } = await call('GET', '/api/Cart', { token: siti });
    const order = await call('POST', '/api/SalesInvoice/Online', {
      token: siti,
      json: onlineInvoice(cart),
    });
    expect(order.status).toBe(201);
    const { status, body } = await call('GET', '/api/SharedBlend/Mine', { token: budi });
    expect(status).toBe(200);
    expect(body.map((s: { slug: string; timesBought: number }) => [s.slug, s.timesBought])).toEqual(
      [
        [newer.slug, 0],
        [older.slug, 1],
      ],
    );
    expect(JSON.stringify(body)).not.toMatch(/Siti|Rahayu|081234567890/);
    // Taken down, it leaves the list.
    await call('DELETE', `/api/SharedBlend/${newer.slug}`, { token: budi });
    expect((await call('GET', '/api/SharedBlend/Mine', { token: budi })).body).toHaveLength(1);
    expect((await shareBlend(budi, older.code)).status).toBe(200);
  });
});
