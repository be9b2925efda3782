import { describe, expect, it } from 'vitest';
import { productByCode } from '../seed/products';
import { priceForUnit } from '../seed/uom';
import { call, ORIGIN } from '../testing/gateway';

describe('the catalogue', () => {
  it('lists every category, hidden ones included, like the real gateway', async () => {
    const { body } = await call('GET', '/api/Category');
    expect(body.map((c: { alias: string }) => c.alias)).toEqual([
      'Beverages',
      'Drips',
      'Beans',
      'Merchandise',
      'CustomBlend',
    ]);
    expect((await call('GET', '/api/Category/CustomBlend')).body.name).toBe('Custom Blend');
    expect((await call('GET', '/api/Category/Teh')).status).toBe(404);
  });

  it('pages products and checks the paging parameters', async () => {
    const all = await call('GET', '/api/Product?pageSize=1000&page=1');
    const firstTen = await call('GET', '/api/Product?pageSize=10&page=1');
    const second = await call('GET', '/api/Product?pageSize=10&page=2');
    expect(all.body.length).toBeGreaterThanOrEqual(36);
    expect(firstTen.body).toEqual(all.body.slice(0, 10));
    expect(second.body).toEqual(all.body.slice(10, 20));
    for (const query of [
      'pageSize=1001&page=1',
      'pageSize=10&page=0',
      'pageSize=ten&page=1',
      'page=1',
    ]) {
      expect((await call('GET', `/api/Product?${query}`)).status).toBe(400);
    }
  });

  it('answers one product by code and 404 for an unknown one', async () => {
    const { body } = await call('GET', '/api/Product/BN-GAYO-250');
    expect(body).toMatchObject({ code: 'BN-GAYO-250', uoMGroup: { code: 'BEAN-GR' } });
    expect(body.productOptions.map((o: { name: string }) => o.name)).toEqual(['Arabika', 'Gayo']);
    const missing = await call('GET', '/api/Product/BN-XXX');
    expect(missing.status).toBe(404);
    expect(missing.body.error_description).toBe('Produk BN-XXX tidak ditemukan.');
  });

  it('prices a product per unit: scaled by size with the bulk discount', async () => {
    const seed = productByCode('BN-GAYO-250');
    if (!seed) throw new Error('seed changed');
    const small = await call('GET', '/api/Product/BN-GAYO-250/UoM/250GR');
    const kilo = await call('GET', '/api/Product/BN-GAYO-250/UoM/1KG');
    expect(small.body.sellPrice).toBe(seed.sellPrice);
    expect(kilo.body.sellPrice).toBe(priceForUnit(seed, '1KG')?.sellPrice);
    expect(kilo.body.sellPrice).toBeLessThan(seed.sellPrice * 4);
    expect(kilo.body.sellPrice).toBeGreaterThan(seed.sellPrice * 3);
    expect((await call('GET', '/api/Product/BN-GAYO-250/UoM/CUP')).status).toBe(404);
  });

  it('lists similar products of the same category without the product itself', async () => {
    const { body } = await call('GET', '/api/Product/BN-GAYO-250/Similar');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p: { category: { alias: string } }) => p.category.alias === 'Beans')).toBe(
      true,
    );
    expect(body.some((p: { code: string }) => p.code === 'BN-GAYO-250')).toBe(false);
  });

  it('answers unit groups by code or id, option categories and taxes', async () => {
    const byCode = await call('GET', '/api/UoMGroup/BEAN-GR');
    const byId = await call('GET', '/api/UoMGroup/1');
    expect(byId.body).toEqual(byCode.body);
    expect(byCode.body.details[0]).toEqual({
      alternateUoM: { code: '250GR', name: '250 g' },
      baseUoM: { code: 'GR', name: 'Gram' },
      baseQuantity: 250,
    });
    const { body: drips } = await call('GET', '/api/UoMGroup/DRIP-PCS');
    expect(
      drips.details.map((d: { alternateUoM: { name: string } }) => d.alternateUoM.name),
    ).toEqual(['Isi 5', 'Isi 10', 'Isi 20']);
    expect((await call('GET', '/api/UoMGroup/NOPE')).status).toBe(404);
    const grinds = await call('GET', '/api/ProductOption/OptionCategory/6');
    expect(grinds.body).toHaveLength(6);
    const origins = await call('GET', '/api/ProductOption/ByName?name=Robusta&OptionCategory=2');
    expect(origins.body.map((o: { name: string }) => o.name)).toContain('Temanggung');
    expect((await call('GET', '/api/ProductOption/OptionCategory/99')).status).toBe(404);
    expect((await call('GET', '/api/ProductOption/ByName?name=Robusta')).status).toBe(400);
    const taxes = await call('GET', '/api/OutgoingTax');
    expect(taxes.body.filter((t: { isDefault: boolean }) => t.isDefault)).toHaveLength(1);
  });

  it('tells how each origin tastes, on the origin and on every bean grown there', async () => {
    const { body: arabika } = await call(
      'GET',
      '/api/ProductOption/ByName?name=Arabika&OptionCategory=02',
    );
    const gayo = arabika.find((o: { name: string }) => o.name === 'Gayo');
    expect(gayo).toEqual({
      code: 'ORIGIN-GAYO',
      name: 'Gayo',
      optionCategory: '02',
      flavour: { body: 3, acidity: 4, sweetness: 3, bitterness: 2 },
    });
    const { body: robusta } = await call(
      'GET',
      '/api/ProductOption/ByName?name=Robusta&OptionCategory=02',
    );
    for (const origin of robusta) {
      expect(origin.flavour.body, origin.name).toBeGreaterThanOrEqual(4);
      expect(origin.flavour.bitterness, origin.name).toBeGreaterThanOrEqual(4);
    }
    // A bean's origin ref is how the blend builder finds a component's flavour.
    const { body: bean } = await call('GET', '/api/Product/BN-GAYO-250');
    expect(bean.productOptions).toEqual([
      { code: 'BEAN-ARABIKA', name: 'Arabika', optionCategory: '1' },
      { ...gayo },
    ]);
    const { body: beanTypes } = await call('GET', '/api/ProductOption/OptionCategory/1');
    const { body: grinds } = await call('GET', '/api/ProductOption/OptionCategory/6');
    expect([...beanTypes, ...grinds].some((o: object) => 'flavour' in o)).toBe(false);
  });

  it('finds blend components by bean type and origin', async () => {
    const { body } = await call('GET', '/api/Product/ByOptionNames?names=Robusta&names=Temanggung');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p: { category: { alias: string } }) => p.category.alias === 'Beans')).toBe(
      true,
    );
    const none = await call('GET', '/api/Product/ByOptionNames?names=Liberika&names=Gayo');
    expect(none.body).toEqual([]);
    expect((await call('GET', '/api/Product/ByOptionNames')).status).toBe(400);
  });

  it('serves branches, the shipping origin, couriers and base64 blog bodies', async () => {
    const branches = await call('GET', '/api/Branch');
    expect(branches.body.length).toBeGreaterThanOrEqual(5);
    expect((await call('GET', '/api/Branch/Origin')).body.cityId).toBe('153');
    expect((await call('GET', '/api/Logistic')).body.map((l: { code: string }) => l.code)).toEqual([
      'jne',
      'pos',
      'tiki',
      'sicepat',
    ]);
    const blogs = await call('GET', '/api/Blog');
    const html = new TextDecoder().decode(
      Uint8Array.from(atob(blogs.body[0].description), (c) => c.charCodeAt(0)),
    );
    expect(html.startsWith('<')).toBe(true);
  });
});

describe('the drawn images', () => {
  it('are SVGs with a long cache lifetime at the URLs the seed gives', async () => {
    const { body } = await call('GET', '/api/Product/BN-GAYO-250');
    const response = await fetch(new URL(body.details[0].imageUrl, ORIGIN));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await response.text()).toContain('<svg');
    const blogs = await call('GET', '/api/Blog');
    const branches = await call('GET', '/api/Branch');
    const couriers = await call('GET', '/api/Logistic');
    for (const url of [
      blogs.body[0].imageUrl,
      branches.body[0].imageUrl,
      couriers.body[0].imageUrl,
    ]) {
      expect((await fetch(new URL(url, ORIGIN))).status).toBe(200);
    }
  });

  it('answer 404 for pictures that do not exist', async () => {
    for (const path of [
      '/images/Products/BN-XXX-1.svg',
      '/images/Products/BN-GAYO-250-9.svg',
      '/images/Blogs/nope.svg',
    ]) {
      expect((await fetch(new URL(path, ORIGIN))).status).toBe(404);
    }
  });
});
