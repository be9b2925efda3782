import { catalogueQueries } from '@/api/catalogue';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';
import { SHOP_NAME } from '@/lib/shop';

/** The catalogue: the tabs and their products, and for a customer what they buy again. */
export default {
  path: routes.products,
  screen: () => import('./ProductsScreen'),
  reads: ({ isAuthenticated }) => [
    catalogueQueries.categories,
    catalogueQueries.products,
    ...(isAuthenticated ? [catalogueQueries.top] : []),
  ],
  title: 'Produk',
  description: `Semua produk ${SHOP_NAME}: minuman kopi, drip bag dan biji kopi pilihan dari seluruh Nusantara.`,
  prerender: true,
} satisfies Page;
