import { aProduct } from '@kit/products';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '@/lib/consentAnswered';
import { cookieNames, deleteCookie, setCookie } from '@/lib/cookies';
import { STORAGE_KEYS } from '@/lib/storage';
import { revoke, sendEvent, toGa4, toGa4Item } from './gtag';

const gayo = aProduct({ details: [], remarks: null });

const line = { product: { code: 'DR-TORAJA', name: 'Drip Toraja' }, price: 12_500, quantity: 3 };

/** dataLayer's entries as gtag left them: each an Arguments object, read as an array. */
function pushed(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

afterEach(() => {
  delete window.dataLayer;
  localStorage.clear();
});

describe('GA4 items', () => {
  it('a product: its code, name, category, list price and one piece unless told', () => {
    expect(toGa4Item({ product: gayo })).toEqual({
      item_id: 'BN-GAYO-250',
      item_name: 'Arabika Gayo Wine Process',
      item_category: 'Biji Kopi',
      price: 95_000,
      quantity: 1,
    });
    expect(toGa4Item({ product: gayo, quantity: 2, price: 180_000 })).toMatchObject({
      price: 180_000,
      quantity: 2,
    });
  });

  it("a cart or order line: the line's own price and quantity", () => {
    expect(toGa4Item({ line })).toEqual({
      item_id: 'DR-TORAJA',
      item_name: 'Drip Toraja',
      price: 12_500,
      quantity: 3,
    });
  });

  it("a customer's blend is 'Custom Blend', never the name its owner gave it", () => {
    const blend = aProduct({
      code: 'CB-000124',
      name: 'Blend Pagi Siti',
      category: { name: 'Custom Blend', alias: 'CustomBlend' },
    });
    expect(toGa4Item({ product: blend })).toMatchObject({
      item_id: 'CB-000124',
      item_name: 'Custom Blend',
      item_category: 'Custom Blend',
    });
    // Added from the builder: its code; a line of the cart or of an order: its composition.
    const made = { code: 'CB-000125', name: 'Blend Sore Siti' };
    expect(toGa4Item({ line: { product: made, price: 1, quantity: 1 } }).item_name).toBe(
      'Custom Blend',
    );
    const composed = { ...line.product, productOptions: [{ percentage: 50 }, { percentage: 50 }] };
    expect(toGa4Item({ line: { ...line, product: composed } }).item_name).toBe('Custom Blend');
  });

  it('e-commerce events carry IDR and the value of their items', () => {
    expect(
      toGa4({ name: 'add_to_cart', items: [{ product: gayo, quantity: 2 }, { line }] }),
    ).toEqual([
      'add_to_cart',
      {
        currency: 'IDR',
        value: 2 * 95_000 + 3 * 12_500,
        items: [
          expect.objectContaining({ item_id: 'BN-GAYO-250', quantity: 2 }),
          expect.objectContaining({ item_id: 'DR-TORAJA' }),
        ],
      },
    ]);
  });

  it("purchase: the order's alias as transaction_id, the gateway's total as value", () => {
    const [, params] = toGa4({
      name: 'purchase',
      transactionId: 'ord-1',
      value: 52_500,
      shipping: 15_000,
      items: [{ line }],
    });
    expect(params).toMatchObject({
      transaction_id: 'ord-1',
      value: 52_500,
      shipping: 15_000,
      currency: 'IDR',
    });
  });

  it('a list names itself and has no value; search and login carry their own parameters', () => {
    expect(
      toGa4({ name: 'view_item_list', listName: 'Biji Kopi', items: [{ product: gayo }] })[1],
    ).toEqual({
      currency: 'IDR',
      item_list_name: 'Biji Kopi',
      items: [expect.objectContaining({ item_id: 'BN-GAYO-250' })],
    });
    expect(toGa4({ name: 'search', searchTerm: 'gayo' })).toEqual([
      'search',
      { search_term: 'gayo' },
    ]);
    expect(toGa4({ name: 'login', method: 'Google' })).toEqual(['login', { method: 'Google' }]);
  });

  it('search results carry the query and what was shown, with no value', () => {
    expect(
      toGa4({ name: 'view_search_results', searchTerm: 'gayo', items: [{ product: gayo }] }),
    ).toEqual([
      'view_search_results',
      {
        currency: 'IDR',
        search_term: 'gayo',
        items: [expect.objectContaining({ item_id: 'BN-GAYO-250' })],
      },
    ]);
  });
});

describe('shared blends', () => {
  it('share: GA4 share with the method, a blend as content type and its slug; no name', () => {
    for (const method of ['copy_link', 'share_sheet', 'whatsapp'] as const) {
      expect(toGa4({ name: 'share', method, slug: 'blend-pagi-siti-x1' })).toEqual([
        'share',
        { method, content_type: 'blend', item_id: 'blend-pagi-siti-x1' },
      ]);
    }
  });

  it("a shared blend bought: its slug, 'Custom Blend', from the list 'shared_blend'", () => {
    const item = { sharedBlend: { slug: 'blend-pagi-siti-x1', price: 98_000, quantity: 2 } };
    expect(toGa4({ name: 'add_to_cart', items: [item] })).toEqual([
      'add_to_cart',
      {
        currency: 'IDR',
        value: 196_000,
        items: [
          {
            item_id: 'blend-pagi-siti-x1',
            item_name: 'Custom Blend',
            item_category: 'Custom Blend',
            item_list_id: 'shared_blend',
            item_list_name: 'Blend bersama',
            price: 98_000,
            quantity: 2,
          },
        ],
      },
    ]);
  });
});

describe('gtag', () => {
  it("pushes gtag('event', name, params) onto dataLayer, and no script without VITE_GA4_ID", () => {
    sendEvent({ name: 'view_item', items: [{ product: gayo }] });
    expect(pushed()).toEqual([
      ['event', 'view_item', expect.objectContaining({ currency: 'IDR', value: 95_000 })],
    ]);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('sends a purchase once per order, however often its page shows', () => {
    const purchase = { name: 'purchase', transactionId: 'ord-7', value: 1, items: [] } as const;
    sendEvent(purchase);
    sendEvent(purchase);
    sendEvent({ ...purchase, transactionId: 'ord-8' });
    expect(
      pushed().map((entry) => (entry[2] as { transaction_id: string }).transaction_id),
    ).toEqual(['ord-7', 'ord-8']);
    expect(localStorage.getItem(STORAGE_KEYS.analyticsPurchases)).toBe('["ord-7","ord-8"]');
  });

  it("'Tolak' deletes GA's cookies and leaves the shop's", () => {
    setCookie('_ga', 'GA1.1.123');
    setCookie('_ga_ABC123', 'GS1.1.456');
    setCookie('access_token', 'kept');
    revoke();
    expect(cookieNames()).toEqual(['access_token']);
    deleteCookie('access_token');
  });
});

describe('gtag.js, with a measurement id', () => {
  /** The module afresh, built with VITE_GA4_ID, on a page of the shop. */
  async function withId(path: string) {
    vi.stubEnv('VITE_GA4_ID', 'G-TEST1');
    vi.resetModules();
    window.history.replaceState(null, '', path);
    return import('./gtag');
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(window, 'ga-disable-G-TEST1');
    for (const script of document.querySelectorAll('script')) script.remove();
    window.history.replaceState(null, '', '/');
  });

  it('names the page by its cleaned address: no alias, no query', async () => {
    const gtag = await withId('/main/orders/KN-2024-0042?status_code=200');
    gtag.sendEvent({ name: 'purchase', transactionId: 'KN-2024-0042', value: 1, items: [] });
    const page = {
      page_location: `${window.location.origin}/main/orders/:alias`,
      page_referrer: '',
      page_title: '/main/orders/:alias',
    };
    const sets = pushed().filter(([command]) => command === 'set');
    expect(sets).toEqual([
      ['set', page],
      ['set', page],
    ]);
    expect(JSON.stringify(pushed())).not.toContain('status_code');
    expect(document.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
    );
  });

  it("'Tolak' stops gtag.js at once, and a later 'Terima' starts it again", async () => {
    const gtag = await withId('/products');
    gtag.sendEvent({ name: 'search', searchTerm: 'gayo' });
    gtag.revoke();
    expect(Reflect.get(window, 'ga-disable-G-TEST1')).toBe(true);
    expect(pushed().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    gtag.sendEvent({ name: 'search', searchTerm: 'toraja' });
    expect(Reflect.get(window, 'ga-disable-G-TEST1')).toBe(false);
    expect(pushed()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it("'Tolak' in another tab stops it in this one too", async () => {
    const gtag = await withId('/products');
    localStorage.setItem(
      STORAGE_KEYS.analyticsConsent,
      JSON.stringify({ version: CONSENT_VERSION, choice: 'granted' }),
    );
    gtag.sendEvent({ name: 'search', searchTerm: 'gayo' });
    localStorage.setItem(
      STORAGE_KEYS.analyticsConsent,
      JSON.stringify({ version: CONSENT_VERSION, choice: 'denied' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.analyticsConsent }));
    expect(Reflect.get(window, 'ga-disable-G-TEST1')).toBe(true);
  });
});
