import { catalogueQueries } from '@/api/catalogue';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { productHead, productPagePath } from './productHead';

/**
 * A product's page, written by the build for every product the catalogue lists (the page a
 * shopper shares and a search engine lands on): the product with its units, and the products
 * like it; its head is the product's (productHead).
 */
export default {
  path: routes.productDetail,
  screen: () => import('./ProductDetailScreen'),
  reads: ({ params }) => {
    const code = params.productCode?.trim() ?? '';
    return code === '' ? [] : [catalogueQueries.detail(code), catalogueQueries.similar(code)];
  },
  title: 'Produk',
  prerender: {
    items: async (read) => (await read(catalogueQueries.products)).map(productPagePath),
  },
  // '+ Keranjang': the sheet's frame, and its form, which the frame loads on demand.
  prefetch: [
    'src/features/catalogue/parts/AddToCartDialog.tsx',
    'src/features/catalogue/parts/AddToCartForm.tsx',
  ],
  head: ({ productCode = '' }, dataOf) => {
    const detail = dataOf(catalogueQueries.detail(productCode.trim()));
    return detail ? productHead(detail.product) : null;
  },
} satisfies Page;
