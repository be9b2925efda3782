import { describe, expect, test } from 'vitest';
import { MARKETPLACE_STORES, SHOP_LOGO_PATH, SHOP_NAME, SHOP_NODE_PATH } from './shop';
import { absoluteAddress, absoluteUrl, SHARE_IMAGE_PATH } from './site';
import {
  blogPostingStructuredData,
  type ProductFacts,
  productStructuredData,
  shopStructuredData,
} from './structuredData';
import { textOfHtml } from './text';

const product: ProductFacts = {
  name: 'Arabika Gayo',
  code: 'BN-GAYO-250',
  path: '/products/arabika-gayo/BN-GAYO-250',
  images: ['/images/Products/gayo.svg', 'https://img.example/gayo-2.webp'],
  description: 'Notes of red wine.',
  offers: [{ unit: '250 g', price: 125_000, availability: 'InStock' }],
  trail: [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
  ],
};

type Graph = { '@graph': [Record<string, unknown>, Record<string, unknown>] };

describe('a product page’s structured data', () => {
  test('names the product, its pictures (absolute), code, brand and its offer in IDR', () => {
    const [item, trail] = (productStructuredData(product) as Graph)['@graph'];
    const url = absoluteUrl(product.path);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Arabika Gayo',
      sku: 'BN-GAYO-250',
      description: 'Notes of red wine.',
      image: [absoluteUrl('/images/Products/gayo.svg'), 'https://img.example/gayo-2.webp'],
      brand: { '@type': 'Brand', name: SHOP_NAME },
      offers: [
        {
          '@type': 'Offer',
          price: 125_000,
          priceCurrency: 'IDR',
          availability: 'https://schema.org/InStock',
          url,
          eligibleQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: '250 g' },
        },
      ],
    });
    expect(trail).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Products', item: absoluteUrl('/products') },
        { '@type': 'ListItem', position: 3, name: 'Arabika Gayo', item: url },
      ],
    });
  });

  test('a product without a usable picture names the fallback picture', () => {
    const [item] = (
      productStructuredData({
        ...product,
        images: ['javascript:alert(1)', '//evil.example/x'],
      }) as Graph
    )['@graph'];
    expect(item.image).toEqual([absoluteUrl(SHARE_IMAGE_PATH)]);
  });

  test('hostile or huge names and descriptions stay whole text, the description cut at 1000', () => {
    const long = 'ä☕'.repeat(2500);
    for (const name of ['"Kopi" </script><script>alert(1)</script>', '<!--', '🇮🇩☕️', long]) {
      const [item] = (productStructuredData({ ...product, name, description: long }) as Graph)[
        '@graph'
      ];
      expect(item.name).toBe(name);
      expect([...String(item.description)].length).toBeLessThanOrEqual(1003);
    }
  });
});

describe('textOfHtml', () => {
  test('is the text a reader sees, blocks apart, entities decoded once', () => {
    expect(
      textOfHtml(
        '<p>Notes of <strong>red wine</strong>,</p><ul><li>cokelat</li><li>rempah</li></ul>',
      ),
    ).toBe('Notes of red wine, cokelat rempah');
    expect(textOfHtml('Tom &amp; Jerry &lt;b&gt; &amp;lt; &#9749; &#x1F1EE;&nbsp;x')).toBe(
      'Tom & Jerry <b> &lt; ☕ 🇮 x',
    );
  });

  test('drops scripts, styles and comments, and keeps a stray < as text', () => {
    expect(
      textOfHtml(
        '<script>alert("x")</script><style>p{}</style><!-- hidden -->a < b <img onerror=x>c',
      ),
    ).toBe('a < b c');
    expect(textOfHtml(null)).toBe('');
    expect(textOfHtml('<p>  </p>')).toBe('');
  });
});

describe('absoluteAddress', () => {
  test('keeps web addresses, makes site paths absolute, refuses anything else', () => {
    expect(absoluteAddress('https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(absoluteAddress('/images/a.png')).toBe(absoluteUrl('/images/a.png'));
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,x',
      '//evil.example',
      '',
      null,
    ]) {
      expect(absoluteAddress(bad)).toBeNull();
    }
  });
});

describe('the shop on home', () => {
  test('is an online store with its logo, e-mail, WhatsApp and marketplace stores', () => {
    expect(shopStructuredData()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Organization', 'OnlineStore'],
      name: SHOP_NAME,
      url: absoluteUrl('/'),
      logo: absoluteUrl(SHOP_LOGO_PATH),
      email: 'kemitraan@kopinusantara.id',
      contactPoint: { '@type': 'ContactPoint', telephone: '+6281120002024' },
      sameAs: MARKETPLACE_STORES.map((store) => store.href),
    });
    expect(shopStructuredData()).not.toHaveProperty('subOrganization');
  });

  test('names its branches as coffee shops with their postal addresses', () => {
    const data = shopStructuredData([
      {
        name: 'Kopi Nusantara Kemang',
        line1: 'Jl. Kemang Raya No. 12',
        line2: ' ',
        city: 'Jakarta Selatan',
        postalCode: '01273',
        image: null,
        mapUrl: 'https://maps.google.com/?q=kemang',
      },
      {
        name: 'Kopi Nusantara "Dago" </script>',
        line1: 'Jl. Ir. H. Juanda 1',
        line2: 'Lantai 2',
        city: 'Bandung',
        postalCode: null,
        image: '/images/Branches/dago.svg',
        mapUrl: 'javascript:alert(1)',
      },
    ]);
    expect(data.subOrganization).toEqual([
      {
        '@type': 'CafeOrCoffeeShop',
        name: 'Kopi Nusantara Kemang',
        image: [absoluteUrl(SHARE_IMAGE_PATH)],
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Jl. Kemang Raya No. 12',
          addressLocality: 'Jakarta Selatan',
          postalCode: '01273',
          addressCountry: 'ID',
        },
        hasMap: 'https://maps.google.com/?q=kemang',
        parentOrganization: { '@id': absoluteUrl(SHOP_NODE_PATH) },
      },
      {
        '@type': 'CafeOrCoffeeShop',
        name: 'Kopi Nusantara "Dago" </script>',
        image: [absoluteUrl('/images/Branches/dago.svg')],
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Jl. Ir. H. Juanda 1, Lantai 2',
          addressLocality: 'Bandung',
          addressCountry: 'ID',
        },
        parentOrganization: { '@id': absoluteUrl(SHOP_NODE_PATH) },
      },
    ]);
  });
});

describe('an article', () => {
  test('is a BlogPosting by the shop, its headline cut at 110 characters', () => {
    const data = blogPostingStructuredData({
      headline: 'x'.repeat(300),
      path: '/blogs/detail/v60',
      image: null,
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      url: absoluteUrl('/blogs/detail/v60'),
      image: [absoluteUrl(SHARE_IMAGE_PATH)],
      author: { '@type': 'Organization', name: SHOP_NAME },
      publisher: { '@type': 'Organization', name: SHOP_NAME },
    });
    expect(String(data.headline)).toHaveLength(113);
  });
});
