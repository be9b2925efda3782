// The one way screens read gateway data (entries.ts: what is cached per key; cache.ts: how
// it loads; writes.ts: what mutations and pre-rendered pages write; hooks.ts: what screens
// call). The queries themselves live in each api resource.
export {
  fetchServerData,
  prefetchServerData,
  type Query,
  type Resource,
} from './cache';
export {
  type Mutation,
  mapResource,
  useHeldServerData,
  useInvalidate,
  useMutation,
  useServerData,
} from './hooks';
export type { Loader, Store } from './types';
export {
  invalidateAllServerData,
  invalidateServerData,
  seedServerData,
  setServerData,
} from './writes';
