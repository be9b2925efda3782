import type { components } from '@/api/schema';

/** The contract's schemas, as openapi-typescript generated them from gateway.yaml. */
export type Schemas = components['schemas'];
