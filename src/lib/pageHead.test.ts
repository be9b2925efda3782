import { describe, expect, it } from 'vitest';
import { headTags, plainSummary } from './pageHead';
import { pageTitle } from './pageTitle';
import { hrefs } from './paths';

const ORIGIN = 'https://kopi.example';

/** The head's tags as the browser parses them. */
function parse(head: Parameters<typeof headTags>[0]) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${headTags(head, ORIGIN)}</head><body></body></html>`,
    'text/html',
  );
  const meta = (key: string) =>
    doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  return {
    doc,
    meta,
    title: doc.title,
    canonical: doc.head.querySelector('link[rel=canonical]')?.getAttribute('href'),
    body: doc.body.innerHTML,
  };
}

const hostile = `Kopi "Susu" <b>Gula</b> 'Aren' </script><script>alert(1)</script> & ☕🇮🇩`;

describe('a page head', () => {
  it('names the page first, then the shop, with Open Graph and the Twitter card', () => {
    const head = parse({
      title: 'Kopi Susu Gula Aren',
      description: '<p>Espresso, susu segar dan <b>gula aren</b>.</p>',
      path: '/products/kopi-susu-gula-aren/P1',
      type: 'product',
      image: '/images/p1.jpg',
    });
    expect(head.title).toBe('Kopi Susu Gula Aren · Kopi Nusantara');
    expect(head.meta('description')).toBe('Espresso, susu segar dan gula aren.');
    expect(head.canonical).toBe(`${ORIGIN}/products/kopi-susu-gula-aren/P1`);
    expect(head.meta('og:title')).toBe('Kopi Susu Gula Aren · Kopi Nusantara');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/products/kopi-susu-gula-aren/P1`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/images/p1.jpg`);
    expect(head.meta('og:locale')).toBe('id_ID');
    expect(head.meta('og:site_name')).toBe('Kopi Nusantara');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });

  it('keeps a hostile title as text: quotes, </script>, < and emoji escaped', () => {
    const head = parse({ title: hostile, path: '/', type: 'website' });
    expect(head.title).toBe(`${hostile} · Kopi Nusantara`);
    expect(head.meta('og:title')).toBe(`${hostile} · Kopi Nusantara`);
    expect(head.doc.querySelectorAll('script')).toHaveLength(0);
    expect(head.body).toBe('');
  });

  it('keeps a hostile description as text, without tags, cut near 150 characters at a word', () => {
    const long = `${hostile} ${'kopi '.repeat(1000)}`;
    expect(long.length).toBeGreaterThan(5000);
    const head = parse({ title: 'x', description: long, path: '/', type: 'website' });
    const text = head.meta('description') ?? '';
    expect(text.startsWith(`Kopi "Susu" Gula 'Aren' & ☕🇮🇩 kopi`)).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(151);
    expect(text.endsWith('kopi…')).toBe(true);
    expect(head.meta('og:description')).toBe(text);
    expect(head.doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('never cuts an emoji in half', () => {
    expect(plainSummary('☕'.repeat(200))).toBe(`${'☕'.repeat(150)}…`);
  });

  it("escapes a picture's address, and a missing or non-http one falls back to the share image", () => {
    const quoted = parse({ path: '/', type: 'website', image: '/images/a"b<c>.jpg' });
    expect(quoted.meta('og:image')).toBe(`${ORIGIN}/images/a%22b%3Cc%3E.jpg`);
    const share = `${ORIGIN}/share-image.png`;
    for (const image of [null, '', '   ', 'javascript:alert(1)', 'data:image/png;base64,AA'])
      expect(parse({ path: '/', type: 'website', image }).meta('og:image')).toBe(share);
    expect(
      parse({ path: '/', type: 'website', image: 'https://cdn.example/x.jpg' }).meta('og:image'),
    ).toBe('https://cdn.example/x.jpg');
  });

  it("keeps a hostile product's canonical address on the shop, as one path", () => {
    const path = hrefs.product({ name: hostile, code: `P"1</script>` });
    const head = parse({ path, type: 'product' });
    const canonical = new URL(head.canonical ?? '');
    expect(canonical.origin).toBe(ORIGIN);
    expect(canonical.pathname).toBe(path);
    expect(head.meta('og:url')).toBe(head.canonical);
  });

  it('gives a page without a name or description the shop’s', () => {
    expect(pageTitle(null)).toBe('Kopi Nusantara — Blend Kopimu Sendiri');
    expect(parse({ path: '/', type: 'website' }).meta('description')).toMatch(/^Kopi pilihan/);
  });
});
