import { z } from 'zod';
import { api, type CallOptions, callInit, pathInit } from '../client';
import { requestPhoneCode, WITH_DEVICE_COOKIE } from '../deviceCalls';
import { shipmentAddressSchema } from '../models';
import { completed, parsed } from '../response';
import type { components } from '../schema';

export type CustomerProfile = components['schemas']['CustomerProfile'];
/** Registration (with password) or a completed federated profile (with userId). */
export type NewCustomer = components['schemas']['NewCustomer'];

const compactDate = z.string().regex(/^\d{8}$/, 'expected a yyyyMMdd date');

const customerProfileSchema = z.object({
  id: z.number().int().optional(),
  alias: z.string(),
  membershipCode: z.string().nullish(),
  userId: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  mobileNumber: z.string(),
  joinDate: compactDate,
  birthday: compactDate,
  balance: z.number().optional(),
  addresses: z.array(shipmentAddressSchema).optional(),
  paymentTerm: z.string().nullish(),
  fileName: z.string().nullish(),
  data: z.string().nullish(),
  imageUrl: z.string().nullish(),
  password: z.string().nullish(),
  group: z.string().nullish(),
  remarks: z.string().nullish(),
  isInActive: z.boolean().optional(),
}) satisfies z.ZodType<CustomerProfile>;

export function getCustomerProfile(options?: CallOptions) {
  return parsed(api.GET('/api/Customer', callInit(options)), customerProfileSchema);
}

/**
 * Registering, first step: a code to the phone (deviceCalls.ts). Registration's code guesses
 * and code requests are limited per device too, so registering sends the device cookie.
 */
export function requestRegistrationCode(mobileNumber: string, options?: CallOptions) {
  return requestPhoneCode('/api/Customer/RegistrationCode', mobileNumber, options);
}

/** Registers a customer (with the phone's code), or stores a federated login's profile. */
export async function createCustomer(customer: NewCustomer, options?: CallOptions) {
  await completed(
    api.POST('/api/Customer', { body: [customer], ...callInit(options), ...WITH_DEVICE_COOKIE }),
  );
}

export async function updateCustomerProfile(profile: CustomerProfile, options?: CallOptions) {
  await completed(api.PUT('/api/Customer', { body: [profile], ...callInit(options) }));
}

/** Activates an account from the e-mailed link; the answer carries nothing the app uses. */
export function activateCustomer(alias: string, options?: CallOptions) {
  return completed(api.GET('/api/Customer/Activation/{alias}', pathInit({ alias }, options)));
}
