import { z } from 'zod';
import { api, type CallOptions, callInit } from './client';
import { gatewayQuery } from './gatewayQuery';
import { parsed } from './response';
import type { components } from './schema';

export type Branch = components['schemas']['Branch'];
/** A courier the shop ships with. */
export type Logistic = components['schemas']['Logistic'];

const branchSchema = z.object({
  code: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  cityId: z.string(),
  postalCode: z.string(),
  imageUrl: z.string().nullable(),
  gMapsUrl: z.string(),
}) satisfies z.ZodType<Branch>;

const logisticSchema = z.object({
  code: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
}) satisfies z.ZodType<Logistic>;

export function listBranches(options?: CallOptions) {
  return parsed(api.GET('/api/Branch', callInit(options)), z.array(branchSchema));
}

/** The branch orders ship from; its cityId is the shipping-cost origin. */
export function getShippingOrigin(options?: CallOptions) {
  return parsed(api.GET('/api/Branch/Origin', callInit(options)), branchSchema);
}

function listLogistics(options?: CallOptions) {
  return parsed(api.GET('/api/Logistic', callInit(options)), z.array(logisticSchema));
}

/** Branches, the shipping origin and couriers: the shop's own data, rarely changed. */
export const branchQueries = {
  list: gatewayQuery<Branch[]>('branches:list', listBranches),
  origin: gatewayQuery<Branch>('branches:origin', getShippingOrigin),
  logistics: gatewayQuery<Logistic[]>('branches:logistics', listLogistics),
};
