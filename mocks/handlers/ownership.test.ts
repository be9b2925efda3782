import { describe, expect, it } from 'vitest';
import { checkOutSitisCart } from '../testing/checkout';
import { call, clientToken, EMPTY_DEMO_PHONE, login, ORIGIN } from '../testing/gateway';
import { cartLine, customProduct } from '../testing/payloads';

// Issue 11: a custom blend is its owner's. To anyone else, signed in or not, its code,
// its price, its picture and every list answer as if it did not exist.

async function siti() {
  const token = await login();
  const { body: code } = await call<string>('GET', '/api/Product/NextCode', { token });
  const created = await call('POST', '/api/Product', {
    token,
    json: [customProduct(code, { name: 'Blend Pagi Siti' })],
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const imageUrl: string = created.body[0].details[0].imageUrl;
  return { token, code, imageUrl };
}

/** Everyone but the owner: a guest, the public client, another customer, a forged token. */
async function strangers(): Promise<[string, string | null][]> {
  return [
    ['a guest', null],
    ['the public client', await clientToken()],
    ['another customer', await login(EMPTY_DEMO_PHONE)],
    ['a forged token', 'kopi_forged'],
  ];
}

const byCode = (code: string) => [
  `/api/Product/${code}`,
  `/api/Product/${code}/Similar`,
  `/api/Product/${code}/UoM/250GR`,
];

describe('a custom blend', () => {
  it('answers its owner by code, similar products and price by unit', async () => {
    const { token, code } = await siti();
    const [product, similar, unit] = await Promise.all(
      byCode(code).map((path) => call('GET', path, { token })),
    );
    expect(product?.status).toBe(200);
    expect(product?.body.code).toBe(code);
    expect(similar?.status).toBe(200);
    expect(unit?.status).toBe(200);
    expect(unit?.body.sellPrice).toBeGreaterThan(0);
  });

  it('answers 404 to anyone else, as an unknown code does', async () => {
    const { code } = await siti();
    for (const [who, token] of await strangers()) {
      for (const path of byCode(code)) {
        const { status, body } = await call('GET', path, { token });
        expect(status, `${who}: ${path}`).toBe(404);
        expect(body.error_description).toBe(`Produk ${code} tidak ditemukan.`);
      }
    }
  });

  it('is in no product list, the owner’s included', async () => {
    const { token, code } = await siti();
    // The owner orders ten, so her top products would have every reason to show it.
    await call('POST', '/api/Cart', { token, json: [cartLine(code, 10, '250GR')] });
    await checkOutSitisCart();
    const budi = await login(EMPTY_DEMO_PHONE);
    const lists = [
      ['/api/Product?pageSize=1000&page=1', null],
      ['/api/Product?pageSize=1000&page=1', token],
      ['/api/Product?pageSize=1000&page=1', budi],
      ['/api/Product/Top', token],
      ['/api/Product/Top', budi],
      ['/api/Product/ByOptionNames?names=Arabika&names=Gayo', token],
      ['/api/Product/ByOptionNames?names=Arabika+Gayo', budi],
      ['/api/Product/ByOptionNames?names=Blend+Pagi+Siti', null],
      ['/api/Product/BN-GAYO-250/Similar', token],
      ['/api/Product/BN-GAYO-250/Similar', budi],
    ] as const;
    for (const [path, who] of lists) {
      const { status, body } = await call('GET', path, { token: who });
      expect(status, path).toBe(200);
      expect(
        body.map((p: { code: string }) => p.code),
        path,
      ).not.toContain(code);
    }
    const everything = await call('GET', '/api/Product?pageSize=1000&page=1', { token });
    expect(
      everything.body.some(
        (p: { category: { alias: string } }) => p.category.alias === 'CustomBlend',
      ),
    ).toBe(false);
  });

  it('shows its picture by the key its file name carries, or to the owner’s session', async () => {
    const { token, imageUrl } = await siti();
    const withKey = new URL(imageUrl, ORIGIN);
    // Unguessable: never the code or the owner in another form.
    const key = /-(kopi_[0-9a-f]{64})\.svg$/.exec(withKey.pathname)?.[1];
    expect(key).toBeDefined();
    const bare = new URL(withKey.pathname.replace(`-${key}`, ''), ORIGIN);
    const wrongKey = new URL(withKey.pathname.replace(`${key}`, `kopi_${'0'.repeat(64)}`), ORIGIN);
    const picture = (address: URL, headers: Record<string, string> = {}) =>
      fetch(address, { headers });

    // The image host is another host than the shop: no cookie comes, the name is enough.
    const byKey = await picture(withKey);
    expect(byKey.status).toBe(200);
    expect(await byKey.text()).toContain('Blend Pagi Siti');
    // No shared cache keeps it, and the browser asks again for the next customer.
    expect(byKey.headers.get('cache-control')).toContain('private');
    expect(byKey.headers.get('cache-control')).not.toContain('immutable');

    // Without the key, the owner's session still shows it (same host, as in the demo).
    expect((await picture(bare, { cookie: `theme=dark; access_token=${token}` })).status).toBe(200);
    expect((await picture(bare, { authorization: `Bearer ${token}` })).status).toBe(200);

    const budi = await login(EMPTY_DEMO_PHONE);
    const others: Record<string, string>[] = [
      {},
      { cookie: `access_token=${budi}` },
      { cookie: `access_token=${await clientToken()}` },
      { cookie: 'access_token=kopi_forged' },
      { authorization: `Bearer ${budi}`, cookie: `access_token=${budi}` },
    ];
    for (const headers of others) {
      for (const address of [bare, wrongKey]) {
        const answer = await picture(address, headers);
        expect(answer.status, `${address.pathname} ${JSON.stringify(headers)}`).toBe(404);
        expect(await answer.text()).not.toContain('Blend Pagi Siti');
      }
    }
  });

  it('can be bought again by its owner from her order history, by no one else', async () => {
    const { token, code } = await siti();
    await call('POST', '/api/Cart', { token, json: [cartLine(code, 1, '250GR')] });
    const { orderAlias } = await checkOutSitisCart();
    const { body: order } = await call('GET', `/api/Transaction/${orderAlias}`, { token });
    const line = order.details.find((d: { product: { code: string } }) => d.product.code === code);
    expect(line).toBeDefined();
    const again = await call('POST', '/api/Cart', {
      token,
      json: [cartLine(line.product.code, line.quantity, line.uom.code)],
    });
    expect(again.status).toBe(201);
    expect(again.body.map((l: { product: { code: string } }) => l.product.code)).toContain(code);
  });

  it('cannot be put in another customer’s cart', async () => {
    const { code } = await siti();
    const budi = await login(EMPTY_DEMO_PHONE);
    const { status, body } = await call('POST', '/api/Cart', {
      token: budi,
      json: [cartLine(code, 1, '250GR')],
    });
    expect(status).toBe(400);
    expect(body.error_description).toBe(`Produk ${code} tidak ditemukan.`);
  });

  it('leaves the shop’s own products and pictures open to everyone', async () => {
    for (const [who, token] of await strangers()) {
      expect((await call('GET', '/api/Product/BN-GAYO-250', { token })).status, who).toBe(200);
    }
    const shared = await fetch(new URL('/images/Products/BN-GAYO-250-1.svg', ORIGIN));
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toContain('immutable');
  });
});
