import { branchQueries } from '@/api/branches';
import { cartQueries } from '@/api/cart';
import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/** Paying at a branch: the cart it summarises and the branches to choose. */
export default {
  path: routes.selectBranch,
  access: 'customer',
  screen: () => import('./SelectBranchScreen'),
  reads: () => [cartQueries.lines, branchQueries.list],
  title: 'Pilih cabang',
} satisfies Page;
