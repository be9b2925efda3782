// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { PRERENDERED_PAGES, productPagePath, renderPage } from './prerender';

// The build renders these pages in Node (scripts/prerender.mjs): no window, no document.
const HEADINGS: Record<(typeof PRERENDERED_PAGES)[number]['path'], string> = {
  '/': 'Blend Kopimu Sendiri',
  '/products': 'Produk yang harus kamu coba!',
  '/blogs': 'Kenali produk kami lebih jauh',
  '/custom-blend/introduction': 'Buat Blend Kopi Kamu',
  '/partnership': 'Partnership',
  '/login': 'Login',
  '/register': 'Daftar',
};

describe('pre-rendering the public pages', () => {
  test('runs outside the browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  test.each(PRERENDERED_PAGES)('$path: the guest shell and its screen, whole', async ({ path }) => {
    const { html } = await renderPage(path, { readGateway: false });
    expect(html).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[path]}</h1>`));
    // The guest's navbar, and the notice for a browser without JavaScript.
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Login<\/a>/);
    expect(html).toContain('Toko ini membutuhkan JavaScript.');
    // Neither the route's loading placeholder nor a boundary left to the client (an error),
    // nor script a page without JavaScript (or under a strict CSP) could not run: the only
    // script is structured data (JSON-LD), a data block that runs nothing.
    expect(html).not.toContain('Memuat…');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json">)/u);
    expect(html).not.toContain('<template');
  });

  // With a gateway that answers, the pages carry its data: tests/e2e/prerender.spec.ts reads
  // the built pages.
  test('without a gateway to read, the catalogue is skeletons and there is no data to write', async () => {
    const { html, data } = await renderPage('/products', { readGateway: false });
    expect(html).toMatch(/aria-busy="true"/);
    expect(html).not.toMatch(/href="\/products\/[^"]+\/[^"]+"/);
    expect(data).toEqual({});
  });
});

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
