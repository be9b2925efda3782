import { z } from 'zod';
import { api, type CallOptions, callInit } from '../client';
import { type Branch, branchSchema, type Logistic, logisticSchema } from '../models';
import { parsed } from '../response';

export type { Branch, Logistic };

export function listBranches(options?: CallOptions) {
  return parsed(api.GET('/api/Branch', callInit(options)), z.array(branchSchema));
}

/** The branch orders ship from; its cityId is the shipping-cost origin. */
export function getShippingOrigin(options?: CallOptions) {
  return parsed(api.GET('/api/Branch/Origin', callInit(options)), branchSchema);
}

export function listLogistics(options?: CallOptions) {
  return parsed(api.GET('/api/Logistic', callInit(options)), z.array(logisticSchema));
}
