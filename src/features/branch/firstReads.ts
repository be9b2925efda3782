import { branchQueries } from '@/api/branches';
import { cartQueries } from '@/api/cart';
import type { Query } from '@/api/serverData';

/**
 * What /main/select-branch reads on its first render, for the route table to start with
 * the screen's chunk (app/routes.tsx): the cart it summarises and the branches to choose.
 */
export const selectBranchReads: Query<unknown>[] = [cartQueries.lines, branchQueries.list];
