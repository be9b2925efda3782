import { describe, expect, test } from 'vitest';
import { prerenderedData, prerenderedDataScript } from './prerenderedData';

/** A page as the build writes it: #root marked with the path it was rendered for. */
function pageWith(html: string, builtFor = '/blogs'): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><body><div id="root" data-prerendered="${builtFor}"></div>${html}</body>`,
    'text/html',
  );
}

const products = [{ code: 'BN-GAYO-250', name: 'Gayo', price: 95000 }];

describe('the gateway data a pre-rendered page carries', () => {
  test('comes back as it was written, keys and values', async () => {
    const data = { 'catalogue:categories': [], 'catalogue:products': products };
    const page = pageWith(prerenderedDataScript(data), '/products');
    await expect(prerenderedData(page)).resolves.toEqual(data);
  });

  test('text from the gateway can neither close the element nor run', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const page = pageWith(prerenderedDataScript({ blogs: [{ subject: hostile }] }));
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('script')?.type).toBe('application/json');
    await expect(prerenderedData(page)).resolves.toEqual({ blogs: [{ subject: hostile }] });
  });

  test('a page rendered without data writes nothing, and reads as none', async () => {
    expect(prerenderedDataScript({})).toBe('');
    await expect(prerenderedData(pageWith(''))).resolves.toEqual({});
  });

  test('a damaged element reads as none: the screens load their data themselves', async () => {
    const page = pageWith('<script type="application/json" id="prerendered-data">{"cut</script>');
    await expect(prerenderedData(page)).resolves.toEqual({});
  });
});

describe('hydration takes only the public first reads of the page’s route', () => {
  test('a signed-in read (the cart, the profile, the customer’s top products) is ignored', async () => {
    const page = pageWith(
      prerenderedDataScript({
        'catalogue:products': products,
        'cart:lines': [{ productCode: 'BN-GAYO-250', quantity: 99 }],
        'cart:count': 99,
        'cart:top-products': products,
        profile: { firstName: 'Penyusup' },
        addresses: [{ alias: 'adr-x' }],
      }),
      '/products',
    );
    await expect(prerenderedData(page)).resolves.toEqual({ 'catalogue:products': products });
  });

  test('a key no first read of the route has is ignored, even another page’s', async () => {
    const page = pageWith(
      prerenderedDataScript({ blogs: [], 'catalogue:products': products, anything: 1 }),
      '/blogs',
    );
    await expect(prerenderedData(page)).resolves.toEqual({ blogs: [] });
  });

  test('a product’s page takes that product’s reads, not another’s', async () => {
    const page = pageWith(
      prerenderedDataScript({
        'catalogue:product:BN-GAYO-250': products[0],
        'catalogue:similar:BN-GAYO-250': [],
        'catalogue:product:BN-TORAJA-250': { code: 'BN-TORAJA-250' },
      }),
      '/products/gayo/BN-GAYO-250',
    );
    await expect(prerenderedData(page)).resolves.toEqual({
      'catalogue:product:BN-GAYO-250': products[0],
      'catalogue:similar:BN-GAYO-250': [],
    });
  });

  test('a page built for no route of its own (the app shell) gives nothing', async () => {
    const data = prerenderedDataScript({ 'catalogue:products': products });
    await expect(prerenderedData(pageWith(data, 'app-shell'))).resolves.toEqual({});
  });

  test('a signed-in route gives nothing, whatever the page carries', async () => {
    const data = prerenderedDataScript({ 'cart:lines': [], 'orders:outstanding': [] });
    await expect(prerenderedData(pageWith(data, '/main/cart'))).resolves.toEqual({});
  });
});
