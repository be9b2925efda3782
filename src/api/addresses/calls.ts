import { z } from 'zod';
import { api, type CallOptions, callInit, pathInit } from '../client';
import { type ShipmentAddress, type ShipmentAddressInput, shipmentAddressSchema } from '../models';
import { completed, parsed } from '../response';

export type { ShipmentAddress, ShipmentAddressInput };

const addressesSchema = z.array(shipmentAddressSchema);

export function listShipmentAddresses(options?: CallOptions) {
  return parsed(api.GET('/api/ShipmentAddress', callInit(options)), addressesSchema);
}

export function getShipmentAddress(alias: string, options?: CallOptions) {
  return parsed(
    api.GET('/api/ShipmentAddress/{alias}', pathInit({ alias }, options)),
    shipmentAddressSchema,
  );
}

/** Stores a new address; the answer carries its alias. */
export async function createShipmentAddress(address: ShipmentAddressInput, options?: CallOptions) {
  const [created] = await parsed(
    api.POST('/api/ShipmentAddress', { body: [address], ...callInit(options) }),
    z.tuple([shipmentAddressSchema]),
  );
  return created;
}

export function updateShipmentAddress(address: ShipmentAddress, options?: CallOptions) {
  return completed(api.PUT('/api/ShipmentAddress', { body: [address], ...callInit(options) }));
}

/** Makes the address the default; the gateway clears the flag on the others. */
export function setDefaultShipmentAddress(address: ShipmentAddress, options?: CallOptions) {
  return completed(
    api.PUT('/api/ShipmentAddress/Default', { body: [address], ...callInit(options) }),
  );
}

export function removeShipmentAddress(address: ShipmentAddress, options?: CallOptions) {
  return completed(
    api.POST('/api/ShipmentAddress/RemoveAddress', { body: [address], ...callInit(options) }),
  );
}
