import { gatewayResource } from '../resource';

export type { Branch } from '../models';

const branches = gatewayResource(() => import('./calls'));

/** Branches, the shipping origin and couriers: the shop's own data, rarely changed. */
export const branchQueries = {
  list: branches.query('branches:list', (calls, options) => calls.listBranches(options)),
  /** The branch orders ship from; its cityId is the shipping-cost origin. */
  origin: branches.query('branches:origin', (calls, options) => calls.getShippingOrigin(options)),
  /** The couriers the shop ships with. */
  logistics: branches.query('branches:logistics', (calls, options) => calls.listLogistics(options)),
};
