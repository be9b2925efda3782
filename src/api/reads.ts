import type { ShipmentAddress } from './addresses';
import type { BlendPackaging, BlendPriceRequest, OriginOption } from './blend';
import type { Blog } from './blogs';
import type { Branch, Logistic } from './branches';
import type { CartLine } from './cart';
import type { UoMGroup } from './catalogue';
import type { CustomerProfile } from './customer';
import type { Category, Product, ProductOption } from './models';
import type { Query } from './serverData';

// The reads the public screens make, with their api module loaded by the first read: that
// module brings zod and the API client, which a screen does not need to render (its
// skeleton shows until the answer is in), so a route's code and its first calls load side by
// side (app/routes.tsx starts both) instead of the screen waiting for the whole api layer.
// Each is the api module's own query under the same key (reads.test.ts).

function loadedWithFirstRead<T>(key: string, query: () => Promise<Query<T>>): Query<T> {
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
  grindOptions: loadedWithFirstRead<ProductOption[]>(
    'catalogue:grind-options',
    async () => (await catalogue()).grindOptions,
  ),
  uoMGroup: (code: string) =>
    loadedWithFirstRead<UoMGroup>(`catalogue:uom-group:${code}`, async () =>
      (await catalogue()).uoMGroup(code),
    ),
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

/** customerQueries, for screens. */
export const customerReads = {
  profile: loadedWithFirstRead<CustomerProfile>(
    'profile',
    async () => (await import('./customer')).customerQueries.profile,
  ),
};

/** cartQueries, for screens. */
export const cartReads = {
  lines: loadedWithFirstRead<CartLine[]>(
    'cart:lines',
    async () => (await import('./cart')).cartQueries.lines,
  ),
};

const branches = async () => (await import('./branches')).branchQueries;

/** branchQueries, for screens. */
export const branchReads = {
  list: loadedWithFirstRead<Branch[]>('branches:list', async () => (await branches()).list),
  origin: loadedWithFirstRead<Branch>('branches:origin', async () => (await branches()).origin),
  logistics: loadedWithFirstRead<Logistic[]>(
    'branches:logistics',
    async () => (await branches()).logistics,
  ),
};

/** addressQueries, for screens. */
export const addressReads = {
  list: loadedWithFirstRead<ShipmentAddress[]>(
    'addresses',
    async () => (await import('./addresses')).addressQueries.list,
  ),
};

const blend = async () => (await import('./blend')).blendQueries;

/** blendQueries, for the blend builder. */
export const blendReads = {
  beanTypes: loadedWithFirstRead<ProductOption[]>(
    'blend:bean-types',
    async () => (await blend()).beanTypes,
  ),
  origins: (beanType: string) =>
    loadedWithFirstRead<OriginOption[]>(`blend:origins:${beanType}`, async () =>
      (await blend()).origins(beanType),
    ),
  products: (beanType: string, origin: string) =>
    loadedWithFirstRead<Product[]>(`blend:products:${beanType}:${origin}`, async () =>
      (await blend()).products(beanType, origin),
    ),
  price: (packaging: BlendPackaging, request: BlendPriceRequest) =>
    loadedWithFirstRead<number>(`blend:price:${packaging}:${JSON.stringify(request)}`, async () =>
      (await blend()).price(packaging, request),
    ),
};
