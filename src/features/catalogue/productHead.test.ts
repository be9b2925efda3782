import { describe, expect, test } from 'vitest';
import { productPagePath } from './productHead';

describe('the page of a product', () => {
  test('is written at the product’s address', () => {
    expect(productPagePath({ name: 'Arabika Gayo', code: 'BN-GAYO-250' })).toBe(
      '/products/arabika-gayo/BN-GAYO-250',
    );
  });

  test.each(['../..', '..', 'a/../../index'])(
    'a code such as %j fails the build with one line naming the product',
    (code) => {
      expect(() => productPagePath({ name: 'Kopi Jahat', code })).toThrow(
        new Error(
          `prerender: product "Kopi Jahat" has code ${JSON.stringify(code)} that leaves its page folder`,
        ),
      );
    },
  );
});
