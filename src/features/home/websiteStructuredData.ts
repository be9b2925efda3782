import { routes } from '@/lib/paths';
import { SHOP_NAME, SHOP_NODE_PATH } from '@/lib/shop';
import { absoluteUrl } from '@/lib/site';

/**
 * Home's structured data, beside the shop's (lib/structuredData.ts): the shop's site and its
 * catalogue-wide search (/products?q=…, issue 38), so a search engine can offer to search
 * the shop from its results. Here, not in lib/structuredData.ts, which the product and
 * article pages load before they render: only home's lazy structured data carries it.
 */
export function websiteStructuredData(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#situs'),
    name: SHOP_NAME,
    url: absoluteUrl('/'),
    inLanguage: 'id',
    publisher: { '@id': absoluteUrl(SHOP_NODE_PATH) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(routes.products)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
