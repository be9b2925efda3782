import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_IMAGE,
  productCoverImage,
  productGallery,
  productImageUrl,
} from './productImage';

describe('productImageUrl', () => {
  it('uses the address the gateway gives', () => {
    expect(productImageUrl({ fileName: 'a.svg', imageUrl: '/images/Products/a.svg' })).toBe(
      '/images/Products/a.svg',
    );
  });

  it('builds the address from the file name in the Products folder otherwise', () => {
    expect(productImageUrl({ fileName: 'kopi susu.webp', imageUrl: null })).toBe(
      '/images/Products/kopi%20susu.webp',
    );
  });

  it('treats script, data and protocol-relative addresses and blank names as no picture', () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/x',
      // A web address on a host other than the configured image host.
      'https://evil.example/a.webp',
    ]) {
      expect(productImageUrl({ fileName: 'a.svg', imageUrl })).toBeNull();
    }
    expect(productImageUrl({ fileName: '  ', imageUrl: null })).toBeNull();
    expect(productImageUrl(undefined)).toBeNull();
  });
});

describe('productCoverImage', () => {
  it('is the first picture of the gallery', () => {
    const product = {
      details: [
        { fileName: 'x.svg', imageUrl: 'javascript:void 0' },
        { fileName: 'b.svg', imageUrl: '/images/Products/b.svg' },
        { fileName: 'c.svg', imageUrl: '/images/Products/c.svg' },
      ],
    };
    expect(productCoverImage(product)).toBe('/images/Products/b.svg');
  });

  it('is the default image for a product without pictures', () => {
    expect(productCoverImage({ details: [] })).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(DEFAULT_PRODUCT_IMAGE).toMatch(/default-product|^data:image\/svg/u);
  });
});

describe('productGallery', () => {
  it('shows each picture once', () => {
    const same = { fileName: 'a.svg', imageUrl: '/images/Products/a.svg' };
    expect(
      productGallery({ details: [same, same, { fileName: 'a.svg', imageUrl: null }] }),
    ).toEqual(['/images/Products/a.svg']);
  });
});
