import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

const ORIGIN = 'https://kopi.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('sitemapXml', () => {
  test('lists each page once as an absolute address on the origin', () => {
    const xml = sitemapXml(['/', '/products', '/products/kopi-gayo/KG-1', '/products'], ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(locs(xml)).toEqual([
      'https://kopi.example/',
      'https://kopi.example/products',
      'https://kopi.example/products/kopi-gayo/KG-1',
    ]);
  });

  test('leaves out the signed-in area', () => {
    const xml = sitemapXml(
      ['/main', '/main/cart', '/main/orders/A-1', '/mainan', '/blogs'],
      ORIGIN,
    );
    expect(locs(xml)).toEqual(['https://kopi.example/mainan', 'https://kopi.example/blogs']);
  });

  test('escapes an address for XML', () => {
    const xml = sitemapXml(["/blogs/detail/kopi&susu'<b>"], ORIGIN);
    expect(xml).toContain(
      '<loc>https://kopi.example/blogs/detail/kopi&amp;susu&apos;%3Cb%3E</loc>',
    );
    expect(xml).not.toMatch(/&(?!amp;|apos;|lt;|gt;|quot;)/);
  });
});

test('robots.txt closes the signed-in area and names the sitemap', () => {
  expect(robotsTxt(ORIGIN).split('\n')).toEqual([
    'User-agent: *',
    'Disallow: /main',
    'Sitemap: https://kopi.example/sitemap.xml',
    '',
  ]);
});
