// The mock gateway's database: @msw/data collections with zod schemas, seeded from
// mocks/seed, saved to IndexedDB in the browser after every change.
export * from './store/collections';
export { resetDatabase, restoreDatabase } from './store/lifecycle';
