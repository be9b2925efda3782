import { HOUR_MS, toJakartaIso } from '../domain/time';
import {
  beanTypeOptions,
  blogs,
  branches,
  categories,
  couriers,
  customerAccounts,
  demoOrders,
  grindOptions,
  OPTION_CATEGORY_BEAN_TYPE,
  OPTION_CATEGORY_GRIND,
  OPTION_CATEGORY_ORIGIN,
  originOptions,
  outgoingTaxes,
  packagingOptions,
  products,
  type SeedOrder,
  type SeedProduct,
  SHIPPING_ORIGIN_CITY_ID,
  uomGroups,
} from '../seed';
import { db } from './collections';

export const SEQUENCE_DOC_NUM = 'docNum';
const SEQUENCE_CUSTOMER = 'customer';
export const SEQUENCE_CUSTOM_PRODUCT = 'customProduct';

const MINUTE_MS = 60_000;

/** The options a bean carries, so the blend builder finds it by bean type and origin. */
function beanOptions(product: SeedProduct) {
  const type = beanTypeOptions.find((o) => o.name === product.beanType);
  const origin = originOptions.find((o) => o.name === product.origin);
  return [type, origin].flatMap((option) =>
    option
      ? [{ code: option.code, name: option.name, optionCategory: option.optionCategory.code }]
      : [],
  );
}

/** One catalogue product as the gateway stores it (also used for the benchmark catalogue). */
export async function createProduct(product: SeedProduct, position: number): Promise<void> {
  const { uoMGroup, ...fields } = product;
  await db.products.create({
    ...fields,
    uoMGroupCode: uoMGroup.code,
    productOptions: product.category.alias === 'Beans' ? beanOptions(product) : [],
    isSalesItem: true,
    ownerAlias: null,
    position,
  });
}

async function seedCatalogue(): Promise<void> {
  for (const [position, category] of categories.entries()) {
    await db.categories.create({
      ...category,
      code: String(position + 1).padStart(2, '0'),
      position,
    });
  }
  for (const [position, product] of products.entries()) await createProduct(product, position);
  for (const [index, group] of uomGroups.entries()) {
    await db.uomGroups.create({ ...group, id: index + 1 });
  }
  for (const category of [
    OPTION_CATEGORY_BEAN_TYPE,
    OPTION_CATEGORY_ORIGIN,
    OPTION_CATEGORY_GRIND,
  ]) {
    await db.optionCategories.create(category);
  }
  for (const option of [...beanTypeOptions, ...originOptions, ...grindOptions]) {
    await db.productOptions.create({ ...option, optionCategory: option.optionCategory.code });
  }
  for (const packaging of packagingOptions) await db.packagings.create(packaging);
  for (const [position, tax] of outgoingTaxes.entries())
    await db.taxes.create({ ...tax, position });
}

async function seedShop(): Promise<void> {
  for (const [position, blog] of blogs.entries()) await db.blogs.create({ ...blog, position });
  const origin = branches.find((b) => b.cityId === SHIPPING_ORIGIN_CITY_ID);
  for (const branch of branches) {
    await db.branches.create({ ...branch, isOrigin: branch.code === origin?.code });
  }
  for (const [position, courier] of couriers.entries()) {
    const { code, description, imageUrl } = courier;
    await db.logistics.create({ code, description, imageUrl, position });
  }
}

async function seedCustomers(now: number): Promise<void> {
  for (const { profile, cart } of customerAccounts) {
    const { addresses, ...fields } = profile;
    await db.customers.create({
      ...fields,
      // A seeded account that waits for activation is activated by its own alias.
      activationAlias: profile.isInActive ? profile.alias : null,
      registeredAt: now,
    });
    for (const [index, address] of addresses.entries()) {
      await db.addresses.create({
        ...address,
        customerAlias: profile.alias,
        createdAt: now - (addresses.length - index) * HOUR_MS,
      });
    }
    for (const [index, line] of cart.entries()) {
      await db.cartLines.create({
        ...line,
        customerAlias: profile.alias,
        createdAt: now - (cart.length - index) * MINUTE_MS,
      });
    }
  }
  const lastId = Math.max(...customerAccounts.map((a) => a.profile.id));
  await db.counters.create({ name: SEQUENCE_CUSTOMER, value: lastId });
}

/**
 * Seed orders keep their wire shape; a branch order has no courier fields at all. Delivered
 * orders went to the customer's default address; branch orders are paid at the first branch.
 */
function orderValues(order: SeedOrder) {
  const delivered = order.logisticService !== '';
  const home = customerAccounts
    .find((account) => account.profile.alias === order.customerAlias)
    ?.profile.addresses.find((address) => address.isDefault);
  return {
    ...order,
    docDate: toJakartaIso(Date.parse(order.docDate)),
    docDueDate: toJakartaIso(Date.parse(order.docDueDate)),
    logisticService: delivered ? order.logisticService : null,
    logisticETADays: delivered ? String(order.logisticETADays) : null,
    logisticRate: delivered ? order.logisticRate : null,
    channel: delivered ? ('online' as const) : ('qr' as const),
    branchCode: delivered ? null : (branches[0]?.code ?? null),
    paymentToken: null,
    deliveryAddress:
      delivered && home
        ? {
            pic: home.pic,
            mobileNumber: home.mobileNumber,
            line1: home.line1,
            line2: home.line2,
            city: home.city,
            postalCode: home.postalCode,
          }
        : null,
  };
}

async function seedOrders(now: Date): Promise<void> {
  const orders = demoOrders(now);
  for (const order of orders) await db.orders.create(orderValues(order));
  const numbers = orders.map((o) => Number(/(\d+)$/.exec(o.docNum)?.[1] ?? 0));
  await db.counters.create({ name: SEQUENCE_DOC_NUM, value: Math.max(0, ...numbers) });
}

let fingerprint: string | null = null;

/**
 * Changes whenever the seed's data does, so a browser holding a database saved from an
 * older seed starts over instead of showing a catalogue that no longer exists.
 */
export function seedFingerprint(): string {
  if (fingerprint === null) {
    const text = JSON.stringify([
      categories,
      products,
      uomGroups,
      grindOptions,
      originOptions,
      packagingOptions,
      outgoingTaxes,
      blogs,
      branches,
      couriers,
      customerAccounts,
      // Orders are dated from the moment of seeding; their shape is what matters here.
      demoOrders(new Date(0)),
    ]);
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
      hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    }
    fingerprint = (hash >>> 0).toString(16);
  }
  return fingerprint;
}

/** Fills an empty database with the seed, dated relative to `now`. */
export async function seedDatabase(now: Date): Promise<void> {
  await seedCatalogue();
  await seedShop();
  await seedCustomers(now.getTime());
  await seedOrders(now);
}
