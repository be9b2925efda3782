import type { ShipmentAddress } from '../models';
import { gatewayResource } from '../resource';

export type { ShipmentAddress, ShipmentAddressInput } from '../models';

const addresses = gatewayResource(() => import('./calls'));

/** Every address change makes stale what is under 'addresses'. */
export const ADDRESSES = 'addresses';

/** What screens read of the address book (keys under 'addresses'). */
export const addressQueries = {
  list: addresses.query(ADDRESSES, (calls, options) => calls.listShipmentAddresses(options)),
  one: (alias: string) =>
    addresses.query(`addresses:${alias}`, (calls, options) =>
      calls.getShipmentAddress(alias, options),
    ),
};

export const addressMutations = {
  /** Stores a new address; the answer carries its alias. */
  create: addresses.mutation((calls) => calls.createShipmentAddress, { invalidates: [ADDRESSES] }),
  update: addresses.mutation((calls) => calls.updateShipmentAddress, { invalidates: [ADDRESSES] }),
  /** Makes the address the default; the gateway clears the flag on the others. */
  makeDefault: addresses.mutation((calls) => calls.setDefaultShipmentAddress, {
    invalidates: [ADDRESSES],
  }),
  remove: addresses.mutation((calls) => calls.removeShipmentAddress, { invalidates: [ADDRESSES] }),
};

/**
 * Where a delivery goes (SPEC §2 checkout): the address the shopper picked, else the default,
 * else the first. The cart's shipping estimate and the checkout both ask here.
 */
export function deliveryAddress(
  list: readonly ShipmentAddress[],
  chosenAlias: string | null = null,
): ShipmentAddress | undefined {
  return (
    list.find((address) => address.alias === chosenAlias) ??
    list.find((address) => address.isDefault) ??
    list[0]
  );
}
