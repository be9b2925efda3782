import { type CartLine, cartQueries } from '@/api/cart';
import { type Resource, useServerData } from '@/api/serverData';

/**
 * The customer's cart lines as the gateway holds them ('cart:lines'): the cart page,
 * checkout and the branch summary all read the one cached copy, which every cart change
 * refreshes or replaces.
 */
export function useCartLines(): Resource<CartLine[]> {
  return useServerData(cartQueries.lines);
}
