import { slugify } from '@/lib/text';

/** SPEC §2: /products/{slug}/{productCode}, the slug being the name in lower case with hyphens. */
export function productPath(product: { name: string; code: string }): string {
  return `/products/${slugify(product.name)}/${encodeURIComponent(product.code)}`;
}

export const PRODUCTS_PATH = '/products';
