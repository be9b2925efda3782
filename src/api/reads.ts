import type { Blog } from './blogs';
import type { Category, Product } from './models';
import type { Query } from './serverData';

// The reads the public screens make, with their api module loaded by the first read: that
// module brings zod and the API client, which a screen does not need to render (its
// skeleton shows until the answer is in), so a route's code and its first calls load side by
// side (app/routes.tsx starts both) instead of the screen waiting for the whole api layer.
// Each is the api module's own query under the same key (reads.test.ts). The signed-in
// screens' reads are in accountReads.ts, so public screens do not carry them.

export function loadedWithFirstRead<T>(key: string, query: () => Promise<Query<T>>): Query<T> {
  return { key, load: async (signal, store) => (await query()).load(signal, store) };
}

const catalogue = async () => (await import('./catalogue')).catalogueQueries;

/** catalogueQueries, for screens. */
export const catalogueReads = {
  categories: loadedWithFirstRead<Category[]>(
    'catalogue:categories',
    async () => (await catalogue()).categories,
  ),
  products: loadedWithFirstRead<Product[]>(
    'catalogue:products',
    async () => (await catalogue()).products,
  ),
  top: loadedWithFirstRead<Product[]>('cart:top-products', async () => (await catalogue()).top),
  similar: (code: string) =>
    loadedWithFirstRead<Product[]>(`catalogue:similar:${code}`, async () =>
      (await catalogue()).similar(code),
    ),
};

/** blogQueries, for screens. */
export const blogReads = {
  list: loadedWithFirstRead<Blog[]>(
    'blogs',
    async () => (await import('./blogs')).blogQueries.list,
  ),
};
