import { gatewayResource } from '../resource';

export type { CartLine, CartLineUpdate, NewCartLine } from './calls';
export {
  buildCartLine,
  type ChosenVariance,
  describeVariance,
  parseVarianceJSON,
} from './line';
export { linesToBuyAgain } from './reorder';

const cart = gatewayResource(() => import('./calls'));

/**
 * Every cart change makes stale what is under 'cart': the lines, the navbar's count and the
 * customer's top products.
 */
export const CART = 'cart';

/** What screens read of the cart (keys under 'cart'). */
export const cartQueries = {
  lines: cart.query('cart:lines', (calls, options) => calls.listCartLines(options)),
  /** How many lines the cart holds (the navbar's 'Keranjang (count)'). */
  count: cart.query('cart:count', (calls, options) => calls.getCartCount(options)),
};

/** What changes the cart. Add, 'Beli Lagi' and the blend's line all go through `add`. */
export const cartMutations = {
  add: cart.mutation((calls) => calls.addCartLines, { invalidates: [CART] }),
  /** Stores quantities and prices of lines; its answer is the lines as stored. */
  update: cart.mutation((calls) => calls.updateCartLines, { invalidates: [] }),
  remove: cart.mutation((calls) => calls.removeCartLine, { invalidates: [CART] }),
};

/**
 * The lines at today's prices: `isInActive` marks a line whose price changed or that can no
 * longer be bought, `isUnavailable` the latter. Nothing is stored by asking.
 */
export const validateCartPrices = cart.call((calls) => calls.validateCartPrices);

/** Loads the cart's calls ahead of a save that must start at once (a page going away). */
export const preloadCartCalls = cart.preload;
