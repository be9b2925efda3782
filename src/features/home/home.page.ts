import { branchQueries } from '@/api/branches';
import { catalogueQueries } from '@/api/catalogue';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/** Home: the categories its cards show, and the branches its structured data names. */
export default {
  path: routes.home,
  screen: () => import('./HomeScreen'),
  reads: () => [catalogueQueries.categories, branchQueries.list],
  prerender: true,
} satisfies Page;
