import { describe, expect, test } from 'vitest';
import { SHOP_NAME } from '@/lib/shop';
import { absoluteUrl } from '@/lib/site';
import { shopStructuredData } from '@/lib/structuredData';
import { websiteStructuredData } from './websiteStructuredData';

interface WebSite {
  '@type': string;
  name: string;
  publisher: { '@id': string };
  potentialAction: {
    '@type': string;
    target: { urlTemplate: string };
    'query-input': string;
  };
}

const site = websiteStructuredData() as unknown as WebSite;

describe('the shop’s site on home', () => {
  test('is the shop’s, published by the store node the shop’s own data declares', () => {
    expect(site['@type']).toBe('WebSite');
    expect(site.name).toBe(SHOP_NAME);
    expect(site.publisher['@id']).toBe((shopStructuredData() as { '@id': string })['@id']);
  });

  test('its search address, filled in, is the search the catalogue reads', () => {
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const filled = new URL(
      site.potentialAction.target.urlTemplate.replace('{search_term_string}', 'kopi%20gayo'),
    );
    expect(filled.origin + filled.pathname).toBe(absoluteUrl('/products'));
    expect(filled.searchParams.get('q')).toBe('kopi gayo');
  });
});
