import { describe, expect, test } from 'vitest';
import { SHOP_NAME } from '@/lib/shop';
import { absoluteUrl } from '@/lib/site';
import { websiteStructuredData } from './websiteStructuredData';

describe('the shop’s site on home', () => {
  test('declares the catalogue-wide search, so a search engine can offer it', () => {
    expect(websiteStructuredData()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': absoluteUrl('/#situs'),
      name: SHOP_NAME,
      url: absoluteUrl('/'),
      inLanguage: 'id',
      publisher: { '@id': absoluteUrl('/#toko') },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl('/products')}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('its search address, filled in, is the search the catalogue reads', () => {
    const { potentialAction } = websiteStructuredData() as {
      potentialAction: { target: { urlTemplate: string } };
    };
    const filled = new URL(
      potentialAction.target.urlTemplate.replace('{search_term_string}', 'kopi%20gayo'),
    );
    expect(filled.pathname).toBe('/products');
    expect(filled.searchParams.get('q')).toBe('kopi gayo');
  });
});
