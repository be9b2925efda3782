import type { Product } from '@/api/catalogue';
import { type PageHead, plainSummary } from '@/lib/pageHead';
import { hrefs, staysInItsFolder } from '@/lib/paths';
import { productGallery } from './productImage';

// A product's head, once, for the build's page (its title, description, canonical address
// and picture: what a chat's link preview shows) and the tab's title in the browser.

export function productHead(product: Product): PageHead {
  return {
    title: product.name,
    description: plainSummary(product.remarks) || `${product.category.name}: ${product.name}`,
    path: hrefs.product(product),
    type: 'product',
    image: productGallery(product)[0],
  };
}

/**
 * The address of a product's page, where the build writes it. A code that would leave the
 * page's folder (`../..`, `a/b`) fails the build, naming the product: its page would
 * otherwise be written over another page.
 */
export function productPagePath(product: { name: string; code: string }): string {
  if (!staysInItsFolder(product.code)) {
    throw new Error(
      `prerender: product ${JSON.stringify(product.name)} has code ${JSON.stringify(product.code)} that leaves its page folder`,
    );
  }
  return hrefs.product(product);
}
