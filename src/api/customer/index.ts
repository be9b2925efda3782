import { gatewayResource } from '../resource';
import type { Query } from '../serverData';

export type { CustomerProfile } from './calls';

const customer = gatewayResource(() => import('./calls'));

/** The profile changes with every save. */
const PROFILE = 'profile';

/**
 * Activations under way, by alias. Following the link changes the account, so a second
 * mount of the screen (React's StrictMode, a quick re-render) or a screen left and opened
 * again joins the request already sent instead of sending another that would answer
 * "already active". Not abortable on purpose: once sent, its outcome is what to show.
 */
const activations = new Map<string, Promise<void>>();

export const customerQueries = {
  /** The signed-in customer's profile. */
  profile: customer.query(PROFILE, (calls, options) => calls.getCustomerProfile(options)),
  /** Activates the account of an e-mailed link (SPEC §2: /Activation/{alias}). */
  activation: (alias: string): Query<void> =>
    customer.query(`activation:${alias}`, (calls) => {
      const running = activations.get(alias);
      if (running) return running;
      const request = calls
        .activateCustomer(alias, { errorDisplay: 'caller' })
        .finally(() => activations.delete(alias));
      activations.set(alias, request);
      return request;
    }),
};

/**
 * The profile read with a token of its own (a sign-in whose session does not exist yet):
 * the caller sends it under that token.
 */
export const readCustomerProfile = customer.call((calls) => calls.getCustomerProfile);

/** Registering: a 6-digit code to the phone, the same answer whoever asks. */
export const requestRegistrationCode = customer.call((calls) => calls.requestRegistrationCode);

export const customerMutations = {
  /** Registers a customer, or stores the profile completed after a federated login. */
  create: customer.mutation((calls) => calls.createCustomer, { invalidates: [] }),
  update: customer.mutation((calls) => calls.updateCustomerProfile, { invalidates: [PROFILE] }),
};
