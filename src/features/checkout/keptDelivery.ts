import { isRecord, type Schema } from '@/lib/json';
import { readJson, remove, writeJson } from '@/lib/storage';

/**
 * The delivery the shopper chose, kept in the tab's session storage so that a reload of the
 * checkout (back from an e-wallet app, a weak connection) shows the same address, courier
 * and service instead of quietly going back to the default address. Only aliases and codes
 * the page shows anyway: nothing secret. Logout (and a 401) clear the session storage
 * whole (lib/storage.ts clearAllClientState); a placed order forgets it here.
 */
const KEPT_DELIVERY_KEY = 'checkoutDelivery';

export interface DeliveryChoice {
  /** Null: the default address (or the first). */
  addressAlias: string | null;
  courier: string | null;
  /** A service counts only for the address and courier it was chosen with. */
  service: { addressAlias: string; courier: string; code: string } | null;
}

export const NO_CHOICE: DeliveryChoice = { addressAlias: null, courier: null, service: null };

interface Kept {
  /** Whose sign-in kept it (sessionOwner): another sign-in in the tab never reads it. */
  owner: string;
  choice: DeliveryChoice;
}

/**
 * Who is signed in, as a short digest of the access token (FNV-1a): tells one sign-in from
 * another without keeping the token, or anything it could be told back from, in storage.
 */
export function sessionOwner(accessToken: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < accessToken.length; index++) {
    hash = Math.imul(hash ^ accessToken.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isService(value: unknown): value is DeliveryChoice['service'] {
  if (value === null) return true;
  return (
    isRecord(value) && isText(value.addressAlias) && isText(value.courier) && isText(value.code)
  );
}

/** Checked by hand, as the cart's kept quantities are, so the checkout needs no zod. */
const keptSchema: Schema<Kept> = {
  safeParse: (value) => {
    if (!isRecord(value) || !isText(value.owner) || !isRecord(value.choice))
      return { success: false };
    const { addressAlias, courier, service } = value.choice;
    const valid =
      (addressAlias === null || isText(addressAlias)) &&
      (courier === null || isText(courier)) &&
      isService(service);
    return valid
      ? { success: true, data: { owner: value.owner, choice: { addressAlias, courier, service } } }
      : { success: false };
  },
};

export function keepDelivery(owner: string, choice: DeliveryChoice): void {
  writeJson(KEPT_DELIVERY_KEY, { owner, choice } satisfies Kept, 'session');
}

/** What this sign-in kept; null when nothing, another sign-in's, or malformed. */
export function keptDelivery(owner: string): DeliveryChoice | null {
  const kept = readJson(KEPT_DELIVERY_KEY, keptSchema, 'session');
  return kept?.owner === owner ? kept.choice : null;
}

export function forgetKeptDelivery(): void {
  remove(KEPT_DELIVERY_KEY, 'session');
}

/**
 * A kept choice against the addresses saved now: whole while its address is still saved,
 * else nothing chosen (the default address, no courier), as a first visit. Whether the
 * courier and the service are still offered the page sees as they load: one no longer
 * offered is simply not chosen.
 */
export function stillValid(
  choice: DeliveryChoice,
  addresses: readonly { alias: string }[],
): DeliveryChoice {
  const { addressAlias } = choice;
  return addressAlias === null || addresses.some((address) => address.alias === addressAlias)
    ? choice
    : NO_CHOICE;
}
