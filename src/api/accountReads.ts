import type { ShipmentAddress } from './addresses';
import type { BlendPackaging, BlendPriceRequest, OriginOption } from './blend';
import type { Branch, Logistic } from './branches';
import type { CartLine } from './cart';
import type { UoMGroup } from './catalogue';
import type { CustomerProfile } from './customer';
import type { Product, ProductOption } from './models';
import type { OrderGroup, Transaction } from './orders';
import { loadedWithFirstRead } from './reads';
import type { City, Province, Subdistrict } from './shipping';

// The signed-in screens' reads, loaded with the first read as reads.ts explains; a module of
// their own so the public screens, which share reads.ts, do not carry them. Each is the api
// module's own query under the same key (reads.test.ts).

const catalogue = async () => (await import('./catalogue')).catalogueQueries;

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

/** orderQueries, for screens. */
export const orderReads = {
  group: (group: OrderGroup) =>
    loadedWithFirstRead<Transaction[]>(`orders:${group}`, async () =>
      (await import('./orders')).orderQueries.group(group),
    ),
};

const addresses = async () => (await import('./addresses')).addressQueries;

/** addressQueries, for screens. */
export const addressReads = {
  list: loadedWithFirstRead<ShipmentAddress[]>('addresses', async () => (await addresses()).list),
  one: (alias: string) =>
    loadedWithFirstRead<ShipmentAddress>(`addresses:${alias}`, async () =>
      (await addresses()).one(alias),
    ),
};

const regions = async () => (await import('./shipping')).regionQueries;

/** regionQueries (the shipping proxy's provinces, cities and sub-districts), for screens. */
export const regionReads = {
  provinces: loadedWithFirstRead<Province[]>(
    'regions:provinces',
    async () => (await regions()).provinces,
  ),
  cities: (provinceId: string) =>
    loadedWithFirstRead<City[]>(`regions:cities:${provinceId}`, async () =>
      (await regions()).cities(provinceId),
    ),
  subdistricts: (cityId: string) =>
    loadedWithFirstRead<Subdistrict[]>(`regions:subdistricts:${cityId}`, async () =>
      (await regions()).subdistricts(cityId),
    ),
};

const blend = async () => (await import('./blend')).blendQueries;

/** blendQueries, for the blend builder. */
export const blendReads = {
  /** Catalogue queries the packaging step reads. */
  grindOptions: loadedWithFirstRead<ProductOption[]>(
    'catalogue:grind-options',
    async () => (await catalogue()).grindOptions,
  ),
  uoMGroup: (code: string) =>
    loadedWithFirstRead<UoMGroup>(`catalogue:uom-group:${code}`, async () =>
      (await catalogue()).uoMGroup(code),
    ),
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
