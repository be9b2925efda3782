import { branchReads, cartReads } from '@/api/accountReads';
import type { Query } from '@/api/serverData';

/**
 * What /main/select-branch reads on its first render, for the route table to start with
 * the screen's chunk (app/routes.tsx): the cart it summarises and the branches to choose.
 */
export const selectBranchReads: Query<unknown>[] = [cartReads.lines, branchReads.list];
