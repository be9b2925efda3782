// The one way screens read gateway data (cache.ts: what is cached and how it loads;
// hooks.ts: what screens call). The queries themselves live in each api resource.
export {
  fetchServerData,
  invalidateAllServerData,
  invalidateServerData,
  type Loader,
  prefetchServerData,
  type Query,
  type Resource,
  type Store,
  seedServerData,
  setServerData,
} from './cache';
export {
  type Mutation,
  mapResource,
  useHeldServerData,
  useInvalidate,
  useMutation,
  useServerData,
} from './hooks';
